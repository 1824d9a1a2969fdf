"""The hand-off screen of a hotseat game: the board darkened, a paper panel saying whose turn
it is and that nothing private shows until they are at the screen, and the button they press."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.scenes.base import UiScene
from game.ui import theme
from game.ui.widgets import Button


def paint_handoff(
    painter: UiScene, name: str, text_px: Callable[[str], int], take_screen: Callable[[], None]
) -> tuple[pygame.Surface, Button]:
    """The layer over the table asking to pass the screen to ``name`` (painted with
    ``painter``'s helpers in the layout's ``handoff_*`` places), and the button that says they
    are there (it runs ``take_screen``)."""
    _ = painter.ctx.translator.gettext
    place = painter.place
    layer = pygame.Surface(painter.size, pygame.SRCALPHA)
    layer.fill((*theme.WOOD_DARK, 215), place.rect("board"))
    with painter.painting_on(layer):
        painter.paper(place.rect("handoff_panel"))
        painter.write(_("Pass to {name}").format(name=name), "display", text_px("handoff_title"), theme.INK,
                      place.rect("handoff_title"))
        painter.write_wrapped(_("Everything private stays hidden until {name} is at the screen.").format(name=name),
                              "body", text_px("handoff_body"), theme.INK_SOFT, place.rect("handoff_body"), 3)
    button = Button("handoff", place.rect("handoff_button"), _("I am {name}: show me").format(name=name),
                    painter.ctx.fonts, text_px("handoff_button"), take_screen)
    return layer, button
