"""Broken content gives one readable ``file:line: field: message`` per problem.

Each test writes a small market file (see ``tiny_schema``) with one mistake and checks that the
message points at the exact file, line and field a person would have to fix.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
import tiny_schema

from game.content import load_content, validate_content
from game.content.base import ContentError, ContentErrors

GOOD = """\
fruits:
  - id: apple
    points: 2
    sprite: fruit/apple
  - id: pear
    points: 3
    sprite: fruit/pear
baskets:
  - id: small
    holds: [apple, pear]
"""


@pytest.fixture
def sprites(tmp_path: Path) -> Path:
    root = tmp_path / "sprites"
    (root / "fruit").mkdir(parents=True)
    (root / "fruit" / "apple.svg").write_text("<svg/>")
    (root / "fruit" / "pear.png").write_bytes(b"png")
    return root


def write_market(tmp_path: Path, text: str) -> Path:
    folder = tmp_path / "content" / "market"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "market.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def problems(tmp_path: Path, text: str, sprites: Path | None = None) -> tuple[Path, list[str]]:
    path = write_market(tmp_path, text)
    with pytest.raises(ContentErrors) as caught:
        tiny_schema.load(tmp_path / "content", sprites)
    return path, [e.text() for e in caught.value.errors]


def test_a_good_market_loads_into_frozen_objects(tmp_path: Path, sprites: Path) -> None:
    write_market(tmp_path, GOOD)
    market = tiny_schema.load(tmp_path / "content", sprites)
    assert [f.id for f in market.fruits] == ["apple", "pear"]
    with pytest.raises(Exception):  # noqa: B017 - pydantic raises its own frozen error
        market.fruits[0].points = 9  # type: ignore[misc]


def test_a_yaml_syntax_error_names_the_line_it_is_on(tmp_path: Path) -> None:
    path, found = problems(tmp_path, GOOD.replace("holds: [apple, pear]", "holds: [apple, pear"))
    assert len(found) == 1
    assert found[0].startswith(f"{path}:")
    assert "YAML syntax error" in found[0]
    line = int(found[0][len(str(path)) + 1 :].split(":")[0])
    assert line >= 10


def test_a_wrong_type_names_the_field_and_its_line(tmp_path: Path) -> None:
    path, found = problems(tmp_path, GOOD.replace("points: 3", "points: lots"))
    assert found == [f"{path}:6: fruits[1].points: Input should be a valid integer, unable to parse string as an integer"]


def test_a_missing_field_points_at_the_item_that_lacks_it(tmp_path: Path) -> None:
    path, found = problems(tmp_path, GOOD.replace("    sprite: fruit/pear\n", ""))
    assert found == [f"{path}:5: fruits[1].sprite: required field is missing"]


def test_an_unknown_field_is_reported_at_its_own_line(tmp_path: Path) -> None:
    path, found = problems(tmp_path, GOOD.replace("    points: 2\n", "    points: 2\n    colour: red\n"))
    assert found == [f"{path}:4: fruits[0].colour: unknown field (check the spelling)"]


def test_a_duplicate_id_names_where_the_first_one_was(tmp_path: Path, sprites: Path) -> None:
    path, found = problems(tmp_path, GOOD.replace("id: pear", "id: apple"), sprites)
    assert found[0] == f"{path}:5: fruits[1].id: duplicate fruit id 'apple' (first at index 0)"


def test_an_unknown_reference_suggests_the_closest_id(tmp_path: Path, sprites: Path) -> None:
    path, found = problems(tmp_path, GOOD.replace("[apple, pear]", "[apple, paer]"), sprites)
    assert found == [f"{path}:10: baskets[0].holds[1]: unknown fruit 'paer' (did you mean 'pear'?)"]


def test_a_missing_sprite_is_reported_when_the_art_is_checked(tmp_path: Path, sprites: Path) -> None:
    text = GOOD.replace("fruit/pear", "fruit/plum")
    path, found = problems(tmp_path, text, sprites)
    assert found == [f"{path}:7: fruits[1].sprite: sprite 'fruit/plum' not found under {sprites}"]
    write_market(tmp_path, text)
    assert tiny_schema.load(tmp_path / "content", None).fruits[1].sprite == "fruit/plum"


def test_a_sprite_name_cannot_climb_out_of_the_sprites_folder(tmp_path: Path, sprites: Path) -> None:
    (sprites.parent / "secret.svg").write_text("<svg/>")
    path, found = problems(tmp_path, GOOD.replace("fruit/pear", "../secret"), sprites)
    assert found == [f"{path}:7: fruits[1].sprite: sprite '../secret' not found under {sprites}"]


def test_a_value_out_of_range_says_what_was_expected(tmp_path: Path) -> None:
    path, found = problems(tmp_path, GOOD.replace("points: 2", "points: 11"))
    assert found == [f"{path}:3: fruits[0].points: Input should be less than or equal to 10"]


def test_an_empty_file_says_a_mapping_was_expected(tmp_path: Path) -> None:
    path, found = problems(tmp_path, "# nothing here yet\n")
    assert found == [f"{path}:1: file is empty; expected a mapping"]


def test_a_file_nested_absurdly_deep_is_refused_before_the_parser_overflows(tmp_path: Path) -> None:
    path, found = problems(tmp_path, "stalls:\n  - " + "[" * 50_000 + "]" * 50_000 + "\n")
    assert found == [f"{path}:2: nested more than 200 levels deep"]


def test_a_missing_file_is_one_clear_problem(tmp_path: Path) -> None:
    (tmp_path / "content").mkdir()
    with pytest.raises(ContentErrors) as caught:
        tiny_schema.load(tmp_path / "content")
    assert [e.text() for e in caught.value.errors] == [
        f"{tmp_path / 'content' / 'market' / 'market.yaml'}: file not found"
    ]


def test_every_problem_of_a_file_is_reported_at_once(tmp_path: Path) -> None:
    broken = GOOD.replace("points: 2", "points: -1").replace("points: 3", "points: x")
    _path, found = problems(tmp_path, broken)
    assert len(found) == 2


def test_validate_content_collects_problems_from_every_loader(
    tmp_path: Path, sprites: Path
) -> None:
    markets = {"market": tiny_schema.load, "market_twin": tiny_schema.load}
    path = write_market(tmp_path, GOOD.replace("points: 2", "points: 11"))
    found = validate_content(tmp_path / "content", sprites, markets)
    assert [e.text() for e in found] == [
        f"{path}:3: fruits[0].points: Input should be less than or equal to 10"
    ] * 2
    assert all(isinstance(e, ContentError) for e in found)


def test_validate_content_is_clean_for_good_content(
    tmp_path: Path, sprites: Path
) -> None:
    write_market(tmp_path, GOOD)
    assert validate_content(tmp_path / "content", sprites, {"market": tiny_schema.load}) == []


def test_loaded_content_is_cached_per_game_and_folder(
    tmp_path: Path, sprites: Path
) -> None:
    calls: list[Path] = []

    def counting_load(root: Path, sprites_root: Path | None = None) -> tiny_schema.Market:
        calls.append(root)
        return tiny_schema.load(root, sprites_root)

    write_market(tmp_path, GOOD)
    first = load_content("market", counting_load, tmp_path / "content", sprites)
    again = load_content("market", counting_load, tmp_path / "content", sprites)
    assert first is again
    assert len(calls) == 1


def test_a_game_without_a_content_loader_is_a_lookup_error() -> None:
    from game.games import load_game_content

    with pytest.raises(LookupError, match="no_such_game has no content loader"):
        load_game_content("no_such_game")
