"""The position of a game of Porto.

Hidden things are stored in the same lists as visible ones: in a :meth:`PortoState.view`, an
unknown card or contract is ``-1`` and another player's hand is all zero counts (its size
stays in ``hand_sizes``).  :meth:`PortoState.determinize` fills them back in.
"""

from __future__ import annotations

from game.rules.core import Decision, Event, GameConfig, Move, Outcome, Rng, State
from game.rules.porto import hidden, legal, turns
from game.rules.porto.events import SCORE_CATEGORIES
from game.rules.porto.hidden import HIDDEN
from game.rules.porto.legal import CHOOSE_CONTRACTS, OVER, PLAY, Phase
from game.rules.porto.position_writer import write_position
from game.rules.porto.scoring import ScoreMarker, final_outcome, score_marker
from game.rules.porto.street import StreetLayout
from game.rules.porto.tables import PortoTables


class PortoState(State):
    """A Porto position: the street, the cards, the contracts, the scores and whose turn it is.

    Lists are indexed by house (``house_colour``, ``house_tiles``...), colour (``ground_left``,
    ``floors_left``), card kind (``hands[p]``) or player.  ``points[p]`` holds a player's
    points per :data:`~game.rules.porto.events.SCORE_CATEGORIES`.
    """

    game_id = "porto"

    __slots__ = (
        "tables",
        "layout",
        "config",
        "rng",
        "viewer",
        "novice",
        "house_colour",
        "house_tiles",
        "ground_token",
        "roof_token",
        "ground_left",
        "floors_left",
        "roofs_left",
        "completed",
        "deck",
        "display",
        "discard",
        "hands",
        "hand_sizes",
        "public_deck",
        "public_row",
        "fulfilled",
        "private_dealt",
        "private_kept",
        "points",
        "phase",
        "current",
        "round",
        "last_round",
        "passes",
        "pending_bonus",
        "end_reason",
    )

    tables: PortoTables
    layout: StreetLayout
    novice: bool
    house_colour: list[int]
    house_tiles: list[int]
    ground_token: list[int]
    roof_token: list[int]
    ground_left: list[int]
    floors_left: list[int]
    roofs_left: int
    completed: int
    deck: list[int]
    display: list[int]
    discard: list[int]
    hands: list[list[int]]
    hand_sizes: list[int]
    public_deck: list[int]
    public_row: list[int]
    fulfilled: list[list[int]]
    private_dealt: list[list[int]]
    private_kept: list[list[int]]
    points: list[list[int]]
    phase: Phase
    current: int
    round: int
    last_round: int
    passes: int
    pending_bonus: int
    end_reason: str

    def __init__(self, tables: PortoTables, config: GameConfig, rng: Rng) -> None:
        """An empty street with nothing dealt; :func:`~game.rules.porto.setup.new_game`
        and the position reader fill it in."""
        players = config.players
        houses = len(tables.heights)
        self.tables = tables
        self.layout = tables.layouts[players]
        self.config = config
        self.rng = rng
        self.viewer = None
        self.novice = "novice" in config.variants
        self.house_colour = [-1] * houses
        self.house_tiles = [0] * houses
        self.ground_token = [0] * houses
        self.roof_token = [0] * houses
        self.ground_left = [tables.ground_tiles] * tables.colours
        self.floors_left = [tables.floor_tiles] * tables.colours
        self.roofs_left = tables.roof_tiles
        self.completed = 0
        self.deck = []
        self.display = [HIDDEN] * tables.display_size
        self.discard = []
        self.hands = [[0] * tables.kinds for _ in range(players)]
        self.hand_sizes = [0] * players
        self.public_deck = []
        self.public_row = [HIDDEN] * tables.public_face_up
        self.fulfilled = [[] for _ in range(players)]
        self.private_dealt = [[] for _ in range(players)]
        self.private_kept = [[] for _ in range(players)]
        self.points = [[0] * len(SCORE_CATEGORIES) for _ in range(players)]
        self.phase = PLAY if self.novice else CHOOSE_CONTRACTS
        self.current = 0
        self.round = 1
        self.last_round = 0
        self.passes = 0
        self.pending_bonus = 0
        self.end_reason = ""

    # -- the contract -------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        """Whose decision it is, or ``None`` once the game is over."""
        return None if self.phase == OVER else self.current

    @property
    def round_number(self) -> int:
        """The round being played (1 while private contracts are chosen)."""
        return self.round

    def decision(self) -> Decision | None:
        """What is decided now (kinds: :data:`~game.rules.porto.turns.DECISION_KINDS`)."""
        return turns.decision(self)

    def legal_moves(self) -> list[Move]:
        """Every legal move now, in a stable order (see :mod:`game.rules.porto.moves`)."""
        return legal.legal_moves(self)

    def apply(self, move: Move) -> list[Event]:
        """Check ``move``; raise :class:`IllegalMove` with a reason, or play it and return
        its events."""
        reason = legal.illegal_reason(self, move)
        if reason is not None:
            raise reason.refuse()
        return turns.perform(self, move)

    def apply_unchecked(self, move: Move) -> list[Event]:
        """Play a move taken from :meth:`legal_moves` without checking it again."""
        return turns.perform(self, move)

    def clone(self) -> PortoState:
        """An independent copy sharing only the immutable tables."""
        other = PortoState.__new__(PortoState)
        other.tables = self.tables
        other.layout = self.layout
        other.config = self.config
        other.rng = self.rng.clone()
        other.viewer = self.viewer
        other.novice = self.novice
        other.house_colour = self.house_colour[:]
        other.house_tiles = self.house_tiles[:]
        other.ground_token = self.ground_token[:]
        other.roof_token = self.roof_token[:]
        other.ground_left = self.ground_left[:]
        other.floors_left = self.floors_left[:]
        other.roofs_left = self.roofs_left
        other.completed = self.completed
        other.deck = self.deck[:]
        other.display = self.display[:]
        other.discard = self.discard[:]
        other.hands = [h[:] for h in self.hands]
        other.hand_sizes = self.hand_sizes[:]
        other.public_deck = self.public_deck[:]
        other.public_row = self.public_row[:]
        other.fulfilled = [f[:] for f in self.fulfilled]
        other.private_dealt = [d[:] for d in self.private_dealt]
        other.private_kept = [k[:] for k in self.private_kept]
        other.points = [p[:] for p in self.points]
        other.phase = self.phase
        other.current = self.current
        other.round = self.round
        other.last_round = self.last_round
        other.passes = self.passes
        other.pending_bonus = self.pending_bonus
        other.end_reason = self.end_reason
        return other

    def view(self, player: int) -> PortoState:
        """What ``player`` knows (see :mod:`game.rules.porto.hidden`)."""
        return hidden.view(self, player)

    def determinize(self, rng: Rng) -> PortoState:
        """One full state consistent with this view, hidden parts dealt at random."""
        return hidden.determinize(self, rng)

    def outcome(self) -> Outcome | None:
        """The score sheet once the game is over (tie-breaks: more public contracts, then
        the player furthest after the first player)."""
        return final_outcome(self) if self.phase == OVER else None

    def scores(self) -> tuple[int, ...]:
        """Each player's points so far (private contracts count only once revealed)."""
        return tuple(sum(p) for p in self.points)

    def to_position(self) -> str:
        """This position as text (format: :mod:`game.rules.porto.position`)."""
        return write_position(self)

    def is_private_decision(self) -> bool:
        """Every Porto decision shows the player's hand or contracts."""
        return True

    # -- helpers for the table screen ---------------------------------------------------

    def score_marker(self, player: int) -> ScoreMarker:
        """Where ``player``'s marker stands on the score track, with its +50/+100 side."""
        return score_marker(sum(self.points[player]), self.tables.score_track_length)

    def roof_track_mark(self) -> int:
        """Completed houses that trigger the end at this player count."""
        return self.tables.roof_track_marks[self.num_players]

    def phase_name(self) -> str:
        """``choose-contracts``, ``play``, ``place-bonus`` or ``over``."""
        return self.phase.text

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PortoState):
            return NotImplemented
        return self.to_position() == other.to_position()

    __hash__ = None  # type: ignore[assignment]
