"""Bids: a tiny game of simultaneous choices that exists only to test the rules contract.

Every round, all players at once pick a number face down.  A player who has picked may take
the choice back (and pick again) until everyone has picked; then the choices are revealed
together and each number picked by exactly one player scores its value for that player.
After the last round the most points win (a tie is a shared win).

A player's pending choice is hidden in the other players' views (``?`` in the position text)
until the reveal; who has picked is public.  Nothing is random, but a view must still be
determinized: the hidden choices are guessed.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.core import (
    CHOICES_REVEALED,
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
)

NOT_CHOSEN = 0
HIDDEN = -1


@dataclass(frozen=True)
class BidsContent:
    """The numbers a player may pick and how many rounds are played."""

    numbers: tuple[int, ...] = (1, 2, 3, 4, 5)
    rounds: int = 3


@dataclass(frozen=True)
class Pick(Move):
    """``player`` picks ``number`` face down."""

    player: int
    number: int

    def __str__(self) -> str:
        return f"pick {self.player + 1} {self.number}"


@dataclass(frozen=True)
class TakeBack(Move):
    """``player`` takes back their pending choice (before everyone has picked)."""

    player: int

    def __str__(self) -> str:
        return f"take-back {self.player + 1}"


class BidsState(State):
    """A position of Bids.  ``choices[p]`` is 0 before ``p`` picks, the number after, and
    ``-1`` in a view for another player's pending number."""

    game_id = "bids"
    __slots__ = ("rng", "config", "viewer", "content", "round", "choices", "points", "over")

    def __init__(self, content: BidsContent, config: GameConfig, rng: Rng) -> None:
        self.content = content
        self.config = config
        self.rng = rng
        self.viewer: int | None = None
        self.round = 1
        self.choices = [NOT_CHOSEN] * config.players
        self.points = [0] * config.players
        self.over = False

    def _pending(self) -> tuple[int, ...]:
        return tuple(p for p, c in enumerate(self.choices) if c == NOT_CHOSEN)

    @property
    def current_player(self) -> int | None:
        """The first player still to pick (everyone may act: see :meth:`decision`)."""
        return None if self.over else self._pending()[0]

    @property
    def round_number(self) -> int:
        return self.round

    def decision(self) -> Decision | None:
        """Everyone picks at once; those who picked may take it back until the reveal."""
        if self.over:
            return None
        everyone = tuple(range(self.num_players))
        return Decision(everyone, "pick_number", simultaneous=True, pending=self._pending())

    def legal_moves(self) -> list[Move]:
        player = self.current_player
        return [] if player is None else self.legal_moves_for(player)

    def legal_moves_for(self, player: int) -> list[Move]:
        if self.over or not 0 <= player < self.num_players:
            return []
        if self.choices[player] == NOT_CHOSEN:
            return [Pick(player, n) for n in self.content.numbers]
        return [TakeBack(player)]

    def mover(self, move: Move) -> int | None:
        return move.player if isinstance(move, Pick | TakeBack) else None

    def apply(self, move: Move) -> list[Event]:
        if self.over:
            raise IllegalMove("the game is over")
        if not isinstance(move, Pick | TakeBack):
            raise IllegalMove(f"{move} is not a move of Bids")
        if not 0 <= move.player < self.num_players:
            raise IllegalMove(f"there is no player {move.player + 1}")
        chosen = self.choices[move.player] != NOT_CHOSEN
        if isinstance(move, TakeBack):
            if not chosen:
                raise IllegalMove("you have no choice to take back")
            self.choices[move.player] = NOT_CHOSEN
            return [Event("choice_taken_back", move.player)]
        if chosen:
            raise IllegalMove("you have picked already: take it back first")
        if move.number not in self.content.numbers:
            raise IllegalMove(f"{move.number} is not a number of the game")
        self.choices[move.player] = move.number
        events = [
            Event("number_chosen", move.player),
            Event("number_picked", move.player, {"number": move.number}, frozenset({move.player})),
        ]
        if not self._pending():
            self._reveal(events)
        return events

    def _reveal(self, events: list[Event]) -> None:
        if HIDDEN in self.choices:
            raise IllegalMove("the choices are hidden in a view: determinize it first")
        choices = self.choices
        texts = tuple(str(c) for c in choices)
        events.append(Event(CHOICES_REVEALED, None, {"choices": texts}, reveals=True))
        for player, number in enumerate(choices):
            if choices.count(number) == 1:
                self.points[player] += number
                events.append(Event("scored", player, {"points": number}, reveals=True))
        self.choices = [NOT_CHOSEN] * self.num_players
        if self.round == self.content.rounds:
            self.over = True
            events.append(Event("game_over"))
        else:
            self.round += 1
            events.append(round_started(self.round))

    def clone(self) -> BidsState:
        other = BidsState.__new__(BidsState)
        other.content, other.config, other.rng = self.content, self.config, self.rng.clone()
        other.viewer, other.round, other.over = self.viewer, self.round, self.over
        other.choices, other.points = list(self.choices), list(self.points)
        return other

    def view(self, player: int) -> BidsState:
        other = self.clone()
        other.viewer = player
        other.rng = Rng(0)
        other.choices = [
            c if p == player or c == NOT_CHOSEN else HIDDEN for p, c in enumerate(self.choices)
        ]
        return other

    def determinize(self, rng: Rng) -> BidsState:
        world = self.clone()
        if self.viewer is None:
            return world
        world.choices = [rng.choice(self.content.numbers) if c == HIDDEN else c for c in self.choices]
        world.viewer, world.rng = None, rng.fork()
        return world

    def scores(self) -> tuple[int, ...]:
        return tuple(self.points)

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        best = max(self.points)
        winners = tuple(p for p, s in enumerate(self.points) if s == best)
        rows = tuple((s,) for s in self.points)
        return Outcome(tuple(self.points), ("numbers",), rows, winners, "last_round")

    def to_position(self) -> str:
        def choice(c: int) -> str:
            return {NOT_CHOSEN: "-", HIDDEN: "?"}.get(c, str(c))

        viewer = "-" if self.viewer is None else str(self.viewer + 1)
        lines = [
            f"bids players={self.num_players} round={self.round} over={int(self.over)} "
            f"viewer={viewer}",
            "choices " + " ".join(choice(c) for c in self.choices),
            "points " + " ".join(map(str, self.points)),
            f"rng {self.rng.state}",
        ]
        return "\n".join(lines) + "\n"


def new_game(content: BidsContent, config: GameConfig, seed: int) -> BidsState:
    """Round one, nobody has picked."""
    return BidsState(content, config, Rng(seed))


def parse_move(state: State, text: str) -> Move:
    """``pick P N`` or ``take-back P`` (players numbered from 1)."""
    words = text.split()
    if len(words) == 3 and words[0] == "pick" and words[1].isdigit() and words[2].isdigit():
        return Pick(int(words[1]) - 1, int(words[2]))
    if len(words) == 2 and words[0] == "take-back" and words[1].isdigit():
        return TakeBack(int(words[1]) - 1)
    raise PositionError(f"unknown move {text!r} (expected 'pick P N' or 'take-back P')")


def read_position(content: BidsContent, text: str) -> BidsState:
    """Read :meth:`BidsState.to_position` back."""
    try:
        lines = {line.split()[0]: line.split()[1:] for line in text.splitlines() if line.split()}
        head = dict(word.split("=") for word in lines["bids"])
        players = int(head["players"])
        state = BidsState(content, GameConfig(players), Rng(int(lines["rng"][0])))
        state.round, state.over = int(head["round"]), head["over"] == "1"
        state.viewer = None if head["viewer"] == "-" else int(head["viewer"]) - 1
        codes = {"-": NOT_CHOSEN, "?": HIDDEN}
        state.choices = [codes[w] if w in codes else int(w) for w in lines["choices"]]
        state.points = [int(w) for w in lines["points"]]
        if len(state.choices) != players or len(state.points) != players:
            raise ValueError(f"expected {players} choices and points")
    except (KeyError, IndexError, ValueError) as exc:
        raise PositionError(f"not a Bids position: {exc}") from None
    return state


BIDS_RULES: GameRules[BidsContent] = GameRules(
    id="bids",
    min_players=2,
    max_players=4,
    new_game=new_game,
    parse_move=parse_move,
    from_position=read_position,
)
