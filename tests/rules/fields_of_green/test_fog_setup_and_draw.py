"""Set-up ("Preparar") and the draw of the upkeep phase ("Fase de mantenimiento")."""

from __future__ import annotations

from fog_helpers import fresh, texts

from game.content.fields_of_green import FogContent
from game.rules.core import GameConfig
from game.rules.fields_of_green import new_game
from game.rules.fields_of_green.farm import SILO_CARD, TOWER_CARD
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.moves import Split


def test_every_player_starts_with_15_coins_a_tower_of_3_water_and_a_silo_of_1_food_side_by_side(
    content: FogContent,
) -> None:
    state = new_game(content, GameConfig(4), 3)
    for farmer in state.players:
        assert farmer.coins == 15 and farmer.food == 1
        tower, silo = farmer.farm[(0, 0)], farmer.farm[(1, 0)]
        assert (tower.card, tower.water, tower.capacity) == (TOWER_CARD, 3, 3)
        assert (silo.card, silo.capacity) == (SILO_CARD, 4)
        assert len(farmer.farm) == 2


def test_there_are_four_face_down_piles_of_33_cards_and_30_equipment_tiles(content: FogContent) -> None:
    state = new_game(content, GameConfig(2), 3)
    assert [len(pile) for pile in state.piles] == [33, 33, 33, 33]
    assert len(state.equipment) == 30


def test_the_starting_towers_and_silos_come_from_the_piles_of_20_and_14(content: FogContent) -> None:
    state = new_game(content, GameConfig(3), 3)
    assert (state.towers_left, state.silos_left) == (17, 11)


def test_the_piles_are_shuffled_differently_by_different_seeds(content: FogContent) -> None:
    assert new_game(content, GameConfig(2), 1).piles != new_game(content, GameConfig(2), 2).piles


def test_the_first_year_begins_with_the_first_players_draw(content: FogContent) -> None:
    state = new_game(content, GameConfig(3), 5)
    assert state.phase == Phase.DRAW and state.current == state.first
    decision = state.decision()
    assert decision is not None and decision.kind == "choose_split" and not decision.simultaneous


def test_a_split_takes_6_cards_from_at_least_3_of_the_4_piles(content: FogContent) -> None:
    state = fresh(content)
    splits = {m.counts for m in state.legal_moves() if isinstance(m, Split)}
    assert {(3, 2, 1, 0), (2, 1, 1, 2), (1, 4, 0, 1)} <= splits  # the rulebook's examples
    assert (4, 2, 0, 0) not in splits and (6, 0, 0, 0) not in splits
    assert all(sum(s) == 6 and sum(1 for n in s if n) >= 3 for s in splits)


def test_the_cards_drawn_come_from_the_tops_of_the_piles_named_by_the_split(content: FogContent) -> None:
    state = fresh(content)
    tops = [state.piles[0][-1], state.piles[0][-2], state.piles[1][-1], state.piles[3][-1]]
    state.apply(Split((2, 1, 0, 3)))
    hand = state.players[0].hand
    assert len(hand) == 6 and set(tops[:3]) <= set(hand)
    assert [len(p) for p in state.piles] == [31, 32, 33, 30]


def test_how_many_cards_each_player_drew_from_each_pile_is_public_but_not_which(content: FogContent) -> None:
    state = fresh(content)
    events = state.apply(Split((3, 1, 1, 1)))
    split = next(e for e in events if e.kind == "split_chosen")
    drawn = next(e for e in events if e.kind == "cards_drawn")
    assert split.visible_to is None and split.args["split"] == (3, 1, 1, 1)
    assert drawn.visible_to == frozenset({0})
    assert state.splits == [(3, 1, 1, 1)]
    assert "splits 3-1-1-1" in state.view(1).to_position()


def test_the_draw_goes_round_in_turn_order_from_the_first_player(content: FogContent) -> None:
    state = fresh(content, players=3)
    state.first = state.current = 1
    order = []
    while state.phase == Phase.DRAW:
        order.append(state.current)
        state.apply(Split((2, 2, 1, 1)))
    assert order == [1, 2, 0]
    assert state.phase == Phase.PICK


def test_an_empty_pile_can_no_longer_be_drawn_from(content: FogContent) -> None:
    state = fresh(content)
    state.discard.extend(state.piles[2])
    state.piles[2] = []
    splits = [m.counts for m in state.legal_moves() if isinstance(m, Split)]
    assert splits and all(s[2] == 0 and s[0] and s[1] and s[3] for s in splits)


def test_the_introduction_mode_draws_2_2_1_1(content: FogContent) -> None:
    state = fresh(content, variants=("intro",))
    assert texts(state.legal_moves()) == ["split 2 2 1 1"]
