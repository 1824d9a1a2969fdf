"""A game's board kit built from its words file: the log, the results screen's row names and
the end reasons are the file's, the rules reference is the game's folder."""

from __future__ import annotations

from pathlib import Path

from game.boards.base import BoardView
from game.boards.kit.registration import words_kit
from game.boards.kit.wordbook import load_board_words
from game.rules.core import Event

WORDS = """\
names:
  categories:
    words: {farmers: Farmers placed}
  end_reasons:
    words: {last_farmer: A player placed their last farmer}
log:
  sentences:
    farmer_placed: "{name} places a farmer"
"""


def test_the_kit_words_the_log_and_results_from_the_file_and_names_the_rules_folder(tmp_path: Path) -> None:
    path = tmp_path / "board_words.yaml"
    path.write_text(WORDS, encoding="utf-8")
    words = load_board_words(path, "game/board_words.yaml")
    kit = words_kit("game", words, words.event_log({}), BoardView, lambda outcome, names, _: "",
                    extra={"gettext_domain": "game"})

    def same(text: str) -> str:
        return text

    assert kit.describe_event(Event("farmer_placed", 0, {}), ["Ana"], same) == "Ana places a farmer"
    assert kit.category_label("farmers", same) == "Farmers placed"
    assert kit.end_reason("last_farmer", same) == "A player placed their last farmer"
    assert kit.rules_folder == "game/rules"
    assert kit.extra == {"gettext_domain": "game"}
