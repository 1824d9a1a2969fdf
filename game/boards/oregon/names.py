"""The words for Oregon's pieces: landscape symbols, buildings, decks, tiles and tokens.

Names are content ids mapped to translatable strings (marked with :func:`N_`, translated
where they are shown).  An id the content adds later falls back to its id with spaces, so a
new building still has a readable name before its translation exists.
"""

from __future__ import annotations

from game.boards.kit.words import Gettext, WordTable, spaced_capital
from game.i18n import N_

__all__ = ["Gettext", "lower_name", "piece_name"]

SYMBOL_NAMES: dict[str, str] = {
    "pioneer": N_("Pioneer"),
    "wagon": N_("Wagon"),
    "campfire": N_("Campfire"),
    "buffalo": N_("Buffalo"),
    "eagle": N_("Eagle"),
}

BUILDING_NAMES: dict[str, str] = {
    "post_office": N_("Post office"),
    "harbour": N_("Harbour"),
    "church": N_("Church"),
    "coal_mine": N_("Coal mine"),
    "gold_mine": N_("Gold mine"),
    "store": N_("Store"),
    "train_station": N_("Train station"),
}

TERRAIN_NAMES: dict[str, str] = {
    "meadow": N_("Meadow"),
    "forest": N_("Forest"),
    "mountain": N_("Mountain"),
    "railway": N_("Railway"),
    "water": N_("Water"),
}

OTHER_NAMES: dict[str, str] = {
    "joker": N_("Joker"),
    "extra_turn": N_("Extra turn"),
    "coal": N_("Coal"),
    "gold": N_("Gold"),
    "landscape": N_("Landscape"),
    "building": N_("Building"),
    "group": N_("Group of farmers"),
}


PIECES = WordTable({**SYMBOL_NAMES, **BUILDING_NAMES, **TERRAIN_NAMES, **OTHER_NAMES}, spaced_capital)
"""Every symbol, building, terrain, token, tile and deck id → its name."""

piece_name = PIECES
"""The translated name of an id: ``piece_name(ident, _)``."""

lower_name = PIECES.lower
"""The name for use inside a sentence: ``lower_name(ident, _)``."""
