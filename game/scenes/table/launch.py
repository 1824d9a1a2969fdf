"""Opening the table: a new match, a saved one, or the newest unfinished one (Continue).

The app's ``on_start`` and the title screen call these; each returns the scene to push (or
replace with) and raises :class:`~game.saves.SaveError` with one sentence when a save cannot
be resumed.  ``new_table`` lives beside the table scene and ``game_content`` in
``match_content`` (the results and replay screens reach them without an import circle); both
are importable from here as before.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.boards.kit.harvest import HarvestWords
from game.i18n import N_
from game.match import Match
from game.match_setup import MatchSetup, Seat

if TYPE_CHECKING:
    from game.rules.core import Event, GameConfig
from game.saves import SaveError, SaveRecord, list_saves, read_save, replay_save
from game.scenes.stack import Scene
from game.scenes.table.fallback import kit_for
from game.scenes.table.match_content import game_content
from game.scenes.table.scene import TableScene, new_table
from game.ui.context import UiContext

CONTINUE_LOOKS_AT = 8
"""How many of the newest saves Continue checks for one that is not finished."""


def resume_match(record: SaveRecord, path: Path | None) -> Match:
    """The match of a save, checked move by move and rebuilt."""
    content = game_content(record.game)
    replay_save(record, content)
    return Match.resume(record, content, path)


def resume_table(ctx: UiContext, path: Path) -> TableScene:
    """A table for the saved match in ``path`` (it keeps saving into the same file); a
    :class:`SaveError` names the file."""
    record = read_save(path)
    try:
        match = resume_match(record, path)
    except SaveError as exc:
        raise SaveError(f"{path}: {exc}") from None
    return TableScene(ctx, match, kit_for(match.setup.game_id))


def newest_unfinished() -> Path | None:
    """The most recently played save whose game is not over, if any."""
    for path in list_saves()[:CONTINUE_LOOKS_AT]:
        try:
            record = read_save(path)
            state = replay_save(record, game_content(record.game))
        except SaveError:
            continue
        if not state.is_over:
            return path
    return None


def open_table(ctx: UiContext, setup: MatchSetup) -> None:
    """The app's ``on_start``: open the table for ``setup`` in place of the new-game screen
    (leaving the table then returns to the title screen); a problem shows a dialog."""
    from game.scenes.dialog import MessageDialog
    from game.scenes.new_game import NewGameScene

    try:
        table = new_table(ctx, setup)
    except (SaveError, OSError, ValueError) as exc:  # ValueError: a set-up the rules refuse to begin
        ctx.stack.push(MessageDialog(ctx, N_("Cannot start"), "{reason}", {"reason": str(exc)}))
        return
    if isinstance(ctx.stack.top, NewGameScene):
        ctx.stack.replace(table)
    else:
        ctx.stack.push(table)


def continue_latest(ctx: UiContext) -> None:
    """The title screen's Continue: resume the newest unfinished match, or say there is none."""
    from game.scenes.dialog import MessageDialog

    path = newest_unfinished()
    if path is None:
        ctx.stack.push(MessageDialog(ctx, N_("Continue"), N_("There is no unfinished match to continue.")))
        return
    try:
        ctx.stack.push(resume_table(ctx, path))
    except SaveError as exc:
        ctx.stack.push(MessageDialog(ctx, N_("Cannot open this save"), "{reason}", {"reason": str(exc)}))


SHOT_NAMES = ("Ana", "Ben", "Chloé", "Dani", "Eli")


def random_match(game_id: str, seed: int, moves: int | None, config: GameConfig | None = None,
                 done: Callable[[Match, list[Event]], bool] | None = None) -> Match:
    """A match between people (named Ana, Ben…) after ``moves`` random moves from ``seed``
    (the whole game when ``moves`` is ``None``), set up by ``config`` (default: two players,
    or the game's fewest, no variant), and then more until ``done`` says so of the match and
    the last move's events, when given; it is never saved.  For ``shot``."""
    from game.games import get_rules
    from game.rules.core import GameConfig, Rng

    if config is None:
        config = GameConfig(max(2, get_rules(game_id).min_players))
    players = config.players
    palette = ("blue", "orange", "green", "vermilion", "purple")
    seats = tuple(Seat("human", SHOT_NAMES[i], "", palette[i]) for i in range(players))
    match = Match(MatchSetup(game_id, config, seed, seats), game_content(game_id), None)
    rng = Rng(seed)
    events: list[Event] = []
    while not match.state.is_over and (moves is None or len(match.moves) < moves
                                       or (done is not None and not done(match, events))):
        events = match.play(rng.choice(match.state.legal_moves()), autosave=False)
    return match


def shot_scene(ctx: UiContext, scene: str, game_id: str, seed: int, moves: int, config: GameConfig | None = None) -> Scene:
    """The ``table`` (after ``moves`` random moves, seen by the player to move), ``results``
    (of the whole game), ``replay`` (of the whole game, at its move ``moves`` or its end, the first
    player's hand shown) or ``harvest`` (the first harvest to end after ``moves`` moves, over its
    table) screen for ``shot``, or the ``rules`` as F1 opens them after ``moves`` moves, set up
    by ``config`` (see :func:`random_match`)."""
    from game.scenes.table.results import ResultsScene

    if scene == "results":
        match = random_match(game_id, seed, None, config)
        return ResultsScene(ctx, match, kit_for(game_id), again=lambda setup: new_table(ctx, setup))
    if scene == "replay":
        from game.scenes.table.replay import ReplayScene

        replay = ReplayScene(ctx, random_match(game_id, seed, None, config).save_record())
        replay.show_hands_of(0)
        if moves:
            replay.go(moves)
        return replay
    if scene == "harvest":
        return harvest_shot(ctx, game_id, seed, moves, config)
    if scene == "rules":
        from game.scenes.table.rules_scene import RulesScene

        match = random_match(game_id, seed, moves, config)
        decision = match.state.decision()
        return RulesScene(ctx, game_id, decision.kind if decision is not None else "", match.setup.config.variants)
    table = TableScene(ctx, random_match(game_id, seed, moves, config), kit_for(game_id))
    table.driver.bot_delay = 3600.0
    table.take_screen()
    return table


def harvest_shot(ctx: UiContext, game_id: str, seed: int, moves: int, config: GameConfig | None = None,
                 elapsed: float = 60.0) -> Scene:
    """The harvest screen of the first harvest to end after ``moves`` random moves, ``elapsed``
    seconds after it came up (its columns faded in by then), over its table (pushed
    beneath it); ``ValueError`` when the game ends on no harvest after that."""
    from game.boards.kit.harvest import ended_harvest
    from game.scenes.table.harvest import harvest_after

    kit = kit_for(game_id)
    words = kit.extra.get("harvest")
    if not isinstance(words, HarvestWords):
        raise ValueError(f"{game_id} has no harvest")

    def ended(match: Match, events: list[Event]) -> bool:
        return bool(events) and bool(ended_harvest(words, [(e.round, e.event) for e in match.log], events, None))

    match = random_match(game_id, seed, moves, config, ended)
    last = [e.event for e in match.log if e.move_index == len(match.moves) - 1]
    table = TableScene(ctx, match, kit)
    screen = harvest_after(ctx, kit, match.log, last, None, table.names, table.looks, lambda: None) if match.log else None
    if screen is None:
        raise ValueError(f"no harvest ends after move {moves} of this {game_id} game")
    table.driver.bot_delay = 3600.0
    ctx.stack.push(table)
    screen.elapsed = elapsed
    return screen
