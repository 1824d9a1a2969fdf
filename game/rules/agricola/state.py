"""The state of a game of Agricola: the action spaces and their goods, the round cards still
face down, every farm, and the action or harvest step in progress.

A player's goods are counted in the supply (``goods``); animals only on the farm, as counts
(``animals``: sheep, boar, cattle) — where each one stands is derived from the farmyard
(``herds.housing``), since the rules only ever ask whether they fit.
"""

from __future__ import annotations

from typing import ClassVar

from game.rules.agricola import draft, hidden, legal, scoring, turns
from game.rules.agricola.farmer import Farmer, Progress
from game.rules.agricola.legal import Phase
from game.rules.agricola.position_writer import write_position
from game.rules.agricola.tables import AgricolaTables, Space
from game.rules.core import Decision, Event, GameConfig, Move, Outcome, Rng, SoloGoal, State


class AgricolaState(State):
    """A position of Agricola.

    ``spaces`` are the action spaces in play (the board's, then the round cards turned up so
    far), ``stock[i]`` the goods lying on space ``i`` and ``taken[i]`` the player whose person
    stands there (-1: free).  ``deck`` lists the round cards still face down, next first.
    ``majors_left`` are the major improvements still for sale.  ``feeding`` lists the players
    still to feed in this harvest (in its breeding, those still to choose their newborns).
    """

    game_id: ClassVar[str] = "agricola"
    __slots__ = (
        "tables",
        "config",
        "rng",
        "viewer",
        "side",
        "round",
        "phase",
        "start",
        "current",
        "spaces",
        "stock",
        "taken",
        "deck",
        "deck_hidden",
        "majors_left",
        "players",
        "progress",
        "housing_for",
        "feeding",
        "resume",
        "draft",
    )

    def __init__(self, tables: AgricolaTables, config: GameConfig, rng: Rng, side: str) -> None:
        self.tables = tables
        self.config = config
        self.rng = rng
        self.viewer: int | None = None
        self.side = side
        self.round = 1
        self.phase = Phase.WORK
        self.start = 0
        self.current = 0
        self.spaces: list[Space] = []
        self.stock: list[dict[str, int]] = []
        self.taken: list[int] = []
        self.deck: list[Space] = []
        self.deck_hidden = False
        self.majors_left: list[str] = [major.id for major in tables.majors]
        self.players: list[Farmer] = []
        self.progress: Progress | None = None
        self.housing_for = -1
        self.feeding: list[int] = []
        self.resume = Phase.WORK
        self.draft: draft.Draft | None = None
        """The drafting variant's draft (:mod:`.draft`), kept once over for what each
        player saw of it; ``None`` when the hands were dealt."""

    # -- the contract -------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        if self.draft is not None and self.draft.active:
            return draft.current_player(self)
        if self.phase == Phase.OVER:
            return None
        if self.phase == Phase.HOUSING:
            return self.housing_for
        if self.phase in (Phase.FEED, Phase.BREED):
            return self.feeding[0]
        return self.current

    @property
    def round_number(self) -> int:
        return self.round

    @property
    def solo(self) -> bool:
        """Whether one player plays alone."""
        return self.config.players == 1

    def decision(self) -> Decision | None:
        if self.draft is not None and self.draft.active:
            return draft.decision(self)
        return turns.decision(self)

    def legal_moves(self) -> list[Move]:
        if self.draft is not None and self.draft.active:
            player = draft.current_player(self)
            return [] if player is None else draft.moves_for(self, player)
        return legal.legal_moves(self)

    def legal_moves_for(self, player: int) -> list[Move]:
        if self.draft is not None and self.draft.active:
            return draft.moves_for(self, player)
        return self.legal_moves() if player == self.current_player else []

    def mover(self, move: Move) -> int | None:
        if self.draft is not None and self.draft.active:
            return draft.mover(move)
        return self.current_player

    def apply(self, move: Move) -> list[Event]:
        if self.draft is not None and self.draft.active:
            return draft.apply(self, move)
        return turns.apply(self, move)

    def apply_unchecked(self, move: Move) -> list[Event]:
        if self.draft is not None and self.draft.active:
            return draft.apply_unchecked(self, move)
        return turns.apply_unchecked(self, move)

    def clone(self) -> AgricolaState:
        other = AgricolaState.__new__(AgricolaState)
        other.tables, other.config, other.rng = self.tables, self.config, self.rng.clone()
        other.viewer, other.side, other.round = self.viewer, self.side, self.round
        other.phase, other.start, other.current = self.phase, self.start, self.current
        other.spaces = self.spaces[:]
        other.stock = [dict(goods) for goods in self.stock]
        other.taken = self.taken[:]
        other.deck = self.deck[:]
        other.deck_hidden = self.deck_hidden
        other.majors_left = self.majors_left[:]
        other.players = [farmer.copy() for farmer in self.players]
        other.progress = self.progress.copy() if self.progress else None
        other.housing_for = self.housing_for
        other.feeding = self.feeding[:]
        other.resume = self.resume
        # once over, the draft's records never change (a guessed world copies them first)
        other.draft = self.draft.copy() if self.draft is not None and self.draft.active else self.draft
        return other

    def view(self, player: int) -> AgricolaState:
        return hidden.view(self, player)

    def determinize(self, rng: Rng) -> AgricolaState:
        return hidden.determinize(self, rng)

    def outcome(self) -> Outcome | None:
        return scoring.final_outcome(self) if self.phase == Phase.OVER else None

    def scores(self) -> tuple[int, ...]:
        return scoring.live_scores(self)

    def solo_goal(self) -> SoloGoal | None:
        return scoring.solo_goal(self)

    def to_position(self) -> str:
        return write_position(self)

    def is_private_decision(self) -> bool:
        """In the full game, every decision of a player who holds cards shows their hand, and
        every pick of the draft its cards, so hot-seat play hands the screen over first; the
        family game hides nothing."""
        if self.draft is not None and self.draft.active:
            return True
        player = self.current_player
        return player is not None and any(not card.startswith("?") for card in self.players[player].hand)
