"""Our Fields of Green cards: 11 designs of 3 copies per pile, 30 equipment tiles, names and
texts in three languages, and broken YAML reported by file, line and field."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from game import paths
from game.content.base import ContentErrors
from game.content.card_text import card_text, load_card_texts
from game.content.fields_of_green import FogContent, load
from game.i18n import LANGUAGES
from game.rules.fields_of_green.tables import KINDS


def broken(tmp_path: Path, name: str, old: str, new: str) -> Path:
    shutil.copytree(paths.content_dir() / "fields_of_green", tmp_path / "fields_of_green")
    path = tmp_path / "fields_of_green" / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return tmp_path


def test_each_pile_holds_11_designs_of_3_copies(content: FogContent) -> None:
    assert content.copies == 3
    assert Counter(card.kind for card in content.cards) == {kind: 11 for kind in KINDS}


def test_there_are_30_equipment_tiles_of_six_designs(content: FogContent) -> None:
    assert len(content.tiles) * content.tile_copies == 30
    assert {tile.host for tile in content.tiles} <= {*KINDS, "tower", "silo"}


def test_every_card_and_tile_has_a_name_and_a_text_in_every_language(content: FogContent) -> None:
    texts = load_card_texts(paths.content_dir(), "fields_of_green", content)
    for card in content.effect_cards():
        for lang in LANGUAGES:
            assert getattr(card.name, lang).strip()  # type: ignore[attr-defined]
            assert card_text(texts, card, lang).strip() or not card.effects


def test_every_card_of_a_pile_has_an_ability_or_printed_points(content: FogContent) -> None:
    for card in content.cards:
        assert card.effects or card.points, card.id


def test_an_unknown_verb_is_named_with_its_file_and_line(tmp_path: Path) -> None:
    root = broken(tmp_path, "cards.yaml", "{verb: gain_equipment}", "{verb: gain_equipmnt}")
    with pytest.raises(ContentErrors) as caught:
        load(root)
    (error,) = caught.value.errors
    assert error.file.endswith("cards.yaml") and error.line is not None
    assert "did you mean 'gain_equipment'" in error.message


def test_a_parameter_out_of_range_is_located(tmp_path: Path) -> None:
    root = broken(tmp_path, "equipment.yaml", "{verb: bigger_silo, food: 4}", "{verb: bigger_silo, food: 9}")
    with pytest.raises(ContentErrors) as caught:
        load(root)
    (error,) = caught.value.errors
    assert error.field == "tiles[4].effect.food" and "1-6" in error.message


def test_a_card_code_must_start_with_its_piles_letter(tmp_path: Path) -> None:
    root = broken(tmp_path, "cards.yaml", "id: F01", "id: L99")
    with pytest.raises(ContentErrors) as caught:
        load(root)
    assert any("starts with F" in e.message for e in caught.value.errors)


def test_piles_too_small_for_four_players_over_four_years_are_refused_at_copies(tmp_path: Path) -> None:
    # Rulebook, "Fase de selección de cartas": every year each player draws 6 cards from the
    # piles; with one copy of each design the piles run dry in the second year at four players
    root = broken(tmp_path, "cards.yaml", "copies: 3", "copies: 1")
    with pytest.raises(ContentErrors) as caught:
        load(root)
    (error,) = caught.value.errors
    assert error.file.endswith("cards.yaml") and error.field == "copies"
    assert error.line == 1 + (paths.content_dir() / "fields_of_green" / "cards.yaml").read_text(
        encoding="utf-8"
    ).splitlines().index("copies: 3")
    assert "4 players" in error.message
