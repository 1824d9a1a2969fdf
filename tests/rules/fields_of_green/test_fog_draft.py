"""The action phase's six simultaneous turns ("Fase de acción"): choose a card face down, pass
the rest in the year's direction, reveal together, then act."""

from __future__ import annotations

import pytest
from fog_helpers import fresh

from game.content.fields_of_green import FogContent
from game.rules.core import CHOICES_REVEALED, GameConfig, IllegalMove, Rng
from game.rules.fields_of_green import FogState
from game.rules.fields_of_green.farm import HIDDEN_PICK, NO_PICK
from game.rules.fields_of_green.hidden import HIDDEN
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.moves import Market, Pick, Split, TakeBack
from game.rules.fields_of_green.setup import new_game


def drafting(content: FogContent, players: int = 3) -> FogState:
    """Everyone has drawn 2-2-1-1 and the first draft turn begins."""
    state = fresh(content, players)
    while state.phase == Phase.DRAW:
        state.apply(Split((2, 2, 1, 1)))
    return state


def code(state: FogState, player: int, index: int = 0) -> str:
    return state.tables.cards[state.players[player].hand[index]].code


def test_everyone_chooses_at_once_and_anyone_still_to_choose_may_act(content: FogContent) -> None:
    state = drafting(content)
    decision = state.decision()
    assert decision is not None and decision.kind == "draft_pick" and decision.simultaneous
    assert decision.pending == (0, 1, 2)
    state.apply(Pick(2, code(state, 2)))
    decision = state.decision()
    assert decision is not None and decision.pending == (0, 1)
    assert state.legal_moves_for(2) == [TakeBack(2)]


def test_a_face_down_choice_is_hidden_in_the_others_views_until_the_reveal(content: FogContent) -> None:
    state = drafting(content)
    chosen = code(state, 1, 3)
    events = state.apply(Pick(1, chosen))
    assert state.view(0).players[1].pick == HIDDEN_PICK
    assert state.view(1).players[1].pick != HIDDEN_PICK
    assert chosen not in state.view(0).to_position().split("p2 ")[1].split("\n")[0]
    private = [e for e in events if e.args.get("card") == chosen]
    assert private and all(e.visible_to == frozenset({1}) for e in private)


def test_a_choice_may_be_taken_back_until_everyone_has_chosen(content: FogContent) -> None:
    state = drafting(content)
    state.apply(Pick(0, code(state, 0)))
    state.apply(TakeBack(0))
    assert state.players[0].pick == NO_PICK
    state.apply(Pick(0, code(state, 0, 1)))
    state.apply(Pick(1, code(state, 1)))
    events = state.apply(Pick(2, code(state, 2)))
    assert any(e.kind == CHOICES_REVEALED for e in events)
    with pytest.raises(IllegalMove):
        state.apply(TakeBack(0))


def test_the_reveal_shows_every_choice_and_passes_the_rest_left_in_the_first_year(content: FogContent) -> None:
    state = drafting(content)
    hands = [list(f.hand) for f in state.players]
    picks = [code(state, p) for p in range(3)]
    for p in range(3):
        state.apply(Pick(p, picks[p]))
    for p in range(3):
        left_of = (p - 1) % 3  # the player on the right passes to this one
        expected = list(hands[left_of])
        expected.remove(state.tables.by_code[picks[left_of]])
        assert state.players[p].hand == expected
    assert state.phase == Phase.ACT and state.current == state.first


def test_hands_pass_right_in_the_second_year(content: FogContent) -> None:
    state = drafting(content)
    state.year = 2
    hands = [list(f.hand) for f in state.players]
    for p in range(3):
        state.apply(Pick(p, state.tables.cards[hands[p][0]].code))
    assert state.players[0].hand == hands[1][1:]


def test_after_the_reveal_each_player_acts_in_turn_order_then_the_next_turn_is_chosen(content: FogContent) -> None:
    state = drafting(content)
    for p in range(3):
        state.apply(Pick(p, code(state, p)))
    acting = []
    while state.phase == Phase.ACT:
        acting.append(state.current)
        decision = state.decision()
        assert decision is not None and decision.kind == "choose_action"
        state.apply(Market(0))
    assert acting == [0, 1, 2]
    assert state.phase == Phase.PICK and all(len(f.hand) == 5 for f in state.players)


def test_a_view_hides_the_other_hands_and_the_pile_order_but_shows_their_sizes(content: FogContent) -> None:
    state = drafting(content)
    seen = state.view(0)
    assert seen.players[1].hand == [HIDDEN] * 6 and seen.players[0].hand == state.players[0].hand
    assert all(set(pile) == {HIDDEN} for pile in seen.piles)
    assert [len(p) for p in seen.piles] == [len(p) for p in state.piles]
    guess = seen.determinize(Rng(4))
    assert guess.players[0].hand == state.players[0].hand
    assert sorted(guess.players[1].hand + guess.players[2].hand + sum(guess.piles, [])) == sorted(
        state.players[1].hand + state.players[2].hand + sum(state.piles, [])
    )


def two_player_draft(content: FogContent) -> FogState:
    """Two players have drawn their 6 cards: the published two-player draft begins."""
    state = fresh(content, players=2)
    state.apply(Split((2, 2, 1, 1)))
    state.apply(Split((1, 1, 2, 2)))
    return state


def test_with_two_players_the_12_cards_are_pooled_and_6_turned_face_up(content: FogContent) -> None:
    state = two_player_draft(content)
    assert state.phase == Phase.TAKE and state.current == state.first
    assert len(state.row) == 6 and len(state.pool) == 6
    assert all(not f.hand for f in state.players)
    decision = state.decision()
    assert decision is not None and decision.kind == "take_card" and not decision.simultaneous


def test_with_two_players_nobody_sees_the_pooled_cards_before_they_turn_up(content: FogContent) -> None:
    state = fresh(content, players=2)
    events = state.apply(Split((2, 2, 1, 1)))
    assert not [e for e in events if e.kind == "cards_drawn"]
    state.apply(Split((2, 2, 1, 1)))
    assert set(state.view(0).pool) == {HIDDEN} and state.view(1).row == state.row


def test_with_two_players_each_takes_a_card_in_turn_and_2_more_turn_up_after_each_pair(content: FogContent) -> None:
    state = two_player_draft(content)
    takers = []
    rows = []
    while state.phase in (Phase.TAKE, Phase.ACT):
        if state.phase == Phase.TAKE:
            takers.append(state.current)
            rows.append(len(state.row))
            state.apply(state.legal_moves()[0])
        else:
            state.apply(Market(0))
    assert takers == [0, 1] * 6
    assert rows == [6, 5, 6, 5, 6, 5, 6, 5, 4, 3, 2, 1]
    assert not state.row and not state.pool


def test_a_view_carries_no_trace_of_the_games_random_source(content: FogContent) -> None:
    """The generator is the seed plus the set-up's draws: a view that kept it would give every
    pile, the equipment order and every hand away (issue 32)."""
    for seed in (7, 8):
        state = new_game(content, GameConfig(3), seed)
        for player in range(3):
            seen = state.view(player)
            assert seen.rng.state != state.rng.state
            assert f"rng {state.rng.state}" not in seen.to_position()
    other = new_game(content, GameConfig(3), 9)
    assert state.view(0).rng.state == other.view(0).rng.state, "every view's generator is the same"


def test_two_deals_alike_but_for_the_face_down_cards_look_the_same_in_a_view(content: FogContent) -> None:
    state = drafting(content)
    world = state.view(1).determinize(Rng(5))
    world.rng = Rng(12345)  # its generator is hidden as well
    assert world.players[0].hand != state.players[0].hand or world.piles != state.piles
    assert world.view(1).to_position() == state.view(1).to_position()
