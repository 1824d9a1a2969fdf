"""Which sound each event of a game makes, from ``content/<game>/sounds.yaml``::

    # event kind: sound (one of game.ui.sounds.SOUND_NAMES, a file in sprites/sounds/)
    farmer_placed: place
    scored: score

An event kind the file does not name is silent.  ``validate`` refuses a sound that does not
exist, naming the file and line; a test plays random games of every game and checks that
every kind the file names is one its rules emit.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import RootModel

from game.content.base import ContentError, ContentErrors, check_files, load_model

SOUND_NAMES = ("place", "draw", "score", "reveal", "turn", "end")
"""The sounds there are (``sprites/sounds/<name>.wav``, made by ``tools/make_sounds.py``)."""


class SoundsFile(RootModel[dict[str, str]]):
    """Event kind → sound name."""


def load_sounds(path: Path, display: str) -> dict[str, str]:
    """The event → sound table of one file; ``ContentErrors`` naming the file and line of an
    unknown sound or a broken file."""
    doc, table = load_model(path, SoundsFile, display)
    problems = [
        doc.error((kind,), f"unknown sound {sound!r} (sounds: {', '.join(SOUND_NAMES)})")
        for kind, sound in table.root.items()
        if sound not in SOUND_NAMES
    ]
    if problems:
        raise ContentErrors(problems)
    return dict(table.root)


@cache
def shipped_sounds(content_root: Path, file: str) -> dict[str, str]:
    """The table of a shipped file, read once; empty when the game names none or it is broken
    (the table then plays no sound rather than failing: ``validate`` reports the problem)."""
    if not file:
        return {}
    try:
        return load_sounds(content_root / file, file)
    except (ContentErrors, ContentError):
        return {}


def check_content(content_root: Path, sprites_root: Path | None, files: tuple[str, ...]) -> None:
    """Check every game's sounds file (``validate``), and with ``sprites_root`` that every
    sound has its file."""
    check_files(content_root, files, load_sounds)
    if sprites_root is not None:
        missing = [name for name in SOUND_NAMES if not (sprites_root / "sounds" / f"{name}.wav").is_file()]
        if missing:
            raise ContentError(sprites_root / "sounds", None, "", f"missing sounds: {', '.join(missing)}")


__all__ = ["SOUND_NAMES", "check_content", "load_sounds", "shipped_sounds"]
