"""The event log (documented kinds, three languages) and the helpers the table screen uses."""

from __future__ import annotations

import pytest
from porto_helpers import arrange, playing

from game.content.porto import PortoContent
from game.rules.core import BOUNDARY_KINDS, GameConfig, IllegalMove, Rng
from game.rules.porto import Build, new_game
from game.rules.porto.events import EVENTS, log_line
from game.rules.porto.preview import build_options, score_preview


def test_every_event_of_a_game_has_a_log_line_in_three_languages(content: PortoContent) -> None:
    seen = set()
    for seed in range(6):
        state = new_game(content, GameConfig(2 + seed % 3), seed)
        rng = Rng(seed)
        while not state.is_over:
            for event in state.apply(rng.choice(state.legal_moves())):
                seen.add(event.kind)
                if event.kind in BOUNDARY_KINDS:
                    continue
                for lang in ("en", "es", "fr"):
                    assert log_line(event, "Ana", lang)
    assert seen <= set(EVENTS) | BOUNDARY_KINDS
    assert {"cards_drawn", "floors_built", "scored", "roof_placed", "game_over"} <= seen


def test_drawn_cards_and_kept_contracts_are_seen_only_by_their_owner(content: PortoContent) -> None:
    state = new_game(content, GameConfig(2), 1)
    kept, chosen, turn = state.apply(state.legal_moves()[0])
    assert (turn.kind, turn.player) == ("turn_started", 1)
    assert not kept.visible_for(1) and kept.visible_for(0)
    assert chosen.visible_for(1) and "contracts" not in chosen.args


def test_build_options_offer_both_ways_of_using_two_cards_with_their_points(content: PortoContent) -> None:
    state = arrange(playing(content), houses={4: "b2"}, hand="b3 r1")
    options = build_options(state, "b3", "r1")
    moves = {str(o.move) for o in options}
    assert "build floors=b3 colour=r1 house=10" in moves
    assert "build floors=r1 colour=b3 house=4" in moves
    for option in options:
        assert option.points == sum(p for _, p in score_preview(state, option.move))
        assert option.move in state.legal_moves()
    on_blue = next(o for o in options if o.house == 4)
    assert (on_blue.colour, on_blue.floors) == ("blue", 1)
    assert on_blue.points >= 3


def test_previews_leave_the_state_untouched_and_refuse_illegal_builds(content: PortoContent) -> None:
    state = arrange(playing(content), hand="b3 r1")
    before = state.to_position()
    score_preview(state, Build("b3", "r1", 4))
    assert state.to_position() == before
    with pytest.raises(IllegalMove):
        score_preview(state, Build("b3", "b3", 4))


def test_previews_work_on_a_players_view(content: PortoContent) -> None:
    state = arrange(playing(content), hand="b3 r1")
    view = state.view(0)
    assert build_options(view, "b3", "r1") == build_options(state, "b3", "r1")
