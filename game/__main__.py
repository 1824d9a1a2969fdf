"""``python -m game``: the command line (see :mod:`game.cli`)."""

from __future__ import annotations

import multiprocessing

from game.cli import main

if __name__ == "__main__":
    # the bots' worker process and ``simulate --jobs N`` start processes: a frozen program
    # must let them run their own code first (a no-op otherwise)
    multiprocessing.freeze_support()
    raise SystemExit(main())
