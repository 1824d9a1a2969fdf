"""Card and tile effects as data: one registry of *verbs* shared by every game.

A card's effect is written in YAML as a verb and its parameters
(``{verb: build_floors, colours: [blue], floors: 2, points: 2}``).  Each verb is a small pure
function registered here with

- a **parameter schema**: every parameter's name and kind (:class:`Whole` with bounds,
  :class:`Choice` from a fixed or named set such as the content's colours, :class:`ListOf`,
  :class:`Tiers`), so content is checked before a game starts (:func:`check_params`);
- a **timing** (:class:`Timing`): at once, at a phase, when an action is taken, at any time,
  or at the end, and a short key saying which phase or action (``when``).

Verbs are grouped in :class:`Hook`\\ s: one hook is one way the rules call effects, with one
function type (Porto's public contracts all answer "does this build fulfil me?"; Oregon's
building effects all pay a player for farmers beside the building).  Verb names are unique
within a game and may repeat across games (``"porto"``'s ``score`` is not ``"oregon"``'s).

The rules turn a verb's name into its function once, when their tables are built, never on
the hot path.  What the function receives is its hook's contract: a hook whose verbs need
their parameters bound once registers *factories* (called with the checked parameters as
keywords, returning the function the rules call), a hook whose cards already carry their
parameters as a rule record registers the checking functions themselves.

Pure: no pygame, no files, no global state beyond the registry filled at import time.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Generic, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

ParamValue = int | str | tuple[str, ...] | tuple[tuple[int, int], ...]
"""A checked parameter: a whole number, a name, a list of names, or tiers (count, points)."""

Where = tuple[str | int, ...]
"""Where a problem is inside an effect's parameters: ``("colours", 1)``."""


class Timing(Enum):
    """When an effect happens (the card's frame in Fields of Green, its wording in Agricola)."""

    AT_ONCE = "at once"
    """Once, when the card or tile comes into play."""
    AT_PHASE = "at a phase"
    """Each time a phase comes (a harvest, the start of a round)."""
    ON_ACTION = "when an action is taken"
    """Each time a certain action is taken (a build, a farmer placed beside it)."""
    ANY_TIME = "at any time"
    """Whenever its owner chooses (a conversion)."""
    AT_END = "at the end"
    """Once, in the final scoring."""


class ParamProblem(Exception):
    """A parameter that does not fit its kind; ``where`` locates it inside the parameter."""

    def __init__(self, message: str, where: Where = ()) -> None:
        super().__init__(message)
        self.message = message
        self.where = where


Sets = Mapping[str, Sequence[str]]
"""The named sets a game's content supplies to :class:`Choice` (``{"colour": (...)}``)."""


class Param:
    """The kind of one parameter: what it accepts and how a person would describe it."""

    def describe(self, sets: Sets) -> str:
        """What is expected, in a few words ("a whole number 1-3")."""
        raise NotImplementedError

    def check(self, value: object, sets: Sets) -> ParamValue:
        """``value`` as the rules read it; raise :class:`ParamProblem` if it does not fit."""
        raise NotImplementedError


@dataclass(frozen=True)
class Whole(Param):
    """A whole number from ``low`` to ``high``."""

    low: int
    high: int

    def describe(self, sets: Sets) -> str:
        return f"a whole number {self.low}-{self.high}"

    def check(self, value: object, sets: Sets) -> int:
        if (
            isinstance(value, bool)
            or not isinstance(value, int)
            or not self.low <= value <= self.high
        ):
            raise ParamProblem(f"expected {self.describe(sets)}, got {value!r}")
        return value


@dataclass(frozen=True)
class Choice(Param):
    """One name from a set: the fixed ``options``, or else the content's set called ``name``
    (Porto's colours, Fields of Green's tags)."""

    name: str
    options: tuple[str, ...] = ()

    def known(self, sets: Sets) -> tuple[str, ...]:
        """The names this choice accepts."""
        return self.options or tuple(sets.get(self.name, ()))

    def describe(self, sets: Sets) -> str:
        return f"a {self.name} ({', '.join(self.known(sets))})"

    def check(self, value: object, sets: Sets) -> str:
        known = self.known(sets)
        if not isinstance(value, str):
            raise ParamProblem(f"expected {self.describe(sets)}, got {value!r}")
        if value not in known:
            raise ParamProblem(f"unknown {self.name} {value!r} (known: {', '.join(known)})")
        return value


@dataclass(frozen=True)
class ListOf(Param):
    """A list of ``least`` to ``most`` names, each a :class:`Choice`; ``distinct``: no repeats."""

    item: Choice
    least: int
    most: int
    distinct: bool = True

    def describe(self, sets: Sets) -> str:
        count = str(self.least) if self.least == self.most else f"{self.least}-{self.most}"
        different = " different" if self.distinct else ""
        return (
            f"a list of {count}{different} {self.item.name}s ({', '.join(self.item.known(sets))})"
        )

    def check(self, value: object, sets: Sets) -> tuple[str, ...]:
        if not isinstance(value, list | tuple) or not self.least <= len(value) <= self.most:
            raise ParamProblem(f"expected {self.describe(sets)}, got {value!r}")
        out: list[str] = []
        for i, item in enumerate(value):
            try:
                name = self.item.check(item, sets)
            except ParamProblem as problem:
                raise ParamProblem(problem.message, (i,)) from None
            if self.distinct and name in out:
                raise ParamProblem(f"{name!r} is named twice; expected {self.describe(sets)}", (i,))
            out.append(name)
        return tuple(out)


@dataclass(frozen=True)
class Tiers(Param):
    """Rising thresholds, each paying points: ``{1: 1, 2: 2, 3: 5}`` (reach the count, score
    the points of the highest tier reached)."""

    count: Whole
    points: Whole

    def describe(self, sets: Sets) -> str:
        return (
            f"tiers as count: points (counts {self.count.low}-{self.count.high}, rising; "
            f"points {self.points.low}-{self.points.high})"
        )

    def check(self, value: object, sets: Sets) -> tuple[tuple[int, int], ...]:
        if not isinstance(value, Mapping) or not value:
            raise ParamProblem(f"expected {self.describe(sets)}, got {value!r}")
        out: list[tuple[int, int]] = []
        for count, points in value.items():
            try:
                pair = (self.count.check(count, sets), self.points.check(points, sets))
            except ParamProblem as problem:
                raise ParamProblem(problem.message, (str(count),)) from None
            if out and pair[0] <= out[-1][0]:
                raise ParamProblem(
                    f"tier counts must rise; {count} follows {out[-1][0]}", (str(count),)
                )
            out.append(pair)
        return tuple(out)


@dataclass(frozen=True)
class Verb(Generic[F]):
    """One registered effect: its game, hook, name, timing, parameter schema and function, and
    whether what it gives its owner reads the other players' tableaux too (``reads_rivals``: a
    judgement that remembers a player's position by the player's own pieces must judge one
    holding such an effect afresh)."""

    game: str
    hook: str
    name: str
    timing: Timing
    when: str
    params: Mapping[str, Param]
    function: F
    reads_rivals: bool = False

    @property
    def summary(self) -> str:
        """The first line of the function's docstring: what the effect does."""
        return (self.function.__doc__ or self.name).strip().splitlines()[0]


_verbs: dict[tuple[str, str], Verb[Any]] = {}
_hooks: dict[tuple[str, str], Hook[Any]] = {}


class Hook(Generic[F]):
    """The verbs of one game that the rules call the same way (one function type ``F``).

    Register with the :meth:`verb` decorator; look up with :meth:`function` or :meth:`index`
    (the position in registration order, for rules that keep a verb as a small int).
    """

    def __init__(self, game: str, name: str) -> None:
        if (game, name) in _hooks:
            raise ValueError(f"{game} already has an effect hook called {name!r}")
        self.game = game
        self.name = name
        self._verbs: dict[str, Verb[F]] = {}
        _hooks[(game, name)] = self

    def verb(
        self, name: str, timing: Timing, when: str = "", params: Mapping[str, Param] | None = None,
        *, reads_rivals: bool = False,
    ) -> Callable[[F], F]:
        """Register the decorated function as verb ``name`` of this hook (``reads_rivals``:
        its result for a player depends on the other players' pieces too)."""

        def register(function: F) -> F:
            key = (self.game, name)
            if key in _verbs:
                raise ValueError(f"{self.game} already has an effect verb called {name!r}")
            verb = Verb(self.game, self.name, name, timing, when, dict(params or {}), function, reads_rivals)
            _verbs[key] = verb
            self._verbs[name] = verb
            return function

        return register

    @property
    def names(self) -> tuple[str, ...]:
        """The verbs of this hook, in registration order."""
        return tuple(self._verbs)

    def get(self, name: str) -> Verb[F]:
        """The verb called ``name``; ``KeyError`` naming the hook's verbs if there is none."""
        found = self._verbs.get(name)
        if found is None:
            raise KeyError(
                f"{name!r} is not a {self.game} {self.name} verb ({', '.join(self._verbs)})"
            )
        return found

    def function(self, name: str) -> F:
        """The function of verb ``name`` (resolve once, when tables are built)."""
        return self.get(name).function

    def index(self, name: str) -> int:
        """The position of verb ``name`` in :attr:`names`."""
        self.get(name)
        return self.names.index(name)

    def functions(self) -> tuple[F, ...]:
        """Every verb's function, in the order of :attr:`names`."""
        return tuple(v.function for v in self._verbs.values())


def find_verb(game: str, name: str) -> Verb[Any] | None:
    """The verb ``name`` of ``game``, whatever its hook, or ``None``."""
    return _verbs.get((game, name))


def verbs_of(game: str) -> tuple[Verb[Any], ...]:
    """Every verb registered for ``game`` (its rules modules must have been imported)."""
    return tuple(v for (g, _), v in _verbs.items() if g == game)


def check_params(
    verb: Verb[Any], given: Mapping[str, object], sets: Sets
) -> tuple[dict[str, ParamValue], list[tuple[Where, str]]]:
    """Check ``given`` against ``verb``'s schema.

    Returns the checked values and every problem as ``(where, message)``, ``where`` starting
    with the parameter's name: ``(("floors",), "expected a whole number 1-3, got 'x'")``.
    A missing parameter is located at its own name; an unknown one names the known ones.
    """
    values: dict[str, ParamValue] = {}
    problems: list[tuple[Where, str]] = []
    for name, kind in verb.params.items():
        if name not in given:
            problems.append(((name,), f"missing; expected {kind.describe(sets)}"))
            continue
        try:
            values[name] = kind.check(given[name], sets)
        except ParamProblem as problem:
            problems.append(((name, *problem.where), problem.message))
    for name in given:
        if name not in verb.params:
            known = ", ".join(verb.params) or "none"
            problems.append(((name,), f"unknown parameter of {verb.name} (known: {known})"))
    return values, problems


class Params:
    """Checked parameters of one effect, read with the type their kind gives them."""

    __slots__ = ("values",)

    def __init__(self, values: Mapping[str, ParamValue]) -> None:
        self.values = dict(values)

    def whole(self, name: str, default: int | None = None) -> int:
        """The whole number ``name`` (``default`` when the verb has no such parameter)."""
        value = self.values.get(name, default)
        if not isinstance(value, int):
            raise KeyError(name)
        return value

    def name(self, name: str) -> str:
        """The chosen name ``name``."""
        value = self.values[name]
        if not isinstance(value, str):
            raise KeyError(name)
        return value

    def names(self, name: str) -> tuple[str, ...]:
        """The list of names ``name`` (empty when the verb has no such parameter)."""
        value = self.values.get(name, ())
        return tuple(v for v in value if isinstance(v, str)) if isinstance(value, tuple) else ()

    def tiers(self, name: str = "tiers") -> tuple[tuple[int, int], ...]:
        """The tiers ``name`` as rising ``(count, points)`` pairs."""
        value = self.values.get(name, ())
        return tuple(v for v in value if isinstance(v, tuple)) if isinstance(value, tuple) else ()


def resolve(verb: Verb[Any], given: Mapping[str, object], sets: Sets) -> Params:
    """The checked parameters of an effect whose content was validated (:func:`check_params`);
    ``ValueError`` naming the first problem if it was not."""
    values, problems = check_params(verb, given, sets)
    if problems:
        where, message = problems[0]
        raise ValueError(f"{verb.name}: {'.'.join(map(str, where))}: {message}")
    return Params(values)


def describe_params(verb: Verb[Any], sets: Sets) -> str:
    """The schema of ``verb`` in one line ("colours: a list of 1 ..., floors: a whole number 1-3")."""
    return ", ".join(f"{name}: {kind.describe(sets)}" for name, kind in verb.params.items())
