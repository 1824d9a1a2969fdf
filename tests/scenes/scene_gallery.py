"""Every screen a player can reach, built headless in one window, for the tests that look
at all the text Tablero draws (``test_text_on_every_screen.py``).

:func:`gallery` names each screen with a function that opens it on a :class:`Ui`: the
menus, the dialogs, the saved-games list and the statistics (over a few real saves), and
every built game's table at its start, passed between two people, in the middle of a busy
game with its tooltips up, and its results and replay.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pygame
from ui_harness import Ui  # type: ignore[import-not-found]

from game.games import board_games, board_kit, load_game_content
from game.match import Match
from game.match_setup import MatchSetup, Seat
from game.rules.core import GameConfig, Rng
from game.saves import list_saves, read_save
from game.scenes.dialog import ConfirmDialog, MessageDialog
from game.scenes.learn import LearnScene
from game.scenes.new_game import NewGameScene
from game.scenes.settings_screen import SettingsScene
from game.scenes.stack import Scene
from game.scenes.table import (
    ReplayScene,
    ResultsScene,
    RulesScene,
    SavedGamesScene,
    StatisticsScene,
    TableScene,
)
from game.scenes.table.menu import TableMenu
from game.scenes.table.rules_scene import RulesIndex
from game.scenes.title import TitleScene

Opener = Callable[[Ui], Scene]

NAMES = ("Ana", "Benedikta", "Chloé", "Dani")
MIDGAME_MOVES = 40




def seats(players: int, people: int) -> tuple[Seat, ...]:
    """``people`` people then bots, in different colours."""
    colours = ("blue", "orange", "green", "vermilion", "purple")
    return tuple(
        Seat("human", NAMES[i], "", colours[i]) if i < people else Seat("bot", "", "normal", colours[i])
        for i in range(players)
    )


@cache
def moves_of(game_id: str, players: int, seed: int, moves: int | None) -> tuple[str, ...]:
    """The moves of a game of random moves (the whole game when ``moves`` is None), as text."""
    match = new_match(game_id, players, 1, seed, save=False)
    rng = Rng(seed)
    while not match.state.is_over and (moves is None or len(match.moves) < moves):
        match.play(rng.choice(match.state.legal_moves()), autosave=False)
    return tuple(match.moves)


def new_match(game_id: str, players: int, people: int, seed: int, save: bool) -> Match:
    from game.saves import new_save_path

    setup = MatchSetup(game_id, GameConfig(players), seed, seats(players, people))
    return Match(setup, load_game_content(game_id), new_save_path(game_id) if save else None)


def played(game_id: str, players: int, people: int, moves: int | None, save: bool = False, seed: int = 3) -> Match:
    """A match of ``players`` (``people`` of them people) after the random moves of ``seed``."""
    match = new_match(game_id, players, people, seed, save)
    for text in moves_of(game_id, players, seed, moves):
        match.play(match.rules.parse_move(match.state, text), autosave=save)
    return match


def table(game_id: str, players: int, people: int, moves: int | None, handed_over: bool = True) -> Opener:
    def open_it(ui: Ui) -> Scene:
        scene = TableScene(ui.ctx, played(game_id, players, people, moves), board_kit(game_id))
        scene.driver.bot_delay = 3600.0
        if handed_over and scene.driver.handoff_to is not None:
            scene.take_screen()
        return scene

    return open_it


def hinted(game_id: str) -> Opener:
    """A table with the hint card open: the first three moves of the person at the screen
    offered as the hard bot's top moves, with margins of every sign and length."""

    def open_it(ui: Ui) -> Scene:
        from game.bots.base import Suggestion

        for moves in range(8, 40):  # the first position from the ninth move with three moves open
            scene = table(game_id, 2, 2, moves)(ui)
            assert isinstance(scene, TableScene)
            if len(scene.driver.my_moves()) >= 3:
                break
        margins = (12.25, -2.0, -104.5)
        moves = scene.driver.my_moves()[:3]
        scene.driver.offer_hint([Suggestion(m, 0.5, margin, 100) for m, margin in zip(moves, margins, strict=False)])
        return scene

    return open_it


def results(game_id: str, players: int) -> Opener:
    return lambda ui: ResultsScene(ui.ctx, played(game_id, players, 1, None), board_kit(game_id))


def replay(game_id: str) -> Opener:
    def open_it(ui: Ui) -> Scene:
        played(game_id, 3, 1, MIDGAME_MOVES, save=True)
        path = next(p for p in list_saves() if read_save(p).game == game_id)
        scene = ReplayScene(ui.ctx, read_save(path))
        scene.go(MIDGAME_MOVES // 2)
        return scene

    return open_it


def saved_games(ui: Ui) -> Scene:
    for game_id in board_games():
        played(game_id, 4, 2, 6, save=True)
    return SavedGamesScene(ui.ctx)


def statistics(ui: Ui) -> Scene:
    for game_id in board_games():
        ResultsScene(ui.ctx, played(game_id, 2, 1, None), board_kit(game_id), record=True)
    return StatisticsScene(ui.ctx)


def crowded_new_game(ui: Ui) -> Scene:
    scene = NewGameScene(ui.ctx, "porto")
    scene.set_players(4)
    scene.set_kind(2, "human")
    return scene


def harvest(game_id: str, players: int) -> Opener:
    """The harvest screen of the first harvest of a random game of ``players``, over its table."""

    def open_it(ui: Ui) -> Scene:
        from game.boards.kit.harvest import ended_harvest, harvest_rows
        from game.scenes.table.harvest import HarvestScreen

        match = new_match(game_id, players, 1, 3, False)
        kit = board_kit(game_id)
        rng = Rng(3)
        while True:
            events = match.play(rng.choice(match.state.legal_moves()), autosave=False)
            ended = ended_harvest(kit.extra["harvest"], [(e.round, e.event) for e in match.log], events, 0)
            if ended:
                break
        scene = TableScene(ui.ctx, match, kit)
        scene.driver.bot_delay = 3600.0
        ui.stack.push(scene)
        ui.frame()
        rows = harvest_rows(ended, scene.names, kit.describe_event, ui.ctx.translator.gettext)
        return HarvestScreen(ui.ctx, "Harvest", rows, scene.looks, lambda: None)

    return open_it


def series_title(ui: Ui) -> Scene:
    """The title screen with Agricola's solo series under way (its longest line: a game
    waiting for the occupation to keep)."""
    from game.series import Played, Series, save_series

    save_series(Series(game=2, played=(Played(1, 48, 50),), waiting=Played(1, 61, 50), choices=("o_mason",)))
    return TitleScene(ui.ctx)


def series_new_game(ui: Ui) -> Scene:
    """The new-game screen of a solo Agricola with a series under way: the series' box beside
    its New series button."""
    from game.series import Played, Series, save_series

    save_series(Series(game=3, food=2, kept=("o_mason", "o_woodcutter"), played=(Played(2, 51, 55),)))
    scene = NewGameScene(ui.ctx, "agricola")
    scene.set_players(1)
    return scene


def series_table(ui: Ui) -> Scene:
    """A table of the solo series' fifth game: its number and target under the player."""
    from game.rules.agricola.series import SeriesGame, flag

    setup = MatchSetup("agricola", GameConfig(1, frozenset({flag(SeriesGame(5, 12))})), 3, seats(1, 1))
    scene = TableScene(ui.ctx, Match(setup, load_game_content("agricola"), None), board_kit("agricola"))
    scene.driver.bot_delay = 3600.0
    return scene


def series_results(ui: Ui) -> Scene:
    """The results of a solo series game: what it leaves the next one, on a band of its own."""
    from game.rules.agricola.series import SeriesGame, flag

    game = SeriesGame(3, 12, ("o_mason", "o_woodcutter"))
    setup = MatchSetup("agricola", GameConfig(1, frozenset({flag(game)})), 3, seats(1, 1))
    match = Match(setup, load_game_content("agricola"), None)
    rng = Rng(3)
    while not match.state.is_over:
        match.play(rng.choice(match.state.legal_moves()), autosave=False)
    return ResultsScene(ui.ctx, match, board_kit("agricola"))


def menu(ui: Ui) -> Scene:
    game_id = board_games()[0]
    ui.stack.push(table(game_id, 2, 1, 4)(ui))
    ui.frame()
    top = ui.stack.top
    assert isinstance(top, TableScene)
    return TableMenu(ui.ctx, top)


def tutorial(game_id: str) -> Opener:
    """``game_id``'s tutorial at its middle step, the bots' moves of the step played."""

    def open_it(ui: Ui) -> Scene:
        from game.scenes.table.fallback import kit_for
        from game.scenes.table.tutorial import TutorialTable, shipped_tutorial

        found = shipped_tutorial(game_id)
        assert found is not None
        scene = TutorialTable(ui.ctx, found, kit_for(game_id), len(found.steps) // 2)
        scene.bots_now()
        return scene

    return open_it


def gallery() -> dict[str, Opener]:
    """Every screen, by name."""
    screens: dict[str, Opener] = {
        "title": lambda ui: TitleScene(ui.ctx),
        "new game": crowded_new_game,
        "settings": lambda ui: SettingsScene(ui.ctx),
        "message": lambda ui: MessageDialog(ui.ctx, "Cannot open this save",
                                            "The file was written by a newer Tablero; your saves are kept."),
        "question": lambda ui: ConfirmDialog(ui.ctx, "Delete this saved game?", "Porto, 2024-05-01 18:03", None,
                                             "Delete", lambda: None),
        "saved games": saved_games,
        "statistics": statistics,
        "table menu": menu,
        "rules index": lambda ui: RulesIndex(ui.ctx, lambda game_id: None),
        "learn to play": lambda ui: LearnScene(ui.ctx),
        "title with a series": series_title,
        "new game with a series": series_new_game,
        "agricola series table": series_table,
        "agricola series results": series_results,
        "agricola family rules": lambda ui: RulesScene(ui.ctx, "agricola", "", frozenset({"family"})),
    }
    for game_id in board_games():
        screens[f"{game_id} rules"] = lambda ui, game_id=game_id: RulesScene(ui.ctx, game_id)
        screens[f"{game_id} start"] = table(game_id, 4, 1, 0)
        screens[f"{game_id} hand-off"] = table(game_id, 2, 2, 1, handed_over=False)
        screens[f"{game_id} busy board"] = table(game_id, 4, 4, MIDGAME_MOVES)
        screens[f"{game_id} late"] = table(game_id, 2, 2, 3 * MIDGAME_MOVES)
        screens[f"{game_id} hint"] = hinted(game_id)
        screens[f"{game_id} results"] = results(game_id, 4)
        screens[f"{game_id} replay"] = replay(game_id)
        screens[f"{game_id} tutorial"] = tutorial(game_id)
        if "harvest" in board_kit(game_id).extra:
            screens[f"{game_id} harvest"] = harvest(game_id, 5 if game_id == "agricola" else 4)
    return screens


def hover_everywhere(ui: Ui, step: int = 61) -> None:
    """Move the pointer over the window on a grid, drawing a frame at each stop, so every
    tooltip and hover label is drawn once."""
    width, height = ui.screen.get_size()
    for y in range(step // 2, height, step):
        for x in range(step // 2, width, step):
            ui.stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
            ui.frame()
