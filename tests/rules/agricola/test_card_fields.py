"""Cards that are fields (``field_card``): sown by the sowing action as a field of the
farmyard, harvested in the field phase, scored as the card says; written to and read from
the position text, kept in a player's view and in copies of the state."""

from __future__ import annotations

import pytest
from agricola_helpers import give_things, moves, play, put_in_play
from card_field_checks import start_sowing

from game.content.agricola import AgricolaContent
from game.rules.agricola import AgricolaState, cards, harvest
from game.rules.agricola.moves import SowCard, parse_move_text
from game.rules.agricola.position import read_position
from game.rules.agricola.scoring import sheet
from game.rules.agricola.setup import new_game
from game.rules.core import GameConfig, PositionError

ME = 0


def _game(content: AgricolaContent, *played: str, grain: int = 0, vegetable: int = 0) -> AgricolaState:
    state = new_game(content, GameConfig(2, frozenset()), 5)
    farmer = state.players[ME]
    put_in_play(state, ME, *played)
    farmer.goods.update(grain=grain, vegetable=vegetable)
    return state


def test_a_bean_patch_is_offered_for_vegetables_only(content: AgricolaContent) -> None:
    state = _game(content, "m_bean_patch", grain=2, vegetable=1)
    start_sowing(state, ME)
    assert [m for m in moves(state) if m.startswith("sow m_")] == ["sow m_bean_patch vegetable"]


def test_a_farm_with_no_field_may_take_the_sowing_space_for_its_card_field(content: AgricolaContent) -> None:
    state = _game(content, "m_barley_terrace", grain=1)
    assert not state.players[ME].farm.fields
    start_sowing(state, ME)
    assert moves(state) == ["sow m_barley_terrace grain"]
    events = play(state, "sow m_barley_terrace grain")
    assert [e.kind for e in events if "card" in e.args] == ["card_field_sown"]
    assert state.players[ME].patches == {"m_barley_terrace": (("grain", 3),)}
    assert state.players[ME].goods["grain"] == 0


def test_without_the_crop_it_grows_the_card_is_not_offered(content: AgricolaContent) -> None:
    state = _game(content, "m_cold_frame", grain=3)
    give_things(state, ME, "field", 1)
    start_sowing(state, ME)
    assert not any(m.startswith("sow m_") for m in moves(state))


def test_a_walled_garden_holds_two_fields_sown_one_at_a_time(content: AgricolaContent) -> None:
    state = _game(content, "m_walled_garden", grain=1, vegetable=1)
    start_sowing(state, ME)
    play(state, "sow m_walled_garden vegetable")
    assert moves(state) == ["sow m_walled_garden grain", "done"]
    play(state, "sow m_walled_garden grain")
    assert state.players[ME].patches == {"m_walled_garden": (("vegetable", 2), ("grain", 2))}


def test_a_card_adding_to_each_field_sown_adds_on_the_card_field_too(content: AgricolaContent) -> None:
    more = next(c.id for c in state_cards(content) if any(e.verb == "sow_more" and e.params.name("crop") == "vegetable" for e in c.effects))
    state = _game(content, "m_bean_patch", more, vegetable=1)
    start_sowing(state, ME)
    events = play(state, "sow m_bean_patch vegetable")
    extra = next(e.params.whole("amount") for e in state.tables.card(more).effects if e.verb == "sow_more")
    assert state.players[ME].patches["m_bean_patch"] == (("vegetable", 2 + extra),)
    assert [(e.kind, e.args["card"]) for e in events if "card" in e.args] == [("card_field_sown", "m_bean_patch"), ("card_sowed", more)]
    assert next(e for e in events if e.kind == "card_sowed").args["cell"] == "m_bean_patch"


def state_cards(content: AgricolaContent) -> list:  # type: ignore[type-arg]
    tables = content.tables()
    return [tables.card(c.id) for c in content.occupations + content.minors]


def test_the_field_phase_takes_one_crop_from_each_sown_plot(content: AgricolaContent) -> None:
    state = _game(content, "m_walled_garden")
    farmer = state.players[ME]
    farmer.patches["m_walled_garden"] = (("grain", 1), ("vegetable", 2))
    events = harvest.fields(state)
    assert (farmer.goods["grain"], farmer.goods["vegetable"]) == (1, 1)
    assert farmer.patches == {"m_walled_garden": (("vegetable", 1),)}
    assert [(e.kind, e.args) for e in events if e.kind.startswith("card_field")] == [
        ("card_field_harvested", {"card": "m_walled_garden", "goods": (("grain", 1), ("vegetable", 1))})
    ]


def test_the_crops_on_a_card_score_as_the_players(content: AgricolaContent) -> None:
    state = _game(content, "m_cold_frame")
    assert dict(sheet(state, ME))["vegetables"] == -1
    state.players[ME].patches["m_cold_frame"] = (("vegetable", 3),)
    assert dict(sheet(state, ME))["vegetables"] == 3


def test_a_bean_patch_counts_as_a_field_and_a_walled_garden_does_not(content: AgricolaContent) -> None:
    state = _game(content, "m_bean_patch", "m_walled_garden")
    give_things(state, ME, "field", 1)
    assert cards.measure(state, ME, "field") == 2
    assert dict(sheet(state, ME))["fields"] == 1  # two fields: the farmyard's and the bean patch


def test_the_position_text_keeps_the_crops_on_cards(content: AgricolaContent) -> None:
    state = _game(content, "m_walled_garden")
    state.players[ME].patches["m_walled_garden"] = (("grain", 2), ("vegetable", 1))
    text = state.to_position()
    assert "sown=m_walled_garden/grain/2,m_walled_garden/vegetable/1" in text
    again = read_position(content, text)
    assert again.players[ME].patches == state.players[ME].patches
    assert again.to_position() == text


def test_a_position_with_crops_on_a_card_not_in_play_is_refused(content: AgricolaContent) -> None:
    text = _game(content).to_position().replace("used=-", "used=- sown=m_bean_patch/vegetable/2", 1)
    with pytest.raises(PositionError, match="not played"):
        read_position(content, text)


@pytest.mark.parametrize(("card", "sown"), [("m_bean_patch", "m_bean_patch/grain/3"),
                                             ("m_bean_patch", "m_bean_patch/vegetable/2,m_bean_patch/vegetable/1"),
                                             ("m_seed_box", "m_seed_box/grain/3")])
def test_a_position_with_crops_a_card_cannot_hold_is_refused(content: AgricolaContent, card: str, sown: str) -> None:
    state = _game(content, card)
    text = state.to_position().replace("used=-", f"used=- sown={sown}", 1)
    with pytest.raises(PositionError, match="no field"):
        read_position(content, text)


def test_copies_and_views_keep_the_crops_apart(content: AgricolaContent) -> None:
    state = _game(content, "m_bean_patch", vegetable=1)
    copy = state.clone()
    start_sowing(copy, ME)
    play(copy, "sow m_bean_patch vegetable")
    assert state.players[ME].patches == {} and copy.players[ME].patches
    assert copy.view(1).players[ME].patches == copy.players[ME].patches


def test_the_move_text_names_the_card() -> None:
    assert parse_move_text("sow m_bean_patch vegetable") == SowCard("m_bean_patch", "vegetable")
    assert str(SowCard("m_bean_patch", "vegetable")) == "sow m_bean_patch vegetable"
