"""Why a move is refused, in the player's language: every refusal the Oregon rules can give
carries its template, and every template reads in Spanish and French with its parts named
in that language; English shows the rules' own sentence."""

from __future__ import annotations

import string

import pytest

from game.boards.oregon.words import REASONS
from game.games import get_rules, load_game_content
from game.rules.core import GameConfig, IllegalMove, Reason
from game.rules.oregon.moves import PlaceFarmer
from tests.boards.oregon.conftest import po_gettext
from tests.boards.rules_reasons import bare_refusals, reason_templates

translate_reason = REASONS.translate

LANGUAGES = ("es", "fr")


def _fields(template: str) -> set[str]:
    return {name for _text, name, _spec, _conv in string.Formatter().parse(template) if name}


def test_every_refusal_of_the_rules_carries_a_template() -> None:
    assert reason_templates("oregon")
    assert bare_refusals("oregon") == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_reason_the_rules_can_give_is_translated(language: str) -> None:
    _ = po_gettext(language)
    for template in sorted(reason_templates("oregon")):
        assert template in REASONS.templates, f"add {template!r} to board_words.yaml"
        shown = REASONS.templates[template]
        assert _(shown) != shown, f"{template!r} is not translated into {language}"
        assert _fields(_(shown)) <= _fields(shown), (template, language)


SAMPLES = (
    Reason(
        "{a_building} needs {a_terrain}",
        building="coal mine",
        terrain="mountain",
        a_building="a coal mine",
        a_terrain="a mountain",
    ),
    Reason("that space is water"),
    Reason("not in the {symbol} row or {symbol} column", symbol="eagle"),
    Reason("you cannot {what} now: {need}", what="play cards", need="draw back up to a full hand first"),
    Reason("not in the area of {row} row / {column} column (either way round)", row="wagon", column="eagle"),
    Reason("you hold no {card} card", card="post office"),
)


@pytest.mark.parametrize("reason", SAMPLES, ids=str)
def test_a_reason_is_translated_with_its_parts_and_unchanged_in_english(reason: Reason) -> None:
    assert translate_reason(reason, lambda text: text) == str(reason)
    for language in LANGUAGES:
        translated = translate_reason(reason, po_gettext(language))
        assert translated != str(reason) and "{" not in translated
    assert "charbon" in translate_reason(SAMPLES[0], po_gettext("fr"))
    assert "águila" in translate_reason(SAMPLES[2], po_gettext("es")).lower()


def test_a_refused_move_reaches_the_player_in_their_language() -> None:
    rules = get_rules("oregon")
    state = rules.new_game(load_game_content("oregon"), GameConfig(2), 3)
    with pytest.raises(IllegalMove) as refused:
        state.apply(PlaceFarmer("eagle", "eagle", (0, 0)))
    assert refused.value.template
    assert translate_reason(refused.value, lambda text: text) == refused.value.reason
    assert translate_reason(refused.value, po_gettext("fr")) != refused.value.reason


def test_a_sentence_without_a_template_is_shown_as_written() -> None:
    assert translate_reason("something new", po_gettext("es")) == "something new"
