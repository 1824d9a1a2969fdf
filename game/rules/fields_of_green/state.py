"""The state of a game of Fields of Green: the piles, every farm, the hands and the year.

A farm is a grid of locations keyed by ``(x, y)``; the starting water tower stands at
``(0, 0)`` and the starting silo at ``(1, 0)``.  Food is kept as one number per player: the
rulebook lets food move freely between silos at any time, so only the total and the
silos' joint capacity matter.  Water stays on its tower, since range decides which tower
may pay.
"""

from __future__ import annotations

from typing import ClassVar

from game.rules.core import Decision, Event, GameConfig, Move, Outcome, Rng, State
from game.rules.fields_of_green import hidden, legal, turns
from game.rules.fields_of_green.farm import NO_PICK, Farmer
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.position_writer import write_position
from game.rules.fields_of_green.scoring import final_outcome, live_scores
from game.rules.fields_of_green.tables import FogTables


class FogState(State):
    """A position of Fields of Green (see the module docstring for the farm's layout).

    ``piles[k]`` lists pile ``k``'s cards bottom first (its top is the last); ``equipment``
    lists the equipment pile top first.  With two players, ``pool`` holds the year's cards
    still face down (the next to turn up last) and ``row`` the face-up ones.  ``current`` is the player to move in the phases
    taken in turn (the draw, the actions, the harvest, an equipment choice).
    """

    game_id: ClassVar[str] = "fields_of_green"
    __slots__ = (
        "tables",
        "config",
        "rng",
        "viewer",
        "year",
        "phase",
        "first",
        "current",
        "acted",
        "players",
        "piles",
        "towers_left",
        "silos_left",
        "equipment",
        "discard",
        "splits",
        "offer",
        "resume",
        "hidden_piles",
        "row",
        "pool",
    )

    def __init__(self, tables: FogTables, config: GameConfig, rng: Rng) -> None:
        self.tables = tables
        self.config = config
        self.rng = rng
        self.viewer: int | None = None
        self.year = 1
        self.phase = Phase.DRAW
        self.first = 0
        self.current = 0
        self.acted = 0
        self.players = [Farmer() for _ in range(config.players)]
        self.piles: list[list[int]] = [[] for _ in range(4)]
        self.towers_left = 0
        self.silos_left = 0
        self.equipment: list[int] = []
        self.discard: list[int] = []
        self.splits: list[tuple[int, ...]] = []
        self.offer: list[int] = []
        self.resume = Phase.ACT
        self.hidden_piles = False
        self.row: list[int] = []
        self.pool: list[int] = []

    # -- the contract -------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        if self.phase == Phase.OVER:
            return None
        if self.phase == Phase.PICK:
            waiting = self.waiting()
            return waiting[0] if waiting else None
        return self.current

    @property
    def round_number(self) -> int:
        return self.year

    def waiting(self) -> tuple[int, ...]:
        """The players who have not chosen their card in this draft turn."""
        return tuple(p for p, f in enumerate(self.players) if f.pick == NO_PICK)

    def decision(self) -> Decision | None:
        return turns.decision(self)

    def legal_moves(self) -> list[Move]:
        player = self.current_player
        return [] if player is None else legal.legal_moves_for(self, player)

    def legal_moves_for(self, player: int) -> list[Move]:
        return legal.legal_moves_for(self, player)

    def mover(self, move: Move) -> int | None:
        return turns.mover(self, move)

    def apply(self, move: Move) -> list[Event]:
        return turns.apply(self, move)

    def apply_unchecked(self, move: Move) -> list[Event]:
        # bots and replays apply moves taken from legal_moves(): skip re-checking them
        return turns.apply_unchecked(self, move)

    def clone(self) -> FogState:
        other = FogState.__new__(FogState)
        other.tables, other.config, other.rng = self.tables, self.config, self.rng.clone()
        other.viewer, other.year, other.phase = self.viewer, self.year, self.phase
        other.first, other.current, other.acted = self.first, self.current, self.acted
        other.players = [f.copy() for f in self.players]
        other.piles = [pile[:] for pile in self.piles]
        other.towers_left, other.silos_left = self.towers_left, self.silos_left
        other.equipment = self.equipment[:]
        other.discard = self.discard[:]
        other.splits = self.splits[:]
        other.offer = self.offer[:]
        other.resume = self.resume
        other.hidden_piles = self.hidden_piles
        other.row = self.row[:]
        other.pool = self.pool[:]
        return other

    def view(self, player: int) -> FogState:
        return hidden.view(self, player)

    def determinize(self, rng: Rng) -> FogState:
        return hidden.determinize(self, rng)

    def outcome(self) -> Outcome | None:
        return final_outcome(self) if self.phase == Phase.OVER else None

    def scores(self) -> tuple[int, ...]:
        return live_scores(self)

    def to_position(self) -> str:
        return write_position(self)

    def is_private_decision(self) -> bool:
        """The draft's face-down choice, the equipment tiles drawn, and every decision of a
        player who holds cards (after the reveal they build with the rest of their hand in
        view), so hot-seat play hands the screen over first."""
        if self.phase in (Phase.PICK, Phase.EQUIP):
            return True
        player = self.current_player
        return player is not None and bool(self.players[player].hand)
