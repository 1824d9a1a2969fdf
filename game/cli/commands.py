"""What each command does.  Heavy modules (pygame, the bots) are imported inside the command
that needs them, so ``--version``, ``validate``, ``simulate`` and ``replay`` never load pygame.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
from pathlib import Path
from typing import Any

from game.cli import report
from game.cli.parser import UsageError, seat_list, variant_set, window_size
from game.games import available_games, get_rules, is_known
from game.match_setup import MatchSetup, Seat
from game.rules.core import GameConfig, GameRules
from game.untrusted import quoted


def rules_of(game_id: str) -> GameRules[Any]:
    """The rules of ``game_id``, or a :class:`UsageError` naming the games one can play."""
    try:
        return get_rules(game_id)
    except KeyError:
        pass
    playable = ", ".join(available_games()) or "none yet"
    if is_known(game_id):
        raise UsageError(f"{game_id} is not built yet (available games: {playable})")
    raise UsageError(f"unknown game {quoted(game_id, 40)} (available games: {playable})")


def match_setup(args: argparse.Namespace, seats: list[Seat], default_seed: int) -> MatchSetup:
    """Check ``--game``, ``--seats`` and ``--variant`` together and build the match."""
    rules = rules_of(args.game)
    variants = variant_set(args.variant)
    known = {variant.id for variant in rules.variants}
    unknown = sorted(v for v in variants if not any(spec.accepts(v) for spec in rules.variants))
    if unknown:
        names = ", ".join(sorted(known)) or "none"
        raise UsageError(f"{args.game} has no variant {quoted(unknown[0], 40)} (variants: {names})")
    config = GameConfig(len(seats), variants)
    try:
        rules.check_config(config)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    seed = default_seed if args.seed is None else args.seed
    return MatchSetup(args.game, config, seed, tuple(seats))


def given_path(option: str, text: str | None) -> Path | None:
    """The path an option names (``None`` when the option was not given); an empty one or one
    holding a NUL character is a :class:`UsageError`."""
    if text is None:
        return None
    if not text.strip() or "\x00" in text:
        raise UsageError(f"{option} {quoted(text, 40)} is not a path")
    return Path(text)


def quiet_pygame() -> None:
    """Keep pygame's greeting off standard output (scripts read it)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def run_window(args: argparse.Namespace) -> int:
    """``python -m game``: the window at the title screen."""
    quiet_pygame()
    from game.app import run_app

    return int(run_app(lang=args.window_lang))


def run_play(args: argparse.Namespace) -> int:
    """``play``: the window, straight into a match."""
    setup = match_setup(args, seat_list(args.seats), secrets.randbelow(2**31))
    quiet_pygame()
    from game.app import run_app

    return int(run_app(lang=args.lang or args.window_lang, start=setup))


def run_simulate(args: argparse.Namespace) -> int:
    """``simulate``: a series of bot games, printed as JSON or as a table.  Output starts at
    once and each game is printed (JSON) or counted (table) as it ends, so a long series
    never holds its games in memory."""
    from game.bots.base import LADDER_ONLY

    seats = seat_list(args.seats, LADDER_ONLY)
    if not all(seat.is_bot for seat in seats):
        raise UsageError("simulate needs a bot in every seat (e.g. --seats bot:random,bot:hard)")
    setup = match_setup(args, seats, 0)
    from game.simulate import SeriesTally, series_games

    save_dir = given_path("--save-dir", args.save_dir)
    # every seat is a bot, so each word is its own seat text (bot:reference stays itself)
    texts = [word.strip() for word in args.seats.split(",")]
    games = series_games(
        setup.game_id, texts, games=args.games, seed=setup.seed, variants=setup.config.variants,
        jobs=args.jobs, save_dir=save_dir,
    )
    tally = SeriesTally(len(seats))
    if args.json:
        # one JSON object, written piece by piece: the same text json.dumps makes of it whole
        print(json.dumps({"game": setup.game_id, "seats": texts})[:-1] + ', "games": [', end="", flush=True)
        for number, played in enumerate(games):
            tally.add(played)
            print((", " if number else "") + json.dumps(played.record), end="", flush=True)
        print('], "summary": ' + json.dumps(tally.summary()) + "}")
        return 0
    print(report.series_title(setup.game_id, args.games, setup.seed), flush=True)
    for played in games:
        tally.add(played)
    print(report.series_table(texts, tally))
    return 0


def run_replay(args: argparse.Namespace) -> int:
    """``replay FILE``: re-play a save through the rules, verifying every move."""
    from game.games import load_game_content
    from game.saves import SaveError, read_save, replay_save

    path = Path(args.file)
    record = read_save(path)
    try:
        rules_of(record.game)
    except UsageError as exc:
        raise UsageError(f"{path}: {exc}") from None
    content = load_game_content(record.game)
    try:
        state = replay_save(record, content)
    except SaveError as exc:
        raise SaveError(f"{path}: {exc}") from None
    outcome = state.outcome()
    summary = {
        "game": record.game,
        "scores": list(outcome.scores if outcome else state.scores()),
        "winners": list(outcome.winners if outcome else ()),
        "moves": len(record.moves),
    }
    print(json.dumps(summary) if args.json else report.replay_summary(record, state, summary))
    return 0


def run_validate(args: argparse.Namespace) -> int:
    """``validate``: one ``file:line: message`` line per content problem; 2 if any."""
    from game import paths
    from game.games import validate

    root = given_path("--content", args.content) or paths.content_dir()
    sprites = given_path("--sprites", args.sprites)
    if not root.is_dir():
        raise UsageError(f"content folder {str(root)!r} not found")
    problems = validate(root, sprites)
    for problem in problems:
        print(problem.text())
    if problems:
        report.error_line(f"{len(problems)} content problem{'s' * (len(problems) != 1)} in {root}")
        return 2
    print(f"content OK: {root}")
    return 0


def run_shot(args: argparse.Namespace) -> int:
    """``shot``: one screen drawn headless into a PNG."""
    size = window_size(args.size)
    from game.settings import MAX_WINDOW, MIN_WINDOW

    if not (MIN_WINDOW[0] <= size[0] <= MAX_WINDOW[0] and MIN_WINDOW[1] <= size[1] <= MAX_WINDOW[1]):
        low, high = "x".join(map(str, MIN_WINDOW)), "x".join(map(str, MAX_WINDOW))
        raise UsageError(f"--size {args.size} is outside the window sizes Tablero draws ({low} to {high})")
    config = None
    if args.game is not None:
        rules = rules_of(args.game)
        players = args.players if args.players is not None else max(2, rules.min_players)
        config = GameConfig(players, variant_set(args.variant))
        try:
            rules.check_config(config)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    elif args.players is not None or args.variant:
        raise UsageError("--players and --variant need --game")
    scene = args.scene or ("table" if args.game else "title")
    quiet_pygame()
    from game.shot import render_shot

    out = given_path("--out", args.out)
    assert out is not None  # the parser requires --out
    render_shot(args.game, args.seed, args.moves, out, size, args.lang, scene, config)
    return 0


COMMANDS = {
    None: run_window,
    "play": run_play,
    "simulate": run_simulate,
    "replay": run_replay,
    "validate": run_validate,
    "shot": run_shot,
}
