"""Contract cards read in full: every public contract's text fits its card, every private
contract reads in its row in letters of 12 px or more at 1366 x 768 and still fits it at the
smallest window, in every language; the keep-contracts panel gives help only about its own
cards, not about the street hidden under it."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.boards.kit.textcards import card_words, text_row
from game.boards.porto.contracts import contract_look, keep_layout
from game.boards.porto.names import private_text, public_text, tier_texts
from game.rules.porto.legal import CHOOSE_CONTRACTS
from tests.boards.porto.conftest import Table, can_build, play_until


@pytest.mark.parametrize("language", ["en", "es", "fr"])
def test_every_public_contract_text_fits_its_card_at_1366x768(table_for: Callable[..., Table], language: str) -> None:
    table = table_for(play_until(7, 4, can_build), language=language)
    board, tables = table.board, table.view.tables
    look = contract_look(board)
    cards = [(board.geo.public_cards[0], public_text(rule, tables, board.gettext)) for rule in tables.public]
    for rect, text in cards:
        font, lines, box = card_words(board.fonts, rect, look, text)
        assert " ".join(lines) == " ".join(text.split()), (language, text)
        assert box.y + len(lines) * font.get_linesize() <= rect.bottom, (language, text)
        assert all(font.size(line)[0] <= box.width for line in lines), (language, text)


def _choosing(table_for: Callable[..., Table]) -> Table:
    state = play_until(5, 2, lambda s: s.phase == CHOOSE_CONTRACTS)
    return table_for(state)


def test_the_keep_panel_explains_its_contracts_and_hides_the_street_under_it(
    table_for: Callable[..., Table],
) -> None:
    table = _choosing(table_for)
    board = table.board
    assert board.keep_panel_open
    panel, rects, button = keep_layout(board, len(table.view.private_dealt[table.viewer]))
    first = table.view.tables.private[table.view.private_dealt[table.viewer][0]]
    text = board.tooltip(rects[0].center)
    assert text is not None and private_text(first, table.view.tables, board.gettext) in text
    for house in board.geo.houses:
        if panel.collidepoint(house.center) and not any(r.collidepoint(house.center) for r in rects):
            assert board.tooltip(house.center) is None
    assert board.tooltip(button.center) is None
    assert board.tooltip(board.geo.deck.center) is not None


@pytest.mark.parametrize("language", ["en", "es", "fr"])
@pytest.mark.parametrize("size", [(1366, 768), (1024, 576)])
def test_every_private_contract_reads_whole_in_its_row(table_for: Callable[..., Table], language: str,
                                                      size: tuple[int, int]) -> None:
    table = table_for(play_until(7, 4, can_build), size=size, language=language)
    board, tables = table.board, table.view.tables
    look, row, _ = contract_look(board), board.geo.private_cards[0], board.gettext
    surface = pygame.Surface(size)
    for rule in tables.private:
        text = private_text(rule, tables, _)
        bold, body = text_row(surface, board.fonts, row, look, (0, 0, 0), rule.id, tier_texts(rule, _), text,
                              board.geo.text(14))
        assert bold.get_linesize() + body.get_linesize() <= row.height, (language, rule.id)
        assert body.size(text)[0] <= row.width - 2 * look.pad, (language, text)
        if size == (1366, 768):
            twelve = board.fonts.get("body", 12).get_height()
            assert min(bold.get_height(), body.get_height()) >= twelve, (language, text)


@pytest.mark.parametrize(("lang", "words"), [("en", "Build exactly 2 violet floors"), ("es", "Construye exactamente 2 pisos de color violeta"), ("fr", "Construisez exactement 2 étages de couleur violet")])
def test_a_contracts_words_on_the_board_are_generated_from_its_effect_and_need_no_s_in_brackets(lang: str, words: str) -> None:
    from game.boards.kit.card_words import language_of
    from game.boards.porto.names import contract_asks
    from game.games import load_game_content

    class Translator:
        language = lang

        def gettext(self, text: str) -> str:
            return text

    _ = Translator().gettext
    assert language_of(_) == lang
    content = load_game_content("porto")
    two_violet = next(c for c in content.public_contracts if c.verb == "build_floors" and c.params["floors"] == 2 and c.params["colours"] == ["violet"])
    assert contract_asks(two_violet.id, _) == words
    assert all("(s)" not in contract_asks(c.id, _) for c in content.effect_cards())
