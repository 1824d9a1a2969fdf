"""One player alone (issue 12): the results say the score and whether the target was reached,
the statistics count a solo game without any win against a bot, and ``simulate`` reports the
target of every game."""

from __future__ import annotations

from pathlib import Path

import pytest
from contract.sealed_bids import BidsContent
from table_helpers import run_frames

from game.match import Match
from game.match_setup import MatchSetup, Seat
from game.rules.core import GameConfig, Outcome, solo_outcome
from game.scenes.table import ResultsScene
from game.scenes.table.fallback import fallback_kit
from game.scenes.table.results import winner_line
from game.simulate import run_series
from game.stats import GameStats, load_stats, record_result
from game.ui.context import UiContext

ANA = Seat("human", "Ana", colour="blue")
BOT = Seat("bot", "Bot", level="random", colour="orange")


def solo_match(bids: BidsContent, numbers: tuple[int, ...]) -> Match:
    m = Match(MatchSetup("bids", GameConfig(1), 1, (ANA,)), bids, None)
    for number in numbers:
        m.play(next(mv for mv in m.state.legal_moves() if str(mv).endswith(f" {number}")))
    return m


def test_the_results_of_a_solo_game_say_the_target_was_reached(table_ctx: UiContext, bids_game: BidsContent) -> None:
    match = solo_match(bids_game, (5, 5, 4))
    results = ResultsScene(table_ctx, match, fallback_kit("bids"), record=True)
    table_ctx.stack.push(results)
    run_frames(table_ctx.stack)
    shown = [text for _rect, text in results.texts()]
    assert "Ana reaches the target: 14 points of 12" in shown
    assert "Target" in shown
    record = load_stats()["bids"]
    assert (record.games, record.solo_games, record.solo_targets_reached) == (1, 1, 1)
    assert record.best_score == 14 and record.human_wins == 0 and record.wins_against == {}


def test_a_solo_game_short_of_its_target_says_what_the_target_was(bids_game: BidsContent) -> None:
    outcome = solo_match(bids_game, (1, 2, 3)).state.outcome()
    assert outcome is not None and outcome.winners == ()
    assert winner_line(outcome, ["Ana"], lambda s: s) == "Ana scores 6 points: the target was 12"


def test_a_solo_game_without_a_target_gives_the_score() -> None:
    outcome = solo_outcome(9, ("points",), (9,), "end")
    assert winner_line(outcome, ["Ana"], lambda s: s) == "Ana scores 9 points"


def test_a_solo_game_with_a_bot_at_no_seat_counts_no_win_against_a_bot(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    record_result("bids", (ANA,), solo_outcome(7, ("points",), (7,), "end", 5), path)
    stats = record_result("bids", (ANA, BOT), Outcome((3, 5), ("points",), ((3,), (5,)), (1,), "end"), path)["bids"]
    assert stats.games == 2 and stats.solo_games == 1 and stats.solo_targets_reached == 1
    assert stats.human_wins == 0 and stats.best_score == 7
    assert stats.games_against == {"random": 1} and stats.wins_against == {}
    assert GameStats.from_dict(stats.to_dict()) == stats


def test_statistics_written_before_solo_games_still_load() -> None:
    old = {"games": 3, "human_wins": 1, "best_score": 40, "best_by": "Ana", "games_against": {}, "wins_against": {}}
    assert GameStats.from_dict(old).solo_games == 0


def test_simulate_reports_the_target_of_every_solo_game_and_counts_reaching_it_as_a_win(bids_game: BidsContent) -> None:
    series = run_series("bids", ["bot:random"], games=6, seed=4)
    reached = 0
    for game in series["games"]:
        assert game["target"] == 12 and len(game["scores"]) == 1
        assert game["winners"] == ([0] if game["scores"][0] >= 12 else [])
        reached += bool(game["winners"])
    assert series["summary"]["wins"] == [pytest.approx(reached)]


def test_simulate_gives_no_target_for_games_without_one(bids_game: BidsContent) -> None:
    series = run_series("bids", ["bot:random", "bot:random"], games=2, seed=4)
    assert all("target" not in game for game in series["games"])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_statistics_screen_shows_solo_targets_reached_without_overlaps(table_ctx: UiContext, lang: str) -> None:
    from game.scenes.table.stats_screen import StatisticsScene

    record_result("porto", (ANA,), solo_outcome(30, ("points",), (30,), "end", 25))
    record_result("porto", (ANA,), solo_outcome(20, ("points",), (20,), "end", 25))
    table_ctx.change_settings(table_ctx.settings.with_changes(language=lang))
    screen = StatisticsScene(table_ctx)
    table_ctx.stack.push(screen)
    run_frames(table_ctx.stack)
    texts = screen.texts()
    assert "1 / 2" in [text for _rect, text in texts]
    clashes = [(a, b) for i, (ra, a) in enumerate(texts) for rb, b in texts[i + 1:] if ra.colliderect(rb)]
    assert clashes == []


MEDALS = (("bronze", 45), ("silver", 55), ("gold", 65))


def test_a_family_solo_game_names_the_medal_it_earned_and_the_next_one() -> None:
    # RULINGS.md, Agricola solo: the family solo game scores bronze, silver or gold
    silver = solo_outcome(58, ("points",), (58,), "end", tiers=MEDALS)
    assert silver.winners == (0,) and silver.tier == "silver"
    assert winner_line(silver, ["Ana"], lambda s: s) == "Ana earns silver with 58 points (gold at 65)"
    gold = solo_outcome(70, ("points",), (70,), "end", tiers=MEDALS)
    assert winner_line(gold, ["Ana"], lambda s: s) == "Ana earns gold with 70 points"


def test_a_family_solo_game_short_of_bronze_says_what_bronze_needs() -> None:
    short = solo_outcome(1, ("points",), (1,), "end", tiers=MEDALS)
    assert short.winners == () and short.tier == ""
    assert winner_line(short, ["Ana"], lambda s: s) == "Ana scores 1 point: bronze needs 45"
