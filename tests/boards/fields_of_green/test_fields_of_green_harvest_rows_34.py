"""Issue 34: a late Fields of Green harvest with many abilities reads one row each, Pay and
Flip clear of the words, and a card too small for its whole name on a side farm keeps its
first words."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from conftest import Table, play_until

from game.rules.fields_of_green.legal import Phase
from game.ui import text_watch

TableFor = Callable[..., Table]


@pytest.mark.parametrize("language", ["en", "es"])
def test_each_harvest_ability_is_one_whole_row_with_pay_and_flip_clear_of_its_words(
        table_for: TableFor, language: str) -> None:
    state = play_until(1, 4, lambda s: s.phase == Phase.HARVEST and len(s.players[s.current].todo) >= 8,
                       limit=4000)
    table = table_for(state, language=language)
    with text_watch.watching() as seen:
        table.paint()
    rows = table.board.harvest_rows
    tray = table.board.geo.cards
    assert len(rows) >= 5, "the rows grow lower rather than stand in two columns"
    assert len({row.rect.x for row in rows}) == 1 and all(row.rect.width == tray.width for row in rows)
    labels = {table.board.words.pay_button, table.board.words.flip_button}
    for row in rows:
        buttons = [box for box in (row.pay, row.flip) if box is not None]
        words = [line for line in seen.lines.values() if line.ink is not None and row.rect.contains(line.ink)
                 and line.text not in labels]
        assert words, "the row says which card it is"
        for line in words:
            assert line.ink is not None and not line.spills, line.text
            assert all(line.ink.right + 6 <= box.x for box in buttons), f"{line.text!r} runs into Pay or Flip"
    shown = {row.cell for row in rows}
    left = len(state.players[state.current].todo) - len(shown)
    if left:
        assert any(str(left) in line.text for line in seen.lines.values() if line.ink is not None
                   and line.ink.y >= rows[-1].rect.bottom), "the rows left over are counted"


def test_a_side_farm_card_too_small_for_its_name_keeps_its_first_words(table_for: TableFor) -> None:
    state = play_until(5, 2, lambda s: s.phase == Phase.TAKE)
    board = table_for(state).board
    code = next(code for code in board.tables.by_code if board.book.name(code, board.gettext) == "Livestock Market")
    font, lines = board.art.title(code, "construction", (70, 40), board.gettext)
    assert lines == ["Livestock…"]
    assert font.size(lines[0])[0] <= 66
