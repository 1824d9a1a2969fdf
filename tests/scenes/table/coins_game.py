"""Coins: take coins from a pile in turns of up to three steps (a test-only game, never shipped).

A pile of coins lies in the middle.  On a turn a player takes one or two coins, up to three
times; after the first take they may stop (``done``).  The turn passes on after three takes or
a stop; a round ends when every player has had a turn.  The game ends when the pile is empty;
most coins win (equal coins share the win).

It is the smallest game whose turns are several decisions announced by boundary events
(``turn_started``, ``round_started``) and described by ``decision()`` (kind, step, steps,
a "done" move), for the table's undo, log and choice-panel tests.  With the ``quiet`` variant
it announces nothing, like a game (or a save) from before boundary events.  Registered as
``coins``.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.core import (
    Decision,
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

PILE = 24
TAKES_PER_TURN = 3


@dataclass(frozen=True)
class Take(Move):
    """Take ``count`` coins (1 or 2)."""

    count: int

    def __str__(self) -> str:
        return f"take {self.count}"


@dataclass(frozen=True)
class Done(Move):
    """Stop taking this turn."""

    def __str__(self) -> str:
        return "done"


class CoinsState(State):
    """A position of Coins (nothing is hidden)."""

    game_id = "coins"
    __slots__ = ("rng", "config", "viewer", "pile", "coins", "player", "takes", "round", "over")

    def __init__(self, config: GameConfig, seed: int, pile: int = PILE) -> None:
        self.config = config
        self.rng = Rng(seed)
        self.viewer: int | None = None
        self.pile = pile
        self.coins = [0] * config.players
        self.player = 0
        self.takes = 0
        self.round = 1
        self.over = False

    @property
    def current_player(self) -> int | None:
        return None if self.over else self.player

    @property
    def round_number(self) -> int:
        return self.round

    def decision(self) -> Decision | None:
        if self.over:
            return None
        return Decision((self.player,), "take_coins", "collect", self.takes + 1, TAKES_PER_TURN, self.takes > 0)

    def legal_moves(self) -> list[Move]:
        if self.over:
            return []
        moves: list[Move] = [Take(n) for n in (1, 2) if n <= self.pile]
        if self.takes > 0:
            moves.append(Done())
        return moves

    def apply(self, move: Move) -> list[Event]:
        if move not in self.legal_moves():
            raise IllegalMove(f"{move} is not allowed now")
        player = self.player
        if isinstance(move, Take):
            self.pile -= move.count
            self.coins[player] += move.count
            self.takes += 1
            events = [Event("took", player, {"coins": move.count})]
            if self.takes < TAKES_PER_TURN and self.pile > 0:
                return events
        else:
            events = [Event("stopped", player)]
        if self.pile == 0:
            self.over = True
            return events
        self.takes = 0
        self.player = (player + 1) % self.num_players
        quiet = "quiet" in self.config.variants
        if self.player == 0:
            self.round += 1
            if not quiet:
                events.append(round_started(self.round))
        if not quiet:
            events.append(turn_started(self.player, self.round))
        return events

    def clone(self) -> CoinsState:
        other = CoinsState.__new__(CoinsState)
        other.config, other.rng, other.viewer = self.config, self.rng.clone(), self.viewer
        other.pile, other.coins, other.player = self.pile, list(self.coins), self.player
        other.takes, other.round, other.over = self.takes, self.round, self.over
        return other

    def view(self, player: int) -> CoinsState:
        seen = self.clone()
        seen.viewer = player
        return seen

    def determinize(self, rng: Rng) -> CoinsState:
        world = self.clone()
        world.viewer = None
        return world

    def scores(self) -> tuple[int, ...]:
        return tuple(self.coins)

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        best = max(self.coins)
        winners = tuple(p for p, c in enumerate(self.coins) if c == best)
        return Outcome(tuple(self.coins), ("coins",), tuple((c,) for c in self.coins), winners, "pile_empty")

    def is_private_decision(self) -> bool:
        return False

    def to_position(self) -> str:
        return f"pile {self.pile} coins {self.coins} player {self.player} takes {self.takes} round {self.round}"


def new_game(content: object, config: GameConfig, seed: int) -> CoinsState:
    """A new game with a full pile."""
    return CoinsState(config, seed)


def parse_move(state: State, text: str) -> Move:
    """``take N`` or ``done``."""
    words = text.split()
    if words == ["done"]:
        return Done()
    if len(words) == 2 and words[0] == "take" and words[1] in ("1", "2"):
        return Take(int(words[1]))
    raise PositionError(f"unknown move {text!r} (expected 'take N' or 'done')")


def from_position(content: object, text: str) -> CoinsState:
    raise PositionError("Coins positions are not read back")


COINS_RULES: GameRules[object] = GameRules(
    id="coins", min_players=1, max_players=4, new_game=new_game, parse_move=parse_move,
    from_position=from_position, variants=(VariantSpec("quiet", "variant_quiet"),),
)
