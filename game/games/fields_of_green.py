"""Fields of Green's registration: coming (no rules yet), shown on the title screen."""

from __future__ import annotations

from game.games.spec import GameSpec
from game.i18n import N_

SPEC = GameSpec(
    id="fields_of_green",
    name=N_("Fields of Green"),
    players=(2, 4),
    blurb=N_("Draft fields, livestock and buildings to grow the finest farm."),
    art="tiles/fields_of_green.svg",
    accent="#4f8a3a",
)
