"""``python -m game``: the command line (see :mod:`game.cli`)."""

from __future__ import annotations

from game.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
