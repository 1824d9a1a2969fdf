"""Decisions with a single option are taken for the player, after a short pause so the log
shows them, and a setting turns this off (issue 16); undo steps back over such a move together
with the person's decision before it, which would otherwise be played again at once."""

from __future__ import annotations

import json
from pathlib import Path

from game.games import load_game_content
from game.match import Match, only_option
from game.match_setup import MatchSetup, Seat
from game.rules.agricola import AgricolaState
from game.rules.agricola.farmyard import bit
from game.rules.core import GameConfig, find_move
from game.scenes.table.turns import FORCED_PAUSE, TurnDriver
from game.scenes.table.words import table_prefs
from game.settings import Settings, load_settings, save_settings

ANA = Seat("human", "Ana", colour="blue")


def sowing_match() -> Match:
    """A solo family game of Agricola where grain utilisation is open and Ana holds one grain
    and one empty field: after she takes the space, sowing that field is her only option."""
    setup = MatchSetup("agricola", GameConfig(1, frozenset({"family"})), 5, (ANA,))
    match = Match(setup, load_game_content("agricola"), None)
    state = match.state
    assert isinstance(state, AgricolaState)
    card = next(card for card in state.deck if card.id == "grain_utilization")
    state.spaces.append(card)
    state.stock.append({})
    state.taken.append(-1)
    farmer = state.players[0]
    farmer.farm.fields = bit(4)
    farmer.goods["grain"] = 1
    return match


def test_the_only_option_is_found_and_a_real_choice_is_not_one() -> None:
    match = sowing_match()
    assert only_option(match.state, 0) is None
    match.play(find_move(match.state, "go grain_utilization"))
    assert str(only_option(match.state, 0)) == "sow e1 grain"


def test_the_table_plays_a_persons_only_option_after_a_short_pause() -> None:
    match = sowing_match()
    driver = TurnDriver(match, 0.0, auto_single=True)
    driver.play(find_move(match.state, "go grain_utilization"))
    assert driver.update(FORCED_PAUSE / 2) is None
    assert driver.update(FORCED_PAUSE / 2, ready=False) is None  # the board is still animating
    applied = driver.update(FORCED_PAUSE / 2)
    assert applied is not None and str(applied.move) == "sow e1 grain"
    assert match.moves == ["go grain_utilization", "sow e1 grain"]
    assert any(entry.event.kind == "sown" for entry in match.log)


def test_with_the_setting_off_the_person_plays_it_themselves() -> None:
    match = sowing_match()
    driver = TurnDriver(match, 0.0, auto_single=False)
    driver.play(find_move(match.state, "go grain_utilization"))
    assert driver.update(10 * FORCED_PAUSE) is None
    assert driver.forced_move() is None and match.moves == ["go grain_utilization"]


def test_undo_steps_back_over_the_move_played_for_the_person() -> None:
    match = sowing_match()
    driver = TurnDriver(match, 0.0, auto_single=True)
    driver.play(find_move(match.state, "go grain_utilization"))
    driver.update(FORCED_PAUSE)
    assert driver.undo()
    assert match.moves == [] and driver.forced_move() is None
    assert driver.redo() and match.moves == ["go grain_utilization", "sow e1 grain"]


def test_with_the_setting_off_undo_takes_back_one_move_at_a_time() -> None:
    match = sowing_match()
    driver = TurnDriver(match, 0.0, auto_single=False)
    driver.play(find_move(match.state, "go grain_utilization"))
    driver.play(find_move(match.state, "sow e1 grain"))
    assert driver.undo() and match.moves == ["go grain_utilization"]


def test_the_setting_is_on_by_default_and_kept(tmp_path: Path) -> None:
    assert Settings().auto_single and table_prefs(Settings()).auto_single
    assert table_prefs(object()).auto_single  # a settings object from before the setting
    path = tmp_path / "settings.json"
    save_settings(Settings().with_changes(auto_single=False), path)
    assert json.loads(path.read_text(encoding="utf-8"))["auto_single"] is False
    assert load_settings(path)[0].auto_single is False
