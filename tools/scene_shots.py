"""Draw every screen a player can reach into PNG files, to look at them or compare versions.

    .venv/bin/python tools/scene_shots.py --out /tmp/screens [--size 1366x768] [--lang es]

The screens are those of ``tests/scenes/scene_gallery.py`` (the menus, dialogs, saved games,
statistics, and for every game with a board its rules, start, hand-off, a busy board, a late
game, results and replay), drawn headless with the shipped fonts, art and catalogs, one file
per screen named ``<screen>_<lang>_<width>.png``.  Prints one line per screen it could not
draw and the number drawn.  The user data folder is a fresh temporary one.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    """Draw the screens; 0 when every screen was drawn."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, type=Path, help="folder for the PNG files")
    parser.add_argument("--size", default="1366x768", help="WIDTHxHEIGHT")
    parser.add_argument("--lang", default="en", choices=("en", "es", "fr"))
    args = parser.parse_args(argv)
    try:
        size = tuple(int(v) for v in args.size.lower().split("x"))
        width, height = size
    except ValueError:
        parser.error(f"--size: {args.size!r} is not WIDTHxHEIGHT")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["TABLERO_HOME"] = tempfile.mkdtemp(prefix="tablero-shots-")
    sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "scenes")]
    import pygame
    from scene_gallery import board_games, gallery  # type: ignore[import-not-found]
    from ui_harness import make_ui_factory  # type: ignore[import-not-found]

    from game.games import get_rules

    args.out.mkdir(parents=True, exist_ok=True)
    make = make_ui_factory()
    drawn = failed = 0
    for name, opener in gallery().items():
        try:
            ui = make(size=(width, height), lang=args.lang, built=tuple(get_rules(g) for g in board_games()))
            ui.open(opener(ui))
            ui.frame()
            pygame.image.save(ui.screen, str(args.out / f"{name.replace(' ', '_')}_{args.lang}_{width}.png"))
            drawn += 1
        except Exception as problem:  # a screen that cannot be drawn is reported, the rest go on
            print(f"{name}: {problem}", file=sys.stderr)
            failed += 1
    print(f"{drawn} screens drawn in {args.out}" + (f", {failed} could not be" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
