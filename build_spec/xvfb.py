"""A private Xvfb server for the checks that need a real X display (the real-window tests,
the frozen program's first frame, the bundle benchmark).

Xvfb picks a free display number itself and writes it to a pipe once it accepts clients
(``-displayfd``), so there is no guessing of numbers and no polling of lock files.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager

SCREEN = "1600x900x24"


@contextmanager
def private_display(screen: str = SCREEN) -> Iterator[str | None]:
    """A running Xvfb server's display name (``":N"``), or ``None`` where Xvfb is not
    installed or did not start.  The server is stopped on leaving the block."""
    if shutil.which("Xvfb") is None:
        yield None
        return
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", screen, "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        with os.fdopen(read_end) as announced:
            number = announced.readline().strip()
        yield f":{number}" if number else None
    finally:
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
