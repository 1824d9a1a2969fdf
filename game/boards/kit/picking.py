"""A partial selection narrowed by filtering ``legal_moves()``, never by rules of its own.

A person builds a move a piece at a time — two cards, then a space; some display cards; the
contracts to keep.  Each game says which *parts* a move is made of (its cards, its slots);
these functions then answer, from the legal moves alone, which move the parts picked so far
complete, whether another part may still join them, and what goes with a part.  Why a move
is not legal is the rules' own ``IllegalMove``, found by trying the move on a copy.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from typing import Any, Generic, TypeVar

from game.rules.core import IllegalMove, Move

M = TypeVar("M", bound=Move)
K = TypeVar("K", bound=Hashable)
T = TypeVar("T")

Parts = Callable[[Move], Sequence[Any] | None]
"""The parts a move is made of (``None`` for a move of another kind)."""


class Picks(Generic[T]):
    """What the person has picked so far, in order: at most ``most`` things; one more
    replaces the oldest (``replace``) or is refused."""

    def __init__(self, most: int, replace: bool = True) -> None:
        self.most = most
        self.replace = replace
        self.picked: list[T] = []

    def toggle(self, item: T) -> bool:
        """Pick ``item``, or put it back when it was picked; ``False`` when it could not join."""
        if item in self.picked:
            self.picked.remove(item)
            return True
        if len(self.picked) >= self.most and not self.replace:
            return False
        self.picked.append(item)
        del self.picked[: max(0, len(self.picked) - self.most)]
        return True

    def reset(self, items: Iterable[T]) -> None:
        """Make ``items`` the things picked (a hint shown as a selection)."""
        self.picked = list(items)[-self.most:] if self.most else []

    def clear(self) -> bool:
        """Drop everything picked; ``False`` when nothing was."""
        had = bool(self.picked)
        self.picked.clear()
        return had

    def __len__(self) -> int:
        return len(self.picked)

    def __iter__(self) -> Iterator[T]:
        return iter(self.picked)

    def __contains__(self, item: object) -> bool:
        return item in self.picked


class Selection:
    """What the person has picked from each source of a board — their hand, a display, the
    contracts dealt — from one source at a time: a pick from one drops the picks of the
    others.  :attr:`reason` says why the last pick was refused, until the next one."""

    def __init__(self, **sources: Picks[Any]) -> None:
        self.sources = sources
        self.reason = ""

    def pick(self, source: str, item: Any, refused: Callable[[], str] = lambda: "") -> None:
        """Pick ``item`` from ``source`` (or put it back) unless ``refused()`` says why it may
        not join the picks (that becomes the :attr:`reason`); the other sources' picks go."""
        for name, picks in self.sources.items():
            if name != source:
                picks.clear()
        self.reason = refused()
        if not self.reason:
            self.sources[source].toggle(item)

    def show(self, source: str, items: Iterable[Any]) -> None:
        """Make ``items`` the picks of ``source`` (a hint shown as a selection), dropping the
        other sources' picks."""
        for name, picks in self.sources.items():
            if name != source:
                picks.clear()
        self.sources[source].reset(items)

    def clear(self) -> None:
        """Drop every pick and the last refusal."""
        for picks in self.sources.values():
            picks.clear()
        self.reason = ""

    def __bool__(self) -> bool:
        return bool(self.reason) or any(self.sources.values())

    def look(self) -> tuple[object, ...]:
        """Every pick and the refusal, to tell when a picture of them is stale."""
        return (*(tuple(picks) for picks in self.sources.values()), self.reason)


def moves_of(moves: Iterable[Move], kind: type[M]) -> list[M]:
    """The moves of one kind."""
    return [m for m in moves if isinstance(m, kind)]


def by_key(moves: Iterable[Move], key: Callable[[Move], K | None]) -> dict[K, Move]:
    """The first move for each key (a space, a house); moves keyed ``None`` are left out."""
    found: dict[K, Move] = {}
    for move in moves:
        where = key(move)
        if where is not None and where not in found:
            found[where] = move
    return found


def grouped(things: Iterable[T], key: Callable[[T], K]) -> dict[K, list[T]]:
    """Every thing under its key (the build choices of each house), in order."""
    found: dict[K, list[T]] = {}
    for thing in things:
        found.setdefault(key(thing), []).append(thing)
    return found


def exactly(moves: Iterable[Move], parts: Parts, picked: Iterable[Any]) -> Move | None:
    """The first move made of exactly the ``picked`` parts (in any order), or ``None``."""
    wanted = Counter(picked)
    for move in moves:
        used = parts(move)
        if used is not None and Counter(used) == wanted:
            return move
    return None


def may_join(moves: Iterable[Move], parts: Parts, picked: Iterable[Any], part: Any) -> bool:
    """Whether some move uses ``part`` together with every part already picked."""
    wanted = Counter(picked)
    wanted[part] += 1
    for move in moves:
        used = parts(move)
        if used is not None and not wanted - Counter(used):
            return True
    return False


def partners(moves: Iterable[Move], parts: Parts, part: Any) -> set[Any]:
    """The other parts of every move that uses ``part``."""
    out: set[Any] = set()
    for move in moves:
        used = parts(move)
        if used is None or part not in used:
            continue
        rest = list(used)
        rest.remove(part)
        out.update(rest)
    return out


def refusal(view: Any, move: Move) -> IllegalMove | None:
    """The rules' ``IllegalMove`` for ``move`` tried on a copy of ``view`` (``None``: legal)."""
    try:
        view.clone().apply(move)
    except IllegalMove as exc:
        return exc
    return None


def refusals(view: Any, moves: Iterable[Move]) -> list[IllegalMove]:
    """Why none of ``moves`` (readings of one choice) is legal, each reason once; empty as
    soon as one of them is legal."""
    found: list[IllegalMove] = []
    for move in moves:
        refused = refusal(view, move)
        if refused is None:
            return []
        if all(refused.reason != known.reason for known in found):
            found.append(refused)
    return found


def positions_of(held: Sequence[T], wanted: Iterable[T]) -> list[int]:
    """Where in ``held`` the ``wanted`` things are, each position used once (a hint's cards
    found in a hand); things not held are passed over."""
    out: list[int] = []
    for thing in wanted:
        for i, have in enumerate(held):
            if have == thing and i not in out:
                out.append(i)
                break
    return out
