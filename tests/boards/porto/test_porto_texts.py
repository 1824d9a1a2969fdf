"""Every Porto event has a log sentence in English, Spanish and French; refusals, results
rows and end reasons are translated; the rules reference reads in every language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.boards.porto import KIT
from game.boards.porto.names import REASONS
from game.boards.porto.texts import LOG
from game.content.rules_text import load_rules_text, missing_pictures
from game.games import game_spec, get_rules, load_game_content
from game.rules.core import Event, GameConfig, IllegalMove, Outcome, Reason
from game.rules.porto.events import EVENTS, SCORE_CATEGORIES
from game.rules.porto.moves import Pass
from game.rules.porto.turns import END_REASONS
from tests.boards.porto.conftest import porto_translator
from tests.boards.rules_reasons import bare_refusals, reason_templates

ROOT = Path(__file__).resolve().parents[3]
LANGUAGES = ("en", "es", "fr")

SAMPLE_ARGS: dict[str, dict[str, object]] = {
    "contracts_dealt": {"contracts": ("S01", "S12", "S20", "S31", "S36")},
    "contracts_kept": {"contracts": ("S01", "S12", "S36")},
    "contracts_chosen": {"count": 3},
    "cards_drawn": {"slots": (1, 4), "cards": ("r1", "b2")},
    "display_refilled": {"slot": 2, "card": "g3"},
    "deck_reshuffled": {"cards": 24},
    "floors_built": {"house": 7, "colour": "violet", "floors": 3, "cards": ("r3", "v1"), "new_house": True},
    "scored": {"category": "neighbours", "points": 4, "detail": 7},
    "roof_placed": {"house": 7, "completed": 5},
    "bonus_token_taken": {"house": 7, "value": 3},
    "bonus_token_placed": {"house": 9, "value": 3},
    "bonus_token_discarded": {"value": 2},
    "contract_fulfilled": {"contract": "P14", "slot": 2, "points": 2},
    "public_contract_revealed": {"contract": "P30", "slot": 2},
    "final_round_triggered": {"completed": 11, "mark": 11, "last_round": 14},
    "passed": {},
    "private_contracts_revealed": {"contracts": ("S01", "S12", "S36")},
    "game_over": {"reason": "roof_track_mark", "scores": (60, 52), "winners": (0,)},
}
NAMES = ["Ana", "Bruno", "Chloé", "Dmitri"]


def test_the_samples_cover_every_event_kind_of_the_rules() -> None:
    assert set(SAMPLE_ARGS) == set(EVENTS)


@pytest.mark.parametrize("kind", sorted(set(EVENTS) - LOG.silent))
def test_every_event_has_a_sentence_in_every_language(kind: str) -> None:
    event = Event(kind, 1, SAMPLE_ARGS[kind])
    sentences = {}
    for language in LANGUAGES:
        text = KIT.describe_event(event, NAMES, porto_translator(language).gettext)
        assert text and "{" not in text
        sentences[language] = text
    assert sentences["es"] != sentences["en"] and sentences["fr"] != sentences["en"]


def test_keeping_contracts_gives_one_log_line_that_every_seat_may_read() -> None:
    assert set(EVENTS) >= LOG.silent
    kept = Event("contracts_kept", 0, SAMPLE_ARGS["contracts_kept"], frozenset({0}))
    chosen = Event("contracts_chosen", 0, SAMPLE_ARGS["contracts_chosen"])
    gettext = porto_translator("es").gettext
    assert KIT.describe_event(kept, NAMES, gettext) is None
    assert KIT.describe_event(chosen, NAMES, gettext) == "Ana se queda con 3 contratos privados"


def test_a_build_names_the_player_the_floors_the_colour_and_the_house() -> None:
    event = Event("floors_built", 1, SAMPLE_ARGS["floors_built"])
    text = KIT.describe_event(event, NAMES, porto_translator("es").gettext)
    assert text is not None
    assert "Bruno" in text and "3" in text and "7" in text and "violeta" in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_results_rows_end_reasons_and_tiebreaks_are_worded(language: str) -> None:
    _ = porto_translator(language).gettext
    labels = [KIT.category_label(c, _) for c in SCORE_CATEGORIES]
    assert len(set(labels)) == len(labels) and all("_" not in label for label in labels)
    for reason in END_REASONS:
        assert "_" not in KIT.end_reason(reason, _)
    outcome = Outcome((40, 40), SCORE_CATEGORIES, ((40, 0, 0, 0, 0, 0), (40, 0, 0, 0, 0, 0)), (1,),
                      "street_full", "public_contracts", (2, 3))
    assert "Bruno" in KIT.explain_tiebreak(outcome, NAMES, _)


@pytest.mark.parametrize("language", ("es", "fr"))
def test_every_refusal_of_the_rules_is_translated(language: str) -> None:
    _ = porto_translator(language).gettext
    for template in REASONS.templates:
        assert _(template) != template, template


def test_a_refusal_keeps_its_numbers_and_translates_its_colour() -> None:
    _ = porto_translator("fr").gettext
    text = REASONS.translate(Reason("no new house next to a {colour} neighbour", colour="green"), _)
    assert "vert" in text and "green" not in text
    assert "5" in REASONS.translate(Reason("house {house} already has a roof", house=5), _)


def test_every_refusal_of_the_rules_carries_a_known_template() -> None:
    templates = reason_templates("porto")
    assert templates and bare_refusals("porto") == []
    missing = sorted(templates - set(REASONS.templates))
    assert not missing, f"add {missing} to board_words.yaml"


def test_a_refused_move_reaches_the_player_in_their_language() -> None:
    state = get_rules("porto").new_game(load_game_content("porto"), GameConfig(2), 4)
    with pytest.raises(IllegalMove) as refused:
        state.apply(Pass())
    assert refused.value.template
    assert REASONS.explain(refused.value, lambda text: text).lower() == refused.value.reason
    assert REASONS.explain(refused.value, porto_translator("es").gettext).lower() != refused.value.reason


def test_an_unknown_refusal_stays_readable() -> None:
    assert REASONS.translate("something new", porto_translator("es").gettext) == "Something new"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_reference_reads_in_every_language_with_its_pictures(language: str) -> None:
    text = load_rules_text(ROOT / "content", game_spec("porto").rules_pages, language)
    assert text is not None and len(text.sections) >= 5
    assert missing_pictures(text, ROOT / "sprites") == []
    assert (ROOT / "content" / "porto" / "rules" / f"{language}.yaml").is_file()


def test_the_catalogs_have_no_placeholder_mismatch() -> None:
    field = re.compile(r"\{(\w+)\}")
    for language in ("es", "fr"):
        _ = porto_translator(language).gettext
        for template in REASONS.templates:
            extra = set(field.findall(_(template))) - set(field.findall(template)) - {"card"}
            assert not extra, (language, template)
