"""Card names stay readable: a long name ("Mine de charbon") goes onto two lines at the
card's own letter size instead of being squeezed onto one line or cut at the edge."""

from __future__ import annotations

import pygame

from game.boards.oregon.cards import NAME_SHRINK_LIMIT, name_lines
from game.boards.oregon.words import PIECES
from game.games import load_game_content
from tests.boards.oregon.conftest import make_context, po_gettext

CONTENT = load_game_content("oregon")
CARD_NAMES = [PIECES.words[card] for card in (*CONTENT.symbols, *(b.id for b in CONTENT.buildings))]
"""The English name of every landscape and building card."""


def test_every_card_name_fits_its_card_in_every_language(screen: pygame.Surface) -> None:
    ctx = make_context()
    for language in ("en", "es", "fr"):
        _ = po_gettext(language)
        for width in (64, 72, 140):
            # cards this narrow are drawn only in windows smaller than 1366 x 768, whose letters may be smaller
            pygame.display.set_mode((1024, 576) if width < 70 else (1366, 768))
            size, room = max(10, width // 6), width - 3 * max(3, width // 14)
            full = ctx.fonts.get("bold", size).get_height()
            for name in CARD_NAMES:
                font, lines = name_lines(ctx.fonts, _(name), room, size)
                assert 1 <= len(lines) <= (2 if font.px > ctx.fonts.smallest else 3), (language, name)
                assert " ".join(lines) == _(name)
                assert all(font.size(line)[0] <= room for line in lines), (language, name, width)
                assert font.get_height() >= NAME_SHRINK_LIMIT * full or width < 70, (language, name)


def test_a_long_french_building_name_is_wrapped_rather_than_shrunk(screen: pygame.Surface) -> None:
    ctx = make_context("fr")
    font, lines = name_lines(ctx.fonts, "Mine de charbon", 60, 14)
    assert len(lines) == 2
    assert font.get_height() == ctx.fonts.get("bold", 14).get_height()
    font, lines = name_lines(ctx.fonts, "Port", 60, 14)
    assert lines == ["Port"]
