"""The bots and cards that are fields: the hard bot's fast score sheet counts the card's
fields and crops as the rules do, the normal and hard judgements value the crops on the card,
and a card field in the hand is worth more where it fills the fields row."""

from __future__ import annotations

from rules.agricola.agricola_helpers import put_in_play

from game.bots.evaluation.agricola_cards import card_prospect, cards_worth
from game.bots.evaluation.agricola_deep import deep_farm_worth, sheet_total
from game.bots.evaluation.agricola_farm import farm_worth
from game.bots.evaluation.agricola_hand import _infos, _prospect
from game.games import load_game_content
from game.rules.agricola import AgricolaState, new_game
from game.rules.agricola.scoring import sheet
from game.rules.core import GameConfig

ME = 0


def _game(*played: str) -> AgricolaState:
    state = new_game(load_game_content("agricola"), GameConfig(2, frozenset()), 7)
    assert isinstance(state, AgricolaState)
    put_in_play(state, ME, *played)
    return state


def _fields(state: AgricolaState, count: int) -> None:
    state.players[ME].farm.fields = sum(1 << (14 - i) for i in range(count))


def test_the_hard_bots_sheet_counts_card_fields_and_their_crops_as_the_rules_do() -> None:
    state = _game("m_bean_patch", "m_walled_garden", "m_barley_terrace")
    _fields(state, 2)
    state.players[ME].patches = {"m_walled_garden": (("grain", 2), ("vegetable", 2)), "m_bean_patch": (("vegetable", 1),)}
    rows = dict(sheet(state, ME))
    assert sheet_total(state, ME) == sum(points for name, points in rows.items() if name != "cards")
    assert rows["fields"] == 3  # two of the farmyard, the bean patch and the barley terrace


def test_crops_on_a_card_field_raise_both_judgements() -> None:
    state = _game("m_cold_frame")
    bare_normal, bare_deep = farm_worth(state, ME), deep_farm_worth(state, ME)
    state.players[ME].patches = {"m_cold_frame": (("vegetable", 3),)}
    assert farm_worth(state, ME) > bare_normal
    assert deep_farm_worth(state, ME) > bare_deep


def test_a_card_field_is_worth_its_sowings_to_come_and_sowing_it_is_worth_more() -> None:
    state = _game("m_cold_frame")
    state.players[ME].goods["vegetable"] = 1
    empty, farm = cards_worth(state, ME), farm_worth(state, ME)
    state.players[ME].goods["vegetable"] = 0
    state.players[ME].patches = {"m_cold_frame": (("vegetable", 3),)}
    assert 0.0 < cards_worth(state, ME) < empty, "one sowing made, one to come"
    assert farm_worth(state, ME) > farm, "the sowing raises the judgement"
    state.round = state.tables.numbers.harvest_after[-2] + 1  # one harvest left
    assert cards_worth(state, ME) == 0.0


def test_a_card_scoring_as_a_field_is_worth_more_where_it_fills_the_fields_row() -> None:
    state = _game()
    _fields(state, 1)
    short = card_prospect(state, ME, "m_bean_patch")
    _fields(state, 5)
    full = card_prospect(state, ME, "m_bean_patch")
    assert short > full
    assert card_prospect(state, ME, "m_cold_frame") == card_prospect(_game(), ME, "m_cold_frame")


def test_the_remembered_prospect_of_a_card_field_follows_the_fields() -> None:
    state = _game()
    info = _infos(state.tables)["m_bean_patch"]
    for count in (1, 4, 1):
        _fields(state, count)
        assert _prospect(state, ME, info) == card_prospect(state, ME, "m_bean_patch")
