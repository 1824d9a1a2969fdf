"""The animals to keep, best first: when animals or newborns do not all fit, the choices are
offered in the order of the points they leave the player (the rules' own scoring, animals
cooked counted as the food they give), so the highlighted one, which Enter plays, is the
best-scoring keep and not merely the first the rules list."""

from __future__ import annotations

from game.rules.agricola import harvest
from game.rules.agricola.moves import Keep
from game.rules.agricola.state import AgricolaState


def keep_worth(view: AgricolaState, player: int, move: Keep) -> tuple[int, int, int]:
    """What keeping ``move``'s herds leaves ``player``: their score, their food, their animals
    (compared in that order)."""
    after = view.clone()
    farmer = after.players[player]
    kept = (move.sheep, move.boar, move.cattle)
    decision = after.decision()
    if decision is not None and decision.kind == "keep_newborns":
        harvest.keep_newborns(after, player, kept)
    else:
        harvest.keep(after, player, kept)
    return after.scores()[player], farmer.goods["food"], sum(farmer.animals)


def best_first(view: AgricolaState, player: int, keeps: list[Keep]) -> list[Keep]:
    """``keeps`` ordered by :func:`keep_worth`, the best first (ties keep the rules' order)."""
    return sorted(keeps, key=lambda move: keep_worth(view, player, move), reverse=True)
