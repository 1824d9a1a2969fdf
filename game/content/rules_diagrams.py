"""The diagrams of a game's rules reference: ``content/<game>/rules/figures.yaml``.

A diagram is data, written once per game (every language shows the same picture)::

    diagrams:
      - section: earnings            # the page it illustrates (a section id of the pages)
        position: |                  # a position in the game's own position format
          oregon players=2 ...
        moves: []                    # moves played from the position before it is drawn
        show: [[2, 4], [6, 9]]       # two opposite corner cells of the part of the board shown
        marks:
          - kind: ring               # the piece the page talks about
            cells: [[4, 6]]
            label: your_farmer       # a key of the page's ``labels`` (in the page's language)
          - kind: lit                # the cells the rules name
            cells: [[3, 5], [3, 6]]

Cells are written in the rules' own coordinates: Oregon ``[row, column]``, Porto ``[house]``
or ``[house, floor]`` (houses from 1, floors from 0).  The board of the game draws the
position (:mod:`game.boards.kit.diagrams`); tests check that each position is legal and that
what a diagram marks is what the rules say (``tests/rules/<game>/test_rules_diagrams.py``).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Literal

from pydantic import field_validator, model_validator

from game.content.base import ContentError, Frozen, YamlDoc, load_model

DIAGRAMS_FILE = "figures.yaml"

MARK_KINDS = ("lit", "band", "ring", "cross", "arrow")
"""``lit``: cells the page names, lit like the table's legal spaces; ``band``: a soft tint
over a stretch of the board (a row band); ``ring``: the piece the page talks about;
``cross``: what does not count or is not allowed; ``arrow``: from the first cell to each of
the others."""

Cell = tuple[int, ...]


class DiagramMark(Frozen):
    """Something drawn over the board: ``kind`` (:data:`MARK_KINDS`) on ``cells`` and on
    every cell of the ``block`` between two opposite corner cells, with an optional
    ``label`` (a key of the page's ``labels``)."""

    kind: Literal["lit", "band", "ring", "cross", "arrow"]
    cells: tuple[Cell, ...] = ()
    block: tuple[Cell, Cell] | None = None
    label: str = ""

    @model_validator(mode="after")
    def _some_cells(self) -> DiagramMark:
        if not self.every_cell() or not all(self.every_cell()):
            raise ValueError("a mark needs cells or a block, each cell of at least one number")
        if self.block is not None and len(self.block[0]) != len(self.block[1]):
            raise ValueError("the corners of a block have as many numbers as each other")
        return self

    def every_cell(self) -> tuple[Cell, ...]:
        """The mark's cells, then those of its block (row by row)."""
        if self.block is None:
            return self.cells
        low = [min(a, b) for a, b in zip(*self.block, strict=True)]
        high = [max(a, b) for a, b in zip(*self.block, strict=True)]
        block = [tuple(c) for c in itertools.product(*(range(a, b + 1) for a, b in zip(low, high, strict=True)))]
        return self.cells + tuple(block)


class DiagramInset(Frozen):
    """A strip under the part of the board shown, for what lies on no cell (the food each
    seat starts with, the stacks of cards): ``kind`` names a picture the game's board draws
    of the diagram's state (``BoardView.diagram_inset``), ``label`` the page's words for it
    (a key of the page's ``labels``), written over the strip."""

    kind: str
    label: str


class Diagram(Frozen):
    """One page's diagram: a ``position`` and the legal ``moves`` (in their text form) played
    from it, the part of the board to ``show`` (two opposite corner cells) and the ``marks``
    over it, then the ``insets`` under it; ``viewer`` is the player (from 1) whose private
    things may show (none by default)."""

    section: str
    position: str
    moves: tuple[str, ...] = ()
    show: tuple[Cell, Cell]
    marks: tuple[DiagramMark, ...] = ()
    insets: tuple[DiagramInset, ...] = ()
    viewer: int | None = None

    def cells(self) -> set[Cell]:
        """Every cell a mark names."""
        return {cell for mark in self.marks for cell in mark.every_cell()}

    def labels(self) -> set[str]:
        """The label keys the marks and the insets use."""
        return {mark.label for mark in self.marks if mark.label} | {inset.label for inset in self.insets}

    def marked(self, kind: str, label: str | None = None) -> set[Cell]:
        """The cells of the marks of ``kind`` (and ``label``, when given)."""
        return {c for m in self.marks if m.kind == kind and label in (None, m.label) for c in m.every_cell()}


class Diagrams(Frozen):
    """Every diagram of one game's reference, at most one per page."""

    diagrams: tuple[Diagram, ...]

    @field_validator("diagrams")
    @classmethod
    def _one_per_page(cls, value: tuple[Diagram, ...]) -> tuple[Diagram, ...]:
        pages = [d.section for d in value]
        if len(set(pages)) != len(pages):
            raise ValueError("two diagrams for the same page")
        return value

    def for_section(self, section: str) -> Diagram | None:
        """The diagram of the page ``section``, if it has one."""
        return next((d for d in self.diagrams if d.section == section), None)

    def page(self, section: str) -> Diagram:
        """The diagram of the page ``section``; ``KeyError`` when it has none."""
        found = self.for_section(section)
        if found is None:
            raise KeyError(f"the page {section!r} has no diagram")
        return found


def diagrams_path(content_root: Path, pages: str) -> Path:
    """Where the diagrams of the reference in the folder ``pages`` live."""
    return content_root / pages / DIAGRAMS_FILE


def read_diagrams(content_root: Path, pages: str) -> tuple[YamlDoc, Diagrams] | None:
    """The diagrams file of the folder ``pages`` and its data, or ``None`` when the game has
    none.  Raises :class:`ContentErrors` (with file and line) for a broken file."""
    path = diagrams_path(content_root, pages)
    if not pages or not path.is_file():
        return None
    return load_model(path, Diagrams, f"content/{pages}/{DIAGRAMS_FILE}")


def load_diagrams(content_root: Path, pages: str) -> Diagrams | None:
    """The diagrams of the reference in the folder ``pages`` (``None``: none drawn yet)."""
    found = read_diagrams(content_root, pages)
    return found[1] if found is not None else None


def check_diagrams(doc: YamlDoc, diagrams: Diagrams, pages: Mapping[str, set[str]]) -> list[ContentError]:
    """Problems of ``diagrams`` against the pages of one language (each page's id and the
    label keys it words): a diagram of a page that does not exist, or a label the page does
    not word."""
    problems = []
    for i, diagram in enumerate(diagrams.diagrams):
        if diagram.section not in pages:
            problems.append(doc.error(("diagrams", i, "section"), f"no page {diagram.section!r} in the reference"))
            continue
        for j, mark in enumerate(diagram.marks):
            if mark.label and mark.label not in pages[diagram.section]:
                where = ("diagrams", i, "marks", j, "label")
                problems.append(doc.error(where, f"the page {diagram.section!r} has no label {mark.label!r}"))
        for j, inset in enumerate(diagram.insets):
            if inset.label not in pages[diagram.section]:
                where = ("diagrams", i, "insets", j, "label")
                problems.append(doc.error(where, f"the page {diagram.section!r} has no label {inset.label!r}"))
    return problems


def check_positions(doc: YamlDoc, diagrams: Diagrams, read: Callable[[str], object]) -> list[ContentError]:
    """Problems of the positions of ``diagrams`` that ``read`` (the game's position reader)
    refuses, each at the file line of the position line it names."""
    problems = []
    for i, diagram in enumerate(diagrams.diagrams):
        try:
            read(diagram.position)
        except ValueError as exc:
            where = ("diagrams", i, "position")
            start = doc.line_of(where)
            number = _position_line(str(exc))
            line = start + number if start is not None and number is not None else start
            problems.append(ContentError(doc.path, line, f"diagrams[{i}].position", str(exc)))
    return problems


def _position_line(message: str) -> int | None:
    """The position line a reader's message names ("line 3: ..."), if any."""
    head, _, _ = message.partition(":")
    word, _, number = head.partition(" ")
    return int(number) if word == "line" and number.isdigit() else None


__all__ = [
    "DIAGRAMS_FILE", "MARK_KINDS", "Diagram", "DiagramInset", "DiagramMark", "Diagrams", "check_diagrams", "check_positions",
    "diagrams_path", "load_diagrams", "read_diagrams",
]
