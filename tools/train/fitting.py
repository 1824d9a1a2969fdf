"""The fit every learned value shares: per stage, ridge regression of the final score on a
position's features, the points already on the sheet counting whole."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Row = tuple[int, list[float], float]
"""One recorded position of one player: (stage, features, the score that player ended with)."""


def fit(rows: Sequence[Row], ridge: float, features: Sequence[str], stages: int,
        left_out: Sequence[str] = (), nonnegative: bool = False,
        whole: Sequence[str] = (), prior: Sequence[Sequence[float]] | None = None,
        ) -> tuple[tuple[float, ...], ...]:
    """Per stage, the weights predicting a player's final score from its features (ridge
    regression on standardised features; a stage's neighbours count half, so the weights
    change smoothly from stage to stage).

    ``features`` start with ``bias`` and ``sheet``.  The points on the sheet count whole: what
    is fitted is the rest of the final score (points already scored are rarely lost, and a
    weight below one on them, learned from what goes with high scores in the games played,
    makes a bot pass up points in hand).  The ``left_out`` features are read but given no
    weight.  The ``whole`` features count whole as the sheet does (weight 1, the rest fitted
    around them): a judgement's part a regression on greedy games would undervalue, such as
    what the cards in play still promise.  With ``nonnegative`` no feature but the bias gets a weight below zero (the
    feature most below is left out and the rest fitted again, until none is): every feature is
    then something a player gathers, and a regression on the games played must not teach the
    bot to avoid one for what merely went with it (early contracts fulfilled by players who
    then fell behind).  With ``prior`` (per stage, weights of the same features) the ridge
    draws the weights toward the prior's instead of toward zero: the fit is the prior corrected
    where the rows tell otherwise, as a solo form's from its table form's, whose games varied
    what the solo games played do not (a farm always grown to five people teaches nothing of
    what a sixth room is worth).  A stage with no rows gets the sheet alone (with ``prior``,
    the prior's)."""
    import numpy as np

    counted = [list(features).index(name) for name in ("sheet", *whole)]
    by_stage: list[list[Row]] = [[] for _ in range(stages)]
    for row in rows:
        by_stage[max(0, min(row[0], stages - 1))].append(row)
    fitted = []
    for stage in range(stages):
        xs, ys, ws = [], [], []
        for other in (stage - 1, stage, stage + 1):
            if 0 <= other < stages:
                weight = 1.0 if other == stage else 0.5
                for _, values, score in by_stage[other]:
                    xs.append(values)
                    ys.append(score)
                    ws.append(weight)
        if not xs:
            fitted.append(tuple(prior[stage]) if prior is not None
                          else tuple(1.0 if i in counted else 0.0 for i in range(len(features))))
            continue
        x, y, w = np.array(xs, dtype=float), np.array(ys, dtype=float), np.array(ws, dtype=float)
        y = y - x[:, counted].sum(axis=1)
        dropped = {*counted, *(list(features).index(name) for name in left_out)}
        start = np.array(prior[stage], dtype=float) if prior is not None else np.zeros(len(features))
        while True:
            start[sorted(dropped)] = 0.0
            beta = start + _ridge(np, x, y - x @ start, w, ridge, dropped)
            below = [i for i in range(1, len(features)) if i not in dropped and beta[i] < 0.0]
            if not nonnegative or not below:
                break
            dropped.add(min(below, key=lambda i: beta[i]))
        beta[counted] = 1.0
        fitted.append(tuple(round(float(b), 5) for b in beta))
    return tuple(fitted)


def _ridge(np: Any, x: Any, y: Any, w: Any, ridge: float, dropped: set[int]) -> Any:
    """Weighted ridge regression of ``y`` on ``x`` (standardised, the bias unpenalised), the
    ``dropped`` columns given weight 0."""
    x = x.copy()
    for i in dropped:
        x[:, i] = 0.0
    spread = x.std(axis=0)
    spread[spread < 1e-6] = 1.0
    spread[0] = 1.0
    z = x / spread
    penalty = np.eye(x.shape[1]) * ridge
    penalty[0, 0] = 0.0
    zw = z * w[:, None]
    beta = np.linalg.solve(z.T @ zw + penalty, zw.T @ y)
    return beta / spread
