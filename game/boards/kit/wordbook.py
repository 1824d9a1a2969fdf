"""A game's board words as data: ``content/<game>/board_words.yaml``, read and checked.

The file holds every word a game's board shows — names of content ids, labels and prompts, a
log sentence per event kind, the rules' refusals — in English, as the msgids of the game's
gettext catalogue (``tools/i18n.py`` extracts them with :func:`extract`).  Where a sentence
needs real logic (a list of cards, a sum) the file names a small Python function that the
board registers under that name when it binds the file (:meth:`BoardWords.event_log`)::

    names:                          # word tables, id -> name (a WordTable each)
      pieces:
        fallback: spaced_capital    # an unknown id: as_is, spaced (default) or spaced_capital
        otherwise: others           # a table asked first for ids this one lacks
        words: {post_office: Post office}
    texts:                          # labels, prompts and the sentences functions fill
      total: Total
      hand: {one: "Your hand ({count} card)", other: "Your hand ({count} cards)"}
    log:
      silent: [turn_ended]          # kinds that get no line, on purpose
      sentences:                    # {name} is the player's name in every sentence
        joker_used: "{name}'s joker is used up"
        card_received: {text: "{name} drew: {card}", values: {card: card as lower pieces}}
        tile_drawn:                 # by: ARG (its value), "ARG is set" (set) or "FUNCTION()"
          by: kind
          texts: {coal: "{name} takes a coal tile", other: "{name} takes a gold tile"}
        floors_built: {function: floors_built, texts: {one: ..., many: ...}}
    reasons:
      capitalise: false             # whether a reason starts with a capital
      templates:                    # a rules template, or "rules template": sentence shown
        - the game is over
        - "{a_building} needs {a_terrain}": "{building}: it must stand on {terrain}"
      phrases: [play cards]         # phrases the rules put inside a reason, translated whole

A value is ``ARG`` (the event's argument as it is), ``ARG?`` (empty when the event lacks
it), ``ARG as TABLE`` or ``ARG as lower TABLE`` (its name from ``names``, inside a sentence
in lower case), ``ARG as player`` (a seat, shown as that player's name) or ``ARG as FUNCTION``
(a registered ``function(value, gettext)``).  A sentence's function is called
``function(event, name, texts, gettext)`` with its ``texts``;
a ``by`` function ``function(event)`` gives the key of the text to use (``other`` otherwise).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import IO, Any

import yaml

from game.boards.kit.log import (
    EventLog,
    Sentence,
    Value,
    arg,
    arg_as,
    arg_player,
    arg_set,
    arg_value,
    choose,
    simple,
)
from game.boards.kit.reasons import Parts, ReasonWords
from game.boards.kit.wordcheck import VALUE, check_words
from game.boards.kit.words import FALLBACKS, Gettext, WordTable, who
from game.content.base import (
    ContentErrors,
    Loc,
    YamlDoc,
    _lines,
    check_files,
    read_yaml,
)
from game.rules.core import Event

WORDS_FILE = "board_words.yaml"
OTHER = "other"
"""The key of the text used when no other key matches a sentence's ``by``."""
PLAYER = "player"
"""The form of a value that is a player's seat, shown as that player's name (``by as player``)."""
SET = "set"
"""The key of the text used when the argument of ``by: ARG is set`` is set."""

Text = str | tuple[str, str]
"""A text: one msgid, or the singular and plural msgids of a number's sentence."""
Function = Callable[..., Any]


def _unchanged(args: Mapping[str, Any], _: Gettext) -> Mapping[str, Any]:
    return args


@dataclass(frozen=True)
class BoardWords:
    """One game's board words: word tables and texts ready to use, the log and the refusals
    ready to bind to the game's functions."""

    doc: YamlDoc
    names: Mapping[str, WordTable]
    texts: Mapping[str, Text] = field(default_factory=dict)

    def text(self, key: str) -> str:
        """The msgid of text ``key`` (``KeyError`` if the file has none, or a plural)."""
        found = self.texts[key]
        if not isinstance(found, str):
            raise KeyError(f"{key} is a plural text")
        return found

    def plural(self, key: str) -> tuple[str, str]:
        """The singular and plural msgids of text ``key``."""
        found = self.texts[key]
        if isinstance(found, str):
            raise KeyError(f"{key} is not a plural text")
        return found

    def say(self, key: str, _: Gettext, **values: object) -> str:
        """Text ``key`` in the current language with ``values`` filled in."""
        return _(self.text(key)).format(**values)

    def event_log(self, functions: Mapping[str, Function]) -> EventLog:
        """The log sentences, their ``FUNCTION`` names found in ``functions``;
        :class:`ContentErrors` for a name the board does not register."""
        return self._log(functions)

    def _log(self, functions: Mapping[str, Function] | None) -> EventLog:
        section = self.doc.data.get("log") or {}
        errors = [
            self.doc.error(("names", name), f"a function of the board has this table's name {name!r}")
            for name in self.names
            if name in (functions or {})
        ]
        sentences: dict[str, Sentence] = {}
        for kind, spec in (section.get("sentences") or {}).items():
            where: Loc = ("log", "sentences", kind)
            try:
                sentences[kind] = _sentence(spec, self.names, functions)
            except LookupError as exc:
                errors.append(self.doc.error(where, str(exc.args[0])))
        if errors:
            raise ContentErrors(errors)
        return EventLog(sentences, frozenset(section.get("silent") or ()))

    def reason_words(self, parts: Parts = _unchanged) -> ReasonWords:
        """The refusals: rules template → sentence shown, values shown through ``parts``."""
        section = self.doc.data.get("reasons") or {}
        templates: dict[str, str] = {}
        for item in section.get("templates") or ():
            templates.update({item: item} if isinstance(item, str) else item)
        return ReasonWords(templates, parts, bool(section.get("capitalise", False)))

    def phrases(self) -> tuple[str, ...]:
        """The phrases the rules put inside a reason (translated whole)."""
        return tuple((self.doc.data.get("reasons") or {}).get("phrases") or ())

    def msgids(self) -> set[str]:
        """Every msgid of the file (a plural by its singular)."""
        return {text if isinstance(text, str) else text[0] for _line, text in _words(self.doc)}


@cache
def board_words(file: str, content_root: Path | None = None) -> BoardWords:
    """The board words in ``file`` (``oregon/board_words.yaml``: under the shipped
    ``content/`` unless ``content_root`` is given), read once; :class:`ContentErrors`
    listing every problem of the file."""
    from game import paths

    return load_board_words((content_root or paths.content_dir()) / file, file)


def load_board_words(path: Path, display: str | None = None) -> BoardWords:
    """Read and check one board words file (see the module's notes for its shape)."""
    doc = read_yaml(path, display)
    errors = check_words(doc)
    if errors:
        raise ContentErrors(errors)
    data = doc.data
    tables: dict[str, WordTable] = {}
    specs = data.get("names") or {}

    def table(name: str) -> WordTable:
        if name not in tables:
            spec = specs[name]
            otherwise = spec.get("otherwise")
            tables[name] = WordTable(
                dict(spec.get("words") or {}),
                FALLBACKS[spec.get("fallback", "spaced")],
                table(otherwise) if otherwise else None,
            )
        return tables[name]

    for name in specs:
        table(name)
    texts: dict[str, Text] = {
        key: value if isinstance(value, str) else (value["one"], value["other"])
        for key, value in (data.get("texts") or {}).items()
    }
    words = BoardWords(doc, tables, texts)
    words._log(None)  # the shape of every sentence, before any board binds it
    return words


def check_content(
    content_root: Path, sprites_root: Path | None = None, *, files: tuple[str, ...] = ()
) -> None:
    """``validate``: each board words file of ``files`` (under ``content_root``) reads and
    is well formed (the functions it names are checked when a board binds it)."""
    check_files(content_root, files, load_board_words)


# --- building the log's sentences --------------------------------------------------------


def _sentence(spec: Any, names: Mapping[str, WordTable], functions: Mapping[str, Function] | None) -> Sentence:
    if isinstance(spec, str):
        return simple(spec)
    values = {key: _value(str(how), names, functions) for key, how in (spec.get("values") or {}).items()}
    if "function" in spec:
        call = _function(spec["function"], functions)
        texts = spec.get("texts") or {}
        return lambda event, names, _: call(event, who(names, event.player), texts, _)
    if "text" in spec:
        return simple(spec["text"], **values)
    keys = {OTHER: None, SET: True} if str(spec["by"]).endswith(" is set") else {OTHER: None}
    templates = {keys.get(key, key): text for key, text in spec["texts"].items()}
    return choose(_pick(str(spec["by"]), functions), templates, **values)


def _value(how: str, names: Mapping[str, WordTable], functions: Mapping[str, Function] | None) -> Value:
    shape = VALUE.fullmatch(how)
    if shape is None:
        raise LookupError(f"{how!r}: expected ARG, ARG?, ARG as FORM")
    key, form = shape["arg"], shape["form"]
    if key.endswith("?"):
        return lambda event, players, _: event.args.get(key[:-1], "")
    if not form:
        return arg(key)
    if form == PLAYER:
        return arg_player(key)
    table = names.get(form)
    if table is not None:
        return arg_as(key, table.lower if shape["lower"] else table)
    call = _function(form, functions)
    return lambda event, players, _: call(event.args[key], _)


def _pick(by: str, functions: Mapping[str, Function] | None) -> Callable[[Event], object]:
    if by.endswith("()"):
        return _function(by[:-2], functions)
    if by.endswith(" is set"):
        return arg_set(by.removesuffix(" is set"))
    return arg_value(by)


def _function(name: str, functions: Mapping[str, Function] | None) -> Function:
    if functions is None:  # checking the file alone: any name will do
        return lambda *args: None
    if name not in functions:
        known = ", ".join(sorted(functions)) or "none"
        raise LookupError(f"no function {name!r} is registered (known: {known})")
    return functions[name]


# --- extraction for the catalogues -------------------------------------------------------


def _words(doc: YamlDoc) -> Iterator[tuple[int, Text]]:
    """Every translatable text of a board words file with its line."""
    data = doc.data if isinstance(doc.data, dict) else {}

    def at(loc: Loc, text: Any) -> Iterator[tuple[int, Text]]:
        if isinstance(text, str):
            yield doc.line_of(loc) or 0, text

    for table, spec in (data.get("names") or {}).items():
        for ident, word in (spec.get("words") or {}).items():
            yield from at(("names", table, "words", ident), word)
    for key, text in (data.get("texts") or {}).items():
        if isinstance(text, dict):
            yield doc.line_of(("texts", key)) or 0, (text["one"], text["other"])
        else:
            yield from at(("texts", key), text)
    for kind, spec in ((data.get("log") or {}).get("sentences") or {}).items():
        where: Loc = ("log", "sentences", kind)
        if isinstance(spec, str):
            yield from at(where, spec)
            continue
        yield from at(where + ("text",), spec.get("text"))
        for key, text in (spec.get("texts") or {}).items():
            yield from at(where + ("texts", key), text)
    reasons = data.get("reasons") or {}
    for i, item in enumerate(reasons.get("templates") or ()):
        shown = item if isinstance(item, str) else next(iter(item.values()))
        yield from at(("reasons", "templates", i), shown)
    for i, phrase in enumerate(reasons.get("phrases") or ()):
        yield from at(("reasons", "phrases", i), phrase)


def extract(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any
) -> Iterator[tuple[int, str, Text, list[str]]]:
    """Babel extraction method for board words files (``[board_words: content/*/board_words.yaml]``
    in a mapping file): every text with its line, a plural as ``ngettext``."""
    text = fileobj.read().decode("utf-8")
    node = yaml.compose(text, Loader=yaml.SafeLoader)
    lines: dict[Loc, int] = {}
    if node is not None:
        _lines(node, (), lines)
    doc = YamlDoc(Path(getattr(fileobj, "name", WORDS_FILE)), yaml.safe_load(text), lines)
    for line, message in _words(doc):
        yield line, ("_" if isinstance(message, str) else "ngettext"), message, []
