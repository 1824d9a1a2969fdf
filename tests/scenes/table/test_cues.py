"""The table's cues (issue 14, "Alive"): our own sounds, made by a committed script, each
game's events mapped to them as data (which also gives the log its icons and its "points only"
filter), one sound per kind per move at the pace of the
animations, the "your turn" tap only when a bot hands the turn to a person, and silence when
muted.  (Tests run with SDL's dummy audio driver: nothing is heard.)"""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest
from table_helpers import run_frames, seats

from game.content.base import ContentErrors
from game.content.cues import CUES, load_cues, shipped_cues
from game.games import available_games, board_kit, game_spec, get_rules, load_game_content
from game.match import Match
from game.match_setup import MatchSetup
from game.rules.core import Decision, Event, GameConfig, Rng
from game.scenes.table import TableScene
from game.scenes.table.cues import STEP, sound_cues
from game.ui.context import UiContext
from game.ui.sounds import SoundBoard

ROOT = Path(__file__).resolve().parents[3]
GAMES = [game for game in available_games() if game_spec(game).cues]


def test_the_committed_sounds_are_exactly_what_the_script_makes() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "make_sounds.py"), "--check"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert {p.stem for p in (ROOT / "sprites" / "sounds").glob("*.wav")} == set(CUES)


@pytest.mark.parametrize("game", GAMES)
def test_every_event_a_game_marks_is_one_its_rules_emit(game: str) -> None:
    table = shipped_cues(ROOT / "content", game_spec(game).cues)
    assert {"place", "score", "end"} <= set(table.values())
    rules, content, seen = get_rules(game), load_game_content(game), set()
    for seed in range(60):  # 2, 3 and 4 players: some events happen only with more than two
        state = rules.new_game(content, GameConfig(min(2 + seed % 3, game_spec(game).max_players)), seed)
        rng = Rng(seed)
        while not state.is_over:
            seen.update(event.kind for event in state.apply(rng.choice(state.legal_moves())))
        if seed >= 2 and set(table) <= seen:  # random games: a rare card effect may need dozens
            break
    # a card effect some random games never reach must still be one the rules declare (the
    # card-log tests emit each from a position)
    declared = _declared_kinds(game)
    assert set(table) - seen <= declared, f"never emitted nor declared: {set(table) - seen - declared}"
    assert len(set(table) - seen) <= len(table) // 5, f"random games reach too few: {set(table) - seen}"


def _declared_kinds(game: str) -> set[str]:
    """The event kinds the game's rules document (``events.EVENT_KINDS`` or ``EVENTS``)."""
    events = importlib.import_module(f"game.rules.{game}.events")
    return set(getattr(events, "EVENT_KINDS", None) or getattr(events, "EVENTS", {}))


def test_an_unknown_cue_is_refused_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "cues.yaml"
    path.write_text("farmer_placed: place\nscored: trumpet\n", encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        load_cues(path, "oregon/cues.yaml")
    assert "oregon/cues.yaml:2: scored: unknown cue 'trumpet'" in str(caught.value)


TABLE = {"built": "place", "scored": "score", "turn_started": "turn"}
PEOPLE_AND_BOT = seats("Ana", "bot")


def event(kind: str) -> Event:
    return Event(kind, 0, {})


def test_a_move_sounds_each_kind_once_one_after_the_other() -> None:
    events = [event("built"), event("scored"), event("scored"), event("silent")]
    cues = sound_cues(events, TABLE, PEOPLE_AND_BOT, 0, Decision((0,), "k"), "normal")
    assert cues == [("place", 0.0), ("score", STEP)]
    assert [delay for _, delay in sound_cues(events, TABLE, PEOPLE_AND_BOT, 0, None, "instant")] == [0.0, 0.0]


def test_the_turn_tap_sounds_only_when_a_bot_hands_the_turn_to_a_person() -> None:
    to_person = sound_cues([event("turn_started")], TABLE, PEOPLE_AND_BOT, 1, Decision((0,), "k"), "normal")
    own_move = sound_cues([event("turn_started")], TABLE, PEOPLE_AND_BOT, 0, Decision((1,), "k"), "normal")
    assert to_person == [("turn", 0.0)] and own_move == []


def test_a_muted_or_silent_board_plays_nothing_and_a_cue_waits_its_turn() -> None:
    board = SoundBoard.silent()
    board.cue("place", 0.2)
    board.update(0.1)
    assert board.plays == []
    board.update(0.15)
    assert board.plays == ["place"]
    board.set_level(70, muted=True)
    board.cue("score")
    board.update(1.0)
    board.set_level(0, muted=False)
    board.cue("score")
    board.update(1.0)
    assert board.plays == ["place"]


@pytest.mark.parametrize("game", [g for g in GAMES if game_spec(g).board is not None])  # a table needs a board
def test_a_move_at_the_table_sounds(game: str, table_ctx: UiContext) -> None:
    board_kit(game)
    match = Match(MatchSetup(game, GameConfig(2), 4, seats("Ana", "Ben")), load_game_content(game), None)
    table = TableScene(table_ctx, match, board_kit(game))
    table_ctx.stack.push(table)
    run_frames(table_ctx.stack)
    rng = Rng(4)
    for _ in range(12):
        table.after_move(table.driver.play(rng.choice(match.state.legal_moves())))
        run_frames(table_ctx.stack, 20)
    assert "place" in table_ctx.sounds.plays


def test_the_log_can_show_only_the_lines_about_points_under_their_rounds(table_ctx: UiContext) -> None:
    game = GAMES[0]
    match = Match(MatchSetup(game, GameConfig(2), 4, seats("Ana", "Ben")), load_game_content(game), None)
    rng = Rng(4)
    while match.state.round_number < 4 and not match.state.is_over:
        match.play(rng.choice(match.state.legal_moves()), autosave=False)
    table = TableScene(table_ctx, match, board_kit(game))
    table_ctx.stack.push(table)
    run_frames(table_ctx.stack)
    everything = list(table.log.lines)
    table.toggle_log_filter()
    run_frames(table_ctx.stack)
    items = table.log._items
    assert items and all(line.cue == "score" or line.heading == "round" for line in items)
    assert any(line.cue == "score" for line in items) and len(table.log.lines) < len(everything)
    table.toggle_log_filter()
    run_frames(table_ctx.stack)
    assert table.log.lines == everything


def test_m_at_the_table_silences_the_sounds_and_keeps_that_in_the_settings(table_ctx: UiContext) -> None:
    import pygame
    from table_helpers import key

    game = GAMES[0]
    match = Match(MatchSetup(game, GameConfig(2), 4, seats("Ana", "Ben")), load_game_content(game), None)
    table_ctx.stack.push(TableScene(table_ctx, match, board_kit(game)))
    run_frames(table_ctx.stack)
    key(table_ctx.stack, pygame.K_m)
    run_frames(table_ctx.stack)
    assert table_ctx.settings.muted and table_ctx.sounds.muted
    table_ctx.sounds.cue("place")
    table_ctx.sounds.update(1.0)
    assert "place" not in table_ctx.sounds.plays
    key(table_ctx.stack, pygame.K_m)
    assert not table_ctx.settings.muted and table_ctx.sounds.audible
