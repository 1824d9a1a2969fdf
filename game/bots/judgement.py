"""A game's bot judgement as data: the weights its evaluation judges with, and where they came
from, read from ``content/<game>/bots/judgement.yaml``.

The file holds a ``provenance`` (how the numbers were made: by hand, or by the training of
``tools/train/`` with its code version, games, seeds and command) and one section per set of
weights, each named by the game's judgement module (for Agricola:
:mod:`game.bots.evaluation.agricola_weights`) and read into that module's frozen dataclass.
Every field of the dataclass must be given, as a number; a missing, unknown or non-numeric
weight is a :class:`~game.content.base.ContentError` naming the file, the line and the field.

The file is read once, when a game's bots are first needed (the bots' kit is loaded lazily:
never on the title screen's path), and checked by ``python -m game validate``
(:func:`game.bots.evaluation.judged.check_content`).
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, Field, Strict, create_model

from game import paths
from game.content.base import Frozen, read_yaml, validate

JUDGEMENT_FILE = Path("bots") / "judgement.yaml"
"""Where a game's judgement lies under its content folder."""


class Provenance(Frozen):
    """Where a judgement's numbers came from, so that a learned set can be made again."""

    method: str = Field(min_length=1)
    code_version: str = Field(min_length=1)
    games: int = Field(ge=0)
    seeds: str
    command: str
    run_time: str = ""
    result: str = ""


@dataclasses.dataclass(frozen=True)
class Judgement:
    """A game's judgement file read: its ``provenance`` and each section's weights."""

    provenance: Provenance
    sections: Mapping[str, Any]


Number = Annotated[float, Strict(), Field(allow_inf_nan=False)]
Count = Annotated[int, Strict()]
Flag = Annotated[bool, Strict()]


def _field_type(hint: Any) -> Any:
    """The pydantic type of a weight: a finite number (an integer is a number too, a word or
    ``true`` is not), a whole number, a switch (``true`` or ``false``), or a tuple of them."""
    if hint is float:
        return Number
    if hint is bool:
        return Flag
    if hint is int:
        return Count
    if typing.get_origin(hint) is tuple:
        return tuple.__class_getitem__(tuple(_field_type(arg) if arg is not Ellipsis else arg for arg in typing.get_args(hint)))
    raise TypeError(f"a judgement weight must be a number, a switch or a tuple of numbers, not {hint!r}")


@functools.cache
def section_model(cls: type) -> type[BaseModel]:
    """The pydantic model of one section: every field of the dataclass ``cls``, required."""
    hints = typing.get_type_hints(cls)
    fields: dict[str, Any] = {f.name: (_field_type(hints[f.name]), ...) for f in dataclasses.fields(cls)}
    return create_model(cls.__name__, __base__=Frozen, **fields)


@functools.cache
def _file_model(sections: tuple[tuple[str, type], ...]) -> type[BaseModel]:
    fields: dict[str, Any] = {name: (section_model(cls), ...) for name, cls in sections}
    return create_model("Judgement", __base__=Frozen, provenance=(Provenance, ...), **fields)


def read_judgement(path: Path, sections: Mapping[str, type], display: str | None = None) -> Judgement:
    """The judgement file at ``path``, each of ``sections`` (name → dataclass) read into its
    dataclass; :class:`ContentError` or :class:`ContentErrors` for a damaged file."""
    doc = read_yaml(path, display)
    if not isinstance(doc.data, dict):
        raise doc.error((), "expected a mapping with a provenance and the sections " + ", ".join(sections))
    parsed = validate(doc, _file_model(tuple(sections.items())))
    made = {name: cls(**getattr(parsed, name).model_dump()) for name, cls in sections.items()}
    return Judgement(parsed.provenance, made)  # type: ignore[attr-defined]


def judgement_path(game_id: str, content_root: Path | None = None) -> Path:
    """The judgement file of ``game_id`` (shipped content unless ``content_root``)."""
    return (content_root or paths.content_dir()) / game_id / JUDGEMENT_FILE


@functools.cache
def shipped_judgement(game_id: str, sections: tuple[tuple[str, type], ...]) -> Judgement:
    """The shipped judgement of ``game_id``, read once per process."""
    return read_judgement(judgement_path(game_id), dict(sections), display_name(game_id))


def weights(game_id: str, sections: Mapping[str, type], name: str) -> Any:
    """The shipped weights of section ``name`` of ``game_id``'s judgement."""
    return shipped_judgement(game_id, tuple(sections.items())).sections[name]


def display_name(game_id: str) -> str:
    """How messages name ``game_id``'s judgement file."""
    return (Path("content") / game_id / JUDGEMENT_FILE).as_posix()

