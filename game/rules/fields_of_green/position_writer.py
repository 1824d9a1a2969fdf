"""Writing the Fields of Green position text (read back by :mod:`.position`).

Example (3 players, year 2, the second player choosing an action)::

    fields_of_green players=3 variants=-
    year 2 phase=act first=1 current=2 acted=1 resume=act hidden=0 viewer=-
    rng 11400714819323198485
    pile-field F03,F01,F07
    pile-livestock L02,L11
    pile-construction C05
    pile-building B01,B09
    supply towers=16 silos=10
    equipment E2,E5,E1
    offer -
    discard F04,C02
    row -
    pool -
    splits 2-2-1-1,3-1-1-1
    p1 coins=12 food=2 tokens=1 hand=F03,L01 pick=- aside=E3 todo=-
    farm1 0,0=T2/3 1,0=S4 2,0=F05+E1 1,1=L02! 0,-1=T3/4^1+E4+E5

Players are numbered from 1.  A location is ``x,y=`` and a card code, ``T`` water/capacity
(``^n``: reach bonus) for a tower, ``S`` capacity for a silo; ``!`` marks an open area and
``+E1`` an equipment tile on it.  Piles list the bottom card first, the equipment pile its
top first; with two players ``row`` holds the face-up cards and ``pool`` those still face
down (the next to turn up last).  ``?`` is a card or tile a view hides (``?12``: twelve of them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.fields_of_green.farm import (
    HIDDEN_PICK,
    NO_PICK,
    SILO_CARD,
    TOWER_CARD,
    Location,
    cell_text,
)
from game.rules.fields_of_green.tables import KINDS

if TYPE_CHECKING:
    from game.rules.fields_of_green.state import FogState

HIDDEN_CODE = "?"


def codes(items: list[int], names: list[str]) -> str:
    """A list of cards or tiles as text (``-`` when empty, ``?n`` when all hidden)."""
    if not items:
        return "-"
    if all(i < 0 for i in items):
        return f"{HIDDEN_CODE}{len(items)}"
    return ",".join(names[i] for i in items)


def location_text(loc: Location, card_names: list[str], tile_names: list[str]) -> str:
    """One location as the ``farm`` line writes it (without its cell)."""
    if loc.card == TOWER_CARD:
        text = f"T{loc.water}/{loc.capacity}" + (f"^{loc.reach}" if loc.reach else "")
    elif loc.card == SILO_CARD:
        text = f"S{loc.capacity}"
    else:
        text = card_names[loc.card] + ("" if loc.up else "!")
    return text + "".join(f"+{tile_names[t]}" for t in loc.equipment)


def write_position(state: FogState) -> str:
    """The position text of ``state`` (see the module docstring)."""
    tables = state.tables
    cards = [c.code for c in tables.cards]
    tiles = [t.code for t in tables.equipment]
    variants = ",".join(sorted(state.config.variants)) or "-"
    lines = [
        f"fields_of_green players={state.num_players} variants={variants}",
        f"year {state.year} phase={state.phase.text} first={state.first + 1} "
        f"current={state.current + 1} acted={state.acted} resume={state.resume.text} "
        f"hidden={int(state.hidden_piles)} viewer={'-' if state.viewer is None else state.viewer + 1}",
        f"rng {state.rng.state}",
    ]
    lines += [f"pile-{kind} {codes(pile, cards)}" for kind, pile in zip(KINDS, state.piles, strict=True)]
    lines.append(f"supply towers={state.towers_left} silos={state.silos_left}")
    lines.append(f"equipment {codes(state.equipment, tiles)}")
    lines.append(f"offer {codes(state.offer, tiles)}")
    lines.append(f"discard {codes(state.discard, cards)}")
    lines.append(f"row {codes(state.row, cards)}")
    lines.append(f"pool {codes(state.pool, cards)}")
    lines.append("splits " + (",".join("-".join(map(str, s)) for s in state.splits) or "-"))
    for seat, farmer in enumerate(state.players, 1):
        pick = {NO_PICK: "-", HIDDEN_PICK: HIDDEN_CODE}.get(farmer.pick)
        todo = "/".join(cell_text(c) for c in farmer.todo) or "-"
        lines.append(
            f"p{seat} coins={farmer.coins} food={farmer.food} tokens={farmer.tokens} "
            f"hand={codes(farmer.hand, cards)} pick={pick or cards[farmer.pick]} "
            f"aside={codes(farmer.aside, tiles)} todo={todo}"
        )
        places = " ".join(
            f"{cell_text(cell)}={location_text(loc, cards, tiles)}" for cell, loc in farmer.farm.items()
        )
        lines.append(f"farm{seat} {places}")
    return "\n".join(lines) + "\n"
