"""Reading a YAML file twice: ``validate`` after a change to one file, or content read again
after ``clear_cache``, parses only the texts it has not met, and nobody can spoil what another
reader got."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.content.base import ContentError, read_yaml

TEXT = "spaces:\n  - id: forest\n    wood: 3\n  - id: clay_pit\n    clay: 1\n"


def test_a_text_read_again_gives_the_same_data_and_lines_under_its_own_name(tmp_path: Path) -> None:
    first, second = tmp_path / "a.yaml", tmp_path / "b.yaml"
    first.write_text(TEXT, encoding="utf-8")
    second.write_text(TEXT, encoding="utf-8")
    one, two = read_yaml(first), read_yaml(second, "content/b.yaml")
    assert one.data == two.data == {"spaces": [{"id": "forest", "wood": 3}, {"id": "clay_pit", "clay": 1}]}
    assert two.line_of(("spaces", 1, "clay")) == 5
    assert str(two.error(("spaces", 1, "clay"), "too much").text()) == "content/b.yaml:5: spaces[1].clay: too much"


def test_what_one_reader_changes_is_not_what_the_next_reader_gets(tmp_path: Path) -> None:
    path = tmp_path / "a.yaml"
    path.write_text(TEXT, encoding="utf-8")
    read_yaml(path).data["spaces"][0]["wood"] = 99
    assert read_yaml(path).data["spaces"][0]["wood"] == 3


def test_a_changed_file_is_read_anew_and_a_broken_one_is_still_refused_on_its_line(tmp_path: Path) -> None:
    path = tmp_path / "a.yaml"
    path.write_text(TEXT, encoding="utf-8")
    read_yaml(path)
    path.write_text(TEXT.replace("wood: 3", "wood: 4"), encoding="utf-8")
    assert read_yaml(path).data["spaces"][0]["wood"] == 4
    path.write_text(TEXT.replace("  - id: clay_pit", "  - id: [clay_pit"), encoding="utf-8")
    for _ in range(2):
        with pytest.raises(ContentError) as refused:
            read_yaml(path, "content/a.yaml")
        assert refused.value.text().startswith("content/a.yaml:5: YAML syntax error")


def test_a_text_too_long_to_keep_is_still_read_every_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.content import base

    monkeypatch.setattr(base, "PARSED_KEPT_LENGTH", 10)
    text = TEXT.replace("forest", "long_forest")  # a text no other test has read
    path = tmp_path / "a.yaml"
    path.write_text(text, encoding="utf-8")
    assert read_yaml(path).data == read_yaml(path).data
    assert text not in base._parsed
