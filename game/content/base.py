"""Loading YAML into frozen, typed, validated objects, with errors a person can act on.

Every content error is a :class:`ContentError` whose message reads
``file:line: field: what was expected``.  YAML is read with PyYAML's C safe loader; the line
of each value is remembered so that a pydantic error can point at it.
"""

from __future__ import annotations

import functools
import pickle
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from game.content.nesting import MAX_NESTING, too_deep_line

try:
    from yaml import CSafeLoader as SafeLoader
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    from yaml import SafeLoader  # type: ignore[assignment]

M = TypeVar("M", bound=BaseModel)

Loc = tuple[str | int, ...]


class Frozen(BaseModel):
    """Base of every content model: immutable, and unknown fields are errors."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=False)


MESSAGE_LIMIT = 500
"""Characters of a problem's message: one quoting a huge value from a file stays readable."""


class ContentError(Exception):
    """One problem in one content file, located as precisely as the YAML allows."""

    def __init__(self, file: str | Path, line: int | None, field: str, message: str) -> None:
        self.file = str(file)
        self.line = line
        self.field = field
        # one line, whatever a parser's message holds, and short, whatever text it quotes
        flat = " ".join(message.split())
        self.message = flat if len(flat) <= MESSAGE_LIMIT else flat[:MESSAGE_LIMIT] + "…"
        super().__init__(self.text())

    def text(self) -> str:
        """``file:line: field: message`` (the line is left out when unknown)."""
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.field}: {self.message}" if self.field else f"{where}: {self.message}"


class ContentErrors(Exception):
    """Several content problems found at once (``validate`` prints each on its own line)."""

    def __init__(self, errors: Sequence[ContentError]) -> None:
        self.errors = list(errors)
        super().__init__("\n".join(e.text() for e in self.errors))


def _lines(node: yaml.Node, loc: Loc, out: dict[Loc, int]) -> None:
    out[loc] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            key = key_node.value
            out.setdefault(loc + (key,), key_node.start_mark.line + 1)
            _lines(value_node, loc + (key,), out)
            out[loc + (key,)] = key_node.start_mark.line + 1
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _lines(item, loc + (i,), out)


class YamlDoc:
    """A parsed YAML file: its data and the line of every value (by path)."""

    def __init__(self, path: Path, data: Any, lines: dict[Loc, int]) -> None:
        self.path = path
        self.data = data
        self.lines = lines

    def line_of(self, loc: Iterable[str | int]) -> int | None:
        """The line of the value at ``loc``, or of its nearest located parent."""
        key = tuple(loc)
        while key:
            if key in self.lines:
                return self.lines[key]
            key = key[:-1]
        return self.lines.get((), None)

    def error(self, loc: Iterable[str | int], message: str) -> ContentError:
        """A :class:`ContentError` pointing at ``loc`` in this file."""
        loc = tuple(loc)
        return ContentError(self.path, self.line_of(loc), _dotted(loc), message)


def _dotted(loc: Loc) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


PARSED_KEPT = 256
"""Texts whose parse :func:`read_yaml` keeps (then it starts afresh): the shipped content is
some seventy files."""
PARSED_KEPT_LENGTH = 1 << 20
"""Longer texts are parsed every time (the largest shipped file is some 25,000 characters; a
damaged one may be megabytes, and a few hundred of those would fill the memory)."""

_parsed: dict[str, bytes] = {}


def read_yaml(path: Path, display: str | None = None) -> YamlDoc:
    """Read one YAML file; raise :class:`ContentError` for a missing, unreadable, empty or
    malformed file.  ``display`` is the name used in messages (default: the path).

    A text read before in this process is not parsed again: its data and lines are kept
    pickled, and every reader gets a fresh copy of them (``validate`` after a change to one
    file, or content read again after ``clear_cache``, parses only what changed)."""
    name = display or str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ContentError(name, None, "", "file not found") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ContentError(name, None, "", f"cannot read file ({exc.__class__.__name__})") from None
    kept = _parsed.get(text)
    if kept is not None:
        data, lines = pickle.loads(kept)
        return YamlDoc(Path(name), data, lines)
    data, lines = _parse(text, name)
    if len(text) <= PARSED_KEPT_LENGTH:
        if len(_parsed) >= PARSED_KEPT:
            _parsed.clear()
        _parsed[text] = pickle.dumps((data, lines), protocol=pickle.HIGHEST_PROTOCOL)
    return YamlDoc(Path(name), data, lines)


def _parse(text: str, name: str) -> tuple[Any, dict[Loc, int]]:
    """The data of ``text`` and the line of every value, or the :class:`ContentError` of
    file ``name``."""
    too_deep = too_deep_line(text)
    if too_deep is not None:
        raise ContentError(name, too_deep, "", f"nested more than {MAX_NESTING} levels deep")
    # one parse: the data is built from the same nodes that give the lines
    loader = SafeLoader(text)
    try:
        try:
            node = loader.get_single_node()
        except yaml.MarkedYAMLError as exc:
            mark = exc.problem_mark
            line = mark.line + 1 if mark is not None else None
            raise ContentError(name, line, "", f"YAML syntax error: {exc.problem}") from None
        except yaml.YAMLError as exc:
            raise ContentError(name, None, "", f"YAML error: {exc}") from None
        if node is None:
            raise ContentError(name, 1, "", "file is empty; expected a mapping")
        try:
            data = loader.construct_document(node)
        except yaml.YAMLError as exc:  # a tag no safe constructor knows
            raise ContentError(name, None, "", f"YAML error: {exc}") from None
        except ValueError:  # Python reads no integer of more than 4,300 digits
            raise ContentError(name, None, "", "a number has too many digits") from None
    finally:
        loader.dispose()
    lines: dict[Loc, int] = {}
    _lines(node, (), lines)
    return data, lines


def validate(doc: YamlDoc, model: type[M], loc_prefix: Loc = ()) -> M:
    """Validate ``doc.data`` (or the part at ``loc_prefix``) into ``model``.

    Raises :class:`ContentErrors` listing every problem with its file, line and field.
    """
    data: Any = doc.data
    for part in loc_prefix:
        data = data[part]
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise ContentErrors([_from_pydantic(doc, loc_prefix, err) for err in exc.errors()]) from None


def _from_pydantic(doc: YamlDoc, prefix: Loc, err: Mapping[str, Any]) -> ContentError:
    loc = prefix + tuple(err["loc"])
    kind = err.get("type", "")
    msg = str(err.get("msg", "invalid value"))
    if kind == "missing":
        msg = "required field is missing"
    elif kind == "extra_forbidden":
        msg = "unknown field (check the spelling)"
    elif kind == "model_type" or kind == "dict_type":
        msg = "expected a mapping of fields"
    elif msg.startswith("Value error, "):
        msg = msg[len("Value error, ") :]
    return doc.error(loc, msg)


def check_unique_ids(doc: YamlDoc, items: Sequence[Any], where: Loc, what: str) -> list[ContentError]:
    """Errors for every item whose ``id`` repeats an earlier one in ``items``."""
    seen: dict[str, int] = {}
    errors = []
    for i, item in enumerate(items):
        ident = item.id
        if ident in seen:
            errors.append(doc.error(where + (i, "id"), f"duplicate {what} id {ident!r} (first at index {seen[ident]})"))
        else:
            seen[ident] = i
    return errors


SPRITE_SUFFIXES: tuple[str, ...] = ("", ".svg", ".png")


def sprite_exists(name: str, sprites_root: Path) -> bool:
    """Whether sprite ``name`` (a path under ``sprites_root``, with or without its ``.svg`` or
    ``.png`` suffix) is a file.  Names may not climb out of ``sprites_root``."""
    if not name or "\0" in name or Path(name).is_absolute() or ".." in Path(name).parts:
        return False
    try:
        return any((sprites_root / f"{name}{suffix}").is_file() for suffix in SPRITE_SUFFIXES)
    except (OSError, ValueError):  # a name the file system cannot even look up (too long)
        return False


def check_sprites(
    doc: YamlDoc, refs: Iterable[tuple[Loc, str]], sprites_root: Path | None
) -> list[ContentError]:
    """Errors for every ``(loc, sprite name)`` whose sprite is missing under ``sprites_root``.

    With ``sprites_root`` ``None`` the art is not checked (rules-only loads, bots, tests).
    """
    if sprites_root is None:
        return []
    return [
        doc.error(loc, f"sprite {name!r} not found under {sprites_root}")
        for loc, name in refs
        if not sprite_exists(name, sprites_root)
    ]


def check_references(
    doc: YamlDoc, refs: Iterable[tuple[Loc, str]], known: Iterable[str], what: str
) -> list[ContentError]:
    """Errors for every ``(loc, id)`` that names no known ``what`` (a card, a building...).

    The message suggests the closest known id, so a typo is quick to fix.
    """
    import difflib

    ids = sorted(set(known))
    errors = []
    for loc, ident in refs:
        if ident in ids:
            continue
        close = difflib.get_close_matches(ident, ids, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else f" (known: {', '.join(ids) or 'none'})"
        errors.append(doc.error(loc, f"unknown {what} {ident!r}{hint}"))
    return errors


class ContentFolder:
    """The YAML files of one game's content folder, read and validated one by one while every
    problem of every file is collected, so one run reports them all.

    Messages name a file as ``<display>/<name>.yaml`` (``porto/street.yaml``): its path inside
    the content folder, whichever folder was loaded.
    """

    def __init__(self, folder: Path, display: str) -> None:
        self.folder = folder
        self.display = display
        self.docs: dict[str, YamlDoc] = {}
        self.errors: list[ContentError] = []

    def model(self, name: str, model: type[M]) -> M | None:
        """``<name>.yaml`` validated into ``model``, or ``None`` once its problems are recorded."""
        try:
            doc = read_yaml(self.folder / f"{name}.yaml", f"{self.display}/{name}.yaml")
        except ContentError as exc:
            self.errors.append(exc)
            return None
        self.docs[name] = doc
        try:
            return validate(doc, model)
        except ContentErrors as exc:
            self.errors.extend(exc.errors)
            return None

    def failure(self) -> ContentErrors:
        """Every problem recorded so far, ready to raise."""
        return ContentErrors(self.errors)


def run_checks(checks: Iterable[Callable[[], object]]) -> None:
    """Run every check and raise the problems of all of them together as
    :class:`ContentErrors` (none raised: all is well)."""
    errors: list[ContentError] = []
    for check in checks:
        try:
            check()
        except ContentErrors as exc:
            errors.extend(exc.errors)
        except ContentError as exc:
            errors.append(exc)
    if errors:
        raise ContentErrors(errors)


def check_files(content_root: Path, files: Sequence[str], load: Callable[[Path, str], object]) -> None:
    """Load each of ``files`` (paths under ``content_root``, named so in problems) with
    ``load(path, name)`` and raise every problem of every file together as
    :class:`ContentErrors` (``validate``'s checks of files a game's spec names)."""
    run_checks(functools.partial(load, content_root / file, file) for file in files)


def load_model(path: Path, model: type[M], display: str | None = None) -> tuple[YamlDoc, M]:
    """Read one YAML file and validate it into ``model``; every problem is raised together
    as :class:`ContentErrors` (a single unreadable file gives a list of one)."""
    try:
        doc = read_yaml(path, display)
    except ContentError as exc:
        raise ContentErrors([exc]) from None
    return doc, validate(doc, model)
