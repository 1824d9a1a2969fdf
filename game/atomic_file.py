"""The one way the program writes a player's file: atomically.

Saves, settings and statistics all go through :func:`write_atomically`: the new text goes to
a temporary file in the same folder, is flushed and synced to the disk, and is then renamed
over the target, after which the folder itself is synced so the rename survives a power cut.
A reader (or a crash at any moment) sees either the whole old file or the whole new one, never
half of each; a failed write removes its temporary file and leaves the old file as it was.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
_OUR_TEMPORARY = re.compile(r"^\..+\.[a-z0-9_]{8}" + re.escape(TEMP_SUFFIX) + "$")
"""The name :func:`write_atomically` gives its temporary file: ``.<target name>.<8 random
characters>.tmp`` (what ``tempfile.mkstemp`` makes of our prefix and suffix)."""
STALE_AFTER = 3600.0
"""Seconds after which a temporary file of ours is left over from a write that was killed
(a write takes well under a second; another process may be writing right now)."""

REPLACE_ATTEMPTS = 5
"""How often a rename refused by Windows is tried (a virus scanner or an indexer may hold
the old file open for a moment; POSIX never refuses for that reason)."""
REPLACE_PAUSE = 0.05
"""Seconds between those attempts."""


def write_atomically(path: Path, text: str) -> None:
    """Replace the file ``path`` by ``text`` (UTF-8) so that either the old or the new
    content survives any failure; creates the folder if needed.

    The text is written byte for byte (no newline translation), so a file reads the same on
    every platform.  Raises ``OSError`` if the disk refuses; the old file is then untouched
    and no temporary file is left behind.
    """
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(text.encode("utf-8"))
            handle.flush()
            os.fsync(handle.fileno())
        _replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _sync_folder(folder)


def _replace(temp: str, path: Path) -> None:
    """Rename ``temp`` over ``path``, retrying a rename Windows refuses while the old file
    is briefly held open by another program."""
    for attempt in range(REPLACE_ATTEMPTS):
        try:
            os.replace(temp, path)
            return
        except PermissionError:
            if os.name != "nt" or attempt == REPLACE_ATTEMPTS - 1:
                raise
            time.sleep(REPLACE_PAUSE)


def _sync_folder(folder: Path) -> None:
    """Make the rename durable where the platform allows it: Windows cannot open a folder
    for syncing (its renames are already journaled), and some file systems refuse."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temporaries(folder: Path, older_than: float = STALE_AFTER) -> list[Path]:
    """Remove the temporary files a killed :func:`write_atomically` left in ``folder``: only
    files named as ours and last changed more than ``older_than`` seconds ago.  Returns what
    was removed; a file that cannot be removed is left (nothing here ever raises)."""
    removed: list[Path] = []
    now = time.time()
    try:
        candidates = list(folder.glob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    for path in candidates:
        if not _OUR_TEMPORARY.match(path.name):
            continue
        try:
            if not path.is_file() or now - path.stat().st_mtime < older_than:
                continue
            path.unlink()
        except OSError:
            continue
        removed.append(path)
    return removed
