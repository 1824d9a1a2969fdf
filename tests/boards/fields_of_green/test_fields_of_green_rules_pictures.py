"""The rules pages picture the four piles in the colours the table gives them (issue 34: a
player matches the picture to the table by colour)."""

from __future__ import annotations

import re

import pytest

from game import paths
from game.boards.fields_of_green.art import KIND_COLOURS
from game.rules.fields_of_green.tables import KINDS


def _hex(colour: tuple[int, int, int]) -> str:
    return "#" + "".join(f"{c:02x}" for c in colour)


@pytest.mark.parametrize("picture", ["piles.svg", "draft.svg"])
def test_the_rules_pictures_show_the_four_piles_in_the_tables_colours(picture: str) -> None:
    svg = (paths.sprites_dir() / "fields_of_green" / "rules" / picture).read_text(encoding="utf-8")
    # the face of each pile (a card drawn with an edge), left to right
    faces = re.findall(r'<rect [^>]*fill="(#[0-9a-fA-F]{6})" stroke=', svg)
    assert [f.lower() for f in faces[:4]] == [_hex(KIND_COLOURS[kind]) for kind in KINDS]
