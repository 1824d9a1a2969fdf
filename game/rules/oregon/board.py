"""Tables computed once per content: spaces, neighbours, areas, bands and every move object.

Spaces are numbered ``row * columns + column``.  Everything here is a tuple of ints so that the
hot paths (legal moves, scoring) do plain indexing.  :func:`tables_for` caches the tables by
the content's fingerprint; they never change afterwards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.effects import resolve
from game.rules.oregon.moves import (
    DiscardTwo,
    DiscardUseless,
    DrawCard,
    EndTurn,
    ExtraTurn,
    OregonMove,
    PlaceBuilding,
    PlaceFarmer,
    PlaceStartTile,
    Space,
)
from game.rules.oregon.scoring import BUILDING_EFFECTS, Reward

if TYPE_CHECKING:
    from game.content.oregon import BuildingSpec, OregonContent

EFFECT_CODES = {"points": 0, "church": 1, "coal": 2, "gold": 3}
"""A building's :attr:`~game.content.oregon.BuildingSpec.effect` as the bots read it."""
ACTIVATION_CODES = {None: 0, "joker": 1, "extra_turn": 2}

FarmerOption = tuple[int, PlaceFarmer, PlaceFarmer, PlaceFarmer]
BuildOption = tuple[int, PlaceBuilding]


@dataclass(frozen=True, slots=True, eq=False)
class Tables:
    """Precomputed facts about one content (see the module docstring)."""

    content: OregonContent
    rows: int
    columns: int
    symbols: tuple[str, ...]
    buildings: tuple[str, ...]
    card_names: tuple[str, ...]
    card_index: dict[str, int]
    symbol_index: dict[str, int]
    building_index: dict[str, int]
    letters: tuple[str, ...]
    water: tuple[bool, ...]
    row_symbol: tuple[int, ...]
    column_symbol: tuple[int, ...]
    neighbours: tuple[tuple[int, ...], ...]
    orthogonal: tuple[tuple[int, ...], ...]
    suits: tuple[tuple[bool, ...], ...]
    effect: tuple[int, ...]
    points: tuple[int, ...]
    activates: tuple[int, ...]
    rewards: tuple[tuple[Reward, ...], ...]
    farmer_options: tuple[tuple[FarmerOption, ...], ...]
    build_options: tuple[tuple[BuildOption, ...], ...]
    joker_build_options: tuple[tuple[BuildOption, ...], ...]
    start_options: tuple[tuple[tuple[int, PlaceStartTile], ...], ...]
    discard_moves: tuple[tuple[DiscardTwo, ...], ...]
    useless_moves: tuple[DiscardUseless, ...]
    by_text: dict[str, OregonMove]
    landscape_total: tuple[int, ...]
    building_cards: tuple[int, ...]
    coal_values: tuple[int, ...]
    gold_values: tuple[int, ...]

    def space_of(self, cell: int) -> Space:
        """``(row, column)`` of a space number."""
        return divmod(cell, self.columns)

    def cell_of(self, space: Space) -> int:
        """The space number of ``(row, column)``; ``-1`` when it is off the board."""
        row, column = space
        if 0 <= row < self.rows and 0 <= column < self.columns:
            return row * self.columns + column
        return -1


DRAW_LANDSCAPE = DrawCard("landscape")
DRAW_BUILDING = DrawCard("building")
TAKE_EXTRA = ExtraTurn(True)
DECLINE_EXTRA = ExtraTurn(False)
END_TURN = EndTurn()

_cache: dict[str, Tables] = {}


def tables_for(content: OregonContent) -> Tables:
    """The tables of ``content`` (computed on first use, then cached)."""
    found = _cache.get(content.content_id)
    if found is None:
        found = _build(content)
        _cache[content.content_id] = found
    return found


def _build(content: OregonContent) -> Tables:
    rows, columns = content.rows, content.columns
    symbols = content.symbols
    buildings = tuple(b.id for b in content.buildings)
    n_cells = rows * columns
    water = tuple(t == content.water for t in content.grid)
    row_symbol = tuple((c // columns) // content.rows_per_symbol for c in range(n_cells))
    column_symbol = tuple((c % columns) // content.columns_per_symbol for c in range(n_cells))
    neighbours = tuple(_around(c, rows, columns, diagonal=True) for c in range(n_cells))
    orthogonal = tuple(_around(c, rows, columns, diagonal=False) for c in range(n_cells))
    near_water = tuple(any(water[n] for n in neighbours[c]) for c in range(n_cells))
    suits = tuple(
        tuple(
            content.grid[c] == spec.terrain and (near_water[c] or not spec.near_water)
            for c in range(n_cells)
        )
        for spec in content.buildings
    )

    def space(cell: int) -> Space:
        return divmod(cell, columns)

    by_text: dict[str, OregonMove] = {}

    def keep(move: OregonMove) -> OregonMove:
        by_text[str(move)] = move
        return move

    farmer_options: list[tuple[FarmerOption, ...]] = []
    for r, r_name in enumerate(symbols):
        for c, c_name in enumerate(symbols):
            area: list[FarmerOption] = []
            for cell in range(n_cells):
                if row_symbol[cell] != r or column_symbol[cell] != c or water[cell]:
                    continue
                at = space(cell)
                plain = PlaceFarmer(r_name, c_name, at)
                joker_row = PlaceFarmer(r_name, c_name, at, "row")
                joker_column = PlaceFarmer(r_name, c_name, at, "column")
                for move in (plain, joker_row, joker_column):
                    keep(move)
                if r == c:  # one play: the joker is written as the row card
                    by_text[str(joker_column)] = joker_row
                area.append((cell, plain, joker_row, joker_column))
            farmer_options.append(tuple(area))

    build_options: list[tuple[BuildOption, ...]] = []
    joker_build_options: list[tuple[BuildOption, ...]] = []
    for s, s_name in enumerate(symbols):
        for b, b_name in enumerate(buildings):
            band: list[BuildOption] = []
            for cell in range(n_cells):
                in_band = row_symbol[cell] == s or column_symbol[cell] == s
                if in_band and suits[b][cell]:
                    # With the joker the band does not matter: it is written as the row's.
                    joker_build = PlaceBuilding(b_name, symbols[row_symbol[cell]], space(cell), True)
                    by_text[str(PlaceBuilding(b_name, s_name, space(cell), True))] = joker_build
                    band.append((cell, PlaceBuilding(b_name, s_name, space(cell))))
                    keep(band[-1][1])
            build_options.append(tuple(band))
    for b, b_name in enumerate(buildings):
        joker_build_options.append(
            tuple(
                (cell, PlaceBuilding(b_name, symbols[row_symbol[cell]], space(cell), True))
                for cell in range(n_cells)
                if suits[b][cell]
            )
        )
    start_options = tuple(
        tuple(
            (cell, PlaceStartTile(b_name, space(cell))) for cell in range(n_cells) if suits[b][cell]
        )
        for b, b_name in enumerate(buildings)
    )
    for starts in start_options:
        for _, start in starts:
            keep(start)

    card_names = symbols + buildings
    discard_moves = tuple(
        tuple(
            DiscardTwo(card_names[i], card_names[j])
            if j >= i
            else DiscardTwo(card_names[j], card_names[i])
            for j in range(len(card_names))
        )
        for i in range(len(card_names))
    )
    for i, row_moves in enumerate(discard_moves):
        for j, discard in enumerate(row_moves):
            by_text[f"discard {card_names[i]} {card_names[j]}"] = discard
    useless_moves = tuple(DiscardUseless(name) for name in buildings)
    fixed: tuple[OregonMove, ...] = (
        DRAW_LANDSCAPE,
        DRAW_BUILDING,
        TAKE_EXTRA,
        DECLINE_EXTRA,
        END_TURN,
    )
    for other in useless_moves + fixed:
        keep(other)

    return Tables(
        content=content,
        rows=rows,
        columns=columns,
        symbols=symbols,
        buildings=buildings,
        card_names=card_names,
        card_index={name: i for i, name in enumerate(card_names)},
        symbol_index={name: i for i, name in enumerate(symbols)},
        building_index={name: i for i, name in enumerate(buildings)},
        letters=tuple(b.letter for b in content.buildings),
        water=water,
        row_symbol=row_symbol,
        column_symbol=column_symbol,
        neighbours=neighbours,
        orthogonal=orthogonal,
        suits=suits,
        effect=tuple(EFFECT_CODES[b.effect] for b in content.buildings),
        points=tuple(b.points for b in content.buildings),
        activates=tuple(ACTIVATION_CODES[b.activates] for b in content.buildings),
        rewards=tuple(_rewards(b) for b in content.buildings),
        farmer_options=tuple(farmer_options),
        build_options=tuple(build_options),
        joker_build_options=tuple(joker_build_options),
        start_options=start_options,
        discard_moves=discard_moves,
        useless_moves=useless_moves,
        by_text=by_text,
        landscape_total=(content.landscape_cards_per_symbol,) * len(symbols),
        building_cards=tuple(b.cards for b in content.buildings),
        coal_values=tuple(v for v, n in content.coal_tiles for _ in range(n)),
        gold_values=tuple(v for v, n in content.gold_tiles for _ in range(n)),
    )


def _rewards(spec: BuildingSpec) -> tuple[Reward, ...]:
    """The building's effects, each verb resolved to its reward once, in the order written."""
    rewards = []
    for effect in spec.effects:
        verb = BUILDING_EFFECTS.get(effect.verb)
        rewards.append(verb.function(**resolve(verb, effect.params, {}).values))
    return tuple(rewards)


def _around(cell: int, rows: int, columns: int, *, diagonal: bool) -> tuple[int, ...]:
    row, column = divmod(cell, columns)
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr, dc) == (0, 0) or (not diagonal and dr and dc):
                continue
            r, c = row + dr, column + dc
            if 0 <= r < rows and 0 <= c < columns:
                out.append(r * columns + c)
    return tuple(out)
