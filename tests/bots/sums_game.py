"""Sums: a tiny two-player card game with hidden hands, used to test the bots.

A deck of number cards (1..5, four of each) is shuffled face down; each player holds a hidden
hand (hand sizes are public).  Three contracts lie face up, each asking for an exact sum and
paying points; more contracts wait face down.  On a turn a player either

* draws a card (the turn ends),
* fulfils a face-up contract with cards of their hand adding up to its sum (they score it,
  a new contract is turned up, they draw one card and the turn goes on), then may fulfil
  again or end the turn,
* or, with a full hand and nothing to fulfil, discards a card (the turn ends).

The game ends when a turn ends with the deck empty or no contract left.  Most points wins;
equal points share the win.  Turns made of several decisions, chance inside ``apply`` and
hidden information make it a small but honest test bed for every bot level.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from game.bots.evaluation import Evaluation
from game.rules.core import Event, GameConfig, IllegalMove, Move, Outcome, Rng, State

CARD_VALUES = (1, 2, 3, 4, 5)
COPIES = 4
HAND_LIMIT = 5
START_HAND = 3
FACE_UP = 3
CONTRACTS: tuple[tuple[int, int], ...] = (
    (4, 1),
    (5, 4),
    (6, 1),
    (7, 5),
    (8, 2),
    (9, 6),
    (10, 2),
    (11, 7),
    (12, 3),
    (13, 8),
    (5, 1),
    (7, 1),
    (9, 2),
    (11, 2),
    (14, 9),
    (6, 5),
    (8, 6),
    (10, 7),
    (12, 8),
    (4, 3),
)


@dataclass(frozen=True)
class Draw(Move):
    """Draw the top card of the deck; the turn ends."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Fulfil(Move):
    """Pay ``cards`` (sorted values from the hand) to the face-up contract at ``slot``."""

    slot: int
    cards: tuple[int, ...]

    def __str__(self) -> str:
        return f"fulfil {self.slot} " + "+".join(map(str, self.cards))


@dataclass(frozen=True)
class EndTurn(Move):
    """Stop after fulfilling at least one contract."""

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True)
class Discard(Move):
    """With a full hand, throw away one card of ``value``; the turn ends."""

    value: int

    def __str__(self) -> str:
        return f"discard {self.value}"


class SumsState(State):
    """A position of Sums.  On a view, hidden cards are ``0`` (unknown)."""

    game_id = "sums"
    __slots__ = (
        "config",
        "rng",
        "viewer",
        "hands",
        "deck",
        "face_up",
        "contract_pile",
        "points",
        "player",
        "fulfilled_this_turn",
        "over",
        "spent",
        "done",
    )

    def __init__(self, seed: int) -> None:
        self.config = GameConfig(2)
        self.rng = Rng(seed)
        self.viewer: int | None = None
        deck = [v for v in CARD_VALUES for _ in range(COPIES)]
        self.rng.shuffle(deck)
        contracts = list(CONTRACTS)
        self.rng.shuffle(contracts)
        self.hands: list[list[int]] = [sorted(deck[:START_HAND]), sorted(deck[START_HAND:6])]
        self.deck: list[int] = deck[6:]
        self.face_up: list[tuple[int, int] | None] = list(contracts[:FACE_UP])
        self.contract_pile: list[tuple[int, int]] = contracts[FACE_UP:]
        self.points = [0, 0]
        self.player = 0
        self.fulfilled_this_turn = False
        self.over = False
        self.spent: list[int] = []
        self.done: list[tuple[int, int]] = []

    @property
    def current_player(self) -> int | None:
        return None if self.over else self.player

    @property
    def round_number(self) -> int:
        return 1

    def legal_moves(self) -> list[Move]:
        if self.over:
            return []
        hand = self.hands[self.player]
        moves: list[Move] = []
        for slot, contract in enumerate(self.face_up):
            if contract is None:
                continue
            for combo in _combos_summing(hand, contract[0]):
                moves.append(Fulfil(slot, combo))
        if self.fulfilled_this_turn:
            moves.append(EndTurn())
            return moves
        if self.deck and len(hand) < HAND_LIMIT:
            moves.append(Draw())
        if len(hand) >= HAND_LIMIT and not moves:
            moves.extend(Discard(v) for v in sorted(set(hand)))
        if not moves:
            moves.append(EndTurn())
        return moves

    def apply(self, move: Move) -> list[Event]:
        if move not in self.legal_moves():
            raise IllegalMove(f"{move} is not allowed now")
        hand = self.hands[self.player]
        if isinstance(move, Fulfil):
            contract = self.face_up[move.slot]
            assert contract is not None
            for value in move.cards:
                hand.remove(value)
            self.spent.extend(move.cards)
            self.done.append(contract)
            self.points[self.player] += contract[1]
            self.face_up[move.slot] = self.contract_pile.pop() if self.contract_pile else None
            self._draw(hand)
            self.fulfilled_this_turn = True
            if all(c is None for c in self.face_up):
                self._end_turn()
            return [Event("fulfilled", self.player, {"points": contract[1]})]
        if isinstance(move, Draw):
            self._draw(hand)
        elif isinstance(move, Discard):
            hand.remove(move.value)
            self.spent.append(move.value)
        self._end_turn()
        return [Event(str(move), self.player)]

    def _draw(self, hand: list[int]) -> None:
        if self.deck and len(hand) < HAND_LIMIT:
            hand.append(self.deck.pop())
            hand.sort()

    def _end_turn(self) -> None:
        self.fulfilled_this_turn = False
        if not self.deck or all(c is None for c in self.face_up):
            self.over = True
        else:
            self.player = 1 - self.player

    def clone(self) -> SumsState:
        other = SumsState.__new__(SumsState)
        other.config = self.config
        other.rng = self.rng.clone()
        other.viewer = self.viewer
        other.hands = [list(h) for h in self.hands]
        other.deck = list(self.deck)
        other.face_up = list(self.face_up)
        other.contract_pile = list(self.contract_pile)
        other.points = list(self.points)
        other.player = self.player
        other.fulfilled_this_turn = self.fulfilled_this_turn
        other.over = self.over
        other.spent = list(self.spent)
        other.done = list(self.done)
        return other

    def view(self, player: int) -> SumsState:
        seen = self.clone()
        seen.viewer = player
        seen.rng = Rng(0)
        for p in range(2):
            if p != player:
                seen.hands[p] = [0] * len(seen.hands[p])
        seen.deck = [0] * len(self.deck)
        seen.contract_pile = [(0, 0)] * len(self.contract_pile)
        return seen

    def determinize(self, rng: Rng) -> SumsState:
        world = self.clone()
        if self.viewer is None:
            return world
        world.viewer = None
        unseen = [v for v in CARD_VALUES for _ in range(COPIES)]
        for value in [v for hand in self.hands for v in hand if v] + self.spent:
            unseen.remove(value)
        rng.shuffle(unseen)
        for p, hand in enumerate(self.hands):
            if p != self.viewer:
                world.hands[p] = sorted(unseen.pop() for _ in hand)
        world.deck = unseen
        left = list(CONTRACTS)
        for contract in [c for c in self.face_up if c is not None] + self.done:
            left.remove(contract)
        rng.shuffle(left)
        world.contract_pile = left
        return world

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        best = max(self.points)
        winners = tuple(p for p in range(2) if self.points[p] == best)
        return Outcome(
            tuple(self.points),
            ("contracts",),
            ((self.points[0],), (self.points[1],)),
            winners,
            "deck empty" if not self.deck else "no contracts",
        )

    def scores(self) -> tuple[int, ...]:
        return tuple(self.points)

    def to_position(self) -> str:
        return (
            f"player {self.player} points {self.points} hands {self.hands} "
            f"deck {self.deck} up {self.face_up} pile {self.contract_pile}"
        )


def _combos_summing(hand: list[int], target: int) -> list[tuple[int, ...]]:
    found: set[tuple[int, ...]] = set()
    for size in range(1, len(hand) + 1):
        for combo in itertools.combinations(hand, size):
            if sum(combo) == target:
                found.add(combo)
    return sorted(found)


def new_sums(seed: int) -> SumsState:
    """A new game of Sums from ``seed``."""
    return SumsState(seed)


def sums_worth(state: State, viewer: int) -> list[float]:
    """What a Sums position is worth to each player: points, plus a little for every card in
    hand (hand sizes are public, so this reads nothing hidden)."""
    assert isinstance(state, SumsState)
    return [state.points[p] + CARD_WORTH * len(state.hands[p]) for p in range(2)]


CARD_WORTH = 1.5
SUMS_EVALUATION = Evaluation("sums", sums_worth, scale=6.0)


def rich_contract_position() -> SumsState:
    """Player 0 holds 4, 5, 5: the middle contract (sum 14) pays 9, the others 1."""
    state = new_sums(5)
    cards = sorted(state.hands[0] + state.hands[1] + state.deck)
    for value in (4, 5, 5):
        cards.remove(value)
    state.hands = [[4, 5, 5], cards[:3]]
    state.deck = cards[3:]
    state.face_up = [(5, 1), (14, 9), (6, 1)]
    state.contract_pile = [c for c in CONTRACTS if c not in state.face_up]
    state.player = 0
    return state
