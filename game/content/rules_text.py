"""The in-game rules reference: one YAML file per language in the folder a game's
registration names (``rules_pages``, e.g. ``oregon/rules`` for ``content/oregon/rules/en.yaml``).

Each game's engineers write one file per interface language::

    title: Oregon — how to play
    sections:
      - heading: Your turn
        text: |
          Play two cards ...

          A second paragraph ...
        picture: oregon/farmer.svg      # optional, under sprites/

:func:`load_rules_text` reads the file of the wanted language (English when that language has
none yet) and returns ``None`` when the game has no rules reference at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from pydantic import field_validator

from game.content.base import (
    ContentError,
    ContentErrors,
    Frozen,
    check_sprites,
    load_model,
    sprite_exists,
)

FALLBACK_LANGUAGE = "en"


class RulesSection(Frozen):
    """One page of the reference: a heading, paragraphs (blank-line separated) and an
    optional picture (a sprite path under ``sprites/``)."""

    heading: str
    text: str
    picture: str | None = None

    @field_validator("heading", "text")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must not be empty")
        return value

    @property
    def paragraphs(self) -> list[str]:
        """The text's paragraphs, each with its line breaks joined into one line."""
        blocks = [" ".join(block.split()) for block in self.text.split("\n\n")]
        return [block for block in blocks if block]


class RulesText(Frozen):
    """A whole rules reference in one language."""

    title: str
    sections: tuple[RulesSection, ...]

    @field_validator("sections")
    @classmethod
    def _some_sections(cls, value: tuple[RulesSection, ...]) -> tuple[RulesSection, ...]:
        if not value:
            raise ValueError("a rules reference needs at least one section")
        return value


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
    exists); raise ``ContentErrors`` listing every problem."""
    problems: list[ContentError] = []
    for folder in folders:
        for path in sorted((content_root / folder).glob("*.yaml")):
            try:
                doc, text = load_model(path, RulesText, f"content/{folder}/{path.name}")
            except ContentErrors as exc:
                problems.extend(exc.errors)
                continue
            pictures = [(("sections", i, "picture"), s.picture) for i, s in enumerate(text.sections) if s.picture]
            problems += check_sprites(doc, pictures, sprites_root)
    if problems:
        raise ContentErrors(problems)


__all__ = ["ContentErrors", "RulesSection", "RulesText", "check_content", "load_rules_text", "missing_pictures", "rules_path"]
