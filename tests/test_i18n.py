"""The interface's languages: complete, current catalogs and a switch that takes effect at once."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from game.i18n import LANGUAGES, Translator, check_language
from game.paths import locale_dir

ROOT = Path(__file__).resolve().parent.parent


def i18n_tool():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("tablero_i18n_tool", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_every_catalog_holds_exactly_the_strings_in_the_code_and_all_are_translated() -> None:
    assert i18n_tool().check() == []


def test_the_extraction_finds_strings_in_code_and_in_content_yaml() -> None:
    ids = {m.id if isinstance(m.id, str) else m.id[0] for m in i18n_tool().extract() if m.id}
    assert "New game" in ids
    assert "Fields of Green" in ids
    assert "Sky blue" in ids


def test_switching_language_changes_every_later_translation() -> None:
    translator = Translator(locale_dir(), "en")
    assert translator.gettext("New game") == "New game"
    before = translator.version
    translator.set_language("es")
    assert translator.gettext("New game") == "Nueva partida"
    translator.set_language("fr")
    assert translator.gettext("New game") == "Nouvelle partie"
    assert translator.version > before


def test_a_string_missing_from_a_catalog_shows_in_english() -> None:
    assert Translator(locale_dir(), "fr").gettext("No such sentence") == "No such sentence"


@pytest.mark.parametrize(("lang", "one", "many"), [("en", "1 player", "5 players"), ("es", "1 jugador", "5 jugadores"), ("fr", "1 joueur", "5 joueurs")])
def test_counts_use_the_plural_of_each_language(lang: str, one: str, many: str) -> None:
    translator = Translator(locale_dir(), lang)
    assert translator.ngettext("{count} player", "{count} players", 1).format(count=1) == one
    assert translator.ngettext("{count} player", "{count} players", 5).format(count=5) == many


def test_an_unknown_language_is_refused_with_the_choices() -> None:
    with pytest.raises(ValueError, match="en, es, fr"):
        check_language("de")
    assert set(LANGUAGES) == {"en", "es", "fr"}


def test_catalogs_load_from_po_files_without_compiled_mo_files() -> None:
    assert not list(locale_dir().rglob("*.mo"))
    assert Translator(locale_dir(), "es").gettext("Settings") == "Ajustes"
