"""The drafting variant of the full game (``draft``): the hands are drafted, not dealt.

Our ruling (README, Agricola rulings; the facts file §11 and RULINGS.md name drafting without
its numbers): each player is dealt :attr:`Numbers.draft_deal` occupations (10, fewer when
the deck of the player count is too small), everyone at once keeps one face down, the choices
are revealed together (not the cards: a kept card stays secret) and each passes the rest of
their hand to the next player in turn order (the left, like a traveling minor improvement);
again until each has kept :attr:`Numbers.hand` (7).  The cards left over are out of the game.
Then the same with the minor improvements, dealt when the occupations are done.  A choice
may be taken back until everyone has chosen.  The draft comes before the first person is
placed; then the round's first turn begins.

What a player knows is kept in :class:`Draft`: every hand they were passed (``seen``) and
what they kept of each (``kept``), so the bots' guessed worlds (:mod:`.draft_worlds`) agree
with the cards they passed on.  In a view the other players' records are empty and their
hands and face-down choices hidden.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.agricola.cards import HIDDEN, KINDS, real
from game.rules.agricola.moves import DraftBack, DraftPick
from game.rules.core import CHOICES_REVEALED, Decision, Event, IllegalMove, Move, turn_started

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState

VARIANT = "draft"
"""The variant flag of the new-game screen."""

CHOSEN = "?"
"""Another player's face-down choice in a view."""

DECISION_KIND = "draft_card"
"""The decision: keep one card of the hand in front of you (everyone at once)."""


class Draft:
    """The draft's progress and what each player saw of it.

    ``kind`` indexes :data:`~.cards.KINDS` (0 occupations, 1 minor improvements; 2 once the
    draft is over) and ``step`` counts the picks made of that kind.  ``packets[p]`` is the
    hand in front of player ``p`` now, ``picks[p]`` their face-down choice (``""`` none,
    :data:`CHOSEN` another's in a view).  ``seen[p]`` lists every hand ``p`` was passed (the
    occupations' picks first, then the minors'), ``kept[p]`` the card kept of each.
    ``viewer`` is the player a view belongs to (the others' records are then empty), ``deal``
    the cards of each kind dealt to a player.
    """

    __slots__ = ("kind", "step", "deal", "packets", "picks", "seen", "kept", "viewer")

    def __init__(self, players: int, deal: int) -> None:
        self.kind = 0
        self.step = 0
        self.deal = deal
        self.packets: list[list[str]] = [[] for _ in range(players)]
        self.picks: list[str] = [""] * players
        self.seen: list[list[tuple[str, ...]]] = [[] for _ in range(players)]
        self.kept: list[list[str]] = [[] for _ in range(players)]
        self.viewer: int | None = None

    @property
    def active(self) -> bool:
        """Whether cards are still being drafted."""
        return self.kind < len(KINDS)

    def copy(self) -> Draft:
        """An independent copy (the records' hands are tuples, shared)."""
        other = Draft.__new__(Draft)
        other.kind, other.step, other.deal, other.viewer = self.kind, self.step, self.deal, self.viewer
        other.packets = [packet[:] for packet in self.packets]
        other.picks = self.picks[:]
        other.seen = [seen[:] for seen in self.seen]
        other.kept = [kept[:] for kept in self.kept]
        return other

    def waiting(self) -> tuple[int, ...]:
        """The players whose choice is awaited."""
        return tuple(p for p, pick in enumerate(self.picks) if not pick) if self.active else ()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Draft) and all(getattr(self, n) == getattr(other, n) for n in Draft.__slots__)

    __hash__ = None  # type: ignore[assignment]


def drafting(state: AgricolaState) -> bool:
    """Whether the game is in its draft now."""
    return state.draft is not None and state.draft.active


def deal_size(state: AgricolaState, kind: str) -> int:
    """Cards of ``kind`` dealt to each player: the rule's number, less when the deck of the
    player count is short (never fewer than a hand)."""
    numbers = state.tables.numbers
    room = len(state.tables.deck(kind, state.num_players)) // state.num_players
    return max(numbers.hand, min(numbers.draft_deal, room))


def start(state: AgricolaState) -> None:
    """Begin the draft: deal the occupations (the game's set-up calls it instead of the
    7 + 7 deal)."""
    state.draft = Draft(state.num_players, deal_size(state, KINDS[0]))
    _deal(state)


def _deal(state: AgricolaState) -> None:
    draft = state.draft
    assert draft is not None
    kind = KINDS[draft.kind]
    draft.deal = deal_size(state, kind)
    deck = [card.id for card in state.tables.deck(kind, state.num_players)]
    state.rng.shuffle(deck)
    for player in range(state.num_players):
        draft.packets[player] = deck[player * draft.deal:(player + 1) * draft.deal]
        draft.seen[player].append(tuple(draft.packets[player]))
    draft.step = 0


# -- the contract while drafting ----------------------------------------------------------------


def current_player(state: AgricolaState) -> int | None:
    """The first player still to choose."""
    assert state.draft is not None
    waiting = state.draft.waiting()
    return waiting[0] if waiting else None


def decision(state: AgricolaState) -> Decision:
    """Everyone keeps a card at once; the choice is hidden until all have chosen."""
    assert state.draft is not None
    everyone = tuple(range(state.num_players))
    return Decision(everyone, DECISION_KIND, action=KINDS[state.draft.kind],
                    step=min(state.draft.step + 1, state.tables.numbers.hand),
                    steps=state.tables.numbers.hand, simultaneous=True, pending=state.draft.waiting())


def moves_for(state: AgricolaState, player: int) -> list[Move]:
    """Keep a card of the hand in front of ``player``, or take the choice back."""
    draft = state.draft
    assert draft is not None
    if not 0 <= player < state.num_players:
        return []
    if draft.picks[player]:
        return [DraftBack(player)] if draft.picks[player] != CHOSEN else []
    return [DraftPick(player, card) for card in sorted(set(draft.packets[player])) if real(card)]


def mover(move: Move) -> int | None:
    """The player a draft move names."""
    if isinstance(move, DraftPick | DraftBack):
        named = move.player
        return named if isinstance(named, int) and not isinstance(named, bool) else None
    return None


def apply(state: AgricolaState, move: Move) -> list[Event]:
    """Check a draft move and carry it out."""
    player = mover(move)
    if player is None or not _listed(move, moves_for(state, player)):
        raise IllegalMove(f"{_named(move)} is not possible now: the cards are being drafted")
    return apply_unchecked(state, move)


def _listed(move: Move, moves: list[Move]) -> bool:
    return any(twin == move and type(twin) is type(move) and str(twin) == _named(move) for twin in moves)


def _named(move: object) -> str:
    try:
        return str(move)[:60]
    except (TypeError, ValueError, AttributeError):
        return f"a malformed {type(move).__name__}"


def apply_unchecked(state: AgricolaState, move: Move) -> list[Event]:
    """Carry out a legal draft move: a choice, a choice taken back, and once everyone has
    chosen the reveal and the pass."""
    draft = state.draft
    assert draft is not None
    if isinstance(move, DraftBack):
        draft.picks[move.player] = ""
        return [Event("draft_taken_back", move.player)]
    assert isinstance(move, DraftPick)
    draft.picks[move.player] = move.card
    events = [
        Event("draft_chosen", move.player),
        Event("draft_kept", move.player, {"card": move.card}, frozenset({move.player})),
    ]
    if not draft.waiting():
        events += _reveal(state)
    return events


def _reveal(state: AgricolaState) -> list[Event]:
    """Everyone has chosen: each keeps their card and passes the rest on (or the leftovers
    leave the game and the next kind is dealt, or the first turn begins)."""
    draft = state.draft
    assert draft is not None
    kind = KINDS[draft.kind]
    players = state.num_players
    events = [Event(CHOICES_REVEALED, None, {"choices": (HIDDEN[kind],) * players}, reveals=True)]
    rest = []
    for player, farmer in enumerate(state.players):
        pick = draft.picks[player]
        farmer.hand.append(pick)
        draft.kept[player].append(pick)
        packet = draft.packets[player][:]
        packet.remove(pick)
        rest.append(packet)
    draft.picks = [""] * players
    draft.step += 1
    if draft.step < state.tables.numbers.hand:
        for player in range(players):
            draft.packets[(player + 1) % players] = rest[player]
        for player in range(players):
            draft.seen[player].append(tuple(draft.packets[player]))
        events.append(Event("draft_passed", None, {"kind": kind, "step": draft.step}))
        return events
    events.append(Event("draft_done", None, {"kind": kind, "out": sum(len(r) for r in rest)}))
    draft.kind += 1
    if draft.active:
        _deal(state)
        return events
    draft.packets = [[] for _ in range(players)]
    events.append(turn_started(state.current, state.round))
    return events


# -- what a player may see ----------------------------------------------------------------------


def view(draft: Draft, player: int) -> Draft:
    """The draft as ``player`` sees it: their own hand, choice and records; the others' hands
    as hidden cards of the kind drafted, their choices face down, their records empty."""
    seen = draft.copy()
    seen.viewer = player
    hidden = HIDDEN[KINDS[draft.kind]] if draft.active else ""
    for other in range(len(seen.picks)):
        if other == player:
            continue
        seen.packets[other] = [hidden] * len(seen.packets[other])
        seen.picks[other] = CHOSEN if seen.picks[other] else ""
        seen.seen[other] = []
        seen.kept[other] = []
    return seen


# -- the position text --------------------------------------------------------------------------


def write(draft: Draft) -> list[str]:
    """The position's draft lines."""
    viewer = "-" if draft.viewer is None else str(draft.viewer)
    lines = [f"draft kind={draft.kind} step={draft.step} deal={draft.deal} viewer={viewer}"]
    for player, packet in enumerate(draft.packets):
        seen = ";".join(",".join(hand) for hand in draft.seen[player]) or "-"
        lines.append(
            f"drafter {player} pick={draft.picks[player] or '-'} packet={','.join(packet) or '-'} "
            f"seen={seen} kept={','.join(draft.kept[player]) or '-'}"
        )
    return lines


def read_head(fields: dict[str, str], players: int) -> Draft:
    """The ``draft`` line; ``ValueError`` when a number is missing or wrong."""
    draft = Draft(players, int(fields["deal"]))
    draft.kind, draft.step = int(fields["kind"]), int(fields["step"])
    viewer = fields.get("viewer", "-")
    draft.viewer = None if viewer == "-" else int(viewer)
    if not 0 <= draft.kind <= len(KINDS) or draft.step < 0:
        raise ValueError("the draft's kind or step is out of range")
    return draft


def read_drafter(draft: Draft, player: int, fields: dict[str, str]) -> None:
    """A ``drafter`` line of ``player``; ``ValueError`` when it does not fit."""
    if not 0 <= player < len(draft.picks):
        raise ValueError(f"no player {player}")

    def names(text: str) -> list[str]:
        return [] if text == "-" else text.split(",")

    pick = fields.get("pick", "-")
    draft.picks[player] = "" if pick == "-" else pick
    draft.packets[player] = names(fields.get("packet", "-"))
    seen = fields.get("seen", "-")
    draft.seen[player] = [] if seen == "-" else [tuple(names(hand)) for hand in seen.split(";")]
    draft.kept[player] = names(fields.get("kept", "-"))
