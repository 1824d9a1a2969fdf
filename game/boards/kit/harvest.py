"""The harvest as a moment: which events of the log make up the harvest that just ended, and
each player's part of it in words, for the table's harvest screen.

A game names its harvest in a :class:`HarvestWords` (in its kit's ``extra["harvest"]``): the
event kinds that close a harvest, the kinds that belong to one, the kind after whose last
occurrence in the round the harvest begins (the work before it is not part of it) and a kind
every harvest has (a round without it had no harvest); and, for the goods that count up at each
column's foot, what each event gave and how a good's token is painted.  Sentences are the log's
own, so the screen says nothing the log would not say to the same person.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.rules.core import Event

Describe = Callable[[Event, Sequence[str], Callable[[str], str]], "str | None"]


@dataclass(frozen=True)
class HarvestWords:
    """What a game's harvest is made of, in events."""

    ends: frozenset[str]
    """Event kinds that come once the harvest is over (the next round begins, the game ends)."""
    kinds: frozenset[str]
    """Event kinds that are part of a harvest."""
    after: str = ""
    """The harvest begins after the round's last event of this kind ("": the whole round)."""
    needs: str = ""
    """A kind every harvest has: a round without it had none ("": every round has one)."""
    gains: Callable[[Event], Sequence[tuple[str, int]]] | None = None
    """What an event of the harvest gave its player, good by good (none: no goods are counted)."""
    token: Callable[[Any, str, Any], None] | None = None
    """``token(surface, good, rect)`` paints a good's token filling ``rect``."""


@dataclass(frozen=True)
class HarvestRow:
    """One player's harvest: their index and what happened to them, one line each."""

    player: int
    lines: tuple[str, ...]
    gains: tuple[tuple[tuple[str, int], ...], ...] = field(default=())
    """What each line gave, good by good (its line's repeats counted in)."""


def closes_harvest(words: HarvestWords, latest: Sequence[Event]) -> bool:
    """Whether the events of the move just played close a harvest (or a round that may have had one)."""
    return any(event.kind in words.ends for event in latest)


def ended_harvest(words: HarvestWords, log: Sequence[tuple[int, Event]], latest: Sequence[Event],
                  viewer: int | None) -> list[Event] | None:
    """The events of the harvest that ``latest`` (the events of the move just played, already
    at the end of ``log``, pairs of round and event) closed, those ``viewer`` may see, in
    order; ``None`` when that move closed no harvest."""
    if not log or not closes_harvest(words, latest):
        return None
    ending = next(rnd for rnd, event in reversed(log) if event.kind in words.ends)
    start = len(log)
    while start > 0 and log[start - 1][0] == ending:
        start -= 1
    season = [event for _rnd, event in log[start:]]
    if words.after:
        last = max((i for i, event in enumerate(season) if event.kind == words.after), default=-1)
        season = season[last + 1:]
    if words.needs and not any(event.kind == words.needs for event in season):
        return None
    return [event for event in season if event.kind in words.kinds and event.visible_for(viewer)]


def harvest_rows(events: Sequence[Event], names: Sequence[str], describe: Describe,
                 gettext: Callable[[str], str],
                 gains: Callable[[Event], Sequence[tuple[str, int]]] | None = None) -> list[HarvestRow]:
    """Every player's row, in seat order: the log sentence of each of their harvest events,
    the same sentence said again counted once with "×n" (three sheep cooked one by one); a
    sentence that begins with the player's name begins with its verb instead (the row is
    theirs: "Feeds 2 people with 4 food"); with ``gains``, what each line gave."""
    rows = []
    for player in range(len(names)):
        lines: list[str] = []
        counts: list[int] = []
        gave: list[dict[str, int]] = []
        for event in events:
            if event.player != player:
                continue
            line = describe(event, names, gettext)
            if not line:
                continue
            line = _without_name(line, names[player])
            if not (lines and lines[-1] == line):
                lines.append(line)
                counts.append(0)
                gave.append({})
            counts[-1] += 1
            for good, amount in gains(event) if gains is not None else ():
                gave[-1][good] = gave[-1].get(good, 0) + amount
        said = tuple(line if count == 1 else f"{line} ×{count}" for line, count in zip(lines, counts, strict=True))
        rows.append(HarvestRow(player, said, tuple(tuple(line.items()) for line in gave)))
    return rows


def _without_name(line: str, name: str) -> str:
    """``line`` without ``name`` and its space at its start, its first letter a capital."""
    if not name or not line.startswith(name + " ") or len(line) <= len(name) + 1:
        return line
    rest = line[len(name) + 1:]
    return rest[0].upper() + rest[1:]
