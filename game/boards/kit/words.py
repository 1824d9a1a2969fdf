"""Names of content ids in the interface language, and small text helpers.

Names are content ids mapped to translatable strings (marked with :func:`game.i18n.N_` and
translated where they are shown).  An id the content adds later falls back to a readable form
of itself, so a new piece has a name before its translation exists.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

Gettext = Callable[[str], str]
"""The translator's ``gettext``: an English message in, the current language out."""


def as_is(ident: str) -> str:
    """An untranslated id shown as it is."""
    return ident


def spaced(ident: str) -> str:
    """An untranslated id with spaces for underscores ("last_farmer" → "last farmer")."""
    return ident.replace("_", " ")


def spaced_capital(ident: str) -> str:
    """An untranslated id as a name ("post_office" → "Post office")."""
    return spaced(ident).capitalize()


def lower_first(text: str) -> str:
    """``text`` for use inside a sentence (first letter in lower case)."""
    return text[:1].lower() + text[1:]


def capital_first(text: str) -> str:
    """``text`` as the start of a sentence (first letter in upper case)."""
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class WordTable:
    """Ids → translatable words, with a fallback for ids the table does not know.

    Called as ``table(ident, _)`` it gives the word in the current language, so a table serves
    wherever the table scene expects a ``(key, gettext) -> str`` function (results rows, end
    reasons).
    """

    words: Mapping[str, str]
    fallback: Callable[[str], str] = spaced
    otherwise: WordTable | None = None
    """A table asked first for ids this one does not know (before ``fallback``)."""

    def __call__(self, ident: str, _: Gettext) -> str:
        found = self.words.get(ident)
        if found:
            return _(found)
        return self.otherwise(ident, _) if self.otherwise is not None else self.fallback(ident)

    def __contains__(self, ident: object) -> bool:
        return ident in self.words

    def lower(self, ident: str, _: Gettext) -> str:
        """The word for use inside a sentence (first letter in lower case)."""
        return lower_first(self(ident, _))


def who(names: Sequence[str], player: int | None) -> str:
    """The name of ``player`` (empty for no player or one beyond ``names``)."""
    if player is None or not 0 <= player < len(names):
        return ""
    return names[player]
