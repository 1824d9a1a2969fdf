"""The farmyard as a small text grid, for the position format.

Seven lines of 21 characters: fence lines and cell lines alternate, top row first.  The
starting farm with a field sown with 3 grain on c1 and a pasture of a1 holding a stable::

    +---+   +   +   +   +
    | s |   :F3g:   :   :
    +---+   +   +   +   +
    :Rw :   :   :   :   :
    +   +   +   +   +   +
    :Rw :   :   :   :   :
    +   +   +   +   +   +

A ``+`` marks every corner.  Between corners, ``---`` is a fence on a horizontal edge and
``|`` one on a vertical edge; three spaces and ``:`` are unfenced edges.  A cell shows, in
three characters: blank (empty), ``Rw``/``Rc``/``Rs`` (a room of wood, clay or stone — every
room is of the house's material), ``F`` (an empty field), ``F3g``/``F2v`` (a field with 3 grain
or 2 vegetables; any count 1–9), ``s`` (a stable, fenced or not).  Pastures are not written:
they are the areas the fences close.  Trailing spaces may be dropped and blank lines around
the grid are ignored.

For a position written one word per item there is also a compact form, one word without
spaces that names the same farm (fences follow from the pastures)::

    house=clay;rooms=a2b2a3;fields=c1:3g,c2:2v,d2;stables=a1d1e3;pastures=d1e1,e2,e3
"""

from __future__ import annotations

from game.rules.agricola.farmyard import (
    COLS,
    HOUSE_MATERIALS,
    ROWS,
    Farmyard,
    bit,
    boundary,
    cell_name,
    cells_of,
    cells_text,
    horizontal_edge,
    parse_cells,
    vertical_edge,
)
from game.rules.core import PositionError

WIDTH = 4 * COLS + 1
LINES = 2 * ROWS + 1
_CROP_LETTER = {"grain": "g", "vegetable": "v"}
_CROP_OF_LETTER = {letter: crop for crop, letter in _CROP_LETTER.items()}


def _cell_token(farm: Farmyard, cell: int) -> str:
    if farm.rooms & bit(cell):
        return "R" + farm.house[0]
    if farm.fields & bit(cell):
        crop = farm.crops.get(cell)
        return "F" if crop is None else f"F{crop[1]}{_CROP_LETTER[crop[0]]}"
    if farm.stables & bit(cell):
        return "s"
    return ""


def write_farm(farm: Farmyard) -> str:
    """The farm as the seven-line grid described in the module docstring (no final newline)."""
    lines = []
    for line in range(ROWS + 1):
        lines.append(
            "+"
            + "+".join(
                "---" if farm.fences & bit(horizontal_edge(line, col)) else "   "
                for col in range(COLS)
            )
            + "+"
        )
        if line == ROWS:
            break
        row = "".join(
            ("|" if farm.fences & bit(vertical_edge(line, col)) else ":")
            + f"{_cell_token(farm, line * COLS + col):^3}"
            for col in range(COLS)
        )
        lines.append(row + ("|" if farm.fences & bit(vertical_edge(line, COLS)) else ":"))
    return "\n".join(lines)


def read_farm(text: str) -> Farmyard:
    """The farm a grid from :func:`write_farm` describes.

    Raises :class:`PositionError` saying which line or cell is wrong: a malformed grid, mixed
    room materials, a bad crop count, a fence that closes no pasture, or a room or field
    inside a pasture.
    """
    lines = [line.rstrip() for line in text.strip("\n").split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    if len(lines) != LINES:
        raise PositionError(f"a farm grid has {LINES} lines, not {len(lines)}")
    farm = Farmyard()
    materials = set()
    for number, raw in enumerate(lines, 1):
        if len(raw) > WIDTH:
            raise PositionError(f"farm line {number} is longer than {WIDTH} characters")
        line = raw.ljust(WIDTH)
        row, is_cells = divmod(number - 1, 2)
        for col in range(COLS):
            at = 4 * col
            if is_cells:
                farm.fences |= _edge_mark(line[at], vertical_edge(row, col), number)
                cell = row * COLS + col
                material = _read_cell(farm, cell, line[at + 1:at + 4].strip(), number)
                if material:
                    materials.add(material)
            else:
                if line[at] != "+":
                    raise PositionError(f"farm line {number} needs '+' at column {at + 1}")
                segment = line[at + 1:at + 4]
                if segment == "---":
                    farm.fences |= bit(horizontal_edge(row, col))
                elif segment != "   ":
                    raise PositionError(
                        f"farm line {number}: {segment!r} is neither '---' nor blank"
                    )
        last = line[WIDTH - 1]
        if is_cells:
            farm.fences |= _edge_mark(last, vertical_edge(row, COLS), number)
        elif last != "+":
            raise PositionError(f"farm line {number} needs '+' at column {WIDTH}")
    if len(materials) > 1:
        raise PositionError("rooms of different materials: " + ", ".join(sorted(materials)))
    farm.house = materials.pop() if materials else "wood"
    farm.pastures = _pastures_closed_by(farm)
    return farm


def _edge_mark(mark: str, edge: int, number: int) -> int:
    if mark == "|":
        return bit(edge)
    if mark != ":":
        raise PositionError(f"farm line {number}: {mark!r} is neither '|' nor ':'")
    return 0


def _read_cell(farm: Farmyard, cell: int, token: str, number: int) -> str:
    """Puts the cell ``token`` on ``farm``; returns the room material it names, if any."""
    where = f"farm line {number}, cell {cell_name(cell)}"
    if not token:
        return ""
    if token == "s":
        farm.stables |= bit(cell)
    elif len(token) == 2 and token[0] == "R":
        material = next((m for m in HOUSE_MATERIALS if m[0] == token[1]), "")
        if not material:
            raise PositionError(f"{where}: {token!r} is not a room of wood, clay or stone")
        farm.rooms |= bit(cell)
        return material
    elif token == "F":
        farm.fields |= bit(cell)
    elif len(token) == 3 and token[0] == "F" and token[1] in "123456789":
        crop = _CROP_OF_LETTER.get(token[2])
        if crop is None:
            raise PositionError(f"{where}: {token!r} grows neither g(rain) nor v(egetables)")
        farm.fields |= bit(cell)
        farm.crops[cell] = (crop, int(token[1]))
    else:
        raise PositionError(f"{where}: {token!r} is not a room, field or stable")
    return ""


def _pastures_closed_by(farm: Farmyard) -> tuple[int, ...]:
    """The areas the fences close; every fence must help close one, none may hold a room or
    field (facts §7)."""
    areas = []
    left = (1 << (ROWS * COLS)) - 1
    while left:
        area = front = left & -left
        while front:
            reached = 0
            for cell in range(ROWS * COLS):
                if front & bit(cell):
                    reached |= _open_neighbours(farm.fences, cell)
            front = reached & ~area
            area |= front
        left &= ~area
        if not boundary(area) & ~farm.fences:
            areas.append(area)
    closing = 0
    for area in areas:
        closing |= boundary(area)
        if area & (farm.rooms | farm.fields):
            raise PositionError("a pasture may hold only empty cells and stables")
    if farm.fences & ~closing:
        raise PositionError("every fence must help close a pasture")
    return tuple(sorted(areas))


def _open_neighbours(fences: int, cell: int) -> int:
    """The cells next to ``cell`` that no fence separates from it."""
    row, col = divmod(cell, COLS)
    near = 0
    if row > 0 and not fences & bit(horizontal_edge(row, col)):
        near |= bit(cell - COLS)
    if row < ROWS - 1 and not fences & bit(horizontal_edge(row + 1, col)):
        near |= bit(cell + COLS)
    if col > 0 and not fences & bit(vertical_edge(row, col)):
        near |= bit(cell - 1)
    if col < COLS - 1 and not fences & bit(vertical_edge(row, col + 1)):
        near |= bit(cell + 1)
    return near


_COMPACT_KEYS = ("house", "rooms", "fields", "stables", "pastures")


def write_farm_compact(farm: Farmyard) -> str:
    """The farm as one word: ``house=…;rooms=…;fields=…;stables=…;pastures=…`` (see above).

    Fields list their cells with ``:3g``/``:2v`` for crops; pastures are comma-separated cell
    lists; an empty list is ``-``.
    """
    fields = ",".join(
        cell_name(cell)
        + (f":{farm.crops[cell][1]}{_CROP_LETTER[farm.crops[cell][0]]}" if cell in farm.crops else "")
        for cell in cells_of(farm.fields)
    )
    parts = {
        "house": farm.house,
        "rooms": cells_text(farm.rooms),
        "fields": fields,
        "stables": cells_text(farm.stables),
        "pastures": ",".join(cells_text(pasture) for pasture in farm.pastures),
    }
    return ";".join(f"{key}={parts[key] or '-'}" for key in _COMPACT_KEYS)


def read_farm_compact(text: str) -> Farmyard:
    """The farm a word from :func:`write_farm_compact` names; checked as :func:`read_farm`
    checks a grid (by drawing it).  Raises :class:`PositionError` with the reason."""
    parts = {}
    for item in text.split(";"):
        key, equals, value = item.partition("=")
        if not equals or key not in _COMPACT_KEYS or key in parts:
            raise PositionError(f"{item!r} in a compact farm is not one of {', '.join(_COMPACT_KEYS)}")
        parts[key] = "" if value == "-" else value
    missing = [key for key in _COMPACT_KEYS if key not in parts]
    if missing:
        raise PositionError(f"a compact farm lacks {', '.join(missing)}")
    if parts["house"] not in HOUSE_MATERIALS:
        raise PositionError(f"{parts['house']!r} is not a house of wood, clay or stone")
    farm = Farmyard(parts["house"])
    farm.rooms = parse_cells(parts["rooms"]) if parts["rooms"] else 0
    farm.stables = parse_cells(parts["stables"]) if parts["stables"] else 0
    for item in parts["fields"].split(",") if parts["fields"] else ():
        name, colon, crop = item.partition(":")
        mask = parse_cells(name)
        if mask.bit_count() != 1 or farm.fields & mask:
            raise PositionError(f"{name!r} in the fields is not one new cell")
        cell = mask.bit_length() - 1
        farm.fields |= mask
        if colon:
            if len(crop) != 2 or crop[0] not in "123456789" or crop[1] not in _CROP_OF_LETTER:
                raise PositionError(f"field {name}: {crop!r} is not a crop such as 3g or 2v")
            farm.crops[cell] = (_CROP_OF_LETTER[crop[1]], int(crop[0]))
    for pasture in parts["pastures"].split(",") if parts["pastures"] else ():
        farm.fences |= boundary(parse_cells(pasture))
    if farm.rooms & (farm.fields | farm.stables) or farm.fields & farm.stables:
        raise PositionError("a cell holds two of room, field and stable")
    # Drawing the farm and reading the drawing checks the fences as the grid reader does.
    drawn = read_farm(write_farm(farm))
    listed = tuple(sorted(parse_cells(p) for p in parts["pastures"].split(",") if p))
    if drawn.pastures != listed:
        raise PositionError("the pastures listed are not the areas their fences close")
    drawn.house = farm.house
    return drawn
