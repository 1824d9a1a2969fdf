"""Which Porto moves are legal, and why a move is not (the one legality source).

:func:`legal_moves` lists every legal move in a stable order; :func:`illegal_reason` returns a
:class:`~game.rules.core.Reason` for a move that is not legal now (``None`` when it is), which
keeps its template and values for translation.  The phases of the game are :class:`Phase`.
"""

from __future__ import annotations

from enum import IntEnum
from itertools import combinations
from typing import TYPE_CHECKING

from game.rules.core import Move, Reason
from game.rules.porto.moves import Build, Draw, KeepContracts, Pass, PlaceBonus

if TYPE_CHECKING:
    from game.rules.porto.state import PortoState


class Phase(IntEnum):
    """The steps of the game: private contracts kept at set-up, ordinary turns (draw or
    build), the bonus token placed after a build, and the end.  The position text writes
    :attr:`text`."""

    CHOOSE_CONTRACTS = 0
    PLAY = 1
    PLACE_BONUS = 2
    OVER = 3

    @property
    def text(self) -> str:
        """The phase as the position text writes it (``"place-bonus"``)."""
        return self.name.lower().replace("_", "-")


# Module-level names for the hot paths (one global lookup instead of an attribute on the class).
CHOOSE_CONTRACTS, PLAY, PLACE_BONUS, OVER = (
    Phase.CHOOSE_CONTRACTS,
    Phase.PLAY,
    Phase.PLACE_BONUS,
    Phase.OVER,
)


def legal_moves(state: PortoState) -> list[Move]:
    """Every legal move now, in a stable order (see :mod:`game.rules.porto.moves`)."""
    phase = state.phase
    if phase == PLAY:
        moves: list[Move] = list(draw_moves(state))
        moves.extend(build_moves(state))
        return moves or [Pass()]
    if phase == PLACE_BONUS:
        return list(bonus_moves(state))
    if phase == CHOOSE_CONTRACTS:
        return list(keep_moves(state))
    return []


def illegal_reason(state: PortoState, move: Move) -> Reason | None:
    """Why ``move`` is not legal now, or ``None`` when it is."""
    # Moves are final classes: comparing the type skips the slower ABC instance check.
    phase = state.phase
    if phase == OVER:
        return Reason("the game is over")
    if phase == PLAY:
        if type(move) is Draw:
            return draw_reason(state, move.slots)
        if type(move) is Build:
            return build_reason(state, move)
        if type(move) is Pass:
            return pass_reason(state)
        return Reason("now draw cards or build floors")
    if phase == PLACE_BONUS:
        if type(move) is PlaceBonus:
            return bonus_reason(state, move)
        return Reason("first put the bonus token on a house without a roof")
    if type(move) is KeepContracts:
        return keep_reason(state, move)
    return Reason("first choose which private contracts to keep")


# -- drawing ------------------------------------------------------------------------------

_draw_cache: dict[tuple[int, int, tuple[int, ...]], tuple[Draw, ...]] = {}


def draw_moves(state: PortoState) -> tuple[Draw, ...]:
    """Every draw the display allows, fewest cards first, slots rising."""
    tables = state.tables
    values = tables.card_value
    pattern = tuple(values[k] if k >= 0 else 0 for k in state.display)
    key = (tables.draw_max_cards, tables.draw_max_value, pattern)
    moves = _draw_cache.get(key)
    if moves is None:
        moves = _draw_cache[key] = _draws_for(pattern, key[0], key[1])
    return moves


def _draws_for(pattern: tuple[int, ...], max_cards: int, max_value: int) -> tuple[Draw, ...]:
    filled = [(slot + 1, v) for slot, v in enumerate(pattern) if v]
    moves = []
    for size in range(1, min(max_cards, len(filled)) + 1):
        for combo in combinations(filled, size):
            if sum(v for _, v in combo) <= max_value:
                moves.append(Draw(tuple(s for s, _ in combo)))
    return tuple(moves)


def draw_reason(state: PortoState, slots: tuple[int, ...]) -> Reason | None:
    """Why taking the cards of ``slots`` (1-based) is not allowed, or ``None``."""
    tables = state.tables
    size = len(state.display)
    if type(slots) is not tuple:
        return Reason("name each display slot once, in rising order")
    if not slots:
        return Reason("take at least one card")
    for slot in slots:
        if type(slot) is not int or not 1 <= slot <= size:
            return Reason("there is no display slot {slot} (1-{count})", slot=_named(slot), count=size)
    if list(slots) != sorted(set(slots)):
        return Reason("name each display slot once, in rising order")
    for slot in slots:
        if state.display[slot - 1] < 0:
            return Reason("display slot {slot} is empty", slot=slot)
    if len(slots) > tables.draw_max_cards:
        return Reason("draw at most {count} cards", count=tables.draw_max_cards)
    total = sum(tables.card_value[state.display[s - 1]] for s in slots)
    if total > tables.draw_max_value:
        return Reason(
            "draw at most value {limit} (these cards add up to {total})",
            limit=tables.draw_max_value,
            total=total,
        )
    return None


# -- building -----------------------------------------------------------------------------

def build_targets(state: PortoState, colour: int, floors: int) -> list[int]:
    """Indices of the houses that may take ``floors`` tiles of ``colour`` now."""
    heights = state.layout.heights
    tiles = state.house_tiles
    house_colour = state.house_colour
    neighbours = state.layout.neighbours
    floors_left = state.floors_left[colour]
    may_start = state.ground_left[colour] > 0 and floors_left >= floors - 1
    found = []
    for h in state.layout.in_play:
        have = tiles[h]
        if have == 0:
            if may_start and floors <= heights[h]:
                for nb in neighbours[h]:
                    if house_colour[nb] == colour:
                        break
                else:
                    found.append(h)
        elif house_colour[h] == colour and floors <= heights[h] - have and floors <= floors_left:
            found.append(h)
    return found


_builds: dict[tuple[str, str, int], Build] = {}


def build_moves(state: PortoState) -> list[Build]:
    """Every legal build for the player to move: each pair of cards in hand, each way of
    using them, each house that fits."""
    tables = state.tables
    hand = state.hands[state.current]
    held = [k for k in range(tables.kinds) if hand[k]]
    codes = tables.card_codes
    card_colour = tables.card_colour
    card_value = tables.card_value
    targets: dict[tuple[int, int], list[int]] = {}
    moves: list[Build] = []
    for i, a in enumerate(held):
        for b in held[i:]:
            if a == b and hand[a] < 2:
                continue
            for f, c in ((a, b), (b, a)) if a != b else ((a, b),):
                key = (card_colour[c], card_value[f])
                houses = targets.get(key)
                if houses is None:
                    houses = targets[key] = build_targets(state, key[0], key[1])
                fc, cc = codes[f], codes[c]
                for h in houses:
                    key3 = (fc, cc, h)
                    move = _builds.get(key3)
                    if move is None:
                        move = _builds[key3] = Build(fc, cc, h + 1)
                    moves.append(move)
    return moves


def _card(state: PortoState, kind: int) -> dict[str, object]:
    tables = state.tables
    return {"colour": tables.colour_ids[tables.card_colour[kind]], "value": tables.card_value[kind]}


def build_reason(state: PortoState, move: Build) -> Reason | None:
    """Why ``move`` may not be played by the player to move, or ``None``."""
    tables = state.tables
    kinds = tables.kind_by_code
    # The type is checked first: a look-alike field (a list) cannot even be looked up.
    fk = kinds.get(move.floors) if type(move.floors) is str else None
    ck = kinds.get(move.colour) if type(move.colour) is str else None
    if fk is None or ck is None:
        return Reason("there is no card {code}", code=_named(move.floors if fk is None else move.colour))
    hand = state.hands[state.current]
    if fk == ck and hand[fk] < 2:
        return Reason("you need two {colour} {value} cards to play both", **_card(state, fk))
    for kind in (fk, ck):
        if hand[kind] < 1:
            return Reason("you hold no {colour} {value}", **_card(state, kind))
    if type(move.house) is not int or not 1 <= move.house <= len(tables.heights):
        return Reason(
            "there is no house {house} (1-{count})", house=_named(move.house), count=len(tables.heights)
        )
    h = move.house - 1
    if not state.layout.playable[h]:
        return Reason(
            "house {house} is not in play with {players} players",
            house=move.house,
            players=state.num_players,
        )
    return house_reason(state, h, tables.card_colour[ck], tables.card_value[fk])


def house_reason(state: PortoState, h: int, colour: int, floors: int) -> Reason | None:
    """Why house ``h`` may not take ``floors`` tiles of ``colour`` (rules A-G), or ``None``."""
    colour_ids = state.tables.colour_ids
    name = colour_ids[colour]
    have = state.house_tiles[h]
    height = state.layout.heights[h]
    number = h + 1
    if have == height:
        return Reason("house {house} is complete: it has no empty space left", house=number)
    if have:
        if state.house_colour[h] != colour:
            return Reason(
                "house {house} already has a {colour} ground floor",
                house=number,
                colour=colour_ids[state.house_colour[h]],
            )
        if floors > height - have:
            return floors_left_reason(number, height - have)
        if floors > state.floors_left[colour]:
            if state.floors_left[colour] == 1:
                return Reason("only one {colour} floor tile is left", colour=name)
            return Reason(
                "only {left} {colour} floor tiles are left",
                left=state.floors_left[colour],
                colour=name,
            )
        return None
    if floors > height:
        return floors_left_reason(number, height)
    if state.ground_left[colour] == 0:
        return Reason("no {colour} ground floors are left to start a new house", colour=name)
    if any(state.house_colour[nb] == colour for nb in state.layout.neighbours[h]):
        return Reason("no new house next to a {colour} neighbour", colour=name)
    if floors - 1 > state.floors_left[colour]:
        return Reason(
            "only {left} {colour} floor tiles are left", left=state.floors_left[colour], colour=name
        )
    return None


def floors_left_reason(house: int, left: int) -> Reason:
    """Why more floors than house ``house`` has room for cannot go on it (one floor, or
    ``left`` floors, in words that need no "(s)")."""
    if left == 1:
        return Reason("house {house} has only one floor left", house=house)
    return Reason("house {house} has only {left} floors left", house=house, left=left)

# -- keeping private contracts, the bonus token, passing ----------------------------------

def keep_moves(state: PortoState) -> list[KeepContracts]:
    """Every choice of private contracts to keep from those dealt."""
    dealt = len(state.private_dealt[state.current])
    return [
        KeepContracts(combo)
        for combo in combinations(range(1, dealt + 1), state.tables.private_kept)
    ]


def keep_reason(state: PortoState, move: KeepContracts) -> Reason | None:
    """Why the player to move may not keep the contracts at ``move.positions``, or ``None``."""
    dealt = state.private_dealt[state.current]
    wanted = state.tables.private_kept
    positions = move.positions
    if type(positions) is not tuple or any(type(p) is not int for p in positions):
        return Reason("choose among contracts 1 to {count}", count=len(dealt))
    if len(positions) != wanted:
        return Reason("keep exactly {count} private contracts", count=wanted)
    if list(positions) != sorted(set(positions)):
        return Reason("name each contract once, in rising order")
    if not all(1 <= p <= len(dealt) for p in positions):
        return Reason("choose among contracts 1 to {count}", count=len(dealt))
    return None


def empty_roofs(state: PortoState) -> list[int]:
    """Houses in play whose roof space is empty: no roof and no bonus token on top."""
    heights = state.layout.heights
    tiles = state.house_tiles
    tokens = state.roof_token
    return [h for h in state.layout.in_play if tiles[h] < heights[h] and not tokens[h]]


def bonus_moves(state: PortoState) -> list[PlaceBonus]:
    """Every house the pending bonus token may go to."""
    return [PlaceBonus(h + 1) for h in empty_roofs(state)]


def bonus_reason(state: PortoState, move: PlaceBonus) -> Reason | None:
    """Why the pending bonus token may not go on house ``move.house``, or ``None``."""
    houses = len(state.house_tiles)
    if type(move.house) is not int or not 1 <= move.house <= houses:
        return Reason("there is no house {house} (1-{count})", house=_named(move.house), count=houses)
    h = move.house - 1
    if not state.layout.playable[h]:
        return Reason(
            "house {house} is not in play with {players} players",
            house=move.house,
            players=state.num_players,
        )
    if state.house_tiles[h] == state.layout.heights[h]:
        return Reason("house {house} already has a roof", house=move.house)
    if state.roof_token[h]:
        return Reason("house {house} already carries a bonus token", house=move.house)
    return None


def _named(value: object) -> object:
    """A field of a refused move as its reason names it: a number as it is, anything else
    as Python writes it, never longer than a line."""
    if type(value) is int:
        if -10**9 < value < 10**9:
            return value
        return "a number of more than nine digits"
    try:
        text = repr(value)
    except ValueError:  # a number too long to write out (Python refuses), inside a tuple
        text = type(value).__name__
    return text if len(text) <= 40 else text[:39] + "…"


def pass_reason(state: PortoState) -> Reason | None:
    """Why the player to move may not pass (they can still draw or build), or ``None``."""
    if draw_moves(state) or build_moves(state):
        return Reason("you can still draw or build, so you may not pass")
    return None
