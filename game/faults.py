"""Faults: a bug met while the window is open, kept in the player's log and survived.

The scene stack hands every exception a screen raises while handling an event, updating or
drawing to :func:`record`, which appends it, dated and with its traceback, to ``tablero.log``
in the player's data folder (the file a bug report asks for), and then lets the screen say so
in one line.  The program keeps running: a fault in one click does not end a match, which
stays saved after its last move.

With ``TABLERO_STRICT=1`` in the environment (the test suite sets it) nothing is survived:
the fault is raised as it would be without the guard, so a test, the UI monkey included, still
sees every bug.
"""

from __future__ import annotations

import os
import traceback
from datetime import UTC, datetime
from pathlib import Path

from game import paths

STRICT_ENV = "TABLERO_STRICT"
LOG_NAME = "tablero.log"
MAX_LOG_BYTES = 256 * 1024
"""A longer log is moved to ``tablero.old.log`` (replacing the older one) before writing."""


class Fault(RuntimeError):
    """A bug that escaped the screens' guard and stopped the program (said in one line)."""


def strict() -> bool:
    """Whether faults are raised rather than survived (``TABLERO_STRICT=1``)."""
    return os.environ.get(STRICT_ENV, "") == "1"


def log_file() -> Path:
    """The player's log of faults."""
    return paths.data_home() / LOG_NAME


def signature(exc: BaseException) -> str:
    """The fault's kind and the line that raised it: the same bug met every frame is one."""
    frames = traceback.extract_tb(exc.__traceback__)
    where = f"{frames[-1].filename}:{frames[-1].lineno}" if frames else ""
    return f"{type(exc).__name__} at {where}"


def record(exc: BaseException, where: str) -> Path | None:
    """Append ``exc`` (met in ``where``) with its traceback to the log; the log's path, or
    ``None`` when the disk refuses (the fault is then only survived, never a second one)."""
    path = log_file()
    stamp = datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
    text = "".join(traceback.format_exception(exc))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size > MAX_LOG_BYTES:
            os.replace(path, path.with_name("tablero.old.log"))
        with path.open("a", encoding="utf-8", errors="replace") as log:
            log.write(f"--- {stamp}: a fault in {where}\n{text}\n")
    except OSError:
        return None
    return path
