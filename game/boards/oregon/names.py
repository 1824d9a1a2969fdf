"""The words for Oregon's pieces: landscape symbols, buildings, decks, tiles and tokens.

Names are content ids mapped to translatable strings (marked with :func:`N_`, translated
where they are shown).  An id the content adds later falls back to its id with spaces, so a
new building still has a readable name before its translation exists.
"""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import N_

Gettext = Callable[[str], str]

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


def _fallback(ident: str) -> str:
    return ident.replace("_", " ").capitalize()


def piece_name(ident: str, _: Gettext) -> str:
    """The translated name of a symbol, building, terrain, token, tile or deck id."""
    for table in (SYMBOL_NAMES, BUILDING_NAMES, TERRAIN_NAMES, OTHER_NAMES):
        if ident in table:
            return _(table[ident])
    return _fallback(ident)


def lower_name(ident: str, _: Gettext) -> str:
    """:func:`piece_name` for use inside a sentence (first letter in lower case)."""
    name = piece_name(ident, _)
    return name[:1].lower() + name[1:]
