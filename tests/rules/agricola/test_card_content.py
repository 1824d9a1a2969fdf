"""The occupation and minor improvement decks as content: a damaged card is one line naming its
file, line and field; every card's text is written from its effects in en, es and fr."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game import paths
from game.content.agricola import load
from game.content.base import ContentErrors
from game.content.card_text import load_card_texts
from game.i18n import LANGUAGES


def damaged(tmp_path: Path, name: str, old: str, new: str) -> Path:
    """A copy of the shipped content with ``old`` replaced by ``new`` in ``agricola/<name>``."""
    root = tmp_path / "content"
    shutil.copytree(paths.content_dir() / "agricola", root / "agricola")
    path = root / "agricola" / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return root


@pytest.mark.parametrize(("name", "old", "new", "says"), [
    ("occupations.yaml", "verb: space_bonus, space: forest", "verb: space_bonnus, space: forest",
     "did you mean 'space_bonus'"),
    ("occupations.yaml", "space: forest, good: wood", "space: moon, good: wood", "unknown space 'moon'"),
    ("minors.yaml", "good: clay, amount: 3}", "good: clay, amount: 30}", "expected a whole number 1-9"),
    ("minors.yaml", "id: m_clay_pail", "id: m_wheelbarrow", "duplicate minor id 'm_wheelbarrow'"),
    ("occupations.yaml", "id: o_gleaner", "id: m_gleaner", "an occupation's id starts with o_"),
    ("occupations.yaml", "good: reed, instead: wood, rate: 2", "good: reed, instead: gold, rate: 2",
     "unknown instead 'gold'"),
    ("occupations.yaml", "verb: fence_discount, wood: 1}]", "verb: fence_discount, wood: 5}]",
     "expected a whole number 1-3"),
    ("minors.yaml", "name: {en: Larder, es: Alacena, fr: Garde-manger}",
     "name: {en: Larder, es: Alacena, fr: Garde-manger}\n    travels: true", "a card that keeps goods"),
])
def test_a_damaged_card_is_one_line_naming_its_file_and_line(
    tmp_path: Path, name: str, old: str, new: str, says: str
) -> None:
    with pytest.raises(ContentErrors) as caught:
        load(damaged(tmp_path, name, old, new))
    lines = str(caught.value).splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"agricola/{name}:") and says in lines[0]


def test_a_deck_too_small_for_five_players_is_refused(tmp_path: Path) -> None:
    root = damaged(tmp_path, "occupations.yaml", "cards:", "cards:")
    path = root / "agricola" / "occupations.yaml"
    text = path.read_text(encoding="utf-8")
    cut = text.index("  # -- 3+")
    kept = text[:cut].split("  - id:")[:28]  # the header and 27 cards marked 1+
    path.write_text("  - id:".join(kept), encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        load(root)
    assert "4 players need 28 cards" in str(caught.value)


def test_every_card_has_a_text_in_every_language() -> None:
    content = load(paths.content_dir())
    texts = load_card_texts(paths.content_dir(), "agricola", content)
    for card in content.effect_cards():
        for lang in LANGUAGES:
            text = texts.card_text(card, lang)
            assert text and "{" not in text
    assert texts.card_text(content.card("o_woodcutter"), "es") == "Cada vez que tomes Bosque: Madera +1. Ahora: Comida +2."
