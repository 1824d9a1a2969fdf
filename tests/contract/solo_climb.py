"""Climb: a tiny solo game with a target score that exists only to test the rules contract.

The deck is shuffled and its top card lies face up.  Each turn the player takes the face-up
card onto their pile or skips it (it is discarded); either way the next card is turned up.
They may also stop at any time.  The game ends when they stop, when their pile holds
``pile_limit`` cards or when the deck runs out.  The score is the sum of the pile (cards may
be negative); reaching ``target`` wins.  The ``high_target`` variant raises the target.

A view hides the order of the deck below the face-up card.
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
    solo_outcome,
    turn_started,
)

HIDDEN = 99
"""An unknown card in a view (no card has this value)."""


@dataclass(frozen=True)
class ClimbContent:
    """The cards, how many the pile may hold, and the target (and the variant's)."""

    cards: tuple[int, ...] = (-3, -2, -1, 1, 1, 2, 2, 3, 3, 4, 5, 6)
    pile_limit: int = 5
    target: int = 12
    high_target: int = 16


@dataclass(frozen=True)
class Take(Move):
    def __str__(self) -> str:
        return "take"


@dataclass(frozen=True)
class Skip(Move):
    def __str__(self) -> str:
        return "skip"


@dataclass(frozen=True)
class Stop(Move):
    def __str__(self) -> str:
        return "stop"


class ClimbState(State):
    """A position of Climb: ``deck[-1]`` is the face-up card."""

    game_id = "climb"
    __slots__ = ("rng", "config", "viewer", "content", "deck", "pile", "discard", "turn", "end")

    def __init__(self, content: ClimbContent, config: GameConfig, rng: Rng) -> None:
        self.content = content
        self.config = config
        self.rng = rng
        self.viewer: int | None = None
        self.deck: list[int] = []
        self.pile: list[int] = []
        self.discard: list[int] = []
        self.turn = 1
        self.end = ""

    @property
    def target(self) -> int:
        """The score that wins."""
        high = "high_target" in self.config.variants
        return self.content.high_target if high else self.content.target

    @property
    def current_player(self) -> int | None:
        return None if self.end else 0

    @property
    def round_number(self) -> int:
        return self.turn

    def decision(self) -> Decision | None:
        return None if self.end else Decision((0,), "take_or_skip", can_stop=True)

    def legal_moves(self) -> list[Move]:
        return [] if self.end else [Take(), Skip(), Stop()]

    def apply(self, move: Move) -> list[Event]:
        if self.end:
            raise IllegalMove("the game is over")
        if isinstance(move, Stop):
            self.end = "stopped"
            return [Event("stopped", 0), Event("game_over")]
        if not isinstance(move, Take | Skip):
            raise IllegalMove(f"{move} is not a move of Climb")
        card = self.deck.pop()
        (self.pile if isinstance(move, Take) else self.discard).append(card)
        events = [Event("card_taken" if isinstance(move, Take) else "card_skipped", 0, {"card": card})]
        if len(self.pile) == self.content.pile_limit:
            self.end = "pile_full"
        elif not self.deck:
            self.end = "deck_empty"
        if self.end:
            events.append(Event("game_over"))
            return events
        if self.deck[-1] == HIDDEN:
            raise IllegalMove("the deck is hidden in a view: determinize it first")
        events.append(Event("card_turned_up", None, {"card": self.deck[-1]}, reveals=True))
        self.turn += 1
        events += [round_started(self.turn), turn_started(0, self.turn)]
        return events

    def clone(self) -> ClimbState:
        other = ClimbState.__new__(ClimbState)
        other.content, other.config, other.rng = self.content, self.config, self.rng.clone()
        other.viewer, other.turn, other.end = self.viewer, self.turn, self.end
        other.deck, other.pile, other.discard = list(self.deck), list(self.pile), list(self.discard)
        return other

    def view(self, player: int) -> ClimbState:
        other = self.clone()
        other.viewer = player
        other.rng = Rng(0)
        other.deck = [HIDDEN] * (len(self.deck) - 1) + self.deck[-1:]
        return other

    def determinize(self, rng: Rng) -> ClimbState:
        world = self.clone()
        if self.viewer is None:
            return world
        unseen = list(self.content.cards)
        for card in self.pile + self.discard + self.deck[-1:]:
            unseen.remove(card)
        rng.shuffle(unseen)
        world.deck = unseen + self.deck[-1:]
        world.viewer, world.rng = None, rng.fork()
        return world

    def scores(self) -> tuple[int, ...]:
        return (sum(self.pile),)

    def outcome(self) -> Outcome | None:
        if not self.end:
            return None
        score = sum(self.pile)
        return solo_outcome(score, ("pile",), (score,), self.end, self.target)

    def to_position(self) -> str:
        def cards(values: list[int]) -> str:
            return " ".join("?" if v == HIDDEN else str(v) for v in values) or "-"

        variants = ",".join(sorted(self.config.variants)) or "-"
        viewer = "-" if self.viewer is None else str(self.viewer + 1)
        lines = [
            f"climb turn={self.turn} end={self.end or '-'} variants={variants} viewer={viewer}",
            f"deck {cards(self.deck)}",
            f"pile {cards(self.pile)}",
            f"discard {cards(self.discard)}",
            f"rng {self.rng.state}",
        ]
        return "\n".join(lines) + "\n"


def new_game(content: ClimbContent, config: GameConfig, seed: int) -> ClimbState:
    """The whole deck shuffled, its top card face up."""
    state = ClimbState(content, config, Rng(seed))
    state.deck = list(content.cards)
    state.rng.shuffle(state.deck)
    return state


def parse_move(state: State, text: str) -> Move:
    """``take``, ``skip`` or ``stop``."""
    moves: dict[str, Move] = {"take": Take(), "skip": Skip(), "stop": Stop()}
    try:
        return moves[text.strip()]
    except KeyError:
        raise PositionError(f"unknown move {text!r} (expected take, skip or stop)") from None


def read_position(content: ClimbContent, text: str) -> ClimbState:
    """Read :meth:`ClimbState.to_position` back."""

    def cards(words: list[str]) -> list[int]:
        return [] if words == ["-"] else [HIDDEN if w == "?" else int(w) for w in words]

    try:
        lines = {line.split()[0]: line.split()[1:] for line in text.splitlines() if line.split()}
        head = dict(word.split("=") for word in lines["climb"])
        flags = frozenset() if head["variants"] == "-" else frozenset(head["variants"].split(","))
        state = ClimbState(content, GameConfig(1, flags), Rng(int(lines["rng"][0])))
        state.turn = int(head["turn"])
        state.end = "" if head["end"] == "-" else head["end"]
        state.viewer = None if head["viewer"] == "-" else int(head["viewer"]) - 1
        state.deck = cards(lines["deck"])
        state.pile = cards(lines["pile"])
        state.discard = cards(lines["discard"])
    except (KeyError, IndexError, ValueError) as exc:
        raise PositionError(f"not a Climb position: {exc}") from None
    return state


CLIMB_RULES: GameRules[ClimbContent] = GameRules(
    id="climb",
    min_players=1,
    max_players=1,
    new_game=new_game,
    parse_move=parse_move,
    from_position=read_position,
    variants=(VariantSpec("high_target", "variant_high_target"),),
)
