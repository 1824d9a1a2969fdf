"""Contract cards read in full: every private and public contract's text fits its card at
the smallest window in every language, and the keep-contracts panel gives help only about
its own cards, not about the street hidden under it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.boards.kit.textcards import card_words
from game.boards.porto.contracts import contract_look, keep_layout
from game.boards.porto.names import private_text, public_text
from game.rules.porto.legal import CHOOSE_CONTRACTS
from tests.boards.porto.conftest import Table, can_build, play_until


@pytest.mark.parametrize("language", ["en", "es", "fr"])
def test_every_contract_text_fits_its_card_at_1366x768(table_for: Callable[..., Table], language: str) -> None:
    table = table_for(play_until(7, 4, can_build), language=language)
    board, tables = table.board, table.view.tables
    look = contract_look(board)
    cards = [(board.geo.private_cards[0], private_text(rule, tables, board.gettext)) for rule in tables.private]
    cards += [(board.geo.public_cards[0], public_text(rule, tables, board.gettext)) for rule in tables.public]
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
