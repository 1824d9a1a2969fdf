"""The checks of a board words file (:mod:`game.boards.kit.wordbook` gives its shape): every
problem with its ``file:line: field``, so ``validate`` reports them all at once."""

from __future__ import annotations

import re
import string
from typing import Any

from game.boards.kit.words import FALLBACKS
from game.content.base import ContentError, Loc, YamlDoc

SECTIONS = ("names", "texts", "log", "reasons")
SENTENCE_FIELDS = ("text", "texts", "by", "values", "function")
VALUE = re.compile(r"(?P<arg>\w+\??)(?: as (?P<lower>lower )?(?P<form>\w+))?")
"""The shape of a value: ``ARG``, ``ARG?``, ``ARG as FORM``, ``ARG as lower TABLE``."""


def check_words(doc: YamlDoc) -> list[ContentError]:
    """Every problem of a board words file's shape: unknown fields, texts that are no text or
    whose braces do not pair up, placeholders no value fills, tables that do not exist."""
    data = doc.data
    if not isinstance(data, dict):
        return [doc.error((), f"expected a mapping with {', '.join(SECTIONS)}")]
    errors = _unknown(doc, (), data, SECTIONS)
    names = data.get("names") or {}
    errors += _check_names(doc, names)
    for key, value in _items(doc, ("texts",), data.get("texts"), errors):
        if isinstance(value, dict):
            errors += _unknown(doc, ("texts", key), value, ("one", "other"))
            errors += [_text_error(doc, ("texts", key, n), value.get(n)) for n in ("one", "other")]
        else:
            errors.append(_text_error(doc, ("texts", key), value))
    errors += _check_log(doc, data.get("log"), set(names) if isinstance(names, dict) else set())
    errors += _check_reasons(doc, data.get("reasons"))
    return [error for error in errors if error is not None]


def _check_names(doc: YamlDoc, names: Any) -> list[ContentError | None]:
    errors: list[ContentError | None] = []
    for name, spec in _items(doc, ("names",), names, errors):
        where: Loc = ("names", name)
        if not isinstance(spec, dict):
            errors.append(doc.error(where, "expected a mapping with words, fallback, otherwise"))
            continue
        errors += _unknown(doc, where, spec, ("words", "fallback", "otherwise"))
        for ident, word in _items(doc, where + ("words",), spec.get("words"), errors):
            errors.append(_text_error(doc, where + ("words", ident), word))
        if spec.get("fallback", "spaced") not in FALLBACKS:
            errors.append(doc.error(where + ("fallback",), f"expected one of {', '.join(FALLBACKS)}"))
        otherwise = spec.get("otherwise")
        if otherwise is not None and (otherwise == name or otherwise not in names):
            errors.append(doc.error(where + ("otherwise",), f"no other table {otherwise!r}"))
        elif otherwise is not None and name in _asked(names, otherwise):
            errors.append(doc.error(where + ("otherwise",), f"{otherwise!r} asks {name!r} back"))
    return errors


def _asked(names: dict[str, Any], first: str) -> set[str]:
    """The tables asked one after the other from table ``first`` on (stopping at a circle)."""
    asked: set[str] = set()
    table: Any = first
    while isinstance(table, str) and table not in asked:
        asked.add(table)
        spec = names.get(table)
        table = spec.get("otherwise") if isinstance(spec, dict) else None
    return asked


def _check_log(doc: YamlDoc, log: Any, tables: set[str]) -> list[ContentError | None]:
    errors: list[ContentError | None] = []
    if log is None:
        return errors
    if not isinstance(log, dict):
        return [doc.error(("log",), "expected a mapping with silent, sentences")]
    errors += _unknown(doc, ("log",), log, ("silent", "sentences"))
    silent = log.get("silent") or []
    if not isinstance(silent, list) or not all(isinstance(kind, str) for kind in silent):
        errors.append(doc.error(("log", "silent"), "expected a list of event kinds"))
        silent = []
    for kind, spec in _items(doc, ("log", "sentences"), log.get("sentences"), errors):
        where: Loc = ("log", "sentences", kind)
        if kind in silent:
            errors.append(doc.error(where, "this kind is also silent"))
        if isinstance(spec, str):
            errors.append(_text_error(doc, where, spec, {"name"}))
        elif not isinstance(spec, dict):
            errors.append(doc.error(where, "expected a sentence or a mapping"))
        else:
            errors += _check_sentence(doc, where, spec, tables)
    return errors


def _check_sentence(doc: YamlDoc, where: Loc, spec: dict[str, Any], tables: set[str]) -> list[ContentError | None]:
    errors: list[ContentError | None] = list(_unknown(doc, where, spec, SENTENCE_FIELDS))
    values = spec.get("values") or {}
    for key, how in _items(doc, where + ("values",), values, errors):
        shape = VALUE.fullmatch(str(how))
        if shape is None:
            errors.append(doc.error(where + ("values", key), "expected ARG, ARG?, ARG as FORM"))
        elif shape["lower"] and shape["form"] not in tables:
            errors.append(doc.error(where + ("values", key), f"no word table {shape['form']!r}"))
    placeholders = {"name", *values} if isinstance(values, dict) else {"name"}
    has = [field for field in ("text", "texts", "function") if field in spec]
    if len(has) != 1 and has != ["texts", "function"]:
        errors.append(doc.error(where, "expected one of text, texts (with by) or function"))
    elif "text" in spec:
        errors.append(_text_error(doc, where + ("text",), spec["text"], placeholders))
    texts = spec.get("texts")
    if texts is not None:
        if "function" not in spec and "by" not in spec:
            errors.append(doc.error(where, "texts need a by (what picks one)"))
        check = None if "function" in spec else placeholders
        for key, text in _items(doc, where + ("texts",), texts, errors):
            errors.append(_text_error(doc, where + ("texts", key), text, check))
    return errors


def _check_reasons(doc: YamlDoc, reasons: Any) -> list[ContentError | None]:
    errors: list[ContentError | None] = []
    if reasons is None:
        return errors
    if not isinstance(reasons, dict):
        return [doc.error(("reasons",), "expected a mapping with capitalise, templates, phrases")]
    errors += _unknown(doc, ("reasons",), reasons, ("capitalise", "templates", "phrases"))
    if not isinstance(reasons.get("capitalise", False), bool):
        errors.append(doc.error(("reasons", "capitalise"), "expected true or false"))
    for section in ("templates", "phrases"):
        items = reasons.get(section) or []
        if not isinstance(items, list):
            errors.append(doc.error(("reasons", section), "expected a list"))
            continue
        for i, item in enumerate(items):
            where: Loc = ("reasons", section, i)
            if section == "templates" and isinstance(item, dict) and len(item) == 1:
                rules, shown = next(iter(item.items()))
                errors += [_text_error(doc, where, rules), _text_error(doc, where + (rules,), shown)]
            else:
                errors.append(_text_error(doc, where, item))
    return errors


def _items(doc: YamlDoc, where: Loc, value: Any, errors: list[Any]) -> list[tuple[str, Any]]:
    """The entries of the mapping at ``where`` (an error and none when it is not one)."""
    if value is None:
        return []
    if not isinstance(value, dict):
        errors.append(doc.error(where, "expected a mapping"))
        return []
    return [(str(key), item) for key, item in value.items()]


def _unknown(doc: YamlDoc, where: Loc, value: dict[str, Any], known: tuple[str, ...]) -> list[ContentError | None]:
    return [
        doc.error(where + (key,), f"unknown field (expected {', '.join(known)})")
        for key in value
        if key not in known
    ]


def _text_error(doc: YamlDoc, where: Loc, text: Any, placeholders: set[str] | None = None) -> ContentError | None:
    """An error when ``text`` is no text, has unbalanced braces or names a placeholder that
    is not in ``placeholders`` (``None``: any)."""
    if not isinstance(text, str) or not text.strip():
        return doc.error(where, "expected a text")
    try:
        named = {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name is not None}
    except ValueError as exc:
        return doc.error(where, f"braces do not pair up ({exc})")
    unknown = sorted(named - placeholders) if placeholders is not None else []
    if unknown:
        return doc.error(where, f"{{{unknown[0]}}} is filled by nothing (known: {', '.join(sorted(placeholders or ()))})")
    return None
