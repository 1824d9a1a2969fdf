"""The rules contract shared by every game (see DESIGN.md, "The rules contract").

A game is a :class:`GameRules` entry (its id, player counts, variants and constructors) and a
:class:`State` subclass.  Scenes, bots, saves and the simulator are written once against these
two classes and never look inside a particular game.

Every game's rules package has the same modules, so knowing one game means knowing where
everything is in the others: ``state`` (the :class:`State` subclass), ``moves`` (the
:class:`Move` classes and their text), ``setup`` (``new_game``), ``turns`` (carrying out a
legal move, the turn order, ``decision()`` and its ``DECISION_KINDS``), ``legal`` (legal
moves, ``illegal_reason`` and the helpers that say why, named ``*_reason``; the ``Phase``
enum), ``scoring``, ``hidden`` (``view`` and ``determinize``), ``events`` (the event kinds)
and ``position`` (``write_position(state)`` and ``read_position(content, text)``).  Nothing
inside a game package imports in a circle.

Everything here is pure: no pygame, no file I/O and no global random.  Randomness comes only
from the :class:`Rng` each state owns, so a match is fully defined by
``(game id, content version, config, seed, moves)``.
"""

from __future__ import annotations

import abc
import functools
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

MASK64 = (1 << 64) - 1


class IllegalMove(Exception):
    """Raised by :meth:`State.apply` for a move that is not legal now.

    ``reason`` is a sentence a person can read ("That space is water: farmers cannot stand
    there").  The table shows it when a player asks why a space is not available.

    For the interface's other languages a game may also give ``template`` — the reason with
    ``{name}`` placeholders, used as a translation key — and its ``args`` (kept as
    ``template_args``); then ``reason`` is
    ``template.format(**args)``.
    """

    def __init__(
        self, reason: str, template: str = "", args: Mapping[str, Any] | None = None
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.template = template
        self.template_args: Mapping[str, Any] = dict(args or {})


class Reason(str):
    """A rules reason in English that remembers how it was made.

    ``Reason("house {house} already has a roof", house=4)`` is the plain string
    ``"house 4 already has a roof"`` (it compares, prints and concatenates as that text) and
    keeps ``template`` and ``args`` so an interface can translate it without parsing English.
    Raise it with :meth:`refuse` to pass both on to :class:`IllegalMove`.
    """

    template: str
    args: Mapping[str, Any]

    def __new__(cls, template: str, **args: Any) -> Reason:
        made = super().__new__(cls, template.format(**args))
        made.template = template
        made.args = args
        return made

    def refuse(self) -> IllegalMove:
        """The :class:`IllegalMove` carrying this reason, its template and its args."""
        return IllegalMove(str(self), self.template, self.args)


class PositionError(ValueError):
    """A position or move text that cannot be parsed; the message names what and where."""


class Rng:
    """A small, fast, seedable random source (SplitMix64) owned by a state.

    It is deterministic across Python versions and platforms, so saves replay everywhere, and
    cloning it copies one integer.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & MASK64

    def clone(self) -> Rng:
        """An independent copy that will produce the same sequence."""
        other = Rng.__new__(Rng)
        other.state = self.state
        return other

    def next64(self) -> int:
        """The next 64-bit value."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in ``[0, n)``; ``n`` must be positive."""
        if n <= 0:
            raise ValueError("randrange needs a positive bound")
        # The SplitMix64 step of next64, inlined: this is the bots' hottest call.
        z = self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return (z ^ (z >> 31)) % n

    def random(self) -> float:
        """A uniform float in ``[0, 1)``."""
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        """A uniformly chosen element of a non-empty sequence."""
        n = len(items)
        if n <= 0:
            raise ValueError("randrange needs a positive bound")
        z = self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return items[(z ^ (z >> 31)) % n]

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle a list in place (Fisher-Yates)."""
        # The same numbers as one randrange(i + 1) per card, with the SplitMix64 step inlined
        # and the state kept in a local until the end.
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            state = (state + 0x9E3779B97F4A7C15) & MASK64
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = state

    def fork(self) -> Rng:
        """A new generator seeded from this one (advances this one by one step)."""
        return Rng(self.next64())


T = TypeVar("T")


def derive_seed(seed: int, index: int) -> int:
    """The seed of the ``index``-th game of a series started from ``seed`` (reproducible)."""
    rng = Rng((seed * 0x100000001B3 + index) & MASK64)
    return rng.next64() & 0x7FFFFFFF


@dataclass(frozen=True)
class Event:
    """Something that happened when a move was applied, for the log and for animation.

    ``kind`` names what happened in the game's own words (``"farmer_placed"``, ``"scored"``);
    ``args`` carries the details (ints, strings, tuples); the interface turns both into a
    sentence in the player's language.  ``player`` is the player it concerns, if any.
    ``visible_to`` is ``None`` for public events, otherwise the players who may see it (a
    drawn card is seen only by the one who drew it).  ``reveals`` marks events that showed
    information nobody had before (a draw from a deck): undo never goes back past them.
    """

    kind: str
    player: int | None = None
    args: Mapping[str, Any] = field(default_factory=dict)
    visible_to: frozenset[int] | None = None
    reveals: bool = False

    def visible_for(self, player: int | None) -> bool:
        """Whether ``player`` (``None``: an onlooker) may see this event."""
        return self.visible_to is None or (player is not None and player in self.visible_to)


TURN_STARTED = "turn_started"
"""Boundary event: ``player`` begins a turn (``args["round"]``: the round number).  Undo takes
back a person's own decisions only as far as the start of their turn; the log groups by it."""

ROUND_STARTED = "round_started"
"""Boundary event: a new round (or year) begins (``args["round"]``)."""

CHOICES_REVEALED = "choices_revealed"
"""Boundary event: the pending choices of a simultaneous decision are revealed together
(``args["choices"]``: one text per player, in seat order).  Undo never goes back past it."""

BOUNDARY_KINDS = frozenset({TURN_STARTED, ROUND_STARTED, CHOICES_REVEALED})
"""The boundary event kinds.  ``choices_revealed`` comes where the reveal happens, before what
the revealed choices cause (scores).  ``round_started`` and then ``turn_started`` (of the
player who moves next) come last, after every other event of the move that crossed the
boundary.  The first round and the first turn of a game
begin in ``new_game``, which returns no events: the match treats the start of the game as a
boundary of both.  A game that ends sends no ``turn_started``.  Readers that do not know a
kind ignore it (the table's log has no sentence for these unless a board gives one)."""


# Every move of every game sends one of these, so each is made once and shared (events are
# frozen and their args are never changed): making a new one cost about 6 % of a Porto move.
@functools.cache
def turn_started(player: int, round_number: int) -> Event:
    """The public event that opens ``player``'s turn in ``round_number``."""
    return Event(TURN_STARTED, player, {"round": round_number})


@functools.cache
def round_started(round_number: int) -> Event:
    """The public event that opens round ``round_number``."""
    return Event(ROUND_STARTED, None, {"round": round_number})


@dataclass(frozen=True)
class Decision:
    """What is being decided now (:meth:`State.decision`).

    ``players`` may act now: one player for an ordinary turn; several for a simultaneous
    decision (``simultaneous`` is true), where each player's choice stays hidden in the
    others' views until :data:`CHOICES_REVEALED`, and a player who has chosen may take the
    choice back until then.  ``pending`` are the players whose choice is still awaited (equal
    to ``players`` for an ordinary turn).

    ``kind`` is a key the table names and translates ("choose_space", "pay_or_flip",
    "place_fence").  A multi-step action (Agricola's fences, sowing, feeding) names itself in
    ``action`` and says which ``step`` of how many ``steps`` this is (``steps`` 0: open-ended);
    ``can_stop`` says whether an explicit "done" move is among the legal moves.
    """

    players: tuple[int, ...]
    kind: str
    action: str = ""
    step: int = 1
    steps: int = 1
    can_stop: bool = False
    simultaneous: bool = False
    pending: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not self.pending:
            object.__setattr__(self, "pending", self.players)

    def is_for(self, player: int) -> bool:
        """Whether ``player`` may act now."""
        return player in self.players


@dataclass(frozen=True)
class ScoreLine:
    """One line of a player's final score, finer than the sheet's category: the ``category``
    its points add to, what scored them (``item``: a card, tile or improvement id, or a word
    the game names such as ``"aside"``; ``""`` for the category as a whole), the ``points``
    and, where the points count things, how many (``count``)."""

    category: str
    points: int
    item: str = ""
    count: int | None = None


@dataclass(frozen=True)
class Outcome:
    """The final score sheet.

    ``categories`` are the rows of the results screen in order (ids such as ``"board"``,
    ``"coal"``); ``breakdown[p][i]`` is player ``p``'s points in ``categories[i]`` and
    ``scores[p]`` their total.  ``winners`` are the player indices who won after tie-breaks
    (more than one for a shared win); ``tiebreak`` names the rule that decided (``""`` when
    the totals alone decided), ``end_reason`` why the game ended.  ``tiebreak_values`` holds
    the values compared by the tie-break, per player, for the results screen.

    A solo game has one score; ``target`` is the score that counts as a win where the game
    has one (``winners`` is then ``(0,)`` when it was reached, else empty), and ``tiers`` the
    named scores above it the game awards (Agricola's medals: ``(("bronze", 45), ...)``,
    lowest first; the first is the target).

    ``lines[p]``, where the game gives them (``explain``), are player ``p``'s points line by
    line (each card, tile or improvement that scored, by name, and each scoring row with what
    it counted): the lines of a category add up to its points in ``breakdown``.
    """

    scores: tuple[int, ...]
    categories: tuple[str, ...]
    breakdown: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...]
    end_reason: str
    tiebreak: str = ""
    tiebreak_values: tuple[int, ...] = ()
    target: int | None = None
    tiers: tuple[tuple[str, int], ...] = field(default=(), repr=False)  # not in golden texts
    explain: Callable[[], tuple[tuple[ScoreLine, ...], ...]] | None = field(default=None, repr=False, compare=False)
    """What :attr:`lines` are read from, only when asked (the bots read outcomes by the
    thousand and never the lines)."""

    @functools.cached_property
    def lines(self) -> tuple[tuple[ScoreLine, ...], ...]:
        """Each player's points line by line (empty where the game gives none)."""
        return self.explain() if self.explain is not None else ()

    @property
    def tier(self) -> str:
        """The best of :attr:`tiers` the solo score reached (``""``: none)."""
        reached = [name for name, points in self.tiers if self.scores and self.scores[0] >= points]
        return reached[-1] if reached else ""

    @property
    def solo(self) -> bool:
        """Whether one player played alone."""
        return len(self.scores) == 1


@dataclass(frozen=True)
class SoloGoal:
    """What a solo game aims for, known from its start: the ``target`` score that counts as a
    win (``None``: the first of ``tiers``), the named ``tiers`` above it (Agricola's medals,
    lowest first), and, for a game of a series, its ``number`` of ``games``."""

    target: int | None = None
    tiers: tuple[tuple[str, int], ...] = ()
    number: int = 0
    games: int = 0


def solo_outcome(
    score: int,
    categories: tuple[str, ...],
    breakdown: tuple[int, ...],
    end_reason: str,
    target: int | None = None,
    tiers: tuple[tuple[str, int], ...] = (),
) -> Outcome:
    """The outcome of a solo game: a win when ``target`` (else the first of ``tiers``) is
    given and reached."""
    if target is None and tiers:
        target = tiers[0][1]
    won = target is not None and score >= target
    return Outcome(
        scores=(score,),
        categories=categories,
        breakdown=(breakdown,),
        winners=(0,) if won else (),
        end_reason=end_reason,
        target=target,
        tiers=tiers,
    )


@dataclass(frozen=True)
class GameConfig:
    """How a match is set up: player count and variant flags (``"novice"``, ``"family"``)."""

    players: int
    variants: frozenset[str] = frozenset()

    def to_dict(self) -> dict[str, Any]:
        """A plain form for save files and JSON."""
        return {"players": self.players, "variants": sorted(self.variants)}

    @staticmethod
    def from_dict(data: Mapping[str, Any]) -> GameConfig:
        """Inverse of :meth:`to_dict`; raises ``ValueError`` on a malformed mapping."""
        players = data.get("players")
        variants = data.get("variants", [])
        if not isinstance(players, int) or isinstance(players, bool):
            raise ValueError("config.players must be a whole number")
        if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
            raise ValueError("config.variants must be a list of names")
        return GameConfig(players, frozenset(variants))


class Move(abc.ABC):
    """One decision a player makes at once.

    Concrete moves are frozen, hashable dataclasses whose ``str()`` is a short text form that
    the game's ``parse_move`` reads back to an equal move (the save format stores these).
    """

    @abc.abstractmethod
    def __str__(self) -> str: ...


S = TypeVar("S", bound="State")


class State(abc.ABC):
    """A position of one game.  Subclasses use ``__slots__`` and hand-written ``clone``.

    ``viewer`` is ``None`` for the full state and a player index for a :meth:`view`.
    """

    game_id: ClassVar[str]

    rng: Rng
    config: GameConfig
    viewer: int | None

    @property
    def num_players(self) -> int:
        """How many players sit at the table."""
        return self.config.players

    @property
    @abc.abstractmethod
    def current_player(self) -> int | None:
        """Whose decision it is, or ``None`` when the game is over."""

    def decision(self) -> Decision | None:
        """What is being decided now, or ``None`` when the game is over.

        The default describes an ordinary turn of :attr:`current_player`; games override it
        to name the kind of choice, the step of a multi-step action, a "done" move, or a
        simultaneous decision.
        """
        player = self.current_player
        return None if player is None else Decision((player,), "move")

    def solo_goal(self) -> SoloGoal | None:
        """What a solo game aims for, shown at the table from the start (``None``: the game
        has no target or tiers, or is not played alone)."""
        return None

    @abc.abstractmethod
    def legal_moves(self) -> list[Move]:
        """Every move legal now, and only moves from which the game can go on.

        Empty exactly when the game is over.  The order is stable for a given position.
        During a simultaneous decision these are the moves of :attr:`current_player` (the
        first player still to choose); :meth:`legal_moves_for` gives any other's.
        """

    def legal_moves_for(self, player: int) -> list[Move]:
        """The legal moves of ``player`` now (empty when ``player`` may not act).

        In a simultaneous decision every player in ``decision().players`` has moves, and
        :meth:`apply` accepts any of them (such moves name their player).
        """
        return self.legal_moves() if player == self.current_player else []

    def mover(self, move: Move) -> int | None:
        """The player who makes ``move`` (the current player, except in simultaneous
        decisions, where games read it from the move)."""
        return self.current_player

    @abc.abstractmethod
    def apply(self, move: Move) -> list[Event]:
        """Check ``move``, raise :class:`IllegalMove` with a readable reason if it is not
        legal, otherwise change this state and return the events it caused."""

    def apply_unchecked(self, move: Move) -> list[Event]:
        """Apply a move known to come from :meth:`legal_moves` (bots, replays of own
        search).  Games may override it to skip validation; by default it validates."""
        return self.apply(move)

    @abc.abstractmethod
    def clone(self: S) -> S:
        """A fast, independent copy (sharing only immutable content)."""

    @abc.abstractmethod
    def view(self: S, player: int) -> S:
        """A copy in which what ``player`` may not know is hidden (others' hands, face-down
        tiles, deck order, and the random source, from which the rest could be rebuilt).
        Hotseat screens and every bot read only views."""

    @abc.abstractmethod
    def determinize(self: S, rng: Rng) -> S:
        """From a view, one full state consistent with what the viewer saw, with the hidden
        parts filled at random from ``rng``.  On a full state it returns a clone."""

    @abc.abstractmethod
    def outcome(self) -> Outcome | None:
        """The final score sheet once the game is over, else ``None``."""

    @abc.abstractmethod
    def scores(self) -> tuple[int, ...]:
        """Points each player has now (public part only on a view)."""

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.current_player is None

    @property
    @abc.abstractmethod
    def round_number(self) -> int:
        """The round (or turn) counter shown in the log, starting at 1."""

    @abc.abstractmethod
    def to_position(self) -> str:
        """The position format: readable text that ``GameRules.from_position`` turns back
        into an equal state (a game writes it with ``write_position(state)`` and reads it
        with ``read_position(content, text)``, both in its ``position`` module)."""

    def is_private_decision(self) -> bool:
        """Whether the current decision shows private information (a hand), so hotseat
        play needs a hand-off screen first.  Most games: yes."""
        return True


ContentT = TypeVar("ContentT")


@dataclass(frozen=True)
class VariantSpec:
    """A variant flag offered on the new-game screen (``id`` is the flag, ``name`` its label
    id for translation); ``players`` limits the player counts it applies to."""

    id: str
    name: str
    players: tuple[int, ...] = ()
    value: str = ""
    """A variant that carries a value (Agricola's solo series: which game, what was carried
    over) names the regular expression its value must match; its flag is then ``id`` alone
    or ``id=value``.  Such a variant is set by the program, not ticked on the new-game
    screen."""
    excludes: tuple[str, ...] = ()
    """Variants that cannot be played together with this one (Agricola's draft deals cards the
    family game has not): ticking one on the new-game screen unticks the others."""

    def accepts(self, flag: str) -> bool:
        """Whether ``flag`` is this variant (``id``, or ``id=value`` when it carries one)."""
        if flag == self.id:
            return True
        name, sep, value = flag.partition("=")
        return bool(sep and self.value and name == self.id and re.fullmatch(self.value, value))


@dataclass(frozen=True)
class GameRules(Generic[ContentT]):
    """The registry entry of one game.

    ``new_game(content, config, seed)`` builds the starting state; ``parse_move(state, text)``
    reads a move's text form (it may need the state for context); ``from_position(content,
    text)`` reads a position.  ``content_type`` is the typed content object the game needs,
    loaded by ``game.content``.
    """

    id: str
    min_players: int
    max_players: int
    new_game: Callable[[ContentT, GameConfig, int], State]
    parse_move: Callable[[State, str], Move]
    from_position: Callable[[ContentT, str], State]
    variants: tuple[VariantSpec, ...] = ()
    content_version: str = "1"

    def check_config(self, config: GameConfig) -> None:
        """Raise ``ValueError`` with a readable reason if ``config`` does not fit this game."""
        if not self.min_players <= config.players <= self.max_players:
            raise ValueError(
                f"{self.id} is for {self.min_players} to {self.max_players} players, "
                f"not {config.players}"
            )
        known = {v.id for v in self.variants}
        given: set[str] = set()
        for flag in sorted(config.variants):
            spec = next((v for v in self.variants if v.accepts(flag)), None)
            if spec is None:
                names = ", ".join(sorted(known)) or "none"
                raise ValueError(f"{self.id} has no variant {flag[:60]!r} (variants: {names})")
            if spec.id in given:  # two values of one variant (Agricola's series game 1 and game 2)
                raise ValueError(f"variant {spec.id!r} of {self.id} is given more than once")
            given.add(spec.id)
            if spec.players and config.players not in spec.players:
                raise ValueError(
                    f"variant {flag[:60]!r} of {self.id} is for {spec.players} players"
                )
            clash = sorted(set(spec.excludes) & config.variants)
            if clash:
                raise ValueError(f"variant {flag[:60]!r} of {self.id} cannot be played with {clash[0]!r}")


def find_move(state: State, text: str) -> Move:
    """The legal move whose text form is ``text``; raises :class:`IllegalMove` otherwise."""
    for move in state.legal_moves():
        if str(move) == text:
            return move
    raise IllegalMove(f"{text!r} is not a legal move now")


def play_random_game(state: State, rng: Rng, max_moves: int = 100_000) -> int:
    """Play uniformly random legal moves until the end; returns the number of moves.

    Raises ``RuntimeError`` if the game does not end within ``max_moves``.
    """
    count = 0
    while not state.is_over:
        moves = state.legal_moves()
        if not moves:
            raise RuntimeError(f"{state.game_id}: no legal move but the game is not over")
        state.apply(rng.choice(moves))
        count += 1
        if count > max_moves:
            raise RuntimeError(f"{state.game_id}: game did not end in {max_moves} moves")
    return count
