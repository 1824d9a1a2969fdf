"""Oregon in words: every event has a log line in English, Spanish and French, results rows
and reasons are translated, and every string the board shows has a translation."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir

from game.boards.oregon import KIT
from game.boards.oregon.texts import SENTENCES, SILENT
from game.games import game_spec, get_rules, load_game_content
from game.paths import install_root
from game.rules.core import Event, GameConfig, Outcome, Rng
from game.rules.oregon.events import EVENT_KINDS
from tests.boards.oregon.conftest import NAMES, po_gettext

LANGUAGES = ("es", "fr")

SAMPLES: dict[str, dict[str, object]] = {
    "tile_stack_empty": {"kind": "gold", "space": (3, 4)},
    "game_end_triggered": {"reason": "last_farmer"},
    "no_legal_play": {
        "hand": ("eagle", "church", "store", "wagon"),
        "discarded": ("church", "store"),
    },
    "useless_card_discarded": {"building": "harbour"},
    "deck_reshuffled": {"deck": "building", "cards": 9},
    "building_stack_empty": {"building": "gold_mine"},
}
"""Arguments for kinds a short random game may not produce."""


def _events_by_kind() -> dict[str, Event]:
    rules = get_rules("oregon")
    content = load_game_content("oregon")
    found: dict[str, Event] = {}
    for seed in (1, 2):
        state = rules.new_game(content, GameConfig(2), seed)
        rng = Rng(seed)
        while state.legal_moves():
            for event in state.apply(rng.choice(state.legal_moves())):
                found.setdefault(event.kind, event)
    for kind, args in SAMPLES.items():
        found.setdefault(kind, Event(kind, 1, args))
    return found


@pytest.fixture(scope="module")
def events() -> dict[str, Event]:
    return _events_by_kind()


def test_every_event_kind_has_a_log_sentence_in_every_language_or_is_deliberately_silent(
    events: dict[str, Event],
) -> None:
    missing = sorted(set(EVENT_KINDS) - set(events))
    assert not missing, f"add sample arguments for {missing}"
    assert set(EVENT_KINDS) >= SILENT, "SILENT names a kind the rules never send"
    assert not SILENT & set(SENTENCES), "a silent kind also has a sentence"
    for kind in sorted(SILENT):
        assert KIT.describe_event(events[kind], NAMES, po_gettext("fr")) is None
    for kind in sorted(set(EVENT_KINDS) - SILENT):
        english = KIT.describe_event(events[kind], NAMES, lambda text: text)
        assert english and "{" not in english, kind
        for language in LANGUAGES:
            sentence = KIT.describe_event(events[kind], NAMES, po_gettext(language))
            assert sentence and "{" not in sentence, (kind, language)
            assert sentence != english, f"{kind} is not translated into {language}"


def test_log_sentences_name_the_player_concerned(events: dict[str, Event]) -> None:
    farmer = events["farmer_placed"]
    assert farmer.player is not None
    for language in ("en", *LANGUAGES):
        sentence = KIT.describe_event(farmer, NAMES, po_gettext(language))
        assert sentence is not None and NAMES[farmer.player] in sentence


def test_results_rows_tiebreak_and_end_reason_are_worded_in_every_language() -> None:
    outcome = Outcome(
        scores=(40, 40),
        categories=("board", "coal", "gold"),
        breakdown=((30, 4, 6), (28, 6, 6)),
        winners=(1,),
        end_reason="empty_stacks",
        tiebreak="farmers_on_board",
        tiebreak_values=(9, 11),
    )
    for language in ("en", *LANGUAGES):
        _ = po_gettext(language)
        labels = [KIT.category_label(c, _) for c in outcome.categories]
        assert len(set(labels)) == len(labels)
        tiebreak = KIT.explain_tiebreak(outcome, NAMES[:2], _)
        assert NAMES[1] in tiebreak and "11" in tiebreak
        assert KIT.end_reason(outcome.end_reason, _)
    assert (
        KIT.explain_tiebreak(outcome.__class__(**{**outcome.__dict__, "tiebreak": ""}), NAMES, str)
        == ""
    )


def _has_words(text: str) -> bool:
    """Whether ``text`` has words outside its placeholders (``"+{points}"`` has none)."""
    return any(c.isalpha() for c in re.sub(r"\{\w+\}", "", text))


def test_every_string_the_board_shows_has_a_spanish_and_french_translation() -> None:
    folder = Path(install_root()) / "game" / "boards" / "oregon"
    keywords = {"_": None, "gettext": None, "N_": None}
    shown = {str(found[2]) for found in extract_from_dir(folder, keywords=keywords)}
    assert shown
    for language in LANGUAGES:
        _ = po_gettext(language)
        untranslated = sorted(
            text for text in shown if _(text) == text and text not in ("Joker",) and _has_words(text)
        )
        assert not untranslated, f"{language}: {untranslated[:5]}"


def test_the_rules_reference_exists_in_every_language_with_its_pictures() -> None:
    from game.content.rules_text import load_rules_text, missing_pictures
    from game.paths import content_dir, sprites_dir

    pages = game_spec("oregon").rules_pages
    texts = {code: load_rules_text(content_dir(), pages, code) for code in ("en", *LANGUAGES)}
    counts = set()
    for code, text in texts.items():
        assert text is not None, code
        assert missing_pictures(text, sprites_dir()) == [], code
        counts.add(len(text.sections))
    assert len(counts) == 1
    assert texts["es"] != texts["en"] and texts["fr"] != texts["en"]
