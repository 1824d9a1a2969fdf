"""The hover preview: what a placement would earn the player who makes it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import Move

if TYPE_CHECKING:
    from game.rules.oregon.state import OregonState


def score_preview(state: OregonState, move: Move) -> list[tuple[str, int]]:
    """What ``move`` would bring its player, as ``(source, amount)`` pairs in log order:
    points by building id or ``"group"``, then ``("coal", n)`` / ``("gold", n)`` tiles and
    ``("joker", 1)`` / ``("extra_turn", 1)`` for tokens turned active.

    Pure: the move is applied to a clone (a view works too; tile values stay unknown).
    """
    player = state.player
    trial = state.clone()
    events = trial.apply(move)
    points: list[tuple[str, int]] = []
    tiles: dict[str, int] = {}
    tokens: list[tuple[str, int]] = []
    for event in events:
        if event.player != player:
            continue
        if event.kind == "scored":
            points.append((str(event.args["source"]), int(event.args["points"])))
        elif event.kind == "tile_drawn":
            kind = str(event.args["kind"])
            tiles[kind] = tiles.get(kind, 0) + 1
        elif event.kind == "token_activated":
            tokens.append((str(event.args["token"]), 1))
    return points + list(tiles.items()) + tokens
