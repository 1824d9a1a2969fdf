"""Guess: pick a number face down, all at once (a test-only game, never shipped).

Every round each player secretly picks a number from 1 to 5; when all have picked, the picks
are revealed together.  A number nobody else picked scores its value; a number picked twice or
more scores nothing.  After three rounds the most points win (equal points share the win).
Played alone it is a solo game: every pick scores, and 12 points or more is a win.

It is the smallest game with a simultaneous decision (``decision().simultaneous``, moves that
name their player, picks hidden in the others' views until ``choices_revealed``), round
boundaries and a solo outcome, for the table's tests.  Registered as ``guess``.
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
    round_started,
    solo_outcome,
)

ROUNDS = 3
NUMBERS = (1, 2, 3, 4, 5)
SOLO_TARGET = 12
HIDDEN = -1


@dataclass(frozen=True)
class Pick(Move):
    """``player`` picks ``number`` face down."""

    player: int
    number: int

    def __str__(self) -> str:
        return f"pick {self.player} {self.number}"


class GuessState(State):
    """A position of Guess; in a view, the others' picks are ``HIDDEN``."""

    game_id = "guess"
    __slots__ = ("rng", "config", "viewer", "picks", "points", "round", "over")

    def __init__(self, config: GameConfig, seed: int) -> None:
        self.config = config
        self.rng = Rng(seed)
        self.viewer: int | None = None
        self.picks: list[int | None] = [None] * config.players
        self.points = [0] * config.players
        self.round = 1
        self.over = False

    @property
    def pending(self) -> tuple[int, ...]:
        return tuple(p for p, pick in enumerate(self.picks) if pick is None)

    @property
    def current_player(self) -> int | None:
        return None if self.over else self.pending[0]

    @property
    def round_number(self) -> int:
        return self.round

    def decision(self) -> Decision | None:
        if self.over:
            return None
        everyone = tuple(range(self.num_players))
        return Decision(everyone, "pick_number", simultaneous=self.num_players > 1, pending=self.pending)

    def legal_moves(self) -> list[Move]:
        player = self.current_player
        return [] if player is None else self.legal_moves_for(player)

    def legal_moves_for(self, player: int) -> list[Move]:
        if self.over or self.picks[player] is not None:
            return []
        return [Pick(player, n) for n in NUMBERS]

    def mover(self, move: Move) -> int | None:
        return move.player if isinstance(move, Pick) and not self.over else None

    def apply(self, move: Move) -> list[Event]:
        if not isinstance(move, Pick) or move not in self.legal_moves_for(move.player):
            raise IllegalMove(f"{move} is not a pick you can make now")
        self.picks[move.player] = move.number
        events = [Event("picked", move.player)]
        if self.pending:
            return events
        numbers = [pick or 0 for pick in self.picks]
        for p, number in enumerate(numbers):
            if self.num_players == 1 or numbers.count(number) == 1:
                self.points[p] += number
        events.append(Event("choices_revealed", None, {"choices": tuple(str(n) for n in numbers)}))
        self.picks = [None] * self.num_players
        if self.round == ROUNDS:
            self.over = True
        else:
            self.round += 1
            events.append(round_started(self.round))
        return events

    def clone(self) -> GuessState:
        other = GuessState.__new__(GuessState)
        other.config, other.rng, other.viewer = self.config, self.rng.clone(), self.viewer
        other.picks, other.points = list(self.picks), list(self.points)
        other.round, other.over = self.round, self.over
        return other

    def view(self, player: int) -> GuessState:
        seen = self.clone()
        seen.viewer = player
        seen.picks = [pick if p == player or pick is None else HIDDEN for p, pick in enumerate(self.picks)]
        return seen

    def determinize(self, rng: Rng) -> GuessState:
        world = self.clone()
        world.viewer = None
        world.picks = [rng.choice(NUMBERS) if pick == HIDDEN else pick for pick in self.picks]
        return world

    def scores(self) -> tuple[int, ...]:
        return tuple(self.points)

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        if self.num_players == 1:
            return solo_outcome(self.points[0], ("numbers",), (self.points[0],), "rounds_played", SOLO_TARGET)
        best = max(self.points)
        winners = tuple(p for p, s in enumerate(self.points) if s == best)
        return Outcome(tuple(self.points), ("numbers",), tuple((s,) for s in self.points), winners, "rounds_played")

    def to_position(self) -> str:
        picks = " ".join("-" if p is None else str(p) for p in self.picks)
        return f"players {self.num_players} round {self.round} over {int(self.over)} picks {picks} points {self.points}"


def new_game(content: object, config: GameConfig, seed: int) -> GuessState:
    """A new game: round 1, nobody has picked."""
    return GuessState(config, seed)


def parse_move(state: State, text: str) -> Move:
    """``pick PLAYER NUMBER``."""
    words = text.split()
    if len(words) == 3 and words[0] == "pick" and words[1].isdigit() and words[2].isdigit():
        return Pick(int(words[1]), int(words[2]))
    raise PositionError(f"unknown move {text!r} (expected 'pick PLAYER NUMBER')")


def from_position(content: object, text: str) -> GuessState:
    raise PositionError("Guess positions are not read back")


GUESS_RULES: GameRules[object] = GameRules(
    id="guess", min_players=1, max_players=3, new_game=new_game, parse_move=parse_move,
    from_position=from_position,
)
