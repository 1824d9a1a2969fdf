"""The Oregon content files: they load, and a broken file says where and what is wrong."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.content.base import ContentErrors
from game.content.oregon import OregonContent, load
from game.paths import content_dir
from game.rules.core import GameConfig, Rng
from game.rules.oregon import events as event_table
from game.rules.oregon import new_game


def test_the_shipped_map_has_one_terrain_per_space_and_every_area_has_room(
    content: OregonContent,
) -> None:
    assert len(content.grid) == content.rows * content.columns
    assert set(content.grid) <= {terrain for _, terrain in content.terrain_letters}


def broken_copy(tmp_path: Path, old: str, new: str) -> Path:
    root = tmp_path / "content"
    shutil.copytree(content_dir() / "oregon", root / "oregon")
    board = root / "oregon" / "board.yaml"
    text = board.read_text(encoding="utf-8")
    assert old in text
    board.write_text(text.replace(old, new, 1), encoding="utf-8")
    return root


def line_of(path: Path, fragment: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, start=1) if fragment in line)


def test_a_wrong_terrain_letter_names_file_line_and_field(tmp_path: Path) -> None:
    root = broken_copy(tmp_path, '"M R M  W M M', '"M R M  X M M')
    with pytest.raises(ContentErrors) as caught:
        load(root)
    line = line_of(root / "oregon" / "board.yaml", '"M R M  X M M')
    message = str(caught.value)
    assert f"oregon/board.yaml:{line}: map[3]: unknown terrain letter 'X'" in message


def test_a_row_of_the_wrong_length_names_file_line_and_field(tmp_path: Path) -> None:
    root = broken_copy(
        tmp_path, '"F R M  M M M  H H M  R M F  F F M"', '"F R M  M M M  H H M  R M F  F F"'
    )
    with pytest.raises(ContentErrors) as caught:
        load(root)
    line = line_of(root / "oregon" / "board.yaml", '"F R M  M M M  H H M  R M F  F F"')
    assert f"oregon/board.yaml:{line}: map[4]: expected 15 spaces, found 14" in str(caught.value)


def test_a_missing_field_is_reported_with_every_other_problem(tmp_path: Path) -> None:
    root = broken_copy(tmp_path, "rows_per_symbol: 2\n", "")
    (root / "oregon" / "rules.yaml").write_text("group: {size: 3}\n", encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        load(root)
    texts = [e.text() for e in caught.value.errors]
    assert any(
        "board.yaml" in t and "rows_per_symbol: required field is missing" in t for t in texts
    )
    assert any("rules.yaml" in t and "group.points" in t for t in texts)


def test_every_event_kind_the_rules_emit_is_documented(content: OregonContent) -> None:
    seen: set[str] = set()
    for seed in range(60):
        state = new_game(content, GameConfig(2 + seed % 3), seed)
        rng = Rng(seed)
        while not state.is_over:
            for event in state.apply(rng.choice(state.legal_moves())):
                seen.add(event.kind)
    assert seen <= set(event_table.EVENT_KINDS)
