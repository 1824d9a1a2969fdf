"""A board's texts in the interface language, read from its words file as it needs them.

A board letters many fixed labels ("Take", "Your hand") and a few sentences with values
("Keep {picked} of {wanted}").  A :class:`Phrasebook` over the game's
:class:`~game.boards.kit.wordbook.BoardWords` gives a fixed text as an attribute
(``words.take_button``), a sentence with its values through :meth:`~Phrasebook.say` and a
text that changes with a number through :meth:`~Phrasebook.count`; a game subclasses it only
for the texts that need logic of their own.  Build a new one when the language changes.
"""

from __future__ import annotations

from collections.abc import Callable

from game.boards.kit.wordbook import BoardWords
from game.boards.kit.words import Gettext

Ngettext = Callable[[str, str, int], str]


def ngettext_of(_: Gettext) -> Ngettext:
    """The plural-aware ``ngettext`` of the translator ``_`` belongs to (English rules for a
    plain function, as in tests)."""
    found = getattr(getattr(_, "__self__", None), "ngettext", None)
    if callable(found):
        return found  # type: ignore[no-any-return]
    return lambda one, other, n: _(one) if n == 1 else _(other)


class Phrasebook:
    """The texts of one words file, in the language of ``_`` and ``ngettext``."""

    def __init__(self, words: BoardWords, _: Gettext, ngettext: Ngettext | None = None) -> None:
        self._words = words
        self._ = _
        self.ngettext: Ngettext = ngettext or (lambda one, many, n: _(one) if n == 1 else _(many))

    def __getattr__(self, key: str) -> str:
        if key.startswith("_"):
            raise AttributeError(key)
        try:
            return self._(self._words.text(key))
        except KeyError:
            raise AttributeError(key) from None

    def say(self, key: str, **values: object) -> str:
        """Text ``key`` with ``values`` filled in."""
        return self._words.say(key, self._, **values)

    def count(self, key: str, count: int) -> str:
        """Plural text ``key`` for ``count`` things, with ``{count}`` filled in."""
        return self.ngettext(*self._words.plural(key), count).format(count=count)
