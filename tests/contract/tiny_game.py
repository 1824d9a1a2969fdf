"""Pairs: a tiny card game that exists only to test the rules contract (never shipped).

Each player holds a hidden hand.  On your turn you either play a card from your hand onto your
open pile, or draw a random card from the deck (only you see it) while your hand has room; when
you can do neither you pass.  The game ends when the deck and every hand are empty.  You score
the values of the cards on your pile, plus a bonus for every pair of equal values (not with
the ``no_pairs`` variant).  Ties go to whoever played more cards; then the win is shared.

It has everything the contract cares about: hidden hands, chance, events only one player may
see, turn and round boundaries, a score breakdown, a tie-break, variants and a position format
that also writes views.  Its neighbours here cover the rest: Bids (``sealed_bids``) a
simultaneous decision, Climb (``solo_climb``) a solo game with a target score.
It is registered as the game ``tiny`` for the command-line, save and contract tests.

The bots are tested on another tiny game, Sums (``tests/bots/sums_game.py``), on purpose: Sums
has turns made of several decisions and a bot evaluation, which the bots need and the contract
tests do not; Pairs has the variants, the tie-break and the score breakdown the contract needs
and the bots do not.  Each stays as small as its own tests allow.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.core import (
    Event,
    GameConfig,
    GameRules,
    IllegalMove,
    Move,
    Outcome,
    PositionError,
    Rng,
    State,
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
class Play(Move):
    card: int

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True)
class Draw(Move):
    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Pass(Move):
    def __str__(self) -> str:
        return "pass"


class PairsState(State):
    """A position of Pairs.  In a view, unknown cards are ``0`` and ``unseen`` lists them."""

    game_id = "tiny"
    __slots__ = ("rng", "config", "viewer", "content", "hands", "piles", "deck", "unseen",
                 "turn", "moves_made", "over")

    def __init__(self, content: PairsContent, config: GameConfig, rng: Rng) -> None:
        self.content = content
        self.config = config
        self.rng = rng
        self.viewer: int | None = None
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

    def clone(self) -> PairsState:
        other = PairsState.__new__(PairsState)
        other.content, other.config, other.rng = self.content, self.config, self.rng.clone()
        other.viewer = self.viewer
        other.hands = [list(h) for h in self.hands]
        other.piles = [list(p) for p in self.piles]
        other.deck, other.unseen = list(self.deck), list(self.unseen)
        other.turn, other.moves_made, other.over = self.turn, self.moves_made, self.over
        return other

    def view(self, player: int) -> PairsState:
        other = self.clone()
        if self.viewer is not None:
            return other
        other.viewer = player
        others = [c for p, hand in enumerate(self.hands) if p != player for c in hand]
        other.unseen = sorted(self.deck + others)
        other.deck = [HIDDEN] * len(self.deck)
        other.hands = [
            list(hand) if p == player else [HIDDEN] * len(hand) for p, hand in enumerate(self.hands)
        ]
        other.rng = Rng(0)
        return other

    def determinize(self, rng: Rng) -> PairsState:
        world = self.clone()
        if self.viewer is None:
            return world
        pool = list(self.unseen)
        rng.shuffle(pool)
        for p, hand in enumerate(world.hands):
            if p != self.viewer:
                world.hands[p] = [pool.pop() for _ in hand]
        world.deck = sorted(pool)
        world.unseen, world.viewer, world.rng = [], None, rng.fork()
        return world

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

    def to_position(self) -> str:
        def cards(values: list[int]) -> str:
            return " ".join("?" if v == HIDDEN else str(v) for v in values)

        lines = [
            f"players {self.num_players}",
            f"variants {' '.join(sorted(self.config.variants))}",
            f"viewer {'-' if self.viewer is None else self.viewer}",
            f"turn {self.turn} moves {self.moves_made} over {int(self.over)}",
            "hands " + " / ".join(cards(h) for h in self.hands),
            "piles " + " / ".join(cards(p) for p in self.piles),
            f"deck {cards(self.deck)}",
            f"unseen {cards(self.unseen)}",
            f"rng {self.rng.state}",
        ]
        return "\n".join(line.rstrip() for line in lines) + "\n"


def new_game(content: PairsContent, config: GameConfig, seed: int) -> PairsState:
    """Shuffle-free set-up: every hand is drawn at random from the full deck."""
    state = PairsState(content, config, Rng(seed))
    state.deck = sorted(content.cards)
    for _ in range(content.hand_size):
        for hand in state.hands:
            hand.append(state.deck.pop(state.rng.randrange(len(state.deck))))
    return state


def parse_move(state: State, text: str) -> Move:
    """``play N``, ``draw`` or ``pass``."""
    words = text.split()
    if words == ["draw"]:
        return Draw()
    if words == ["pass"]:
        return Pass()
    if len(words) == 2 and words[0] == "play" and words[1].isdigit():
        return Play(int(words[1]))
    raise PositionError(f"unknown move {text!r} (expected 'play N', 'draw' or 'pass')")


def from_position(content: PairsContent, text: str) -> PairsState:
    """Read :meth:`PairsState.to_position` back."""
    fields: dict[str, str] = {}
    for line in text.splitlines():
        key, _, rest = line.partition(" ")
        fields[key] = rest.strip()
    try:
        players = int(fields["players"])
        state = PairsState(content, GameConfig(players, frozenset(fields["variants"].split())),
                           Rng(int(fields["rng"])))
        viewer = fields["viewer"]
        state.viewer = None if viewer == "-" else int(viewer)
        turn = fields["turn"].split()
        state.turn, state.moves_made, state.over = int(turn[0]), int(turn[2]), turn[4] == "1"
        state.hands = _card_lists(fields["hands"], players)
        state.piles = _card_lists(fields["piles"], players)
        state.deck = _cards(fields["deck"])
        state.unseen = _cards(fields["unseen"])
    except (KeyError, IndexError, ValueError) as exc:
        raise PositionError(f"not a Pairs position: {exc}") from None
    return state


def _cards(text: str) -> list[int]:
    return [HIDDEN if word == "?" else int(word) for word in text.split()]


def _card_lists(text: str, players: int) -> list[list[int]]:
    parts = [_cards(part) for part in text.split("/")] if text else [[]]
    if len(parts) != players:
        raise ValueError(f"expected {players} card lists, found {len(parts)}")
    return parts


PAIRS_RULES: GameRules[PairsContent] = GameRules(
    id="tiny",
    min_players=2,
    max_players=3,
    new_game=new_game,
    parse_move=parse_move,
    from_position=from_position,
    variants=(VariantSpec("no_pairs", "variant_no_pairs"),),
    content_version="1",
)
