"""Board words as data: a game's words file is read and checked with the line of every
problem, its sentences fill their values as the file says, Babel extracts every text of it,
and every text of the shipped files is in the game's catalogues."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game.boards.kit.wordbook import board_words, extract, load_board_words
from game.content.base import ContentErrors
from game.games import validate
from game.paths import install_root
from game.rules.core import Event, Reason

ROOT = Path(install_root())
SHIPPED = ("oregon", "porto")

WORDS = """\
names:
  pieces:
    fallback: spaced_capital
    words: {post_office: Post office, joker: Joker}
  ends:
    otherwise: pieces
    words: {last_farmer: A player placed their last farmer}
texts:
  total: Total
  hand: {one: "Your hand ({count} card)", other: "Your hand ({count} cards)"}
log:
  silent: [turn_ended]
  sentences:
    joker_used: "{name}'s joker is used up"
    building_placed:
      by: joker is set
      texts:
        set: "{name} builds: {building} (with the joker)"
        other: "{name} builds: {building}"
      values: {building: building as lower pieces}
    scored:
      by: category
      texts: {board: "{name} scores {points} on the track", other: "{name} scores {points}"}
      values: {points: points as twice, detail: "detail?"}
    no_legal_play: {function: cannot_play, texts: {one: "{name} cannot play"}}
reasons:
  capitalise: true
  templates:
    - the game is over
    - "{a_building} needs {a_terrain}": "{building}: it must stand on {terrain}"
  phrases: [play cards]
"""

SPANISH = {
    "Post office": "Oficina de correos",
    "{name} builds: {building} (with the joker)": "{name} construye: {building} (con el comodín)",
    "{building}: it must stand on {terrain}": "{building}: debe estar en {terrain}",
}


def spanish(text: str) -> str:
    return SPANISH.get(text, text)


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "board_words.yaml"
    path.write_text(text, encoding="utf-8")
    return path


FUNCTIONS = {
    "twice": lambda value, _: 2 * int(value),
    "cannot_play": lambda event, name, texts, _: _(texts["one"]).format(name=name),
}


def test_sentences_fill_their_values_as_the_file_says(tmp_path: Path) -> None:
    words = load_board_words(write(tmp_path, WORDS))
    log = words.event_log(FUNCTIONS)
    names = ("Ana", "Bruno")
    placed = Event("building_placed", 0, {"building": "post_office", "joker": True})
    assert log.describe(placed, names, spanish) == "Ana construye: oficina de correos (con el comodín)"
    assert log.describe(Event("building_placed", 1, {"building": "post_office"}), names, str) == (
        "Bruno builds: post office"
    )
    assert log.describe(Event("scored", 0, {"category": "board", "points": 3}), names, str) == (
        "Ana scores 6 on the track"
    )
    assert log.describe(Event("scored", 0, {"category": "x", "points": 1}), names, str) == "Ana scores 2"
    assert log.describe(Event("no_legal_play", 1, {}), names, str) == "Bruno cannot play"
    assert log.describe(Event("turn_ended", 1, {}), names, str) is None
    assert log.describe(Event("building_placed", 1, {}), names, str) is None


def test_names_texts_and_reasons_come_from_the_file(tmp_path: Path) -> None:
    words = load_board_words(write(tmp_path, WORDS))
    assert words.names["ends"]("joker", spanish) == "Joker"
    assert words.names["ends"]("no_such_end", spanish) == "No such end"
    assert words.say("total", spanish) == "Total"
    assert words.plural("hand") == ("Your hand ({count} card)", "Your hand ({count} cards)")
    reasons = words.reason_words(lambda args, _: {**args, "building": words.names["pieces"](args["a_building"], _)})
    reason = Reason("{a_building} needs {a_terrain}", a_building="post_office", a_terrain="meadow", terrain="pradera")
    assert reasons.translate(reason, spanish) == "Oficina de correos: debe estar en pradera"
    assert words.phrases() == ("play cards",)


BROKEN = {
    "an unknown field": ("    words: {post_office", "    wordz: {post_office", 4, "names.pieces.wordz: unknown field"),
    "no such table": ("otherwise: pieces", "otherwise: piecez", 6, "names.ends.otherwise: no other table"),
    "tables asking each other": ("fallback: spaced_capital", "otherwise: ends", 3, "'ends' asks 'pieces' back"),
    "an open brace": ("  total: Total", "  total: Total {", 9, "texts.total: braces do not pair up"),
    "no such value table": ("as lower pieces", "as lower piecez", 20, "no word table 'piecez'"),
    "a silent kind with a sentence": ("[turn_ended]", "[turn_ended, joker_used]", 14, "this kind is also silent"),
    "an unfilled placeholder": ('"{name}\'s joker', '"{player}\'s joker', 14, "{player} is filled by nothing"),
    "a template that is no text": ("    - the game is over", "    - 12", 29, "reasons.templates[0]: expected a text"),
}
"""What is broken → (text replaced, its replacement, the line reported, the message)."""


@pytest.mark.parametrize("broken", sorted(BROKEN))
def test_a_broken_words_file_is_refused_with_its_line_and_field(tmp_path: Path, broken: str) -> None:
    old, new, line, message = BROKEN[broken]
    assert old in WORDS
    with pytest.raises(ContentErrors) as refused:
        load_board_words(write(tmp_path, WORDS.replace(old, new, 1)), "oregon/board_words.yaml")
    found = [error.text() for error in refused.value.errors]
    assert any(t.startswith(f"oregon/board_words.yaml:{line}: ") and message in t for t in found), found


def test_a_function_the_board_does_not_register_is_refused_when_bound(tmp_path: Path) -> None:
    words = load_board_words(write(tmp_path, WORDS))
    with pytest.raises(ContentErrors, match=r"log\.sentences\.scored: no function 'twice'"):
        words.event_log({"cannot_play": FUNCTIONS["cannot_play"]})
    with pytest.raises(ContentErrors, match="a function of the board has this table's name"):
        words.event_log({**FUNCTIONS, "pieces": FUNCTIONS["twice"]})


def test_validate_reports_a_broken_board_words_file(tmp_path: Path) -> None:
    content = tmp_path / "content"
    shutil.copytree(ROOT / "content", content)
    path = content / "porto" / "board_words.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("  sentences:", "  sentencez:", 1), encoding="utf-8")
    problems = [p.text() for p in validate(content, ROOT / "sprites")]
    assert any(p.startswith("porto/board_words.yaml:") and "log.sentencez" in p for p in problems), problems


def test_babel_extracts_every_text_of_a_words_file_a_plural_as_ngettext(tmp_path: Path) -> None:
    words = load_board_words(write(tmp_path, WORDS))
    found = list(extract(io.BytesIO(WORDS.encode()), {}, [], {}))
    singles = {message for _line, function, message, _c in found if function == "_"}
    plurals = [message for _line, function, message, _c in found if function == "ngettext"]
    assert plurals == [("Your hand ({count} card)", "Your hand ({count} cards)")]
    assert singles | {plurals[0][0]} == words.msgids()
    assert "Post office" in singles and "{building}: it must stand on {terrain}" in singles
    assert "{a_building} needs {a_terrain}" not in singles, "a rules template is not shown"
    lines = dict((message, line) for line, _f, message, _c in found if isinstance(message, str))
    assert lines["{name}'s joker is used up"] == 14


@pytest.mark.parametrize("game", SHIPPED)
def test_every_text_of_a_shipped_words_file_is_translated_in_its_catalogues(game: str) -> None:
    msgids = board_words(f"{game}/board_words.yaml").msgids()
    assert len(msgids) > 50
    for language in ("en", "es", "fr"):
        with (ROOT / "locales" / language / "LC_MESSAGES" / f"{game}.po").open("rb") as handle:
            catalog = read_po(handle, locale=language)
        translated = {
            (m.id if isinstance(m.id, str) else m.id[0])
            for m in catalog
            if m.id and (language == "en" or (m.string and not m.fuzzy))
        }
        missing = sorted(msgids - translated)
        assert not missing, (language, missing[:5])
