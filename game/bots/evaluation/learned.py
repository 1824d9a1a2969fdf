"""A judgement learned from self-play: the final score each player is likely to reach, predicted
from features of the position as one player sees it.

A game declares a :class:`LearnedValue`: the names of its features (the first two are always
``bias``, a constant 1, and ``sheet``, the points already scored, which count whole), a reader
giving every player's features from a viewer's side in one pass (reading only what that viewer
may see: another player's hidden cards are at most counted), and the stages of the game (a
coin in hand is worth more early than late, so each stage has its own row of weights).  The
weights are data, ``content/<game>/bots/value.yaml`` (:mod:`game.bots.value_file`), made by
``tools/train/learn.py``: self-play games recorded position by position, each player's
features paired with the score that player ended with, and fitted by ridge regression.

Agricola, whose farms are judged one by one with their own deep parts, has its own module
(:mod:`.agricola_value`); this one serves the games judged table-wide.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from game.bots.evaluation.base import Evaluation, Gain, Gains
from game.bots.value_file import ValueModel, shipped_value
from game.rules.core import State

Reader = Callable[[Any, int], list[list[float]]]
"""``read(state, viewer)``: every player's features, as ``viewer`` may see them."""


def _one_form(state: Any) -> str:
    return "base"


@dataclass(frozen=True)
class LearnedValue:
    """What a game's learned judgement reads.

    - ``features``: what a farm, street, map or tableau is measured by (``bias`` and
      ``sheet`` first);
    - ``read``: every player's features from a viewer's side;
    - ``stage``: which of ``stages`` rows of weights a position is judged with;
    - ``hand_made``: the game's hand-made judgement in these features, a weight at the first
      stage and one at the last, interpolated between (where tuning starts);
    - ``hand_made_normal``: the same of the normal bot's hand-made judgement, for a game whose
      normal bot judges by other weights than its hard bot;
    - ``form``: which of ``forms`` a game is (one form unless a game's variants play apart);
    - ``levels``: the bot levels with weights of their own
      (:func:`~game.bots.value_file.value_file`: the hard bot's, and the normal bot's when it
      plays another point of tuning)."""

    game: str
    features: tuple[str, ...]
    read: Reader
    stage: Callable[[Any], int]
    stages: int
    hand_made: dict[str, tuple[float, float]] | None = None
    hand_made_normal: dict[str, tuple[float, float]] | None = None
    forms: tuple[str, ...] = ("base",)
    form: Callable[[Any], str] = _one_form
    levels: tuple[str, ...] = ("hard",)

    def __post_init__(self) -> None:
        if self.features[:2] != ("bias", "sheet"):
            raise ValueError(f"{self.game}: a learned value's first features are 'bias' and 'sheet'")

    def rows(self, weights: dict[str, tuple[float, float]]) -> tuple[tuple[float, ...], ...]:
        """Per stage, one weight per feature: ``sheet`` 1, the bias 0 (the same for every
        player, it changes no lead), each feature of ``weights`` going from its first weight
        at the first stage to its second at the last in equal steps, any other 0."""
        last = max(1, self.stages - 1)
        return tuple(
            tuple(1.0 if name == "sheet" else
                  round(weights[name][0] + (weights[name][1] - weights[name][0]) * stage / last, 5)
                  if name in weights else 0.0 for name in self.features)
            for stage in range(self.stages))

    def shipped(self, level: str = "hard") -> ValueModel:
        """The game's shipped weights for the bots of ``level`` (one of :attr:`levels`), read
        once per process (and then found by the game's name and the level alone: a search
        asks for them at every position it judges)."""
        found = _SHIPPED.get((self.game, level))
        if found is None:
            if level not in self.levels:
                raise ValueError(f"{self.game}: no learned weights for the {level} bots (levels: {', '.join(self.levels)})")
            found = _SHIPPED[(self.game, level)] = shipped_value(self.game, self.features, self.forms, self.stages, level)
        return found


_SHIPPED: dict[tuple[str, str], ValueModel] = {}


def learned_worth(state: State, viewer: int, value: LearnedValue, model: ValueModel | None = None,
                  level: str = "hard") -> Sequence[float]:
    """Each player's likely final score, as ``model`` (else the weights shipped for the bots
    of ``level``) predicts it from the position ``viewer`` sees; the scores themselves once
    the game is over."""
    if state.is_over:
        return [float(x) for x in state.scores()]
    weights = model or value.shipped(level)
    s: Any = state
    form, stage = value.form(s), value.stage(s)
    return [weights.predict(form, stage, row) for row in value.read(s, viewer)]


def learned_evaluation(value: LearnedValue, name: str, scale: float, gain: Gain | None = None,
                       model: ValueModel | None = None, level: str = "hard", gains: Gains | None = None) -> Evaluation:
    """An evaluation judging with ``value``'s weights (``model``, else the ones shipped for
    the bots of ``level``); a partial of module functions, so a bot holding it can be sent to
    a worker process."""
    judge = partial(learned_worth, value=value, model=model, level=level)
    return Evaluation(name, judge, scale=scale, gain=gain, gains=gains)
