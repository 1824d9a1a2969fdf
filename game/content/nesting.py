"""A cheap look at a YAML text's nesting before the C parser reads it.

PyYAML's C loader recurses once per level and exhausts the stack (a crash, not an exception)
on some tens of thousands of nested brackets, before any depth guard of ours could run; every
content file is therefore scanned first and refused when it nests deeper than any of ours.
"""

from __future__ import annotations

MAX_NESTING = 200
"""Deeper YAML is refused before parsing."""


def too_deep_line(text: str) -> int | None:
    """The line where ``text`` first nests deeper than :data:`MAX_NESTING` levels, counting
    open flow brackets and block indentation (a cheap over-estimate), or ``None``."""
    depth = 0
    line = 1
    for char in text:
        if char in "[{":
            depth += 1
            if depth > MAX_NESTING:
                return line
        elif char in "]}":
            depth = max(0, depth - 1)
        elif char == "\n":
            line += 1
    for number, row in enumerate(text.splitlines(), start=1):
        if len(row) - len(row.lstrip(" -")) > 2 * MAX_NESTING:
            return number
    return None
