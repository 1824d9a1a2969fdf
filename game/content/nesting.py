"""A cheap look at a YAML text's nesting before the C parser reads it.

PyYAML's C loader recurses once per level and exhausts the stack (a crash, not an exception)
on some tens of thousands of nested brackets, before any depth guard of ours could run; every
content file is therefore scanned first and refused when it nests deeper than any of ours.
"""

from __future__ import annotations

from game.untrusted import nesting_line

MAX_NESTING = 200
"""Deeper YAML is refused before parsing."""


def too_deep_line(text: str) -> int | None:
    """The line where ``text`` first nests deeper than :data:`MAX_NESTING` levels, counting
    open flow brackets and block indentation (a cheap over-estimate), or ``None``."""
    line = nesting_line(text, MAX_NESTING)
    if line is not None:
        return line
    for number, row in enumerate(text.splitlines(), start=1):
        if len(row) - len(row.lstrip(" -")) > 2 * MAX_NESTING:
            return number
    return None
