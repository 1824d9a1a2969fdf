"""Headless screenshots of a screen, for bug reports, documentation and golden tests.

``python -m game shot`` calls :func:`render_shot`: the title, new-game and settings screens,
the table (after K random moves of a seed, seen by the player to move), the results of the
whole game a seed produces, the harvest screen of the first harvest to end after K moves and
the rules as F1 opens them after K moves (the pages of the game dealt, at the decision's).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from game.i18n import check_language

if TYPE_CHECKING:
    from game.rules.core import GameConfig

SHOT_SCENES: tuple[str, ...] = ("title", "newgame", "settings", "table", "results", "replay", "harvest", "rules")


def render_shot(
    game: str | None,
    seed: int,
    moves: int,
    out: Path,
    size: tuple[int, int],
    lang: str,
    scene: str = "title",
    config: GameConfig | None = None,
) -> None:
    """Draw ``scene`` at ``size`` pixels in language ``lang`` into the PNG ``out``.

    ``game`` preselects the game on the new-game screen and is the game on the table;
    ``seed`` and ``moves`` set up the table's position, ``config`` its players and variants
    (default: two players, or the game's fewest, and no variant).  Raises ``ValueError`` with a readable
    reason for an unknown scene, game or language, a size outside the window sizes the
    settings allow (``MIN_WINDOW`` to ``MAX_WINDOW``), or an
    ``out`` that cannot be written.
    """
    check_language(lang)
    if scene not in SHOT_SCENES:
        raise ValueError(f"unknown scene {scene!r} (choose one of: {', '.join(SHOT_SCENES)})")
    from game.settings import MAX_WINDOW, MIN_WINDOW

    if not (MIN_WINDOW[0] <= size[0] <= MAX_WINDOW[0] and MIN_WINDOW[1] <= size[1] <= MAX_WINDOW[1]):
        low, high = "x".join(map(str, MIN_WINDOW)), "x".join(map(str, MAX_WINDOW))
        raise ValueError(f"size {size[0]}x{size[1]} is outside the window sizes Tablero draws ({low} to {high})")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.context import build_context
    from game.scenes.new_game import NewGameScene
    from game.scenes.settings_screen import SettingsScene
    from game.scenes.stack import Scene, SceneStack
    from game.scenes.title import TitleScene
    from game.settings import Settings

    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # a picture makes no sound
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(size)
    stack = SceneStack(size)
    ctx = build_context(stack, Settings(language=lang, window_size=size), on_start=lambda setup: None)
    if game is not None:
        try:
            ctx.catalogue.game(game)
        except KeyError:
            names = ", ".join(g.id for g in ctx.catalogue.games)
            raise ValueError(f"unknown game {game!r} (games: {names})") from None
    shown: Scene
    if scene in ("table", "results", "replay", "harvest", "rules"):
        from game.scenes.table.launch import shot_scene

        if game is None:
            raise ValueError(f"scene {scene} needs --game")
        if ctx.rules_for(game) is None:
            raise ValueError(f"{game} is not built yet (available games: {', '.join(ctx.available_games())})")
        shown = shot_scene(ctx, scene, game, seed, moves, config)
    elif scene == "title":
        shown = TitleScene(ctx)
    elif scene == "newgame":
        shown = NewGameScene(ctx, game)
        if config is not None:  # the players and variants asked for, as if chosen
            shown.variants = set(config.variants)
            shown.set_players(config.players)
    else:
        shown = SettingsScene(ctx)
    stack.push(shown)
    stack.apply_requests()
    stack.update(0.0)
    stack.draw(screen)
    out.parent.mkdir(parents=True, exist_ok=True)
    try:
        pygame.image.save(screen, str(out))
    except pygame.error as exc:
        raise ValueError(f"cannot write the picture: {exc}") from None
