"""The Oregon position: board, hands, tokens, decks and stacks, and whose decision it is.

The board is a list of ints, one per space: ``0`` empty, ``p + 1`` a farmer of player ``p``,
``8 + b`` a building of type ``b`` (see :mod:`game.rules.oregon.scoring`).  A hand is a list of
counts: one per landscape symbol, then one per building type.  In a :meth:`view`, cards and
tiles the viewer may not know are hidden: other hands become counts in ``hidden``, deck cards
become ``-1`` and tile values ``0``.
"""

from __future__ import annotations

from typing import ClassVar

from game.rules.core import Decision, Event, GameConfig, Move, Outcome, Rng, State
from game.rules.oregon import hidden, legal, turns
from game.rules.oregon.board import Tables
from game.rules.oregon.legal import Phase
from game.rules.oregon.position_writer import write_position
from game.rules.oregon.scoring import BUILDING


class OregonState(State):
    """A position of Oregon.  Fields are public for the rules modules; others read them
    through the methods and properties below."""

    game_id: ClassVar[str] = "oregon"

    __slots__ = (
        "tables",
        "rng",
        "config",
        "viewer",
        "cells",
        "supply",
        "score",
        "hands",
        "hidden",
        "joker",
        "extra",
        "coal",
        "gold",
        "start_tile",
        "stock",
        "landscape_deck",
        "landscape_discard",
        "building_deck",
        "building_discard",
        "coal_stack",
        "gold_stack",
        "phase",
        "player",
        "start_player",
        "round",
        "extra_taken",
        "end_reason",
    )

    tables: Tables
    cells: list[int]
    supply: list[int]
    score: list[int]
    hands: list[list[int]]
    hidden: list[list[int]]
    joker: list[bool]
    extra: list[bool]
    coal: list[list[int]]
    gold: list[list[int]]
    start_tile: list[int]
    stock: list[int]
    landscape_deck: list[int]
    landscape_discard: list[int]
    building_deck: list[int]
    building_discard: list[int]
    coal_stack: list[int]
    gold_stack: list[int]
    phase: Phase
    player: int
    start_player: int
    round: int
    extra_taken: bool
    end_reason: str

    def __init__(self, tables: Tables, config: GameConfig, rng: Rng) -> None:
        n = config.players
        n_cards = len(tables.card_names)
        self.tables = tables
        self.rng = rng
        self.config = config
        self.viewer = None
        self.cells = [0] * (tables.rows * tables.columns)
        self.supply = [tables.content.farmers_per_player - 1] * n
        self.score = [0] * n
        self.hands = [[0] * n_cards for _ in range(n)]
        self.hidden = [[0, 0] for _ in range(n)]
        self.joker = [True] * n
        self.extra = [True] * n
        self.coal = [[] for _ in range(n)]
        self.gold = [[] for _ in range(n)]
        self.start_tile = [-1] * n
        self.stock = [b.tiles for b in tables.content.buildings]
        self.landscape_deck = []
        self.landscape_discard = []
        self.building_deck = []
        self.building_discard = []
        self.coal_stack = []
        self.gold_stack = []
        self.phase = legal.START
        self.player = 0
        self.start_player = 0
        self.round = 1
        self.extra_taken = False
        self.end_reason = ""

    @property
    def current_player(self) -> int | None:
        return None if self.phase == legal.OVER else self.player

    @property
    def round_number(self) -> int:
        return self.round

    @property
    def phase_name(self) -> str:
        """``start``, ``play``, ``extra``, ``draw`` or ``over``."""
        return self.phase.text

    def decision(self) -> Decision | None:
        return turns.decision(self)

    def legal_moves(self) -> list[Move]:
        return legal.legal_moves(self)

    def apply(self, move: Move) -> list[Event]:
        reason = legal.illegal_reason(self, move)
        if reason is not None:
            raise reason.refuse()
        return turns.perform(self, move)

    def apply_unchecked(self, move: Move) -> list[Event]:
        return turns.perform(self, move)

    def clone(self) -> OregonState:
        other = OregonState.__new__(OregonState)
        other.tables = self.tables
        other.rng = self.rng.clone()
        other.config = self.config
        other.viewer = self.viewer
        other.cells = self.cells[:]
        other.supply = self.supply[:]
        other.score = self.score[:]
        other.hands = [h[:] for h in self.hands]
        other.hidden = [h[:] for h in self.hidden]
        other.joker = self.joker[:]
        other.extra = self.extra[:]
        other.coal = [t[:] for t in self.coal]
        other.gold = [t[:] for t in self.gold]
        other.start_tile = self.start_tile[:]
        other.stock = self.stock[:]
        other.landscape_deck = self.landscape_deck[:]
        other.landscape_discard = self.landscape_discard[:]
        other.building_deck = self.building_deck[:]
        other.building_discard = self.building_discard[:]
        other.coal_stack = self.coal_stack[:]
        other.gold_stack = self.gold_stack[:]
        other.phase = self.phase
        other.player = self.player
        other.start_player = self.start_player
        other.round = self.round
        other.extra_taken = self.extra_taken
        other.end_reason = self.end_reason
        return other

    def view(self, player: int) -> OregonState:
        return hidden.view(self, player)

    def determinize(self, rng: Rng) -> OregonState:
        return hidden.determinize(self, rng)

    def outcome(self) -> Outcome | None:
        return turns.outcome(self) if self.phase == legal.OVER else None

    def scores(self) -> tuple[int, ...]:
        if self.phase == legal.OVER:
            return tuple(
                s + sum(c) + sum(g)
                for s, c, g in zip(self.score, self.coal, self.gold, strict=True)
            )
        return tuple(self.score)

    def farmers_on_board(self) -> tuple[int, ...]:
        """How many farmers each player has on the board (the tie-break)."""
        counts = [0] * self.num_players
        for code in self.cells:
            if 0 < code < BUILDING:
                counts[code - 1] += 1
        return tuple(counts)

    def to_position(self) -> str:
        """The position text (format: :mod:`game.rules.oregon.position`)."""
        return write_position(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, OregonState):
            return NotImplemented
        return self.to_position() == other.to_position()

    __hash__ = None  # type: ignore[assignment]
