"""A game's guided first game, from ``content/<game>/tutorial.yaml``::

    deal: {seed: 3, players: 2, variants: [novice], level: easy}
    steps:
      - say: {en: "...", es: "...", fr: "..."}          # explains only: Next goes on
      - say: {...}
        play: "draw 1,2,4"                                # waits for this move of yours
        wrong: {en: "...", es: "...", fr: "..."}         # what another move is told
      - bots: ["draw 3,4"]                                # the bot's replies, played first
        light: [0]                                        # ... and where the first one went
        say: {...}

Seat 1 (player 0) is the person; every other seat is a bot that plays only the moves the
script gives it.  A step opens by playing its ``bots`` moves, then says its words and lights
where its ``play`` move goes (the cards, the place, the button that plays it), and where the
bots' moves named by ``light`` (their indices) went.  Moves are
written in the game's own move text, the one saves use.

``validate`` plays every tutorial through the rules from its deal (:func:`check_tutorial`):
a move that does not parse, is not legal there, or is not made by the seat the step says
(the person's move while a bot is still to move: its scripted replies are missing) is named
by file and line.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from game.content.base import ContentError, ContentErrors, Frozen, YamlDoc, load_model, run_checks
from game.rules.core import GameConfig, GameRules, IllegalMove, Move, PositionError, State

PERSON = 0
"""The seat the person plays in a tutorial (the others are scripted bots)."""


class Words(Frozen):
    """One text in the three languages of the program."""

    en: str = Field(min_length=1, max_length=400)
    es: str = Field(min_length=1, max_length=400)
    fr: str = Field(min_length=1, max_length=400)

    def get(self, language: str) -> str:
        """The text in ``language`` (English for a language not written)."""
        return str(getattr(self, language, self.en)) if language in ("en", "es", "fr") else self.en


class Deal(Frozen):
    """The fixed deal: seed, player count, variants and the bots' level (for the real match
    offered at the end)."""

    seed: int = Field(ge=0, le=2**31)
    players: int = Field(ge=1, le=6)
    variants: tuple[str, ...] = ()
    level: Literal["random", "easy", "normal", "hard"] = "easy"


class Step(Frozen):
    """One step: the bots' scripted moves it opens with, its words, and the person's move it
    waits for (none: Next goes on)."""

    say: Words
    bots: tuple[str, ...] = ()
    light: tuple[int, ...] = ()
    play: str | None = None
    wrong: Words | None = None


class TutorialFile(Frozen):
    """The whole file."""

    deal: Deal
    steps: tuple[Step, ...] = Field(min_length=1, max_length=80)


@dataclass(frozen=True)
class Tutorial:
    """A loaded tutorial: the game, the file's model and where each step's lines are."""

    game_id: str
    deal: Deal
    steps: tuple[Step, ...]
    file: str

    @property
    def config(self) -> GameConfig:
        """The game's configuration of the deal."""
        return GameConfig(self.deal.players, frozenset(self.deal.variants))


def load_tutorial(path: Path, display: str, game_id: str) -> Tutorial:
    """The tutorial in ``path`` (``ContentErrors`` naming file and line when it is broken)."""
    _doc, model = load_model(path, TutorialFile, display)
    return Tutorial(game_id, model.deal, model.steps, display)


def moves_before(tutorial: Tutorial, index: int) -> list[str]:
    """Every move played before step ``index`` opens (its own bots' moves not included)."""
    out: list[str] = []
    for step in tutorial.steps[:index]:
        out.extend(step.bots)
        if step.play is not None:
            out.append(step.play)
    return out


def _check_move(doc: YamlDoc, state: State, rules: GameRules[Any], text: str, loc: tuple[str | int, ...],
                person: bool) -> Move:
    try:
        move = rules.parse_move(state, text)
    except (PositionError, ValueError) as exc:
        raise doc.error(loc, f"{text!r} is not a move of this game ({exc})") from None
    if state.is_over:
        raise doc.error(loc, f"{text!r}: the game is already over")
    decision = state.decision()
    if person and decision is not None and PERSON not in decision.pending:
        raise doc.error(loc, f"{text!r}: a bot is to move here; give it its moves first (bots: [...])")
    mover = state.mover(move)
    if mover is None or move not in state.legal_moves_for(mover):
        raise doc.error(loc, f"{text!r} is not legal here")
    if person and mover != PERSON:
        raise doc.error(loc, f"{text!r} is a move of player {(mover or 0) + 1}, not of the person (player 1)")
    if not person and mover == PERSON:
        raise doc.error(loc, f"{text!r} is the person's move, not a bot's")
    return move


def check_tutorial(path: Path, display: str, game_id: str, rules: GameRules[Any], content: Any) -> None:
    """Play the tutorial in ``path`` through ``rules`` from its deal; ``ContentErrors`` name
    the file and line of each step whose move is not legal there (the first such step ends
    the check: later positions depend on it)."""
    doc, model = load_model(path, TutorialFile, display)
    errors: list[ContentError] = []
    if not rules.min_players <= model.deal.players <= rules.max_players:
        errors.append(doc.error(("deal", "players"), f"{game_id} is played by {rules.min_players}-{rules.max_players}"))
    known = {variant.id for variant in rules.variants}
    errors += [doc.error(("deal", "variants", n), f"unknown variant {v!r}") for n, v in enumerate(model.deal.variants)
               if v not in known]
    if errors:
        raise ContentErrors(errors)
    state = rules.new_game(content, GameConfig(model.deal.players, frozenset(model.deal.variants)), model.deal.seed)
    try:
        for n, step in enumerate(model.steps):
            errors = [doc.error(("steps", n, "light", k), f"the step has no bot move {index}")
                      for k, index in enumerate(step.light) if not 0 <= index < len(step.bots)]
            if errors:
                raise ContentErrors(errors)
            for k, text in enumerate(step.bots):
                state.apply(_check_move(doc, state, rules, text, ("steps", n, "bots", k), person=False))
            if step.play is not None:
                state.apply(_check_move(doc, state, rules, step.play, ("steps", n, "play"), person=True))
            elif step.wrong is not None:
                raise doc.error(("steps", n, "wrong"), "a step that waits for no move has no wrong move")
    except ContentError as exc:
        raise ContentErrors([exc]) from None
    except IllegalMove as exc:  # pragma: no cover - legal moves are applied
        raise ContentErrors([doc.error(("steps",), exc.reason)]) from None


TutorialGame = tuple[str, Callable[[], GameRules[Any]], Callable[[], Any]]
"""``(file under content/, the game's rules, its loaded content)``."""


def check_content(content_root: Path, sprites_root: Path | None, games: Mapping[str, TutorialGame]) -> None:
    """``validate``: every game's tutorial file played through its rules."""
    checks = []
    for game_id, (file, rules, content) in games.items():
        try:
            loaded = content()
        except (ContentErrors, ContentError):
            continue  # the game's own content check names the problem; its tutorial waits
        checks.append(partial(check_tutorial, content_root / file, file, game_id, rules(), loaded))
    run_checks(checks)


__all__ = ["PERSON", "Deal", "Step", "Tutorial", "Words", "check_content", "check_tutorial", "load_tutorial",
           "moves_before"]
