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


def lanes(xs: Sequence[float], room: float) -> list[int]:
    """For markers standing at ``xs``, a lane each (0 first) such that two markers in one lane
    stand at least ``room`` apart: none hides another, even on neighbouring spaces."""
    taken: dict[int, list[float]] = {}
    out = [0] * len(xs)
    for i in sorted(range(len(xs)), key=lambda i: (xs[i], i)):
        lane = 0
        while any(abs(xs[i] - x) < room for x in taken.get(lane, [])):
            lane += 1
        taken.setdefault(lane, []).append(xs[i])
        out[i] = lane
    return out


def spread(xs: Sequence[float], room: float) -> list[float]:
    """Markers at ``xs`` moved right just enough that each stands ``room`` from the one before
    it (in order of place): side by side where they would cover one another."""
    out = list(xs)
    last = float("-inf")
    for i in sorted(range(len(xs)), key=lambda i: (xs[i], i)):
        out[i] = max(xs[i], last + room)
        last = out[i]
    return out
