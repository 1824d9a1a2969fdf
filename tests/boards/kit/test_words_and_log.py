"""The kit's words: names with fallbacks, refusals in the player's language, and log lines
that never break on an event kind they do not know."""

from __future__ import annotations

import pytest

from game.boards.kit.log import EventLog, arg, arg_as, simple
from game.boards.kit.reasons import ReasonWords
from game.boards.kit.words import WordTable, spaced_capital
from game.games import board_kit
from game.rules.core import Event, IllegalMove, Reason

SPANISH = {
    "Post office": "Oficina de correos",
    "{name} builds: {building}": "{name} construye: {building}",
    "you hold no {card}": "no tienes {card}",
}


def spanish(text: str) -> str:
    return SPANISH.get(text, text)


PIECES = WordTable({"post_office": "Post office"}, spaced_capital)


def test_a_known_id_is_translated_and_an_unknown_one_reads_as_words() -> None:
    assert PIECES("post_office", spanish) == "Oficina de correos"
    assert PIECES.lower("post_office", spanish) == "oficina de correos"
    assert PIECES("gold_mine", spanish) == "Gold mine"


def test_a_table_asks_another_for_ids_it_does_not_know() -> None:
    labels = WordTable({"board": "Points on the track"}, otherwise=PIECES)
    assert labels("post_office", spanish) == "Oficina de correos"
    assert labels("no_such_thing", spanish) == "No such thing"


def test_a_refusal_is_worded_from_its_template_with_its_parts_translated() -> None:
    words = ReasonWords(
        {"you hold no {card}": "you hold no {card}"},
        lambda args, _: {key: PIECES.lower(str(value), _) for key, value in args.items()},
        capitalise=True,
    )
    reason = Reason("you hold no {card}", card="post_office")
    assert words.translate(reason, spanish) == "No tienes oficina de correos"
    assert words.translate(reason, lambda text: text) == "You hold no post_office"
    assert words.explain(reason.refuse(), spanish) == "No tienes oficina de correos"
    assert words.translate("something new", spanish) == "Something new"
    assert words.explain(IllegalMove("no template"), spanish) == "No template"


LOG = EventLog(
    {
        "building_placed": simple("{name} builds: {building}", building=arg_as("building", PIECES.lower)),
        "round_started": simple("Round {round} begins", round=arg("round")),
    },
    frozenset({"turn_ended"}),
)


def test_a_log_line_names_the_player_and_translates_its_parts() -> None:
    event = Event("building_placed", 1, {"building": "post_office"})
    assert LOG.describe(event, ["Ana", "Bruno"], spanish) == "Bruno construye: oficina de correos"
    assert LOG.describe(Event("round_started", None, {"round": 3}), [], spanish) == "Round 3 begins"


@pytest.mark.parametrize("kind", ["turn_ended", "turn_started", "choices_revealed", "never_heard_of"])
def test_a_silent_or_unknown_event_kind_gets_no_line(kind: str) -> None:
    assert LOG.describe(Event(kind, 0, {"anything": 1}), ["Ana"], spanish) is None


def test_an_event_lacking_a_detail_its_sentence_names_gets_no_line() -> None:
    assert LOG.describe(Event("round_started", None, {}), [], spanish) is None


@pytest.mark.parametrize("game", ["oregon", "porto"])
@pytest.mark.parametrize("kind", ["turn_started", "round_started", "choices_revealed", "never_heard_of"])
def test_every_board_survives_the_contracts_boundary_events(game: str, kind: str) -> None:
    for args in ({"round": 2}, {"choices": ("a", "b")}, {}):
        line = board_kit(game).describe_event(Event(kind, 0, args), ["Ana", "Bruno"], lambda text: text)
        assert line is None or isinstance(line, str)


def test_ids_are_named_each_in_turn_and_keep_themselves_where_they_have_no_name() -> None:
    from game.boards.kit.log import name_each

    names = {"r3": "red 3", "b1": "blue 1"}
    assert name_each(("r3", "x9", "b1"), names.get, ", ") == "red 3, x9, blue 1"
    assert name_each("b1", names.get, ", ") == "blue 1"
