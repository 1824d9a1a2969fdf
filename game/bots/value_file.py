"""A learned value model as data: the weights a game's learned judgement predicts the final
score with, and where they came from, read from ``content/<game>/bots/value.yaml`` (the hard
bot's) or ``value_<level>.yaml`` (another level's, such as the normal bot's, when it plays its
own: :func:`value_file`).

The file holds a ``provenance`` (:class:`~game.bots.judgement.Provenance`: the training's code
version, games, seeds and command), the ``features`` in the order of the weights (they must be
the names the game's judgement reads, in its order, so a file made by an older feature list is
refused rather than misread), and per form of the game one row of weights per stage (Agricola:
per round).  A damaged file is a :class:`~game.content.base.ContentError` naming the file, the
line and the field; ``python -m game validate`` checks it.
"""

from __future__ import annotations

import dataclasses
import functools
import operator
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Annotated

from pydantic import Field, Strict

from game import paths
from game.bots.judgement import Provenance
from game.content.base import Frozen, read_yaml, validate

VALUE_FILE = Path("bots") / "value.yaml"
"""Where a game's learned value model lies under its content folder (the hard bot's)."""


def value_file(level: str = "hard") -> Path:
    """Where the learned value model of the bots of ``level`` lies under a game's content
    folder: :data:`VALUE_FILE` for the hard bot, ``bots/value_<level>.yaml`` for another."""
    return VALUE_FILE if level == "hard" else VALUE_FILE.with_name(f"value_{level}.yaml")

Number = Annotated[float, Field(allow_inf_nan=False)]


class _ValueDoc(Frozen):
    provenance: Provenance
    features: tuple[str, ...]
    forms: dict[str, tuple[tuple[Annotated[Number, Strict(False)], ...], ...]]


@dataclasses.dataclass(frozen=True)
class ValueModel:
    """A learned value model read: its ``provenance``, its ``features`` and per form the
    weights of each stage (``forms[form][stage][feature]``)."""

    provenance: Provenance
    features: tuple[str, ...]
    forms: Mapping[str, tuple[tuple[float, ...], ...]]
    unused: Mapping[str, frozenset[str]] = dataclasses.field(init=False, repr=False, compare=False)
    """Per form, the features weighing nothing at every stage (a judgement need not compute
    them: the prediction is the same to the last bit without them)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "unused", {
            form: frozenset(name for index, name in enumerate(self.features)
                            if all(row[index] == 0.0 for row in rows))
            for form, rows in self.forms.items()})

    def predict(self, form: str, stage: int, features: Sequence[float]) -> float:
        """The value of ``features`` at ``stage`` (clamped to the stages the form has) of
        ``form``."""
        rows = self.forms[form]
        weights = rows[max(0, min(stage, len(rows) - 1))]
        if len(weights) != len(features):
            raise ValueError(f"{len(features)} features for {len(weights)} weights")
        total: float = sum(map(operator.mul, weights, features))
        return total


def read_value(path: Path, features: Sequence[str], forms: Sequence[str], stages: int,
               display: str | None = None, optional: Sequence[str] = ()) -> ValueModel:
    """The value model at ``path``, which must read exactly ``features`` and give every one of
    ``forms`` (and of the ``optional`` forms it has) ``stages`` rows of one weight per feature;
    :class:`ContentError` otherwise."""
    doc = read_yaml(path, display)
    parsed = validate(doc, _ValueDoc)
    if tuple(parsed.features) != tuple(features):
        raise doc.error(("features",), "the features are not the ones the game's learned judgement reads, "
                        "in its order: train the model again (tools/train/value.py)")
    for form in forms:
        if form not in parsed.forms:
            raise doc.error(("forms",), f"no weights for the form {form!r}")
    for form, rows in parsed.forms.items():
        if form not in forms and form not in optional:
            raise doc.error(("forms", form), f"unknown form (forms: {', '.join((*forms, *optional))})")
        if len(rows) != stages:
            raise doc.error(("forms", form), f"expected {stages} rows of weights, one per stage, not {len(rows)}")
        for index, row in enumerate(rows):
            if len(row) != len(features):
                raise doc.error(("forms", form, index),
                                f"expected {len(features)} weights, one per feature, not {len(row)}")
    return ValueModel(parsed.provenance, tuple(parsed.features),
                      {form: tuple(tuple(float(w) for w in row) for row in rows) for form, rows in parsed.forms.items()})


def value_path(game_id: str, content_root: Path | None = None, level: str = "hard") -> Path:
    """The value model file of ``game_id``'s ``level`` bots (shipped content unless
    ``content_root``)."""
    return (content_root or paths.content_dir()) / game_id / value_file(level)


def display_name(game_id: str, level: str = "hard") -> str:
    """How messages name ``game_id``'s value model file of ``level``."""
    return (Path("content") / game_id / value_file(level)).as_posix()


@functools.cache
def shipped_value(game_id: str, features: tuple[str, ...], forms: tuple[str, ...], stages: int,
                  level: str = "hard") -> ValueModel:
    """The shipped value model of ``game_id``'s ``level`` bots, read once per process."""
    return read_value(value_path(game_id, level=level), features, forms, stages, display_name(game_id, level))
