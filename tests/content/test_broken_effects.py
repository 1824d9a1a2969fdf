"""Broken card effects and card texts: ``validate`` refuses an unknown verb, a bad, missing or
unknown parameter, and a missing translation, each as one ``file:line: field: message`` line.

Each case copies the shipped content, makes one mistake in one file, and names the line (by a
fragment of it) and the message a person would have to act on.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game import paths
from game.content import clear_cache
from game.games import validate

CASES = {
    "an unknown verb suggests the closest one": (
        "porto/public_contracts.yaml",
        "{id: P01, verb: build_floors",
        "{id: P01, verb: build_flors",
        [("P01", "contracts[0].verb: unknown verb 'build_flors' (did you mean 'build_floors'?)")],
    ),
    "a parameter of the wrong type says what was expected": (
        "porto/public_contracts.yaml",
        "[blue], floors: 1, points: 3}",
        "[blue], floors: x, points: 3}",
        [("P01", "contracts[0].floors: expected a whole number 1-3, got 'x'")],
    ),
    "a missing parameter is named with what it should be": (
        "porto/public_contracts.yaml",
        "[blue], floors: 1, points: 3}",
        "[blue], points: 3}",
        [("P01", "contracts[0].floors: missing; expected a whole number 1-3")],
    ),
    "a verb of another kind of card is refused where it stands": (
        "porto/public_contracts.yaml",
        "{id: P26, verb: card_pair",
        "{id: P26, verb: adjacent_pair",
        [
            (
                "P26",
                "contracts[25].verb: 'adjacent_pair' is a private contract verb; a public contract "
                "takes one of build_floors, complete_house, two_cards, card_pair",
            )
        ],
    ),
    "tiers that fall are refused at the contract": (
        "porto/private_contracts.yaml",
        "tiers: {1: 4, 2: 9}}",
        "tiers: {2: 4, 1: 9}}",
        [("S21", "contracts[20].tiers.1: tier counts must rise; 1 follows 2")],
    ),
    "a misspelt parameter of a building is both unknown and missing": (
        "oregon/components.yaml",
        "effects: [{verb: score_points, points: 4}]",
        "effects: [{verb: score_points, pionts: 4}]",
        [
            ("id: harbour", "buildings[1].effects[0].points: missing; expected a whole number 1-20"),
            (
                "id: harbour",
                "buildings[1].effects[0].pionts: unknown parameter of score_points (known: points)",
            ),
        ],
    ),
    "a token outside its set lists the tokens": (
        "oregon/components.yaml",
        "token: joker",
        "token: jokers",
        [("id: store", "buildings[5].effects[1].token: unknown token 'jokers' (known: joker, extra_turn)")],
    ),
    "a building that gains nothing is refused": (
        "oregon/components.yaml",
        "effects: [{verb: score_church}]",
        "effects: [{verb: activate_token, token: joker}]",
        [
            (
                "id: church",
                "buildings[2].effects: expected one of score_points, score_church, draw_tile "
                "(what a farmer beside it gains) and at most one activate_token",
            )
        ],
    ),
    "a sentence missing in one language is a missing translation": (
        "porto/card_texts.yaml",
        '    fr: "Terminez une maison de couleur {colours} : {points} {points|point|points}."\n',
        "",
        [("complete_house:", "verbs.complete_house.fr: missing translation")],
    ),
    "a name missing in one language is a missing translation": (
        "porto/card_texts.yaml",
        "blue: {en: blue, es: azul, fr: bleu}",
        "blue: {en: blue, es: azul}",
        [("blue: {en: blue", "terms.colour.blue.fr: missing translation")],
    ),
    "a colour without a name cannot be written on a card": (
        "porto/card_texts.yaml",
        "    violet: {en: violet, es: violeta, fr: violet}\n",
        "",
        [("  colour:", "terms.colour: no name for colour 'violet'")],
    ),
    "a verb without a sentence cannot be written on a card": (
        "oregon/card_texts.yaml",
        "  score_church:\n",
        "  score_chapel:\n",
        [
            ("verbs:", "verbs: no text for verb 'score_church'"),
            (
                "score_chapel:",
                "verbs.score_chapel: unknown verb (known: score_points, score_church, draw_tile, "
                "activate_token)",
            ),
        ],
    ),
    "a contract whose ask has a placeholder its verb lacks is refused": (
        "porto/card_texts.yaml",
        'en: "Complete a {colours} house"',
        'en: "Complete a {colour} house"',
        [('Complete a {colour} house"', "asks.complete_house.en: {colour} is no parameter of this verb (known: colours, points)")],
    ),
    "a placeholder the verb has no parameter for is refused": (
        "oregon/card_texts.yaml",
        'en: "A farmer placed next to it takes {tile}."',
        'en: "A farmer placed next to it takes {tiles}."',
        [("takes {tiles}", "verbs.draw_tile.en: {tiles} is no parameter of this verb (known: tile)")],
    ),
}


@pytest.fixture
def content(tmp_path: Path) -> Path:
    copy = tmp_path / "content"
    shutil.copytree(paths.content_dir(), copy)
    return copy


def line_of(path: Path, fragment: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, start=1) if fragment in line)


@pytest.mark.parametrize("case", sorted(CASES))
def test_broken_effects_are_reported_one_line_each(content: Path, case: str) -> None:
    name, old, new, expected = CASES[case]
    path = content / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    clear_cache()
    found = [problem.text() for problem in validate(content)]
    assert found == [f"{name}:{line_of(path, fragment)}: {message}" for fragment, message in expected]


def test_the_shipped_card_texts_are_complete() -> None:
    assert validate() == []
