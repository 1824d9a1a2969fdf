"""The street of Porto: which houses exist at a player count and who neighbours whom.

Houses are indexed from 0 in code and numbered from 1 in every text a person reads (moves,
positions, reasons).  Houses out of play "do not exist": they are never built, hold no bonus
token and are nobody's neighbour.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class StreetLayout:
    """The houses in play for one player count.

    ``in_play`` lists house indices left to right; ``neighbours[h]`` the houses in play next
    to house ``h`` (empty for a house out of play); ``ends`` the first and last house in play.
    """

    heights: tuple[int, ...]
    in_play: tuple[int, ...]
    playable: tuple[bool, ...]
    neighbours: tuple[tuple[int, ...], ...]
    ends: tuple[int, int]


def layout_for(heights: tuple[int, ...], out_of_play: frozenset[int]) -> StreetLayout:
    """The layout of a street of ``heights`` without the houses in ``out_of_play`` (0-based)."""
    count = len(heights)
    playable = tuple(h not in out_of_play for h in range(count))
    in_play = tuple(h for h in range(count) if playable[h])
    neighbours = tuple(
        tuple(n for n in (h - 1, h + 1) if 0 <= n < count and playable[n] and playable[h])
        for h in range(count)
    )
    return StreetLayout(heights, in_play, playable, neighbours, (in_play[0], in_play[-1]))


def house_number(house: int) -> int:
    """The number a player reads for house index ``house``."""
    return house + 1


def adjacent_tiles(start: int, built: int, neighbour_tiles: int) -> int:
    """How many tiles of a neighbour with ``neighbour_tiles`` tiles sit level with the new
    tiles at levels ``start + 1 .. start + built`` (scoring B)."""
    return max(0, min(neighbour_tiles, start + built) - start)
