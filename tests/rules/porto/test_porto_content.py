"""Porto's YAML: the shipped files load, and broken files give located, readable errors."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from game.content.base import ContentErrors
from game.content.porto import PortoContent, load


def copy_content(content_root: Path, tmp_path: Path) -> Path:
    shutil.copytree(content_root / "porto", tmp_path / "porto")
    return tmp_path


def edit(root: Path, name: str, old: str, new: str) -> None:
    path = root / "porto" / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_contracts_are_spread_evenly_over_the_colours(content: PortoContent) -> None:
    for deck in (content.public_contracts, content.private_contracts):
        counts = Counter(c for card in deck for c in card.colours)
        assert set(counts) == {c.id for c in content.components.colours}
        assert len(set(counts.values())) == 1


def test_every_player_count_has_a_street_and_a_roof_track_mark(content: PortoContent) -> None:
    for players in (2, 3, 4):
        assert players in content.street.out_of_play
        assert players in content.street.roof_track_marks


def test_a_wrong_value_names_file_line_and_field(content_root: Path, tmp_path: Path) -> None:
    root = copy_content(content_root, tmp_path)
    edit(root, "street.yaml", "heights: [3, 5,", "heights: [3, tall,")
    with pytest.raises(ContentErrors) as caught:
        load(root)
    (error,) = caught.value.errors
    assert error.file.endswith("street.yaml")
    assert error.line == 3 and error.field == "heights[1]"
    assert "street.yaml:3: heights[1]:" in str(caught.value)


def test_an_unknown_colour_in_a_contract_is_located(content_root: Path, tmp_path: Path) -> None:
    root = copy_content(content_root, tmp_path)
    edit(root, "public_contracts.yaml", "colours: [blue]", "colours: [navy]")
    with pytest.raises(ContentErrors) as caught:
        load(root)
    (error,) = caught.value.errors
    assert error.file.endswith("public_contracts.yaml") and error.line is not None
    assert error.field == "contracts[0].colours[0]" and "unknown colour 'navy'" in error.message


def test_a_yaml_syntax_error_and_a_missing_file_are_both_reported(content_root: Path, tmp_path: Path) -> None:
    root = copy_content(content_root, tmp_path)
    edit(root, "rules.yaml", "display_size: 5", "display_size: [5")
    (root / "porto" / "components.yaml").unlink()
    with pytest.raises(ContentErrors) as caught:
        load(root)
    messages = [e.text() for e in caught.value.errors]
    assert any("components.yaml" in m and "file not found" in m for m in messages)
    assert any("rules.yaml" in m and "YAML syntax error" in m for m in messages)


def test_a_missing_field_is_named(content_root: Path, tmp_path: Path) -> None:
    root = copy_content(content_root, tmp_path)
    edit(root, "rules.yaml", "draw_max_value: 3", "")
    with pytest.raises(ContentErrors, match="draw_max_value: required field is missing"):
        load(root)


def test_two_construction_cards_of_one_value_are_refused_at_the_second(content_root: Path, tmp_path: Path) -> None:
    # a card is named by its colour and value ('g2'): two entries of value 2 would make two
    # kinds of card with one name, and a game dealt them stops when one is played
    root = copy_content(content_root, tmp_path)
    cards = "construction_cards_per_colour:\n  - {value: 1, count: 4}\n  - {value: 2, count: 3}\n  - {value: 3"
    edit(root, "components.yaml", cards, cards[:-1] + "2")
    with pytest.raises(ContentErrors) as caught:
        load(root)
    (error,) = caught.value.errors
    assert error.file.endswith("components.yaml") and error.line is not None
    assert error.field == "construction_cards_per_colour[2].value" and "value 2" in error.message
