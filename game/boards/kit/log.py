"""Log sentences: each event kind a game's rules emit, as a line in the current language.

A game gives an :class:`EventLog` its sentences by event kind and the kinds it leaves out on
purpose.  Any other kind — a boundary event the contract adds later (``turn_started``,
``round_started``, ``choices_revealed``), or one of a newer rules version — gets no line
rather than an error, so the log never breaks on what it does not know.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from game.boards.kit.words import Gettext, who
from game.rules.core import Event

Sentence = Callable[[Event, Sequence[str], Gettext], str | None]
"""``sentence(event, names, gettext)``: the line of one event (``names``: the players' names
by seat; the event's player is ``{name}`` in every sentence)."""

Value = Callable[[Event, Sequence[str], Gettext], object]
"""One value put into a sentence, read from the event (and the players' names)."""


def simple(template: str, **values: Value) -> Sentence:
    """A sentence that is ``template`` (translated) with ``{name}`` and ``values`` filled in."""

    def sentence(event: Event, names: Sequence[str], _: Gettext) -> str:
        filled = {key: get(event, names, _) for key, get in values.items()}
        return _(template).format(name=who(names, event.player), **filled)

    return sentence


def arg(key: str) -> Value:
    """The event's argument ``key`` as it is."""
    return lambda event, names, _: event.args[key]


def arg_as(key: str, word: Callable[[str, Gettext], str]) -> Value:
    """The event's argument ``key`` turned into words by ``word(value, gettext)``."""
    return lambda event, names, _: word(str(event.args[key]), _)


def arg_player(key: str) -> Value:
    """The name of the player whose seat is the event's argument ``key`` (another player than
    the one the event is about: whose person was there first, who was paid)."""
    return lambda event, names, _: who(names, int(event.args[key]))


@dataclass(frozen=True)
class EventLog:
    """A game's log sentences by event kind, and the kinds deliberately left out."""

    sentences: Mapping[str, Sentence]
    silent: frozenset[str] = field(default_factory=frozenset)

    def describe(self, event: Event, names: Sequence[str], _: Gettext) -> str | None:
        """The log line of ``event`` (``None`` for a silent or an unknown kind, and for an
        event lacking a detail its sentence names: the log goes on without that line)."""
        sentence = None if event.kind in self.silent else self.sentences.get(event.kind)
        if sentence is None:
            return None
        try:
            return sentence(event, names, _)
        except (KeyError, IndexError, TypeError, ValueError):
            return None


def name_each(value: object, name: Callable[[str], str | None], joiner: str) -> str:
    """An id or a list of ids (an event's cards, contracts), each in words by ``name(id)`` —
    the id itself where ``name`` has no words for it — joined by ``joiner``."""
    items = value if isinstance(value, tuple | list) else (value,)
    return joiner.join(name(str(item)) or str(item) for item in items)


def choose(pick: Callable[[Event], object], templates: Mapping[object, str], **values: Value) -> Sentence:
    """A :func:`simple` sentence whose template depends on the event: the one ``templates``
    keys by ``pick(event)``, or the one keyed ``None`` for any other value."""
    sentences = {key: simple(template, **values) for key, template in templates.items()}

    def sentence(event: Event, names: Sequence[str], _: Gettext) -> str | None:
        chosen = sentences.get(pick(event), sentences.get(None))
        return chosen(event, names, _) if chosen is not None else None

    return sentence


def arg_value(key: str) -> Callable[[Event], object]:
    """Pick a template by the event's argument ``key`` (for :func:`choose`)."""
    return lambda event: event.args.get(key)


def arg_set(key: str) -> Callable[[Event], object]:
    """Pick a template by whether the event's argument ``key`` is set (``True`` / ``None``)."""
    return lambda event: True if event.args.get(key) else None
