"""Bids: a tiny game of simultaneous choices that exists only to test the rules contract and
the table (never shipped).

Every round, all players at once pick a number face down.  A player who has picked may take
the choice back (and pick again) until everyone has picked; then the choices are revealed
together and each number picked by exactly one player scores its value for that player.
After the last round the most points win (a tie is a shared win).

Played alone it is a solo game: there is nobody to pick at the same time, so each pick scores
at once, and reaching the target wins (the ``high_target`` variant, for one player only, raises
it).

A player's pending choice is hidden in the other players' views (``?`` in the position text)
until the reveal; who has picked is public.  Nothing is random, but a view must still be
determinized: the hidden choices are guessed.  Registered as ``bids``.
"""

from __future__ import annotations

from dataclasses import dataclass

from contract.small_game import SmallState, WordMove, most_points_win, numbers, small_rules

from game.rules.core import (
    CHOICES_REVEALED,
    Decision,
    Event,
    GameConfig,
    IllegalMove,
    Move,
    Outcome,
    Rng,
    VariantSpec,
    round_started,
)

NOT_CHOSEN = 0
HIDDEN = -1


@dataclass(frozen=True)
class BidsContent:
    """The numbers a player may pick, how many rounds are played, and the solo targets."""

    numbers: tuple[int, ...] = (1, 2, 3, 4, 5)
    rounds: int = 3
    solo_target: int = 12
    high_target: int = 16


@dataclass(frozen=True)
class Pick(WordMove):
    """``player`` picks ``number`` face down (``pick 0 3``: the first player picks 3)."""

    word = "pick"
    player: int
    number: int


@dataclass(frozen=True)
class TakeBack(WordMove):
    """``player`` takes back their pending choice (before everyone has picked)."""

    word = "take-back"
    player: int


class BidsState(SmallState):
    """A position of Bids.  ``choices[p]`` is 0 before ``p`` picks, the number after, and
    ``-1`` in a view for another player's pending number."""

    game_id = "bids"
    name = "Bids"
    __slots__ = ("round", "choices", "points", "over")

    def __init__(self, content: BidsContent, config: GameConfig, rng: Rng) -> None:
        super().__init__(content, config, rng)
        self.round = 1
        self.choices = [NOT_CHOSEN] * config.players
        self.points = [0] * config.players
        self.over = False

    @property
    def solo(self) -> bool:
        """Whether one player plays alone (then nobody picks at the same time)."""
        return self.num_players == 1

    @property
    def target(self) -> int | None:
        """The score that wins a solo game (``None`` with several players)."""
        if not self.solo:
            return None
        high = "high_target" in self.config.variants
        return self.content.high_target if high else self.content.solo_target

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
        return Decision(everyone, "pick_number", simultaneous=not self.solo, pending=self._pending())

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
            raise IllegalMove(f"{move} names no player of this game")
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
        if not self.solo:  # a lone pick was never hidden from anyone
            texts = tuple(str(c) for c in choices)
            events.append(Event(CHOICES_REVEALED, None, {"choices": texts}, reveals=True))
        for player, number in enumerate(choices):
            if choices.count(number) == 1:
                self.points[player] += number
                events.append(Event("scored", player, {"points": number}, reveals=not self.solo))
        self.choices = [NOT_CHOSEN] * self.num_players
        if self.round == self.content.rounds:
            self.over = True
            events.append(Event("game_over"))
        else:
            self.round += 1
            events.append(round_started(self.round))

    def hide_from(self, player: int) -> None:
        self.choices = [c if p == player or c == NOT_CHOSEN else HIDDEN for p, c in enumerate(self.choices)]

    def fill_hidden(self, rng: Rng) -> None:
        self.choices = [rng.choice(self.content.numbers) if c == HIDDEN else c for c in self.choices]

    def scores(self) -> tuple[int, ...]:
        return tuple(self.points)

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        return most_points_win(self.points, "numbers", "last_round", self.target)

    def position_lines(self) -> list[str]:
        def choice(c: int) -> str:
            return {NOT_CHOSEN: "-", HIDDEN: "?"}.get(c, str(c))

        return [
            f"round {self.round} over {int(self.over)}",
            "choices " + " ".join(choice(c) for c in self.choices),
            "points " + " ".join(map(str, self.points)),
        ]

    def read_lines(self, fields: dict[str, str]) -> None:
        progress = fields["round"].split()
        self.round, self.over = int(progress[0]), progress[2] == "1"
        codes = {"-": NOT_CHOSEN, "?": HIDDEN}
        self.choices = [codes[w] if w in codes else int(w) for w in fields["choices"].split()]
        self.points = numbers(fields["points"])
        if len(self.choices) != self.num_players or len(self.points) != self.num_players:
            raise ValueError(f"expected {self.num_players} choices and points")


BIDS_RULES = small_rules(
    BidsState, (1, 4), (Pick, TakeBack), (VariantSpec("high_target", "variant_high_target", (1,)),)
)
