"""Pictures of tutorial steps for docs/screens (issue 33): each game's first, middle and last
step, in English and one other language, at 1366 x 768.

    python tools/tutorial_shots.py [--out docs/screens] [--lang es] [--size 1366x768] [--steps 1,5] [GAME ...]

Runs headless (the dummy video driver) in a throwaway data folder.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TABLERO_HOME", tempfile.mkdtemp(prefix="tablero-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.context import build_context  # noqa: E402
from game.scenes.stack import SceneStack  # noqa: E402
from game.scenes.table.fallback import kit_for  # noqa: E402
from game.scenes.table.tutorial import TutorialTable, shipped_tutorial  # noqa: E402
from game.settings import Settings  # noqa: E402

SIZE = (1366, 768)


def shot(game_id: str, index: int, lang: str, out: Path, size: tuple[int, int] = SIZE) -> Path:
    """Draw step ``index`` of ``game_id``'s tutorial in ``lang`` at ``size`` into a PNG under
    ``out``."""
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(size)
    stack = SceneStack(size)
    ctx = build_context(stack, Settings(language=lang, window_size=size), on_start=lambda setup: None)
    ctx.settings = ctx.settings.with_changes(animation_speed="instant", bot_delay=0.0)
    tutorial = shipped_tutorial(game_id)
    assert tutorial is not None, game_id
    stack.push(TutorialTable(ctx, tutorial, kit_for(game_id), index))
    for _frame in range(30):
        top = stack.top
        if top is not None and top.__class__.__name__ == "HarvestScreen":
            top.dismiss()  # type: ignore[attr-defined]  # the step's card is the picture
        stack.apply_requests()
        stack.update(0.05)
        stack.draw(screen)
    small = "" if size == SIZE else f"-{size[0]}x{size[1]}"
    path = out / f"33-{game_id}-step{index + 1:02d}-{lang}{small}.png"
    pygame.image.save(screen, str(path))
    stack.clear()
    stack.apply_requests()
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", default=["porto", "fields_of_green", "agricola", "oregon"])
    parser.add_argument("--out", default="docs/screens")
    parser.add_argument("--lang", default="es")
    parser.add_argument("--size", default="1366x768")
    parser.add_argument("--steps", default="", help="step numbers (from 1), comma-separated; default first, middle, last")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for game_id in args.games:
        tutorial = shipped_tutorial(game_id)
        if tutorial is None:
            print(f"{game_id}: no tutorial", file=sys.stderr)
            continue
        count = len(tutorial.steps)
        steps = [int(n) - 1 for n in args.steps.split(",")] if args.steps else [0, count // 2, count - 1]
        for lang in ("en", args.lang):
            for index in steps:
                width, height = (int(n) for n in args.size.split("x"))
                print(shot(game_id, index, lang, out, (width, height)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
