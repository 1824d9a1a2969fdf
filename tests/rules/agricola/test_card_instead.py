"""Replacement actions (``space_instead``): a card in play lets its owner do another action
instead of a space's own — each of the deck's cards from a position, the choice and its end,
a space opened by the card alone, another player's card, the position text, the view, the
record replayed, and the log."""

from __future__ import annotations

from agricola_helpers import game, give_things, moves, play
from card_instead_checks import ready_for, space_of

from game.content.agricola import AgricolaContent
from game.rules.agricola import AgricolaState
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import Choose, Go
from game.rules.agricola.position import read_position
from game.rules.agricola.position_writer import write_position
from game.rules.core import Rng


def _with(content: AgricolaContent, card: str, *, seed: int = 1) -> tuple[AgricolaState, int]:
    """A full game, the player to move holding ``card`` in play."""
    state = game(content, 2, seed=seed)
    player = state.current
    state.players[player].played.append(card)
    return state, player


def _stock(state: AgricolaState, space: str) -> dict[str, int]:
    return dict(state.stock[[s.id for s in state.spaces].index(space)])


def test_the_furrow_sled_ploughs_a_field_on_grain_seeds_instead_of_taking_grain(content: AgricolaContent) -> None:
    state, player = _with(content, "m_furrow_sled")
    farmer = state.players[player]
    play(state, "go grain_seeds")
    assert moves(state) == ["part 0 take", "part 1 plow"]
    events = play(state, "part 1 plow")
    assert [(e.kind, e.args["card"], e.args["action"]) for e in events if e.kind == "card_instead"] == [
        ("card_instead", "m_furrow_sled", "plow")]
    play(state, "plow e1")
    assert farmer.farm.fields.bit_count() == 1 and farmer.goods["grain"] == 0
    assert state.phase == Phase.WORK and state.current != player, "the card's action was the whole action"


def test_the_space_s_own_action_is_still_the_usual_choice(content: AgricolaContent) -> None:
    state, player = _with(content, "m_furrow_sled")
    play(state, "go grain_seeds", "part 0 take")
    assert state.players[player].goods["grain"] == 1 and not state.players[player].farm.fields
    assert state.phase == Phase.WORK


def test_once_the_space_s_own_part_is_begun_the_card_s_action_is_no_longer_offered(content: AgricolaContent) -> None:
    state, player = _with(content, "m_post_driver")
    space_of(state, "grain_utilization")
    farmer = state.players[player]
    give_things(state, player, "field", 2)
    farmer.goods["grain"], farmer.goods["wood"] = 2, 8
    play(state, "go grain_utilization")
    assert "part 2 fences" in moves(state) and "part 0 sow" in moves(state)
    play(state, "part 0 sow", "sow e3 grain", "done")
    assert all(not m.startswith("part 2") for m in moves(state))


def test_the_post_driver_fences_on_grain_utilization_and_opens_it_without_grain(content: AgricolaContent) -> None:
    state, player = _with(content, "m_post_driver")
    space_of(state, "grain_utilization")
    farmer = state.players[player]
    farmer.goods["grain"] = 0
    assert Go("grain_utilization") not in state.legal_moves()
    farmer.goods["wood"] = 4
    events = play(state, "go grain_utilization")
    assert any(e.kind == "card_instead" for e in events), "the only action left starts at once"
    assert state.decision() is not None and state.decision().kind == "fence_pasture"  # type: ignore[union-attr]
    play(state, "pasture e1")
    assert len(farmer.farm.pastures) == 1 and farmer.goods["wood"] == 0


def test_the_reed_shelter_builds_one_stable_for_one_wood_and_leaves_the_reed(content: AgricolaContent) -> None:
    state, player = _with(content, "m_reed_shelter")
    farmer = state.players[player]
    farmer.goods["wood"] = 3
    reed = _stock(state, "reed_bank")
    play(state, "go reed_bank", "part 1 stables", "stable e3")
    assert farmer.farm.stables.bit_count() == 1 and farmer.goods["wood"] == 2 and farmer.goods["reed"] == 0
    assert _stock(state, "reed_bank") == reed and state.phase == Phase.WORK


def test_the_mortar_trough_renovates_on_the_clay_pit(content: AgricolaContent) -> None:
    state, player = _with(content, "m_mortar_trough")
    farmer = state.players[player]
    ready_for(state, player, "renovate")
    clay = farmer.goods["clay"]
    play(state, "go clay_pit", "part 1 renovate")
    assert farmer.farm.house == "clay" and farmer.goods["clay"] == clay - 2 and state.phase == Phase.WORK


def test_another_player_s_card_offers_nothing(content: AgricolaContent) -> None:
    state, player = _with(content, "m_furrow_sled")
    play(state, "go forest")
    assert state.current != player
    play(state, "go grain_seeds")
    assert state.phase == Phase.WORK, "the space's own action, at once"


def test_the_offer_is_written_in_the_position_read_back_and_kept_in_a_view(content: AgricolaContent) -> None:
    state, player = _with(content, "m_furrow_sled")
    play(state, "go grain_seeds")
    text = write_position(state)
    assert "instead=m_furrow_sled" in text
    again = read_position(state.tables, text)
    assert again.progress is not None and again.progress.instead == ("m_furrow_sled",)
    assert write_position(again) == text and moves(again) == moves(state)
    view = state.view(1 - player)
    assert view.progress is not None and Choose(1, "plow") in view.legal_moves()


def test_a_replacement_replayed_from_the_record_reaches_the_same_position(content: AgricolaContent) -> None:
    state, _ = _with(content, "m_furrow_sled")
    start = state.clone()
    played = ["go grain_seeds", "part 1 plow", "plow e1"]
    play(state, *played)
    play(start, *played)
    assert write_position(start) == write_position(state)


def test_random_full_games_with_the_replacement_cards_in_play_read_back_at_every_offer(content: AgricolaContent) -> None:
    """Random games with the four cards in play: each position offering a card's action reads
    back from its text, whole and in every view, and the cards' actions are taken on the way."""
    deck = ("m_furrow_sled", "m_post_driver", "m_reed_shelter", "m_mortar_trough")
    used = offers = 0
    for seed in range(4):
        state = game(content, 2 + seed % 3, seed=60 + seed)
        for i, card in enumerate(deck):
            state.players[i % state.num_players].played.append(card)
        rng = Rng(seed)
        while not state.is_over:
            if state.progress is not None and state.progress.instead and state.progress.part < 0:
                offers += 1
                text = write_position(state)
                assert write_position(read_position(state.tables, text)) == text
                for viewer in range(state.num_players):
                    view = state.view(viewer)
                    assert view.progress is not None and view.progress.instead == state.progress.instead
                    assert write_position(read_position(state.tables, write_position(view))) == write_position(view)
            events = state.apply(rng.choice(state.legal_moves()))
            used += sum(e.kind == "card_instead" for e in events)
        assert state.outcome() is not None
    assert offers > 0 and used > 0
