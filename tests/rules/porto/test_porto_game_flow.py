"""Set-up, private contracts, the roof track and the end, tie-breaks and the score marker."""

from __future__ import annotations

import pytest
from porto_helpers import arrange, playing

from game.content.porto import PortoContent
from game.games import get_rules
from game.rules.core import GameConfig, IllegalMove
from game.rules.porto import Build, Draw, KeepContracts, new_game
from game.rules.porto.contracts import private_points
from game.rules.porto.legal import Phase
from game.rules.porto.scoring import score_marker
from game.rules.porto.tables import PRIVATE_KINDS


def test_porto_is_registered_for_two_to_four_players_with_a_novice_variant() -> None:
    rules = get_rules("porto")
    assert (rules.min_players, rules.max_players) == (2, 4)
    assert [v.id for v in rules.variants] == ["novice"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_puts_tokens_on_houses_in_play_only(content: PortoContent, players: int) -> None:
    state = new_game(content, GameConfig(players), 3)
    gone = set(content.street.out_of_play[players])
    for h in range(len(state.tables.heights)):
        assert (state.ground_token[h] > 0) == (h + 1 not in gone)
    assert all(k >= 0 for k in state.display)
    assert len(state.display) == content.rules.display_size
    assert len(state.public_row) == content.rules.public_contracts_face_up
    assert all(len(d) == content.rules.private_contracts_dealt for d in state.private_dealt)
    assert all(sum(h) == 0 for h in state.hands)


def test_each_player_keeps_private_contracts_in_turn_before_the_first_round(content: PortoContent) -> None:
    state = new_game(content, GameConfig(3), 5)
    assert state.phase_name() == "choose-contracts"
    kept = content.rules.private_contracts_kept
    with pytest.raises(IllegalMove, match=f"keep exactly {kept}"):
        state.clone().apply(KeepContracts((1,)))
    for player in range(3):
        assert state.current == player
        dealt = list(state.private_dealt[player])
        events = state.apply(KeepContracts(tuple(range(1, kept + 1))))
        assert state.private_kept[player] == dealt[:kept]
        assert events[0].visible_to == frozenset({player})
    assert state.phase_name() == "play" and state.current == 0 and state.round_number == 1


def test_novice_games_deal_no_private_contracts(content: PortoContent) -> None:
    state = new_game(content, GameConfig(2, frozenset({"novice"})), 5)
    assert state.phase_name() == "play"
    assert state.private_dealt == [[], []]


def test_reaching_the_roof_track_mark_finishes_the_round_then_plays_one_more(content: PortoContent) -> None:
    """Rulebook "Fin del juego": the round is finished, then one final round."""
    state = playing(content, players=3)
    mark = state.roof_track_mark()
    full = {n: f"{'bygrv'[i % 5]}{state.tables.heights[n - 1]}" for i, n in enumerate(range(2, 2 + mark - 1))}
    arrange(state, houses={**full, 13: "b1"}, hand="r1 b1")
    state.current = 1
    arrange(state, hand="r2 b1")
    state.apply(Build("r2", "b1", 13))
    assert state.completed == mark and state.last_round == 2
    # player 3 finishes round 1, then round 2 is played in full
    turns = 0
    while not state.is_over:
        state.apply(next(m for m in state.legal_moves() if isinstance(m, Draw)))
        turns += 1
    assert turns == 1 + 3
    assert state.outcome() is not None and state.outcome().end_reason == "roof_track_mark"


def test_a_full_street_ends_the_game_at_once(content: PortoContent) -> None:
    state = playing(content, players=2)
    t = state.tables
    colours = "bygrvbygrv"
    houses = {h + 1: f"{colours[i]}{t.heights[h]}" for i, h in enumerate(state.layout.in_play)}
    last = state.layout.in_play[-1]
    houses[last + 1] = f"{colours[len(houses) - 1]}{t.heights[last] - 1}"
    arrange(state, houses=houses, hand=f"r1 {colours[len(houses) - 1]}1")
    state.last_round = 0
    state.apply(Build("r1", f"{colours[len(houses) - 1]}1", last + 1))
    assert state.is_over and state.outcome().end_reason == "street_full"


def test_ties_go_to_more_public_contracts_then_to_the_later_seat(content: PortoContent) -> None:
    state = playing(content, players=3)
    state.points = [[10, 0, 0, 0, 0, 0], [10, 0, 0, 0, 0, 0], [10, 0, 0, 0, 0, 0]]
    state.fulfilled = [[1], [2], []]
    state.phase = Phase.OVER
    outcome = state.outcome()
    assert outcome.winners == (1,) and outcome.tiebreak == "seat_order"
    state.fulfilled = [[1, 3], [2], []]
    assert state.outcome().winners == (0,) and state.outcome().tiebreak == "public_contracts"


def test_the_score_marker_wraps_at_fifty_and_shows_plus_fifty_or_plus_hundred() -> None:
    assert score_marker(37, 50) == (37, 0)
    assert score_marker(63, 50) == (13, 50)
    assert score_marker(104, 50) == (4, 100)


def _private(state, kind: str):
    return next(r for r in state.tables.private if PRIVATE_KINDS[r.kind] == kind)


def test_private_contracts_score_the_finished_street_of_every_player(content: PortoContent) -> None:
    state = playing(content)
    colours = state.tables.colours
    pair = _private(state, "adjacent_pair")
    a, b = pair.colours
    assert private_points(pair, [a, b, -1, b, a], colours) == pair.tiers[1][1]
    assert private_points(pair, [a, -1, b], colours) == 0
    ends = _private(state, "street_ends")
    c = ends.colours[0]
    assert private_points(ends, [c, -1, c], colours) == ends.tiers[-1][1]
    everyone = _private(state, "all_colours")
    assert private_points(everyone, list(range(colours)), colours) == everyone.tiers[0][1]
    assert private_points(everyone, list(range(colours - 1)), colours) == 0


def test_an_unknown_card_or_an_empty_display_slot_is_refused(content: PortoContent) -> None:
    state = arrange(playing(content), hand="r3 b1")
    with pytest.raises(IllegalMove, match="no card 'q9'"):
        state.clone().apply(Build("q9", "b1", 4))
    state.display[2] = -1
    with pytest.raises(IllegalMove, match="display slot 3 is empty"):
        state.apply(Draw((3,)))


def test_the_decision_names_keeping_contracts_taking_or_building_and_the_bonus_token(
    content: PortoContent,
) -> None:
    from game.rules.porto.turns import DECISION_KINDS

    state = new_game(content, GameConfig(2), 5)
    first = state.decision()
    assert first is not None and first.kind == "keep_contracts" and first.players == (0,)
    state = arrange(playing(content), hand="b3 r1")
    turn = state.decision()
    assert turn is not None and turn.kind == "take_or_build" and not turn.can_stop
    assert {"keep_contracts", "take_or_build", "place_bonus"} == set(DECISION_KINDS)


def test_a_player_who_can_only_pass_may_stop(content: PortoContent) -> None:
    state = arrange(playing(content))
    state.display = [-1] * len(state.display)
    state.deck, state.discard = [], []
    decision = state.decision()
    assert [str(m) for m in state.legal_moves()] == ["pass"]
    assert decision is not None and decision.kind == "take_or_build" and decision.can_stop


def test_placing_the_bonus_token_is_the_second_step_of_a_build(content: PortoContent) -> None:
    state = arrange(playing(content), hand="b2 r1")
    token_house = next(h for h in state.layout.in_play if state.ground_token[h])
    build = next(
        m for m in state.legal_moves() if isinstance(m, Build) and m.house == token_house + 1
    )
    state.apply(build)
    decision = state.decision()
    assert state.phase_name() == "place-bonus"
    assert decision is not None and decision.kind == "place_bonus"
    assert (decision.action, decision.step, decision.steps) == ("build", 2, 2)


def test_the_next_turn_and_a_new_round_are_announced_after_the_move(content: PortoContent) -> None:
    state = playing(content, players=2)
    first = state.apply(state.legal_moves()[0])
    assert [(e.kind, e.player, e.args.get("round")) for e in first[-1:]] == [("turn_started", 1, 1)]
    second = state.apply(state.legal_moves()[0])
    assert [(e.kind, e.player, e.args.get("round")) for e in second[-2:]] == [
        ("round_started", None, 2),
        ("turn_started", 0, 2),
    ]
