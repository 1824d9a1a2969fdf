"""Pairs: a tiny card game that exists only to test the rules contract (never shipped).

Each player holds a hidden hand.  On your turn you either play a card from your hand onto your
open pile, or draw a random card from the deck (only you see it) while your hand has room; when
you can do neither you pass.  The game ends when the deck and every hand are empty.  You score
the values of the cards on your pile, plus a bonus for every pair of equal values (not with
the ``no_pairs`` variant).  Ties go to whoever played more cards; then the win is shared.

It has everything the contract cares about: hidden hands, chance, events only one player may
see, turn and round boundaries, a score breakdown, a tie-break, variants and a position format
that also writes views.  Its neighbours here cover the rest: Bids (``sealed_bids``) a
simultaneous decision and a solo game with a target score, Coins (``coins_game``) turns of
several steps; all three share the skeleton of ``small_game``.
It is registered as the game ``tiny`` for the command-line, save, contract and table tests.

The bots are tested on another tiny game, Sums (``tests/bots/sums_game.py``), on purpose: Sums
has turns made of several decisions and a bot evaluation, which the bots need and the contract
tests do not; Pairs has the variants, the tie-break and the score breakdown the contract needs
and the bots do not.  Each stays as small as its own tests allow.
"""

from __future__ import annotations

from dataclasses import dataclass

from contract.small_game import SmallState, WordMove, numbers, small_rules, write_numbers

from game.rules.core import (
    Event,
    GameConfig,
    IllegalMove,
    Move,
    Outcome,
    Rng,
    VariantSpec,
    round_started,
    turn_started,
)

HIDDEN = 0


@dataclass(frozen=True)
class PairsContent:
    """The deck (card values, repeats allowed), the starting hand size and the pair bonus."""

    cards: tuple[int, ...] = (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6)
    hand_size: int = 3
    hand_limit: int = 4
    pair_bonus: int = 5


@dataclass(frozen=True)
class Play(WordMove):
    word = "play"
    card: int


class Draw(WordMove):
    word = "draw"


class Pass(WordMove):
    word = "pass"


class PairsState(SmallState):
    """A position of Pairs.  In a view, unknown cards are ``0`` and ``unseen`` lists them."""

    game_id = "tiny"
    name = "Pairs"
    __slots__ = ("hands", "piles", "deck", "unseen", "turn", "moves_made", "over")

    def __init__(self, content: PairsContent, config: GameConfig, rng: Rng) -> None:
        super().__init__(content, config, rng)
        self.hands: list[list[int]] = [[] for _ in range(config.players)]
        self.piles: list[list[int]] = [[] for _ in range(config.players)]
        self.deck: list[int] = []
        self.unseen: list[int] = []
        self.turn = 0
        self.moves_made = 0
        self.over = False

    @property
    def current_player(self) -> int | None:
        return None if self.over else self.turn

    @property
    def round_number(self) -> int:
        return self.moves_made // self.num_players + 1

    def legal_moves(self) -> list[Move]:
        if self.over:
            return []
        hand = self.hands[self.turn]
        moves: list[Move] = [Play(card) for card in sorted(set(hand))]
        if self.deck and len(hand) < self.content.hand_limit:
            moves.append(Draw())
        return moves or [Pass()]

    def apply(self, move: Move) -> list[Event]:
        if self.over:
            raise IllegalMove("the game is over")
        player = self.turn
        if isinstance(move, Play):
            if move.card not in self.hands[player]:
                raise IllegalMove(f"there is no {move.card} in your hand")
            self.hands[player].remove(move.card)
            self.piles[player].append(move.card)
            events = [Event("card_played", player, {"card": move.card})]
        elif isinstance(move, Draw):
            if not self.deck:
                raise IllegalMove("the deck is empty")
            if len(self.hands[player]) >= self.content.hand_limit:
                raise IllegalMove("your hand is full: play a card first")
            card = self.deck.pop(self.rng.randrange(len(self.deck)))
            self.hands[player].append(card)
            events = [
                Event("card_drawn", player),
                Event("card_seen", player, {"card": card}, frozenset({player}), reveals=True),
            ]
        elif isinstance(move, Pass):
            if self.legal_moves() != [Pass()]:
                raise IllegalMove("you can still play or draw, so you may not pass")
            events = [Event("passed", player)]
        else:
            raise IllegalMove(f"{move} is not a move of Pairs")
        round_before = self.round_number
        self.moves_made += 1
        if not self.deck and not any(self.hands):
            self.over = True
            events.append(Event("game_over"))
        else:
            self.turn = (player + 1) % self.num_players
            if self.round_number != round_before:
                events.append(round_started(self.round_number))
            events.append(turn_started(self.turn, self.round_number))
        return events

    def hide_from(self, player: int) -> None:
        others = [c for p, hand in enumerate(self.hands) if p != player for c in hand]
        self.unseen = sorted(self.deck + others)
        self.deck = [HIDDEN] * len(self.deck)
        self.hands = [hand if p == player else [HIDDEN] * len(hand) for p, hand in enumerate(self.hands)]

    def fill_hidden(self, rng: Rng) -> None:
        pool = list(self.unseen)
        rng.shuffle(pool)
        for p, hand in enumerate(self.hands):
            if p != self.viewer:
                self.hands[p] = [pool.pop() for _ in hand]
        self.deck = sorted(pool)
        self.unseen = []

    def _breakdown(self) -> tuple[tuple[int, ...], ...]:
        bonus = 0 if "no_pairs" in self.config.variants else self.content.pair_bonus
        rows = []
        for pile in self.piles:
            pairs = sum(pile.count(v) // 2 for v in set(pile))
            rows.append((sum(pile), pairs * bonus))
        return tuple(rows)

    def scores(self) -> tuple[int, ...]:
        return tuple(sum(row) for row in self._breakdown())

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        breakdown = self._breakdown()
        scores = tuple(sum(row) for row in breakdown)
        leaders = [p for p, s in enumerate(scores) if s == max(scores)]
        played = tuple(len(pile) for pile in self.piles)
        tiebreak = ""
        if len(leaders) > 1:
            most = max(played[p] for p in leaders)
            leaders = [p for p in leaders if played[p] == most]
            tiebreak = "most_cards_played"
        return Outcome(scores, ("cards", "pairs"), breakdown, tuple(leaders), "cards_ran_out",
                       tiebreak, played if tiebreak else ())

    def set_up(self) -> None:
        """Shuffle-free: every hand is drawn at random from the full deck."""
        self.deck = sorted(self.content.cards)
        for _ in range(self.content.hand_size):
            for hand in self.hands:
                hand.append(self.deck.pop(self.rng.randrange(len(self.deck))))

    def position_lines(self) -> list[str]:
        return [
            f"turn {self.turn} moves {self.moves_made} over {int(self.over)}",
            "hands " + " / ".join(write_numbers(h, HIDDEN) for h in self.hands),
            "piles " + " / ".join(write_numbers(p, HIDDEN) for p in self.piles),
            f"deck {write_numbers(self.deck, HIDDEN)}",
            f"unseen {write_numbers(self.unseen, HIDDEN)}",
        ]

    def read_lines(self, fields: dict[str, str]) -> None:
        turn = fields["turn"].split()
        self.turn, self.moves_made, self.over = int(turn[0]), int(turn[2]), turn[4] == "1"
        self.hands = _card_lists(fields["hands"], self.num_players)
        self.piles = _card_lists(fields["piles"], self.num_players)
        self.deck = numbers(fields["deck"], HIDDEN)
        self.unseen = numbers(fields["unseen"], HIDDEN)


def _card_lists(text: str, players: int) -> list[list[int]]:
    parts = [numbers(part, HIDDEN) for part in text.split("/")] if text else [[]]
    if len(parts) != players:
        raise ValueError(f"expected {players} card lists, found {len(parts)}")
    return parts


PAIRS_RULES = small_rules(
    PairsState, (2, 3), (Play, Draw, Pass), (VariantSpec("no_pairs", "variant_no_pairs"),)
)
new_game = PairsState.new_game
parse_move = PAIRS_RULES.parse_move
from_position = PairsState.from_position
