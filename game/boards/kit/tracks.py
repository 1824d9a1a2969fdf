"""Score-track arithmetic shared by the boards: markers that share a space are stacked."""

from __future__ import annotations

from collections.abc import Sequence


def stack_levels(spaces: Sequence[int]) -> list[int]:
    """For each marker, how many markers before it stand on the same space (0 for the
    first), so that each is drawn a little offset and none hides another."""
    seen: dict[int, int] = {}
    levels = []
    for space in spaces:
        levels.append(seen.get(space, 0))
        seen[space] = levels[-1] + 1
    return levels

