"""What the bots know of one game: how to judge its positions and how the hard bot searches it.

Each game's registration (:class:`game.games.spec.GameSpec`) hands its :class:`BotKit` to the
bots it makes; a game without one, and the test games, get :data:`GENERIC_KIT` (positions
judged by the current points, the default search).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.bots.evaluation.base import Evaluation
from game.bots.evaluation.generic import GENERIC
from game.bots.search_settings import DEFAULT, SearchSettings


@dataclass(frozen=True)
class BotKit:
    """A game's ``evaluation`` (the easy bot's, and the normal bot's unless it has its own),
    the hard bot's ``deep_evaluation`` when the game has a deeper one (typically more features
    tuned by self-play), the ``search`` settings measured to play it best within a second, and
    the normal bot's ``normal_evaluation`` when it judges otherwise than the easy bot
    (typically a judgement learned from self-play that the ladder showed keeps hard's lead).

    The normal bot plans to the end of its turn, which ends after a few steps at a table; in a
    game whose turn may run long (Agricola alone), ``normal_work`` caps the positions its plan
    judges (where its judgement counts them), with ``normal_ceiling`` seconds of processor time
    (``None``: the bot's own) only the safety ceiling, so that its moves do not hang on the
    machine's speed."""

    evaluation: Evaluation = GENERIC
    deep_evaluation: Evaluation | None = None
    search: SearchSettings = DEFAULT
    normal_evaluation: Evaluation | None = None
    normal_work: int | None = None
    normal_ceiling: float | None = None

    @property
    def deep(self) -> Evaluation:
        """The hard bot's judgement: the deep one if the game has it, else the evaluation."""
        return self.deep_evaluation or self.evaluation

    @property
    def normal(self) -> Evaluation:
        """The normal bot's judgement: its own if the game has one, else the evaluation."""
        return self.normal_evaluation or self.evaluation

    def judgement_of(self, level: str) -> Evaluation:
        """The judgement the bot of ``level`` (``easy``, ``normal`` or ``hard``) plays by."""
        return {"hard": self.deep, "normal": self.normal}.get(level, self.evaluation)


GENERIC_KIT = BotKit()
"""For a game that brings no knowledge of its own."""
