"""Writing the Porto position format (described in :mod:`game.rules.porto.position`, which
also reads it back): the state imports this half, so that reading, which builds states, can sit
above the state module without an import circle."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.rules.porto.state import PortoState
    from game.rules.porto.tables import PortoTables

HOUSE_PATTERN = re.compile(r"(?:([a-z])(\d+)|\.)(?:@(\d+))?(?:\^(\d+))?")
"""One house of the ``street`` line: colour letter and tiles (or ``.``), ``@`` ground token,
``^`` roof token."""


def _list(items: list[str]) -> str:
    return ",".join(items) if items else "-"


def write_position(state: PortoState) -> str:
    """``state`` in the position format (see :mod:`game.rules.porto.position`)."""
    t = state.tables
    variants = ",".join(sorted(state.config.variants)) or "-"
    viewer = "" if state.viewer is None else f" viewer={state.viewer + 1}"
    lines = [
        f"porto players={state.num_players} variants={variants}{viewer}",
        f"turn round={state.round} player={state.current + 1} phase={state.phase.text} "
        f"last-round={state.last_round} passes={state.passes} bonus={state.pending_bonus} "
        f"end={state.end_reason or '-'}",
        f"rng {state.rng.state}",
        "street " + " ".join(_house_text(state, h) for h in range(len(t.heights))),
        "display " + " ".join(t.card_codes[k] if k >= 0 else "-" for k in state.display),
        "deck " + " ".join(_card(t, k) for k in reversed(state.deck)),
        "discard " + " ".join(_card(t, k) for k in state.discard),
        "public-row " + " ".join(t.public[i].id if i >= 0 else "-" for i in state.public_row),
        "public-deck " + " ".join(t.public[i].id if i >= 0 else "?" for i in reversed(state.public_deck)),
    ]
    for p in range(state.num_players):
        hand = state.hands[p]
        if sum(hand) == state.hand_sizes[p]:
            hand_text = _list([t.card_codes[k] for k, n in enumerate(hand) for _ in range(n)])
        else:
            hand_text = f"?{state.hand_sizes[p]}"
        lines.append(
            f"p{p + 1} hand={hand_text} points={','.join(map(str, state.points[p]))} "
            f"fulfilled={_list([t.public[i].id for i in state.fulfilled[p]])} "
            f"dealt={_list([_private(t, i) for i in state.private_dealt[p]])} "
            f"kept={_list([_private(t, i) for i in state.private_kept[p]])}"
        )
    return "\n".join(line.rstrip() for line in lines) + "\n"


def _card(t: PortoTables, kind: int) -> str:
    return t.card_codes[kind] if kind >= 0 else "?"


def _private(t: PortoTables, index: int) -> str:
    return t.private[index].id if index >= 0 else "?"


def _house_text(state: PortoState, h: int) -> str:
    if not state.layout.playable[h]:
        return "x"
    tiles = state.house_tiles[h]
    text = f"{state.tables.colour_letters[state.house_colour[h]]}{tiles}" if tiles else "."
    if state.ground_token[h]:
        text += f"@{state.ground_token[h]}"
    if state.roof_token[h]:
        text += f"^{state.roof_token[h]}"
    return text
