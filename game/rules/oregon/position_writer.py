"""Writing the Oregon position format (described in :mod:`game.rules.oregon.position`, which
also reads it back): the state imports this half, so that reading, which builds states, can sit
above the state module without an import circle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import PositionError
from game.rules.oregon.board import Tables
from game.rules.oregon.scoring import BUILDING

if TYPE_CHECKING:
    from game.rules.oregon.state import OregonState

DECK_LINES = ("landscape-deck", "landscape-discard", "building-deck", "building-discard")
STACK_LINES = ("coal-stack", "gold-stack")


def write_position(state: OregonState) -> str:
    """The position text of ``state`` (see :mod:`game.rules.oregon.position`)."""
    t = state.tables
    header = (
        f"oregon players={state.num_players} phase={state.phase.text} "
        f"player={state.player + 1} start={state.start_player + 1} round={state.round} "
        f"extra-taken={'yes' if state.extra_taken else 'no'} end={state.end_reason or '-'} "
        f"viewer={'-' if state.viewer is None else state.viewer + 1}"
    )
    lines = [header, "board"]
    band = t.content.columns_per_symbol
    for r in range(t.rows):
        row = "".join(
            _cell_char(t, code) for code in state.cells[r * t.columns : (r + 1) * t.columns]
        )
        lines.append(" ".join(row[i : i + band] for i in range(0, len(row), band)))
    for p in range(state.num_players):
        hand = [t.card_names[i] for i, n in enumerate(state.hands[p]) for _ in range(n)]
        hand += ["?landscape"] * state.hidden[p][0] + ["?building"] * state.hidden[p][1]
        start = "-" if state.start_tile[p] < 0 else t.buildings[state.start_tile[p]]
        lines.append(
            f"player {p + 1} score={state.score[p]} supply={state.supply[p]} "
            f"joker={_on(state.joker[p])} extra={_on(state.extra[p])} start={start} "
            f"hand={_join(hand)} coal={_join(_tiles(state.coal[p]))} gold={_join(_tiles(state.gold[p]))}"
        )
    lines.append(
        "stock " + " ".join(f"{name}={n}" for name, n in zip(t.buildings, state.stock, strict=True))
    )
    lines.append("landscape-deck " + _join([_card(t.symbols, c) for c in state.landscape_deck]))
    lines.append("landscape-discard " + _join([t.symbols[c] for c in state.landscape_discard]))
    lines.append("building-deck " + _join([_card(t.buildings, c) for c in state.building_deck]))
    lines.append("building-discard " + _join([t.buildings[c] for c in state.building_discard]))
    lines.append("coal-stack " + _join(_tiles(state.coal_stack)))
    lines.append("gold-stack " + _join(_tiles(state.gold_stack)))
    lines.append(f"rng {state.rng.state}")
    return "\n".join(lines) + "\n"


def _cell_char(t: Tables, code: int) -> str:
    if code == 0:
        return "."
    if code < BUILDING:
        return str(code)
    return t.letters[code - BUILDING]


def _on(flag: bool) -> str:
    return "on" if flag else "off"


def _card(names: tuple[str, ...], card: int) -> str:
    return "?" if card < 0 else names[card]


def _tiles(values: list[int]) -> list[str]:
    return [str(v) if v else "?" for v in values]


def _join(items: list[str]) -> str:
    if not items:
        return "-"
    out: list[str] = []
    i = 0
    while i < len(items):
        j = i
        while j < len(items) and items[j] == items[i]:
            j += 1
        out.append(items[i] if j - i == 1 else f"{items[i]}*{j - i}")
        i = j
    return ",".join(out)


def split_items(text: str, where: str) -> list[str]:
    """The items of a list written by :func:`write_position` (``-`` empty, ``x*N`` repeats)."""
    if text == "-":
        return []
    out: list[str] = []
    for item in text.split(","):
        name, star, count = item.partition("*")
        if star:
            if not count.isdigit():
                raise PositionError(f"{where}: bad repeat {item!r}")
            out += [name] * int(count)
        elif item:
            out.append(item)
    return out
