"""Content that passed ``validate`` and then broke every game (issue 32, item 13): each is now
one ``file:line: field: what`` line of ``validate`` pointing at what to fix."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import paths
from game.content import clear_cache
from game.games import validate


@pytest.fixture
def content(tmp_path: Path) -> Iterator[Path]:
    """A copy of the shipped content to break."""
    copy = tmp_path / "content"
    shutil.copytree(paths.content_dir(), copy)
    yield copy
    clear_cache()


def edit(root: Path, name: str, old: str, new: str) -> int:
    """Replace ``old`` by ``new`` once in ``name``; the line (from 1) where the edit starts."""
    path = root / name
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return text[: text.index(old)].count("\n") + 1


def the_problem(root: Path) -> str:
    """``validate``'s one problem, checked to be a ``file:line: field: what`` line."""
    problems = [p.text() for p in validate(root)]
    assert len(problems) == 1, problems
    (line,) = problems
    assert re.fullmatch(r"\S+:\d+: [\w.\[\]]+: .+", line), line
    return line


def test_a_last_harvest_after_the_round_cards_is_refused_at_harvest_after(content: Path) -> None:
    # rulebook: the game ends with the harvest of the last round, which has a round card;
    # a 15th round has none to turn up
    line = edit(content, "agricola/farm.yaml", "harvest_after: [4, 7, 9, 11, 13, 14]", "harvest_after: [4, 7, 9, 11, 13, 15]")
    problem = the_problem(content)
    assert f"farm.yaml:{line}: harvest_after[5]: " in problem
    assert "15" in problem and "14" in problem


def test_a_stage_of_round_cards_removed_is_refused_at_the_harvest_it_leaves_without_a_card(content: Path) -> None:
    path = content / "agricola" / "spaces.yaml"
    text = path.read_text(encoding="utf-8")
    last = text.index("  - rounds: 1\n")
    path.write_text(text[:last], encoding="utf-8")  # the last stage (round 14) is gone
    problem = the_problem(content)
    assert "farm.yaml:" in problem and "harvest_after[5]" in problem and "13 round" in problem


def test_more_starting_people_than_rooms_in_the_starting_house_are_refused(content: Path) -> None:
    # rulebook, "Preparación": two people live in the two rooms of the wooden hut; four
    # people at four players left the revised board without a space for the last person
    line = edit(content, "agricola/farm.yaml", "  people: 2\n", "  people: 4\n")
    problem = the_problem(content)
    assert f"farm.yaml:{line}: setup.people: " in problem and "2 rooms" in problem


def test_fields_of_green_piles_too_small_for_four_players_are_refused_at_copies(content: Path) -> None:
    line = edit(content, "fields_of_green/cards.yaml", "copies: 3", "copies: 1")
    problem = the_problem(content)
    assert f"cards.yaml:{line}: copies: " in problem and "4 players" in problem


def test_an_empty_player_colour_list_is_refused_at_its_line(content: Path) -> None:
    path = content / "players.yaml"
    text = path.read_text(encoding="utf-8")
    line = text[: text.index("\ncolours:")].count("\n") + 2
    path.write_text(text[: text.index("\ncolours:")] + "\ncolours: []\n", encoding="utf-8")
    problem = the_problem(content)
    assert f"players.yaml:{line}: colours: " in problem and "5" in problem


def test_fewer_player_colours_than_the_most_players_of_a_game_are_refused(content: Path) -> None:
    # New game gives every seat a colour of its own: Agricola seats five
    path = content / "players.yaml"
    text = path.read_text(encoding="utf-8")
    cut = text.index("  - id: vermilion")
    path.write_text(text[:cut], encoding="utf-8")
    problem = the_problem(content)
    assert "players.yaml:" in problem and "colours: " in problem and "3 colours" in problem and "5 players" in problem


@pytest.mark.parametrize("sow", ["{grain: 0, vegetable: 2}", "{grain: 3}", "{vegetable: 2}"])
def test_a_crop_that_sows_nothing_is_refused_at_sow(content: Path, sow: str) -> None:
    # rulebook, "Sembrar": a sown grain becomes 3 grain, a sown vegetable 2 vegetables; a crop
    # missing here stopped the game at its first sowing
    line = edit(content, "agricola/farm.yaml", "sow: {grain: 3, vegetable: 2}", f"sow: {sow}")
    problem = the_problem(content)
    assert f"farm.yaml:{line}: building.sow" in problem and "at least 1" in problem


def test_too_few_landscape_cards_to_deal_every_hand_are_refused(content: Path) -> None:
    # rulebook, "Mise en place": each player is dealt 3 landscape cards; one card a symbol
    # left four players without enough and the new game crashed
    line = edit(content, "oregon/components.yaml", "landscape_cards_per_symbol: 10", "landscape_cards_per_symbol: 2")
    problem = the_problem(content)
    assert f"components.yaml:{line}: landscape_cards_per_symbol: " in problem and "4 players" in problem


def test_hands_larger_than_the_decks_can_fill_are_refused(content: Path) -> None:
    # a hand never full made the players draw and discard for ever
    line = edit(content, "oregon/components.yaml", "  size: 4 ", "  size: 99 ")
    problem = the_problem(content)
    assert f"components.yaml:{line}: hand.size: " in problem and "4 players" in problem
