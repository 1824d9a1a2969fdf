"""One game of the solo series (``series`` variant; RULINGS.md, facts §10).

Eight solo games of the full game with rising targets (:attr:`Numbers.series_targets`: 50,
55, 59, 62, 64, 65, 66, 67, then 67 each).  After a game that reached its target the player
keeps one occupation they played: it is in play from the start of every later game.  The
next game starts with 1 food for every 2 points above the target just reached.

The variant's flag carries what the game starts with: ``series`` is the first game, and
``series=3.4.o_woodcutter+o_mason`` the third, with 4 food carried over and two occupations
kept (:func:`flag`).  Where the series stands between games is the program's business
(``game/series.py``), not the rules'.

Our rulings (README): a kept occupation's effects on play happen at the start of the game,
before round 1 (its goods, its goods on later round spaces), since it is played before the
game begins; it is not dealt again; a game below its target may be played again, and moves
the series on only once the target is reached.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.agricola.cards import PLAY
from game.rules.core import GameConfig

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState
    from game.rules.agricola.tables import Numbers

VARIANT = "series"
"""The variant's id."""

VALUE = r"[1-9][0-9]{0,2}\.[0-9]{1,3}(\.[a-z0-9_]{1,40}(\+[a-z0-9_]{1,40}){0,40})?"
"""What the flag's value may be: the game's number, the food carried, the occupations kept."""


@dataclass(frozen=True)
class SeriesGame:
    """Which game of the series this is (from 1), the food carried over and the occupations
    kept from the games before, in the order they were kept."""

    number: int = 1
    food: int = 0
    kept: tuple[str, ...] = ()


def flag(game: SeriesGame) -> str:
    """The variant flag that starts ``game``."""
    if game.number == 1 and not game.food and not game.kept:
        return VARIANT
    cards = ("." + "+".join(game.kept)) if game.kept else ""
    return f"{VARIANT}={game.number}.{game.food}{cards}"


def of(config: GameConfig) -> SeriesGame | None:
    """The series game ``config`` plays (``None`` outside the series).  The flags are read in
    order, so a set holding two (which :meth:`GameRules.check_config` refuses) reads the same
    whatever Python's hash seed."""
    for variant in sorted(config.variants):
        if variant == VARIANT:
            return SeriesGame()
        name, sep, value = variant.partition("=")
        if sep and name == VARIANT:
            number, food, *rest = value.split(".")
            kept = tuple(rest[0].split("+")) if rest else ()
            return SeriesGame(int(number), int(food), kept)
    return None


def target(numbers: Numbers, number: int) -> int:
    """The target of the series' game ``number`` (the last target repeats)."""
    targets = numbers.series_targets
    return targets[min(number, len(targets)) - 1]


def carried_food(score: int, reached: int) -> int:
    """The food the next game starts with: 1 for every 2 points above the target reached."""
    return max(0, score - reached) // 2


def begin(state: AgricolaState, game: SeriesGame) -> None:
    """Set up the series game: the food carried over, and the kept occupations in play (out
    of the hand and of the deck) with their effects on play; ``ValueError`` for a card that is
    no occupation of the deck, or one kept twice."""
    farmer = state.players[0]
    farmer.goods["food"] += game.food
    occupations = [card.id for card in state.tables.deck("occupation", 1)]
    for index, card_id in enumerate(game.kept):
        if card_id not in occupations or card_id in farmer.played:
            raise ValueError(f"the series keeps {card_id[:40]!r}, which is not an occupation to keep")
        if card_id in game.kept[:index]:
            raise ValueError(f"the series keeps {card_id[:40]!r} twice; an occupation is kept once")
    spare = [card for card in occupations if card not in game.kept and card not in farmer.hand]
    for card_id in game.kept:
        if card_id in farmer.hand:
            if spare:
                farmer.hand[farmer.hand.index(card_id)] = spare.pop(0)
            else:
                farmer.hand.remove(card_id)
        farmer.played.append(card_id)
        for effect in state.tables.card(card_id).effects:
            if effect.hook == PLAY.name:
                effect.function(state, 0, effect.params, card_id)
