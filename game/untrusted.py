"""Reading a player's files as untrusted input: saves, settings and statistics.

Anything may be in such a file — a truncated write, a hand edit, a file from another
program.  :func:`read_json` turns every way a JSON file can be unusable into one
:class:`DamagedFile` sentence (never a traceback): too large, empty, not UTF-8, broken JSON,
nested too deeply for the parser, an integer longer than Python reads (more than 4,300 digits),
``Infinity``/``NaN`` or a number too large for a float.  :func:`clean_text` bounds and cleans
one untrusted string where it enters, and :func:`quoted` cuts one short for a message.
:func:`set_aside` keeps a damaged file under a new name beside it, never overwriting anything.
"""

from __future__ import annotations

import json
import math
import os
import unicodedata
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

MAX_NESTING = 64
"""Deeper JSON is refused before parsing (no file of ours nests more than a few levels)."""
QUOTE_LIMIT = 80
"""Untrusted text quoted in a message is cut to this many characters."""
_DROPPED = {"Cc", "Cs"}
"""Control characters and lone surrogates: they break fonts, terminals and UTF-8 writes."""


class DamagedFile(Exception):
    """A file that cannot be used; the message says what is wrong (without the file name)."""


def clean_text(value: str, limit: int) -> str:
    """``value`` without control characters or lone surrogates, cut to ``limit`` characters.

    Only the first ``4 * limit`` characters are looked at, so a 10 MB string costs no more
    than a short one.
    """
    head = value[: 4 * limit]
    kept = "".join(ch for ch in head if unicodedata.category(ch) not in _DROPPED)
    return kept[:limit]


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``value`` as a quoted text for a message: cleaned, cut to ``limit`` characters with
    an ellipsis when longer (a file's text never floods a message or a terminal)."""
    text = value if isinstance(value, str) else repr(value)[: 4 * limit]
    short = clean_text(text, limit)
    return repr(short + "…") if len(text) > limit else repr(short)


def nesting_line(text: str, limit: int = MAX_NESTING) -> int | None:
    """The line where ``text`` first opens more than ``limit`` brackets (``[`` or ``{``)
    without closing them, or ``None``.  Brackets inside strings count too: a cheap
    over-estimate, made before a parser that recurses would meet the nesting."""
    depth = 0
    line = 1
    for char in text:
        if char in "[{":
            depth += 1
            if depth > limit:
                return line
        elif char in "]}":
            depth = max(0, depth - 1)
        elif char == "\n":
            line += 1
    return None


def _refuse_constant(name: str) -> Any:
    raise DamagedFile(f"it holds {name}, which is not a number Tablero can use")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise DamagedFile(f"it holds the number {quoted(text, 24)}, which is too large")
    return value


def read_json(path: Path, max_bytes: int) -> Any:
    """The JSON data in ``path``.

    Raises ``FileNotFoundError`` when there is no file, and :class:`DamagedFile` with the
    reason for a file that exists but cannot be used.
    """
    try:
        with path.open("rb") as handle:
            raw = handle.read(max_bytes + 1)
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise DamagedFile("it is a folder, not a file") from None
    except OSError as exc:
        raise DamagedFile(f"it cannot be read ({exc.strerror or exc.__class__.__name__})") from None
    if len(raw) > max_bytes:
        raise DamagedFile(f"it is larger than {max_bytes // 1024} KB")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DamagedFile("it is not a text file") from None
    if not text.strip():
        raise DamagedFile("it is empty (it was cut short)")
    too_deep = nesting_line(text)
    if too_deep is not None:
        raise DamagedFile(f"it is nested more than {MAX_NESTING} levels deep (line {too_deep})")
    try:
        return json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float)
    except json.JSONDecodeError as exc:
        raise DamagedFile(f"it is damaged or cut short (unreadable at line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise DamagedFile("it is nested too deeply") from None
    except ValueError as exc:
        if isinstance(exc, DamagedFile):
            raise
        # Python refuses to read an integer of more than 4,300 digits
        raise DamagedFile("it holds a number with too many digits") from None


def set_aside(path: Path, now: datetime | None = None) -> Path:
    """Rename the damaged file ``path`` to ``<stem>.damaged-<date>-<time><suffix>`` beside it
    (``-2``, ``-3``… when that name is taken: nothing is ever overwritten) and return the new
    path.  Raises ``OSError`` if the rename fails."""
    stamp = (now or datetime.now(UTC)).strftime("%Y-%m-%d-%H%M%S")
    number = 1
    while True:
        tail = "" if number == 1 else f"-{number}"
        target = path.with_name(f"{path.stem}.damaged-{stamp}{tail}{path.suffix}")
        if not target.exists():
            break
        number += 1
    os.rename(path, target)
    return target


def damaged_notice(path: Path, reason: str, what: str, instead: str) -> str:
    """Keep the damaged file ``path`` aside (:func:`set_aside`) and say so in one line:
    ``<path>: <what> cannot be used (<reason>); kept as <new name>; using <instead>``."""
    try:
        kept = f"kept as {set_aside(path).name}"
    except OSError as exc:
        kept = f"left in place ({exc.strerror or exc.__class__.__name__})"
    return f"{path}: {what} cannot be used ({reason}); {kept}; using {instead}"
