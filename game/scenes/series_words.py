"""Agricola's solo series in words outside the new-game screen: where it stands, for the title
screen ("Agricola solo series: game 3 of 8, target 59 points · 2 targets reached"), and what a
game of it leaves the next one, for the results screen (the food carried over and the
occupations kept; the one to keep from this game is chosen on the new-game screen)."""

from __future__ import annotations

from collections.abc import Callable

from game.rules.agricola.series import SeriesGame, carried_food
from game.rules.core import Outcome
from game.series import GAMES, Series

Gettext = Callable[[str], str]
Ngettext = Callable[[str, str, int], str]


def under_way(series: Series) -> bool:
    """Whether a series has begun: a game played, or one waiting for its kept occupation."""
    return bool(series.played) or series.waiting is not None or series.game > 1


def standing_line(series: Series, _: Gettext, ngettext: Ngettext) -> str:
    """Where the series stands: the next game, its target, the targets reached so far."""
    reached = sum(1 for game in series.played if game.score >= game.target)
    if series.waiting is not None:
        reached += 1
        line = _("Agricola solo series: game {number} reached its target; keep an occupation on the new-game "
                 "screen").format(number=series.waiting.game)
    elif series.game <= GAMES:
        line = _("Agricola solo series: game {number} of {games}, target {target} points").format(
            number=series.game, games=GAMES, target=series.target())
    else:
        line = _("Agricola solo series: game {number}, target {target} points").format(
            number=series.game, target=series.target())
    medals = ngettext("{count} target reached", "{count} targets reached", reached).format(count=reached)
    return f"{line} · {medals}"


def after_game_line(game: SeriesGame, outcome: Outcome, name: Callable[[str], str], _: Gettext) -> str:
    """What a finished game of the series leaves the next: on target, the food carried over,
    the occupations kept before and the one to keep from this game; below it, that the game
    is played again as it began."""
    kept = ", ".join(name(card) for card in game.kept) or _("none yet")
    if outcome.target is None or not outcome.winners:
        return _("Game {number} of the series is played again, with {food} food and the occupations kept: "
                 "{kept}.").format(number=game.number, food=game.food, kept=kept)
    food = carried_food(outcome.scores[0], outcome.target)
    return _("Kept for game {next}: {food} food carried over, the occupations kept ({kept}) and one you "
             "played in this game, chosen on the next screen.").format(next=game.number + 1, food=food, kept=kept)
