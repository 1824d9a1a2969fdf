"""Agricola's golden playthroughs (see ``tests/rules/golden.py``).  Regenerate after an
intended rules or content change, and read the difference::

    PYTHONPATH=.:tests .venv/bin/python tests/rules/agricola/golden_agricola.py
"""

from __future__ import annotations

from pathlib import Path

from rules.golden import Golden

from game.content.agricola import load
from game.rules.agricola import new_game

GOLDEN = Golden(
    title="Agricola",
    prefix="agricola",
    folder=Path(__file__).resolve().parent / "golden",
    games=((1, 11, "family"), (2, 22, "family"), (3, 33, ""), (4, 44, "revised"), (5, 55, "family")),
    new_game=new_game,
    load=load,
)

if __name__ == "__main__":
    GOLDEN.main()
