"""The log as one viewer reads it, written as the match goes on (append-only).

A :class:`LogBook` turns the match's :class:`~game.match.LogEntry` list into :class:`LogLine`
s for one viewer, in the current language: each entry is described once, when it first
appears; an undo cuts the book back to where the remaining entries end.  The lines are grouped
by the games' boundary events: ``round_started`` opens a round heading, ``turn_started`` a
turn heading with that turn's lines nested under it, ``choices_revealed`` says what everyone
chose.  For games whose events carry no rounds, a heading opens whenever the round number of
the entries goes up (how the log looked before boundaries).  No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from game.boards.base import BoardKit
from game.content.cues import SCORE
from game.match import LogEntry
from game.rules.core import CHOICES_REVEALED, ROUND_STARTED, TURN_STARTED, Event

Gettext = Callable[[str], str]

ROUND = "round"
TURN = "turn"


@dataclass(frozen=True)
class LogLine:
    """One line of the log: the round it belongs to, the move that caused it, the sentence,
    the player it concerns; ``heading`` is ``"round"`` or ``"turn"`` for the headings and
    ``nested`` marks lines under a turn heading."""

    round: int
    move_index: int
    text: str
    player: int | None
    heading: str = ""
    nested: bool = False
    cue: str = ""
    """How the event is marked (:mod:`game.content.cues`): its icon, and ``score`` for the
    "points only" filter."""


def generic_event_text(event: Event, names: Sequence[str], gettext: Gettext) -> str:
    """A plain sentence for an event the game's kit does not describe."""
    what = event.kind.replace("_", " ")
    details = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in event.args.items())
    text = f"{what} ({details})" if details else what
    if event.player is not None and 0 <= event.player < len(names):
        return gettext("{name}: {event}").format(name=names[event.player], event=text)
    return text[:1].upper() + text[1:]


def revealed_text(event: Event, names: Sequence[str], gettext: Gettext, kit: BoardKit | None = None) -> str:
    """A ``choices_revealed`` event in the game's words when its kit describes it, else
    "Revealed: Ana 3, Ben 5"."""
    if kit is not None:
        try:
            described = kit.describe_event(event, names, gettext)
        except (KeyError, ValueError, TypeError, IndexError):
            described = None
        if described:
            return described
    choices = event.args.get("choices", ())
    shown = ", ".join(f"{names[p] if p < len(names) else p} {choice}" for p, choice in enumerate(choices))
    return gettext("Revealed: {choices}").format(choices=shown)


EVERYONE = -1
"""A viewer who may read every line: the log of a finished game, its secrets told."""


class LogBook:
    """The lines of the log for ``viewer`` (``None``: an onlooker, public events only;
    :data:`EVERYONE`: every line, once the game is over)."""

    def __init__(
        self, kit: BoardKit, names: Sequence[str], viewer: int | None, gettext: Gettext,
        cues: Mapping[str, str] | None = None,
    ) -> None:
        self.kit = kit
        self.cues = cues or {}
        self.names = list(names)
        self.viewer = viewer
        self.gettext = gettext
        self.lines: list[LogLine] = []
        self._entries: list[LogEntry] = []
        self._marks: list[tuple[int, int | None, bool]] = []
        """Per entry read: the line count, the round and whether a turn was open before it."""
        self._round: int | None = None
        self._in_turn = False

    def sync(self, entries: Sequence[LogEntry]) -> list[LogLine]:
        """Bring the book up to ``entries`` (the match's log, which only grows at its end or
        is cut back by undo) and return its lines."""
        kept = min(len(entries), len(self._entries))
        while kept and entries[kept - 1] is not self._entries[kept - 1]:
            kept -= 1
        if kept < len(self._entries):
            lines, self._round, self._in_turn = self._marks[kept]
            del self.lines[lines:], self._entries[kept:], self._marks[kept:]
        for entry in entries[kept:]:
            self._read(entry)
        return self.lines

    def _read(self, entry: LogEntry) -> None:
        self._marks.append((len(self.lines), self._round, self._in_turn))
        self._entries.append(entry)
        event, _ = entry.event, self.gettext
        if self.viewer != EVERYONE and not event.visible_for(self.viewer):
            return
        if event.kind == ROUND_STARTED:
            number = event.args.get("round", entry.round)
            self._heading(number if isinstance(number, int) else entry.round, entry.move_index)
            return
        if self._round is None or entry.round > self._round:
            self._heading(entry.round, entry.move_index)
        if event.kind == TURN_STARTED and event.player is not None and event.player < len(self.names):
            heading = _("{name}'s turn").format(name=self.names[event.player])
            self.lines.append(LogLine(self._round or entry.round, entry.move_index, heading, event.player, TURN))
            self._in_turn = True
            return
        text: str | None
        if event.kind == CHOICES_REVEALED:
            text = revealed_text(event, self.names, _, self.kit)
        else:
            try:
                text = self.kit.describe_event(event, self.names, _)
            except (KeyError, ValueError, TypeError, IndexError):
                text = generic_event_text(event, self.names, _)
        if text:
            cue = self.cues.get(event.kind, "")
            self.lines.append(LogLine(entry.round, entry.move_index, text, event.player, nested=self._in_turn, cue=cue))

    def _heading(self, number: int, move_index: int) -> None:
        self._round = number
        self._in_turn = False
        text = round_name(self.kit, number, self.gettext)
        self.lines.append(LogLine(number, move_index, text, None, ROUND))


def round_name(kit: BoardKit, number: int, gettext: Gettext) -> str:
    """What the game calls its round ``number`` ("Round 3"; Fields of Green's "Year 3"): the
    kit's ``round_name(number, gettext)`` where it names its own, used by the log's headings
    and the table's title alike."""
    named = kit.extra.get("round_name")
    if callable(named):
        text = named(number, gettext)
        if text:
            return str(text)
    return gettext("Round {round}").format(round=number)


def points_lines(lines: Sequence[LogLine]) -> list[LogLine]:
    """Only the lines about points (cued ``score``), each round's heading kept above them."""
    kept: list[LogLine] = []
    heading: LogLine | None = None
    for line in lines:
        if line.heading == ROUND:
            heading = line
        elif line.cue == SCORE:
            if heading is not None:
                kept.append(heading)
                heading = None
            kept.append(line)
    return kept


def log_lines(
    entries: Sequence[LogEntry], kit: BoardKit, names: Sequence[str], viewer: int | None, gettext: Gettext
) -> list[LogLine]:
    """The whole log as ``viewer`` may read it (a fresh :class:`LogBook`)."""
    return LogBook(kit, names, viewer, gettext).sync(entries)
