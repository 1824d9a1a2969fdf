"""How the table marks each event of a game, from ``content/<game>/cues.yaml``::

    # event kind: cue
    farmer_placed: place
    scored: score

A cue is one of :data:`CUES`: the table plays its sound (``sprites/sounds/<cue>.wav``, made by
``tools/make_sounds.py``), draws its icon beside the event's line in the log, and the log's
"points only" filter keeps the lines cued ``score``.  An event kind the file does not name has
no sound and no icon.  ``validate`` refuses an unknown cue, naming the file and line; a test
plays random games of every game and checks that every kind the file names is one its rules
emit.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import RootModel

from game.content.base import ContentError, ContentErrors, check_files, load_model

CUES = ("place", "draw", "score", "reveal", "turn", "end", "card")
"""Every cue: something set down, a card drawn, points, something shown, a person's turn,
the end of the game, a card played or at work (an occupation's or improvement's effect)."""

SCORE = "score"
"""The cue of the events that change a score (the log's "points only" filter keeps them)."""


class CuesFile(RootModel[dict[str, str]]):
    """Event kind → cue."""


def load_cues(path: Path, display: str) -> dict[str, str]:
    """The event → cue table of one file; ``ContentErrors`` naming the file and line of an
    unknown cue or a broken file."""
    doc, table = load_model(path, CuesFile, display)
    problems = [
        doc.error((kind,), f"unknown cue {cue!r} (cues: {', '.join(CUES)})")
        for kind, cue in table.root.items()
        if cue not in CUES
    ]
    if problems:
        raise ContentErrors(problems)
    return dict(table.root)


@cache
def shipped_cues(content_root: Path, file: str) -> dict[str, str]:
    """The table of a shipped file, read once; empty when the game names none or it is broken
    (the table then marks nothing rather than failing: ``validate`` reports the problem)."""
    if not file:
        return {}
    try:
        return load_cues(content_root / file, file)
    except (ContentErrors, ContentError):
        return {}


def check_content(content_root: Path, sprites_root: Path | None, files: tuple[str, ...]) -> None:
    """Check every game's cues file (``validate``), and with ``sprites_root`` that every cue
    has its sound."""
    check_files(content_root, files, load_cues)
    if sprites_root is not None:
        missing = [cue for cue in CUES if not (sprites_root / "sounds" / f"{cue}.wav").is_file()]
        if missing:
            raise ContentError(sprites_root / "sounds", None, "", f"missing sounds: {', '.join(missing)}")


__all__ = ["CUES", "SCORE", "check_content", "load_cues", "shipped_cues"]
