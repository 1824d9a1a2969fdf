"""Reading the Fields of Green position text (its format: :mod:`.position_writer`)."""

from __future__ import annotations

import re
from typing import Any

from game.rules.core import GameConfig, PositionError, Rng
from game.rules.fields_of_green.farm import (
    HIDDEN_PICK,
    NO_PICK,
    SILO_CARD,
    TOWER_CARD,
    Location,
    read_cell,
)
from game.rules.fields_of_green.hidden import HIDDEN
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.position_writer import HIDDEN_CODE, write_position
from game.rules.fields_of_green.setup import tables_for
from game.rules.fields_of_green.state import FogState
from game.rules.fields_of_green.tables import KINDS
from game.rules.position_words import key_values

__all__ = ["read_position", "write_position"]

_TOWER = re.compile(r"T(\d+)/(\d+)(?:\^(\d+))?$")
_PHASES = {phase.text: phase for phase in Phase}


def _items(text: str, known: dict[str, int], what: str) -> list[int]:
    if text == "-":
        return []
    if text.startswith(HIDDEN_CODE):
        return [HIDDEN] * int(text[1:])
    try:
        return [known[code] for code in text.split(",")]
    except KeyError as missing:
        raise PositionError(f"unknown {what} {missing}") from None


def _location(text: str, cards: dict[str, int], tiles: dict[str, int]) -> Location:
    what, *equipment = text.split("+")
    tile_ids = tuple(tiles[t] for t in equipment)
    tower = _TOWER.match(what)
    if tower:
        water, capacity, reach = tower.groups()
        return Location(TOWER_CARD, True, int(water), int(capacity), int(reach or 0), tile_ids)
    if what.startswith("S") and what[1:].isdigit():
        return Location(SILO_CARD, capacity=int(what[1:]), equipment=tile_ids)
    down = what.endswith("!")
    return Location(cards[what.rstrip("!")], not down, equipment=tile_ids)


def read_position(content: Any, text: str) -> FogState:
    """The state the position text describes; :class:`PositionError` naming the line."""
    tables = tables_for(content)
    lines = {}
    for number, raw in enumerate(text.splitlines(), 1):
        words = raw.split()
        if words:
            lines[words[0]] = (number, words[1:])
    try:
        head = key_values(lines["fields_of_green"][1], 1)
        variants = frozenset() if head["variants"] == "-" else frozenset(head["variants"].split(","))
        state = FogState(tables, GameConfig(int(head["players"]), variants), Rng(0))
        number, words = lines["year"]
        state.year = int(words[0])
        flow = key_values(words[1:], number)
        state.phase = _PHASES[flow["phase"]]
        state.first, state.current = int(flow["first"]) - 1, int(flow["current"]) - 1
        state.acted, state.resume = int(flow["acted"]), _PHASES[flow["resume"]]
        state.hidden_piles = flow["hidden"] == "1"
        state.viewer = None if flow["viewer"] == "-" else int(flow["viewer"]) - 1
        state.rng = Rng(int(lines["rng"][1][0]))
        cards, tiles = tables.by_code, tables.equipment_by_code
        state.piles = [_items(lines[f"pile-{kind}"][1][0], cards, "card") for kind in KINDS]
        number, words = lines["supply"]
        supply = key_values(words, number)
        state.towers_left, state.silos_left = int(supply["towers"]), int(supply["silos"])
        state.equipment = _items(lines["equipment"][1][0], tiles, "tile")
        state.offer = _items(lines["offer"][1][0], tiles, "tile")
        state.discard = _items(lines["discard"][1][0], cards, "card")
        state.row = _items(lines["row"][1][0], cards, "card")
        state.pool = _items(lines["pool"][1][0], cards, "card")
        splits = lines["splits"][1][0]
        state.splits = [] if splits == "-" else [tuple(map(int, s.split("-"))) for s in splits.split(",")]
        for seat, farmer in enumerate(state.players, 1):
            number, words = lines[f"p{seat}"]
            info = key_values(words, number)
            farmer.coins, farmer.food = int(info["coins"]), int(info["food"])
            farmer.tokens = int(info["tokens"])
            farmer.hand = _items(info["hand"], cards, "card")
            pick = info["pick"]
            farmer.pick = {"-": NO_PICK, HIDDEN_CODE: HIDDEN_PICK}.get(pick, cards.get(pick, NO_PICK))
            farmer.aside = _items(info["aside"], tiles, "tile")
            farmer.todo = [] if info["todo"] == "-" else [read_cell(c) for c in info["todo"].split("/")]
            for word in lines[f"farm{seat}"][1]:
                cell, _, place = word.partition("=")
                farmer.farm[read_cell(cell)] = _location(place, cards, tiles)
    except (KeyError, ValueError, IndexError) as problem:
        if isinstance(problem, PositionError):
            raise
        raise PositionError(f"cannot read the Fields of Green position: {problem!r}") from None
    return state
