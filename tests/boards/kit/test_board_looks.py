"""A board's look as data: its colours, tints, palettes and shapes are read from YAML, and a
wrong value is refused with the file and line where it stands."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.boards.kit.looks import load_board_look
from game.boards.kit.patterns import Paint
from game.content.base import ContentErrors

LOOK = """\
colours:
  wood: [92, 60, 34]
tints:
  band: [255, 236, 160, 46]
palettes:
  bands:
    pioneer: [164, 68, 47]
shapes:
  roof:
    - [0.0, 1.0]
    - [0.5, 0]
    - [1, 1]
paints:
  floors:
    blue: {wall: [62, 116, 176], ink: [132, 178, 224], edge: [30, 62, 104], pattern: stripes}
"""


def write(folder: Path, text: str) -> Path:
    path = folder / "board_look.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_look_reads_its_colours_tints_palettes_and_shapes(tmp_path: Path) -> None:
    look = load_board_look(write(tmp_path, LOOK), "game/board_look.yaml")
    assert look.colours == {"wood": (92, 60, 34)}
    assert look.tints == {"band": (255, 236, 160, 46)}
    assert look.palettes == {"bands": {"pioneer": (164, 68, 47)}}
    assert look.shapes == {"roof": ((0.0, 1.0), (0.5, 0.0), (1.0, 1.0))}
    assert look.paints == {"floors": {"blue": Paint((62, 116, 176), (132, 178, 224), (30, 62, 104), "stripes")}}


def test_every_part_of_a_look_may_be_left_out(tmp_path: Path) -> None:
    look = load_board_look(write(tmp_path, "colours: {ink: [0, 0, 0]}\n"), "game/board_look.yaml")
    assert (look.tints, look.palettes, look.shapes, look.paints) == ({}, {}, {}, {})


@pytest.mark.parametrize(
    ("old", "new", "line", "message"),
    [
        ("[92, 60, 34]", "[92, 60]", 2, "3 whole numbers from 0 to 255"),
        ("[92, 60, 34]", "[92, 60, 300]", 2, "3 whole numbers from 0 to 255"),
        ("[255, 236, 160, 46]", "[255, 236, 160]", 4, "4 whole numbers"),
        ("[164, 68, 47]", "red", 7, "3 whole numbers"),
        ("- [1, 1]", "- [1, 2]", 12, "a point [x, y], each from 0 to 1"),
        ("    - [1, 1]\n", "", 9, "at least three [x, y] points"),
        ("tints:", "tones:", 3, "unknown field"),
        ("pattern: stripes", "pattern: tartan", 15, "one of the patterns stripes, dots"),
        ("ink: [132, 178, 224], ", "", 15, "required field is missing"),
        ("edge: [30, 62, 104]", "edge: [30, 62]", 15, "3 whole numbers"),
    ],
)
def test_a_wrong_value_is_refused_with_its_line(tmp_path: Path, old: str, new: str, line: int, message: str) -> None:
    with pytest.raises(ContentErrors) as refused:
        load_board_look(write(tmp_path, LOOK.replace(old, new, 1)), "game/board_look.yaml")
    found = [error.text() for error in refused.value.errors]
    assert any(t.startswith(f"game/board_look.yaml:{line}: ") and message in t for t in found), found


def test_validate_names_a_wrong_colour_in_a_shipped_board_look_by_file_and_line(tmp_path: Path) -> None:
    import shutil

    from game import paths
    from game.games import validate

    content = tmp_path / "content"
    shutil.copytree(paths.content_dir(), content)
    look = content / "oregon" / "board_look.yaml"
    lines = look.read_text(encoding="utf-8").splitlines()
    number = next(i for i, line in enumerate(lines) if line.strip().startswith("edge_wood:"))
    lines[number] = "  edge_wood: [92, 60, 340]"
    look.write_text("\n".join(lines) + "\n", encoding="utf-8")
    problems = [problem.text() for problem in validate(content)]
    assert problems == [
        f"oregon/board_look.yaml:{number + 1}: colours.edge_wood: "
        "expected a list of 3 whole numbers from 0 to 255"
    ]
