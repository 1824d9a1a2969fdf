"""The in-game rules reference: one YAML file per language in the folder a game's
registration names (``rules_pages``, e.g. ``oregon/rules`` for ``content/oregon/rules/en.yaml``).

Each game's engineers write one file per interface language::

    title: Oregon — how to play
    sections:
      - id: farmer                      # the same in every language
        heading: Placing a farmer
        claims: [farmer_area]           # what the page states, each played by a test
        kinds: [play_cards]             # the decisions it explains (F1 opens it there)
        text: |
          Play {farmer_cards} cards ...

          A second paragraph ...
        picture: oregon/farmer.svg      # optional, under sprites/
        labels:                         # the words on the page's diagram, if it has one
          your_farmer: Your farmer
        not_with: [family]              # left out of a game dealt with one of these variants
        only_with: []                   # if given, shown only in a game dealt with one of them

A page may have a diagram drawn from the game's own pieces instead of its picture: the
diagrams are data, once per game, in ``figures.yaml`` beside the pages (see
:mod:`game.content.rules_diagrams`); the words on them come from the page's ``labels``.

A page's text is checkable: every number in it is a ``{fact}`` placeholder filled from the
game's content (its ``rules_facts()``), and every claim it makes is named in ``claims`` and
played by a test (``tests/rules/<game>/test_rules_pages.py``), which also checks that every
language states the same claims.  :func:`load_rules_text` reads the file of the wanted language
(English when that language has none yet) and returns ``None`` when the game has no rules
reference at all.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Protocol

from pydantic import field_validator

from game.content.base import (
    ContentError,
    ContentErrors,
    Frozen,
    check_sprites,
    load_model,
    sprite_exists,
)
from game.content.rules_diagrams import DIAGRAMS_FILE, check_diagrams, read_diagrams

FALLBACK_LANGUAGE = "en"

PLACEHOLDER = re.compile(r"\{([a-z_][a-z0-9_]*)\}")
"""A fact named in a page's text: ``{hand_size}``."""


class FactContent(Protocol):
    """A game's content that can fill the numbers of its rules pages."""

    def rules_facts(self) -> Mapping[str, int]:
        """Every number the rules pages may name, by placeholder."""
        ...


def fill_facts(text: str, facts: Mapping[str, int]) -> str:
    """``text`` with each ``{fact}`` replaced by its value; an unknown fact stays as written
    (a test refuses it, and the screen must never fail over it)."""
    return PLACEHOLDER.sub(lambda m: str(facts[m[1]]) if m[1] in facts else m[0], text)


class RulesSection(Frozen):
    """One page of the reference: a stable ``id`` (the same in every language), a heading,
    paragraphs (blank-line separated) whose numbers are ``{fact}`` placeholders, the
    ``claims`` it makes (each played by a test), the decision ``kinds`` it explains and an
    optional picture (a sprite path under ``sprites/``); ``labels`` word the marks of the
    page's diagram in the page's language.  ``not_with`` names the variants of a game dealt
    without this page (Agricola's cards in its family game), ``only_with`` those it is shown
    with alone (the family game's own opening page)."""

    id: str
    heading: str
    text: str
    claims: tuple[str, ...] = ()
    kinds: tuple[str, ...] = ()
    picture: str | None = None
    labels: dict[str, str] = {}
    not_with: tuple[str, ...] = ()
    only_with: tuple[str, ...] = ()

    def shown_with(self, variants: frozenset[str] | None) -> bool:
        """Whether the page belongs to a game dealt with ``variants`` (``None``: no game is
        dealt, as from the title screen's Rules: every page but a variant's own)."""
        if variants is None:
            return not self.only_with
        return not set(self.not_with) & variants and (not self.only_with or bool(set(self.only_with) & variants))

    @field_validator("heading", "text")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must not be empty")
        return value

    @property
    def paragraphs(self) -> list[str]:
        """The text's paragraphs as written, each with its line breaks joined into one line."""
        return self.filled({})

    def filled(self, facts: Mapping[str, int]) -> list[str]:
        """The paragraphs with their ``{fact}`` placeholders filled from ``facts``."""
        blocks = [" ".join(fill_facts(block, facts).split()) for block in self.text.split("\n\n")]
        return [block for block in blocks if block]

    def facts_named(self) -> set[str]:
        """The facts this page's text and heading name."""
        return set(PLACEHOLDER.findall(self.text)) | set(PLACEHOLDER.findall(self.heading))


class RulesText(Frozen):
    """A whole rules reference in one language."""

    title: str
    sections: tuple[RulesSection, ...]

    @field_validator("sections")
    @classmethod
    def _some_sections(cls, value: tuple[RulesSection, ...]) -> tuple[RulesSection, ...]:
        if not value:
            raise ValueError("a rules reference needs at least one section")
        ids = [section.id for section in value]
        if len(set(ids)) != len(ids):
            raise ValueError("two sections have the same id")
        return value

    def dealt(self, variants: frozenset[str] | None) -> RulesText:
        """The pages of a game dealt with ``variants`` (``None``: no game dealt)."""
        kept = tuple(section for section in self.sections if section.shown_with(variants))
        return self if len(kept) == len(self.sections) or not kept else RulesText(title=self.title, sections=kept)

    def section_for(self, kind: str) -> int:
        """The index of the first page explaining decisions of ``kind`` (0 when none does)."""
        return next((i for i, section in enumerate(self.sections) if kind in section.kinds), 0)


def rules_path(content_root: Path, pages: str, language: str) -> Path:
    """Where the rules reference in ``language`` lives, in the game's ``pages`` folder."""
    return content_root / pages / f"{language}.yaml"


def load_rules_text(content_root: Path, pages: str, language: str) -> RulesText | None:
    """The reference in ``language`` (English if that one is missing) from the folder
    ``pages`` under ``content_root``, or ``None`` when the game has none yet (``pages`` is
    empty or holds no file).  Raises :class:`ContentErrors` for a broken file."""
    if not pages:
        return None
    for code in dict.fromkeys((language, FALLBACK_LANGUAGE)):
        path = rules_path(content_root, pages, code)
        if path.is_file():
            _doc, text = load_model(path, RulesText, f"content/{pages}/{code}.yaml")
            return text
    return None


def missing_pictures(text: RulesText, sprites_root: Path) -> list[str]:
    """The pictures ``text`` names that are not in ``sprites_root``."""
    return [s.picture for s in text.sections if s.picture and not sprite_exists(s.picture, sprites_root)]


def check_content(content_root: Path, sprites_root: Path | None, folders: Sequence[str]) -> None:
    """Check the rules reference in every language in each of ``folders`` (the games'
    ``rules_pages``) under ``content_root`` (and, with ``sprites_root``, that each picture
    exists), and its diagrams against the pages of every language; raise ``ContentErrors``
    listing every problem."""
    problems: list[ContentError] = []
    for folder in folders:
        try:
            diagrams = read_diagrams(content_root, folder)
        except ContentErrors as exc:
            problems.extend(exc.errors)
            diagrams = None
        for path in sorted((content_root / folder).glob("*.yaml")):
            if path.name == DIAGRAMS_FILE:
                continue
            try:
                doc, text = load_model(path, RulesText, f"content/{folder}/{path.name}")
            except ContentErrors as exc:
                problems.extend(exc.errors)
                continue
            pictures = [(("sections", i, "picture"), s.picture) for i, s in enumerate(text.sections) if s.picture]
            problems += check_sprites(doc, pictures, sprites_root)
            if diagrams is not None:
                problems += check_diagrams(*diagrams, {s.id: set(s.labels) for s in text.sections})
    if problems:
        raise ContentErrors(problems)


__all__ = [
    "ContentErrors", "FactContent", "RulesSection", "RulesText", "check_content", "fill_facts",
    "load_rules_text", "missing_pictures", "rules_path",
]
