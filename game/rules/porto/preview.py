"""What a build would do, for the table screen: where two cards can go and what they score.

Every answer is found by playing the move on a copy, so it can never disagree with
:meth:`PortoState.apply`.  On a view, the copy is filled in first (hidden cards do not change
what a build scores).
"""

from __future__ import annotations

from typing import NamedTuple

from game.rules.core import Rng
from game.rules.porto.events import PRIVATE_CONTRACTS, SCORE_CATEGORIES
from game.rules.porto.legal import build_targets
from game.rules.porto.moves import Build, PortoMove
from game.rules.porto.state import PortoState


class BuildOption(NamedTuple):
    """One way to play two cards: the ``move``, its ``house`` (numbered from 1), the
    ``colour`` id, how many ``floors`` and the ``points`` it scores at once."""

    move: Build
    house: int
    colour: str
    floors: int
    points: int


def _trial(state: PortoState) -> PortoState:
    return state.clone() if state.viewer is None else state.determinize(Rng(0))


def score_preview(state: PortoState, move: PortoMove) -> list[tuple[str, int]]:
    """The points ``move`` scores at once, in rulebook order: ``floors`` (A), ``neighbours``
    (B), ``bonus_tokens`` (C), ``roof_tokens`` (D), then ``public_contracts:<id>`` (E) for
    each contract.  Raises ``IllegalMove`` for an illegal move."""
    events = _trial(state).apply(move)
    lines: list[tuple[str, int]] = []
    private = SCORE_CATEGORIES[PRIVATE_CONTRACTS]
    for event in events:
        if event.kind != "scored" or event.player != state.current:
            continue
        category = event.args["category"]
        if category == private:
            continue
        label = f"{category}:{event.args['detail']}" if category == "public_contracts" else category
        lines.append((label, int(event.args["points"])))
    return lines


def contracts_fulfilled_by(state: PortoState, move: PortoMove) -> list[str]:
    """Ids of the face-up public contracts ``move`` would fulfil."""
    events = _trial(state).apply(move)
    return [str(e.args["contract"]) for e in events if e.kind == "contract_fulfilled"]


def build_options(state: PortoState, card_a: str, card_b: str) -> list[BuildOption]:
    """Every legal build with these two cards (codes such as ``"r3"``), both ways round: each
    card once as the number of floors and once as the colour.  Empty if the player to move
    does not hold both cards or the game is not waiting for a build."""
    tables = state.tables
    kinds = tables.kind_by_code
    legal = {m for m in state.legal_moves() if isinstance(m, Build)}
    if card_a not in kinds or card_b not in kinds:
        return []
    orders = ((card_a, card_b), (card_b, card_a)) if card_a != card_b else ((card_a, card_b),)
    options = []
    for floors_code, colour_code in orders:
        colour = tables.card_colour[kinds[colour_code]]
        floors = tables.card_value[kinds[floors_code]]
        for h in build_targets(state, colour, floors):
            move = Build(floors_code, colour_code, h + 1)
            if move not in legal:
                continue
            points = sum(p for _, p in score_preview(state, move))
            options.append(BuildOption(move, h + 1, tables.colour_ids[colour], floors, points))
    return options
