"""The Oregon position format: a few readable lines that set up any position exactly.

Example (players are numbered from 1 in this text)::

    oregon players=2 phase=play player=1 start=1 round=3 extra-taken=no end=- viewer=-
    board
    ... ... ... ... ...
    .1. P.. ... ... ...
    (ten board rows: "." empty, a digit a farmer of that player, a capital letter a building)
    player 1 score=3 supply=13 joker=on extra=off start=- hand=wagon,eagle,eagle,church coal=2 gold=-
    player 2 score=0 supply=14 joker=on extra=on start=- hand=?landscape*3,?building coal=? gold=-
    stock post_office=4 harbour=4 church=4 coal_mine=4 gold_mine=4 store=3 train_station=4
    landscape-deck pioneer,eagle,...         (bottom first; the last is drawn next)
    landscape-discard -
    building-deck ?*15                       (hidden in a view)
    building-discard church
    coal-stack 3,1,2,...
    gold-stack ?*20
    rng 1234567

Lists are comma-separated, ``-`` is an empty list and ``x*N`` repeats ``x`` N times.  The
``stock`` and the four deck lines and both stack lines may be left out: the missing ones are
completed with every component not seen elsewhere, in content order (handy for tests).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import GameConfig, PositionError, Rng
from game.rules.oregon.board import Tables, tables_for
from game.rules.oregon.legal import Phase
from game.rules.oregon.position_writer import DECK_LINES, STACK_LINES, split_items, write_position
from game.rules.oregon.scoring import BUILDING
from game.rules.oregon.state import OregonState
from game.rules.position_words import key_values

if TYPE_CHECKING:
    from game.content.oregon import OregonContent

__all__ = ["read_position", "write_position"]


def read_position(content: OregonContent, text: str) -> OregonState:
    """The state written in ``text`` by :func:`write_position`; :class:`PositionError` names
    the line and the problem."""
    return _read(tables_for(content), text)


def _state_shell(tables: Tables, players: int) -> OregonState:
    if not 2 <= players <= len(tables.content.colours):
        raise PositionError(f"line 1: players must be 2 to {len(tables.content.colours)}")
    return OregonState(tables, GameConfig(players), Rng(0))


def _read(t: Tables, text: str) -> OregonState:
    lines = [(i + 1, line.strip()) for i, line in enumerate(text.splitlines()) if line.strip()]
    if not lines or not lines[0][1].startswith("oregon "):
        raise PositionError("line 1: an Oregon position starts with 'oregon players=N ...'")
    header = key_values(lines[0][1].split()[1:], 1)
    state = _state_shell(t, _int(header, "players", 1))
    _read_header(state, header)
    if len(lines) < 2 + t.rows or lines[1][1] != "board":
        raise PositionError(f"line 2: expected 'board' followed by {t.rows} rows")
    for r in range(t.rows):
        number, row = lines[2 + r]
        _read_row(state, r, row.replace(" ", ""), number)
    seen: set[str] = set()
    for number, line in lines[2 + t.rows :]:
        key, _, rest = line.partition(" ")
        where = f"line {number}"
        if key == "player":
            _read_player(state, rest, where)
            key = f"player {rest.split()[0]}"
        elif key == "stock":
            fields = key_values(rest.split(), number)
            for name in fields:
                if name not in t.building_index:
                    raise PositionError(f"{where}: unknown building {name!r}")
            state.stock = [_int(fields, name, number) for name in t.buildings]
        elif key in DECK_LINES:
            names = t.symbols if key.startswith("landscape") else t.buildings
            setattr(
                state, key.replace("-", "_"), [_index(names, c, where) for c in split_items(rest, where)]
            )
        elif key in STACK_LINES:
            setattr(state, key.replace("-", "_"), [_tile(v, where) for v in split_items(rest, where)])
        elif key == "rng":
            if not rest.isdigit():
                raise PositionError(f"{where}: rng needs a whole number")
            state.rng.state = int(rest)
        else:
            raise PositionError(f"{where}: unknown line {key!r}")
        if key in seen:
            raise PositionError(f"{where}: {key!r} given twice")
        seen.add(key)
    for p in range(state.num_players):
        if f"player {p + 1}" not in seen:
            raise PositionError(f"player {p + 1} is missing")
    _complete(state, seen)
    return state


def _int(fields: dict[str, str], key: str, number: int) -> int:
    value = fields.get(key)
    if value is None or not value.lstrip("-").isdigit():
        raise PositionError(f"line {number}: {key} needs a whole number")
    return int(value)


def _flag(fields: dict[str, str], key: str, yes: str, no: str, number: int) -> bool:
    value = fields.get(key)
    if value not in (yes, no):
        raise PositionError(f"line {number}: {key} must be {yes} or {no}")
    return value == yes


def _read_header(state: OregonState, header: dict[str, str]) -> None:
    n = state.num_players
    names = [phase.text for phase in Phase]
    phase = header.get("phase")
    if phase not in names:
        raise PositionError(f"line 1: phase must be one of {', '.join(names)}")
    state.phase = Phase(names.index(phase))
    state.player = _int(header, "player", 1) - 1
    state.start_player = _int(header, "start", 1) - 1
    if not (0 <= state.player < n and 0 <= state.start_player < n):
        raise PositionError(f"line 1: player and start must be 1 to {n}")
    state.round = _int(header, "round", 1)
    state.extra_taken = _flag(header, "extra-taken", "yes", "no", 1)
    end = header.get("end", "-")
    state.end_reason = "" if end == "-" else end
    viewer = header.get("viewer", "-")
    if viewer != "-":
        if not viewer.isdigit() or not 1 <= int(viewer) <= n:
            raise PositionError(f"line 1: viewer must be - or 1 to {n}")
        state.viewer = int(viewer) - 1


def _read_row(state: OregonState, r: int, row: str, number: int) -> None:
    t = state.tables
    if len(row) != t.columns:
        raise PositionError(f"line {number}: a board row has {t.columns} spaces, found {len(row)}")
    for c, char in enumerate(row):
        cell = r * t.columns + c
        if char == ".":
            code = 0
        elif char.isdigit() and 1 <= int(char) <= state.num_players:
            code = int(char)
        elif char in t.letters:
            code = BUILDING + t.letters.index(char)
        else:
            raise PositionError(f"line {number}: unknown piece {char!r} at column {c}")
        if code and code < BUILDING and t.water[cell]:
            raise PositionError(f"line {number}: a farmer stands on water at column {c}")
        state.cells[cell] = code


def _read_player(state: OregonState, rest: str, where: str) -> None:
    t = state.tables
    parts = rest.split()
    if not parts or not parts[0].isdigit() or not 1 <= int(parts[0]) <= state.num_players:
        raise PositionError(f"{where}: 'player N' with N from 1 to {state.num_players}")
    p = int(parts[0]) - 1
    number = int(where.split()[1])
    fields = key_values(parts[1:], number)
    state.score[p] = _int(fields, "score", number)
    state.supply[p] = _int(fields, "supply", number)
    state.joker[p] = _flag(fields, "joker", "on", "off", number)
    state.extra[p] = _flag(fields, "extra", "on", "off", number)
    start = fields.get("start", "-")
    state.start_tile[p] = -1 if start == "-" else _index(t.buildings, start, where)
    hand = [0] * len(t.card_names)
    hidden = [0, 0]
    for card in split_items(fields.get("hand", "-"), where):
        if card == "?landscape":
            hidden[0] += 1
        elif card == "?building":
            hidden[1] += 1
        else:
            hand[_index(t.card_names, card, where)] += 1
    state.hands[p] = hand
    state.hidden[p] = hidden
    state.coal[p] = [_tile(v, where) for v in split_items(fields.get("coal", "-"), where)]
    state.gold[p] = [_tile(v, where) for v in split_items(fields.get("gold", "-"), where)]


def _index(names: tuple[str, ...], name: str, where: str) -> int:
    if name == "?":
        return -1
    if name not in names:
        raise PositionError(f"{where}: unknown card {name!r}")
    return names.index(name)


def _tile(value: str, where: str) -> int:
    if value == "?":
        return 0
    if not value.isdigit() or int(value) <= 0:
        raise PositionError(f"{where}: a tile value is a positive whole number or ?")
    return int(value)


def _complete(state: OregonState, seen: set[str]) -> None:
    """Fill left-out stock, decks and stacks with every component not seen elsewhere."""
    t = state.tables
    n_symbols = len(t.symbols)
    if "stock" not in seen:
        starts = {spec.id: spec.start_tiles for spec in t.content.buildings}
        for b, name in enumerate(t.buildings):
            placed = state.cells.count(BUILDING + b)
            state.stock[b] = max(0, t.content.buildings[b].tiles - max(0, placed - starts[name]))
    for kind, totals, first in (
        ("landscape", t.landscape_total, 0),
        ("building", t.building_cards, n_symbols),
    ):
        if f"{kind}-deck" in seen:
            continue
        counts = list(totals)
        for card in getattr(state, f"{kind}_discard"):
            counts[card] -= 1
        for hand in state.hands:
            for card in range(len(counts)):
                counts[card] -= hand[first + card]
        setattr(state, f"{kind}_deck", [c for c, n in enumerate(counts) for _ in range(max(0, n))])
    for kind, values in (("coal", t.coal_values), ("gold", t.gold_values)):
        if f"{kind}-stack" in seen:
            continue
        pool = list(values)
        for pile in getattr(state, kind):
            for value in pile:
                if value in pool:
                    pool.remove(value)
        setattr(state, f"{kind}_stack", pool)
