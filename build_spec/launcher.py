"""Entry point of the frozen program: behaves exactly like ``python -m game``."""

from __future__ import annotations

import multiprocessing
import sys

if __name__ == "__main__":
    # ``simulate --jobs N`` starts worker processes; a frozen program must say so first.
    multiprocessing.freeze_support()
    from game.cli import main  # what game/__main__.py runs, and pyproject's console script

    sys.exit(main())
