"""Agricola's registration: coming (no rules yet), shown on the title screen."""

from __future__ import annotations

from game.games.spec import GameSpec, Variant
from game.i18n import N_

SPEC = GameSpec(
    id="agricola",
    name=N_("Agricola"),
    players=(1, 5),
    blurb=N_("Plough, sow and fence your farm, and feed your family at harvest."),
    art="tiles/agricola.svg",
    accent="#9a6b2f",
    variants=(
        Variant("family", N_("Family game (no occupations or improvements cards)")),
        Variant("solo", N_("Solo game")),
    ),
)
