"""The farms as they ended, for the results screen: each player's farm side by side under
the score sheet, every location card in its place (open areas face down)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.boards.base import RevealedPanel, SeatLook
from game.boards.fields_of_green.art import FogArt
from game.boards.fields_of_green.geometry import lay_cells
from game.boards.fields_of_green.names import CardBook, shipped_content
from game.boards.kit.card_words import language_of
from game.boards.kit.lettering import write
from game.boards.kit.words import Gettext
from game.rules.core import State
from game.rules.fields_of_green.farm import TOWER_CARD
from game.rules.fields_of_green.state import FogState
from game.ui import theme
from game.ui.context import UiContext


def results_panel(ctx: UiContext, state: State, seats: Sequence[SeatLook], size: tuple[int, int], text_px: int,
                  _: Gettext) -> RevealedPanel | None:
    """Every farm as it ended, side by side, each under its player's name."""
    content = shipped_content()
    if not isinstance(state, FogState) or content is None or size[0] <= 0 or size[1] <= 0:
        return None
    art = FogArt(ctx.fonts, CardBook(content))
    surface = pygame.Surface(size, pygame.SRCALPHA)
    texts: list[tuple[pygame.Rect, str]] = []
    count = state.num_players
    gap = max(4, size[0] // 100)
    each = (size[0] - gap * (count - 1)) // count
    font = ctx.fonts.get("bold", text_px)
    lang = language_of(_)
    for player, farmer in enumerate(state.players):
        panel = pygame.Rect(player * (each + gap), 0, each, size[1])
        name = seats[player].name if player < len(seats) else ""
        label = write(surface, ctx.fonts.fit("bold", font.get_height(), name, each), name, theme.INK,
                      midtop=(panel.centerx, 0))
        texts.append((label, name))
        grid = pygame.Rect(panel.x, label.bottom + gap // 2, panel.width, panel.bottom - label.bottom - gap // 2)
        for cell, rect in lay_cells(grid, farmer.farm, grid.height, 1)[1].items():
            loc = farmer.farm[cell]
            if not loc.up:
                surface.blit(art.open_area(rect.size), rect)
            elif loc.card < 0:
                kind = "tower" if loc.card == TOWER_CARD else "silo"
                surface.blit(art.location(kind, kind, 0, False, False, rect.size, lang, _), rect)
            else:
                design = state.tables.cards[loc.card]
                surface.blit(art.location(design.code, design.kind, design.points, design.harvest is not None,
                                          bool(design.end), rect.size, lang, _), rect)
    return surface, texts
