"""Fields of Green's golden playthroughs (see ``tests/rules/golden.py``).  Regenerate after
an intended rules or content change, and read the difference::

    PYTHONPATH=.:tests .venv/bin/python tests/rules/fields_of_green/golden_fog.py
"""

from __future__ import annotations

from pathlib import Path

from rules.golden import Golden

from game.content.fields_of_green import load
from game.rules.fields_of_green import new_game

GOLDEN = Golden(
    title="Fields of Green",
    prefix="fog",
    folder=Path(__file__).resolve().parent / "golden",
    games=((2, 101, ""), (3, 202, ""), (4, 303, ""), (3, 404, "intro")),
    new_game=new_game,
    load=load,
)

if __name__ == "__main__":
    GOLDEN.main()
