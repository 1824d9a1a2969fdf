"""What the board says where a new player was misled (issue 34)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from conftest import Table, play_until

from game.boards.fields_of_green.help import prompt
from game.rules.fields_of_green.legal import Phase

TableFor = Callable[..., Table]


@pytest.mark.parametrize("language", ["en", "es", "fr"])
def test_a_card_chosen_from_the_open_two_player_row_is_taken_not_kept_face_down(table_for: TableFor,
                                                                                 language: str) -> None:
    state = play_until(5, 2, lambda s: s.phase == Phase.TAKE)
    table = table_for(state, language=language)
    table.click(table.board.hand_rects[0].center)
    assert table.board.chosen == 0
    said = prompt(table.board)
    face_down = {"en": "face down", "es": "boca abajo", "fr": "face cachée"}[language]
    taken = {"en": "take it", "es": "tomarla", "fr": "la prendre"}[language]
    assert face_down not in said
    assert taken in said
