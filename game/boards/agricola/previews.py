"""What the board asks the rules before a person decides: the preview of every action space
(what it gives and how each scoring category would change) and the cheapest way to feed the
family at a harvest — both the rules' own answers
(:func:`game.rules.agricola.preview.space_previews`,
:func:`game.rules.agricola.feeding.cheapest_feeding`), named here once for the board.
"""

from __future__ import annotations

from game.rules.agricola.feeding import cheapest_feeding
from game.rules.agricola.preview import space_previews

__all__ = ["cheapest_feeding", "space_previews"]
