"""What the board asks the rules before a person decides: the preview of every action space
(what it gives and how each scoring category would change) and the cheapest way to feed the
family at a harvest.

Both come from the rules (``game.rules.agricola.preview.space_previews`` and
``game.rules.agricola.feeding.cheapest_feeding``); until those modules are merged in, a plain
stand-in here answers the same questions the same way, only less cleverly (issue 16).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import Cook, Done, Feed, Go
from game.rules.agricola.scoring import sheet
from game.rules.agricola.state import AgricolaState
from game.rules.core import Move


@dataclass(frozen=True)
class StandInPreview:
    """The shape of ``game.rules.agricola.preview.SpacePreview``."""

    space: str
    gains: dict[str, int]
    score_before: dict[str, int]
    score_after: dict[str, int]
    note: str = ""


OBVIOUS_STEPS = 40
"""Steps at most when the stand-in finishes an action the obvious way."""


def _finish_obviously(state: AgricolaState, player: int) -> None:
    """Carry on the action just started: the first offered step each time, stopping only when
    nothing else is offered."""
    for _step in range(OBVIOUS_STEPS):
        if state.current_player != player or state.phase not in (Phase.ACTION, Phase.HOUSING):
            return
        moves = state.legal_moves()
        if not moves:
            return
        state.apply_unchecked(next((m for m in moves if not isinstance(m, Done)), moves[0]))


def _stand_in_previews(state: AgricolaState, player: int) -> dict[str, Any]:
    before = dict(sheet(state, player))
    previews: dict[str, Any] = {}
    if state.phase != Phase.WORK or state.current_player != player:
        return previews
    for move in state.legal_moves():
        assert isinstance(move, Go)
        index = next(i for i, space in enumerate(state.spaces) if space.id == move.space)
        gains = dict(state.stock[index])
        for part in state.spaces[index].parts:
            if part.verb == "take":
                for good, amount in part.goods:
                    gains[good] = gains.get(good, 0) + amount
        trial = state.clone()
        trial.apply_unchecked(move)
        _finish_obviously(trial, player)
        previews[move.space] = StandInPreview(move.space, gains, before, dict(sheet(trial, player)))
    return previews


def _stand_in_feeding(state: AgricolaState, player: int) -> list[Move]:
    trial = state.clone()
    moves: list[Move] = []
    while trial.phase == Phase.FEED and trial.current_player == player:
        cooks = [m for m in trial.legal_moves() if isinstance(m, Cook)]
        if not cooks:
            break

        def loss(move: Move) -> tuple[int, int]:
            after = trial.clone()
            events = after.apply_unchecked(move)
            food = sum(int(e.args.get("food", 0)) for e in events)
            return sum(p for _c, p in sheet(trial, player)) - sum(p for _c, p in sheet(after, player)), -food

        best = min(cooks, key=loss)
        trial.apply_unchecked(best)
        moves.append(best)
    return [*moves, Feed()]


try:  # the rules' own answers (issue 16's preview and feeding modules) where they are built
    from game.rules.agricola.preview import space_previews  # type: ignore[import-not-found,unused-ignore]
except ImportError:
    space_previews = _stand_in_previews
try:
    from game.rules.agricola.feeding import cheapest_feeding  # type: ignore[import-not-found,unused-ignore]
except ImportError:
    cheapest_feeding = _stand_in_feeding

__all__ = ["cheapest_feeding", "space_previews"]
