"""Coins: take coins from a pile in turns of up to three steps (a test-only game, never shipped).

A pile of coins lies in the middle.  On a turn a player takes one or two coins, up to three
times; after the first take they may stop (``done``).  The turn passes on after three takes or
a stop; a round ends when every player has had a turn.  The game ends when the pile is empty;
most coins win (equal coins share the win).

It is the smallest game whose turns are several decisions announced by boundary events
(``turn_started``, ``round_started``) and described by ``decision()`` (kind, step, steps,
a "done" move), for the contract suite and the table's undo, log and choice-panel tests.
With the ``quiet`` variant it announces nothing, like a game (or a save) from before boundary
events: the table must cope with that, so it stays, but the contract suite leaves it out.
Nothing is hidden and nothing is random.  Registered as ``coins``.
"""

from __future__ import annotations

from dataclasses import dataclass

from contract.small_game import SmallState, WordMove, most_points_win, numbers, small_rules

from game.rules.core import (
    Decision,
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


@dataclass(frozen=True)
class CoinsContent:
    """How many coins the pile starts with and how many takes a turn allows."""

    pile: int = 24
    takes_per_turn: int = 3


@dataclass(frozen=True)
class Take(WordMove):
    """Take ``count`` coins (1 or 2)."""

    word = "take"
    count: int


class Done(WordMove):
    """Stop taking this turn."""

    word = "done"


class CoinsState(SmallState):
    """A position of Coins (nothing is hidden)."""

    game_id = "coins"
    name = "Coins"
    __slots__ = ("pile", "coins", "player", "takes", "round", "over")

    def __init__(self, content: CoinsContent, config: GameConfig, rng: Rng) -> None:
        super().__init__(content, config, rng)
        self.pile = content.pile
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
        steps = self.content.takes_per_turn
        return Decision((self.player,), "take_coins", "collect", self.takes + 1, steps, self.takes > 0)

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
            if self.takes < self.content.takes_per_turn and self.pile > 0:
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

    def scores(self) -> tuple[int, ...]:
        return tuple(self.coins)

    def outcome(self) -> Outcome | None:
        return most_points_win(self.coins, "coins", "pile_empty") if self.over else None

    def is_private_decision(self) -> bool:
        return False

    def position_lines(self) -> list[str]:
        return [
            f"pile {self.pile}",
            "coins " + " ".join(map(str, self.coins)),
            f"player {self.player} takes {self.takes} round {self.round} over {int(self.over)}",
        ]

    def read_lines(self, fields: dict[str, str]) -> None:
        self.pile = int(fields["pile"])
        self.coins = numbers(fields["coins"])
        if len(self.coins) != self.num_players:
            raise ValueError(f"expected {self.num_players} counts of coins")
        turn = fields["player"].split()
        self.player, self.takes, self.round = int(turn[0]), int(turn[2]), int(turn[4])
        self.over = turn[6] == "1"


COINS_RULES = small_rules(
    CoinsState, (1, 4), (Take, Done), (VariantSpec("quiet", "variant_quiet"),)
)
