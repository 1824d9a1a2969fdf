"""The interface's languages: gettext catalogs read from ``locales/<lang>/LC_MESSAGES/tablero.po``.

The catalogs are split by gettext *domain* — ``tablero`` (title, new game, settings), ``table``
(the generic table), and one per game (``oregon``, ``porto``) — so each part of the program
keeps its own strings; the translator merges every domain of a language.  ``DOMAINS`` maps
each domain to the Babel mapping file naming its sources.

Every visible string goes through ``_()``.  Scenes receive one :class:`Translator` through
their context and write ``_ = translator.gettext`` where they build text; switching its
language bumps :attr:`Translator.version`, and scenes that see a new version rebuild their
text, so the whole interface changes at once.

Catalogs are compiled in memory from the ``.po`` files with Babel (no ``.mo`` files are
needed, so a fresh clone and a PyInstaller bundle both work).  To refresh the catalogs after
changing strings, run ``python tools/i18n.py update`` (it runs the equivalent of
``pybabel extract -F babel.cfg -o locales/tablero.pot .`` and then ``pybabel update``), then
translate the new entries; ``python tools/i18n.py check`` lists missing or stale entries.
"""

from __future__ import annotations

import hashlib
import io
import locale
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

DOMAIN = "tablero"
DOMAINS: dict[str, str] = {
    "tablero": "babel.cfg",
    "table": "locales/table.cfg",
    "oregon": "locales/oregon.cfg",
    "porto": "locales/porto.cfg",
    "fields_of_green": "locales/fields_of_green.cfg",
    "agricola": "locales/agricola.cfg",
}
"""Every gettext domain and the Babel mapping file (relative to the repository) of its sources."""
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "fr": "Français"}
"""Language codes offered, each with its name written in that language."""

DEFAULT_LANGUAGE = "en"
TRANSLATABLE_YAML_KEYS = frozenset({"name", "blurb", "label"})


def N_(message: str) -> str:
    """Mark a string for extraction without translating it (translate it where it is shown)."""
    return message


def check_language(code: str) -> str:
    """Return ``code`` if it is an offered language, else raise ``ValueError`` saying which are."""
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r} (choose one of: {', '.join(LANGUAGES)})")
    return code


def system_language() -> str:
    """The offered language closest to the operating system's, English if none matches."""
    try:
        name = locale.getlocale()[0] or ""
    except ValueError:
        name = ""
    code = name.split("_")[0].lower()
    return code if code in LANGUAGES else DEFAULT_LANGUAGE


def catalog_path(locale_dir: Path, code: str, domain: str = DOMAIN) -> Path:
    """Where the ``.po`` file of language ``code`` and ``domain`` lives."""
    return locale_dir / code / "LC_MESSAGES" / f"{domain}.po"


def load_messages(locale_dir: Path, code: str) -> dict[str, str | tuple[str, ...]]:
    """The translated entries of every domain of one language (fuzzy and untranslated
    entries left out)."""
    messages: dict[str, str | tuple[str, ...]] = {}
    for domain in DOMAINS:
        path = catalog_path(locale_dir, code, domain)
        if path.exists():
            _read_catalog(path, code, messages)
    return messages


Entries = tuple[tuple[str, str | tuple[str, ...]], ...]
_parsed: dict[tuple[str, bytes], Entries] = {}
"""Entries of catalogs already parsed, by language and file digest (a screen builds a
translator of its own, and parsing a ``.po`` file is what takes the time)."""
_PARSED_KEPT = 64


def _read_catalog(path: Path, code: str, messages: dict[str, str | tuple[str, ...]]) -> None:
    data = path.read_bytes()
    key = (code, hashlib.sha256(data).digest())
    entries = _parsed.get(key)
    if entries is None:
        entries = _parse_catalog(data, code)
        if len(_parsed) >= _PARSED_KEPT:
            del _parsed[next(iter(_parsed))]
        _parsed[key] = entries
    messages.update(entries)


def _parse_catalog(data: bytes, code: str) -> Entries:
    from babel.messages.pofile import read_po

    catalog = read_po(io.BytesIO(data), locale=code)
    entries: list[tuple[str, str | tuple[str, ...]]] = []
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        if isinstance(message.id, tuple):
            forms = tuple(str(s) for s in (message.string or ()))
            if all(forms):
                entries.append((str(message.id[0]), forms))
        elif message.string:
            entries.append((str(message.id), str(message.string)))
    return tuple(entries)


class Translator:
    """Translates interface strings into the current language; switchable at run time."""

    def __init__(self, locale_dir: Path, language: str = DEFAULT_LANGUAGE) -> None:
        self._locale_dir = locale_dir
        self._cache: dict[str, dict[str, str | tuple[str, ...]]] = {}
        self._messages: dict[str, str | tuple[str, ...]] = {}
        self._language = ""
        self.version = 0
        """Increases on every language switch; scenes compare it to know when to rebuild."""
        self.set_language(language)

    @property
    def language(self) -> str:
        """The current language code (``"en"``, ``"es"``, ``"fr"``)."""
        return self._language

    def set_language(self, code: str) -> None:
        """Switch every later translation to ``code``; ``ValueError`` for an unknown code."""
        check_language(code)
        if code == self._language:
            return
        if code not in self._cache:
            self._cache[code] = load_messages(self._locale_dir, code)
        self._messages = self._cache[code]
        self._language = code
        self.version += 1

    def gettext(self, message: str) -> str:
        """``message`` in the current language (itself when the catalog lacks it)."""
        found = self._messages.get(message)
        return found if isinstance(found, str) else message

    def ngettext(self, singular: str, plural: str, count: int) -> str:
        """The singular or plural form for ``count`` in the current language."""
        found = self._messages.get(singular)
        if isinstance(found, tuple):
            index = 0 if count == 1 or (self._language == "fr" and count == 0) else 1
            return found[min(index, len(found) - 1)]
        return singular if count == 1 else plural


def extract_yaml(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any
) -> Iterator[tuple[int, str, str, list[str]]]:
    """Babel extraction method for content YAML: yields the values of ``name``, ``blurb``
    and ``label`` fields (the strings a player sees), with their line numbers."""
    import yaml

    node = yaml.compose(fileobj.read().decode("utf-8"), Loader=yaml.SafeLoader)
    stack = [node] if node is not None else []
    while stack:
        current = stack.pop()
        if isinstance(current, yaml.MappingNode):
            for key, value in current.value:
                if (
                    key.value in TRANSLATABLE_YAML_KEYS
                    and isinstance(value, yaml.ScalarNode)
                    and value.value
                ):
                    yield value.start_mark.line + 1, "_", value.value, []
                else:
                    stack.append(value)
        elif isinstance(current, yaml.SequenceNode):
            stack.extend(current.value)
