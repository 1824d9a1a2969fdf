"""The harvest after rounds 4, 7, 9, 11, 13 and 14: fields give one crop each, each person
eats 2 food (3 alone, a newborn 1), missing food is a begging card worth -3, and each type
of animal with two or more gains one newborn where it can live (rulebook: "La cosecha";
facts §4, §8, §10)."""

from __future__ import annotations

from agricola_helpers import game, moves, play

from game.content.agricola import AgricolaContent
from game.rules.agricola import AgricolaState, read_position
from game.rules.agricola.farmyard import bit, boundary
from game.rules.agricola.harvest import breed, fields, fits, need
from game.rules.agricola.legal import Phase


def harvest_of(content: AgricolaContent, players: int = 2) -> AgricolaState:
    """A game at round 4's feeding: the first player to feed decides."""
    state = game(content, players, "family", seed=3)
    simple = ("go fishing", "go day_laborer", "go grain_seeds", "go reed_bank", "go clay_pit", "go forest")
    while state.phase != Phase.FEED:
        choices = moves(state)
        play(state, next((m for m in choices if m in simple), choices[0]))
    return state


def test_the_harvests_come_after_rounds_4_7_9_11_13_and_14(content: AgricolaContent) -> None:
    assert content.tables().numbers.harvest_after == (4, 7, 9, 11, 13, 14)


def test_each_sown_field_gives_one_crop_to_the_supply(content: AgricolaContent) -> None:
    state = game(content, 2, "family")
    farm = state.players[0].farm
    farm.fields = bit(2) | bit(3)
    farm.crops = {2: ("grain", 3), 3: ("vegetable", 1)}
    fields(state)
    assert farm.crops == {2: ("grain", 2)}
    assert state.players[0].goods["grain"] == 1 and state.players[0].goods["vegetable"] == 1


def test_a_person_eats_two_food_a_newborn_one_and_alone_three(content: AgricolaContent) -> None:
    state = game(content, 2, "family")
    farmer = state.players[0]
    farmer.people, farmer.newborns = 3, 1
    assert need(state, farmer) == 2 * 2 + 1
    solo = game(content, 1, "family")
    assert need(solo, solo.players[0]) == 3 * 2


def test_food_missing_at_the_harvest_is_a_begging_card_worth_minus_three(content: AgricolaContent) -> None:
    state = harvest_of(content)
    assert state.round == 4
    player = state.current_player
    assert player is not None
    farmer = state.players[player]
    farmer.goods.update(food=1, grain=0, vegetable=0)
    before = state.scores()[player]
    play(state, "feed")
    assert farmer.begging == 3 and farmer.goods["food"] == 0
    assert state.scores()[player] == before - 9


def test_grain_may_be_eaten_raw_one_food_each(content: AgricolaContent) -> None:
    state = harvest_of(content)
    player = state.current_player
    assert player is not None
    state.players[player].goods.update(food=0, grain=2)
    assert "cook grain" in moves(state)
    play(state, "cook grain")
    assert state.players[player].goods["food"] == 1


def test_two_sheep_breed_one_lamb_when_it_can_live_on_the_farm(content: AgricolaContent) -> None:
    state = game(content, 2, "family")
    farm = state.players[0].farm
    farm.pastures, farm.fences = (bit(4),), boundary(bit(4))
    state.players[0].animals = [2, 0, 0]
    breed(state)
    assert state.players[0].animals == [3, 0, 0]
    breed(state)
    assert state.players[0].animals == [3, 0, 0], "no room: the lamb runs away"


def test_the_game_ends_after_the_fourteenth_harvest(content: AgricolaContent) -> None:
    from game.rules.core import Rng

    state = game(content, 2, "family", seed=9)
    rng = Rng(1)
    while not state.is_over:
        state.apply(rng.choice(state.legal_moves()))
    assert state.round == 14 and state.outcome() is not None


def test_a_tie_is_shared_but_the_revised_board_breaks_it_by_building_resources(content: AgricolaContent) -> None:
    from game.rules.agricola.legal import Phase as P

    for side, winners in (("family", (0, 1)), ("revised", (1,))):
        state = game(content, 2, side)
        state.phase = P.OVER
        state.players[1].goods["wood"] = 1
        state.players[0].goods["food"] = 1
        outcome = state.outcome()
        assert outcome is not None and outcome.scores[0] == outcome.scores[1]
        assert outcome.winners == winners


FENCED_AROUND_STABLES = (
    "go farmland; plow c3; go sheep_market; go forest; go farmland; plow b3; go grain_seeds; "
    "go starting_player; go grain_seeds; go fishing; feed; go reed_bank; go grain_seeds; "
    "go grain_utilization; sow b3 grain; sow c3 grain; go farmland; plow d3; go grain_seeds; "
    "go fishing; cook grain; cook grain; feed; go clay_pit; go house_redevelopment; "
    "part 1 major; major fireplace_2; go sheep_market; keep 1 0 0; go starting_player; feed; "
    "go western_quarry; go forest; go build_rooms; stable b1; stable c2; stable a1; stable d2; "
    "go pig_market; feed; go cattle_market; keep 1 1 3; go vegetable_seeds; go fencing"
)


def test_fencing_stables_into_one_pasture_asks_which_animals_to_keep_when_they_no_longer_fit(
    content: AgricolaContent,
) -> None:
    # facts §7: a pasture holds one type of animal; rulebook ("Fase 3"): animals live on the
    # farm, those that cannot be housed are cooked at once or run away
    state = game(content, 1, "family", seed=203)
    play(state, *FENCED_AROUND_STABLES.split("; "))
    assert state.players[0].animals == [1, 1, 3]
    play(state, "pasture a1b1c1d1b2c2d2")
    decision = state.decision()
    assert decision is not None and decision.kind == "keep_animals"
    assert all(m.startswith("keep ") for m in moves(state))
    play(state, moves(state)[0])
    assert fits(state, 0)


def _feed_the_rest(state: AgricolaState) -> None:
    """The families still to feed are fed, each with food of its own."""
    while state.phase == Phase.FEED:
        other = state.current_player
        assert other is not None
        state.players[other].goods["food"] += 20
        play(state, "feed")


def test_a_craft_improvement_converts_at_every_harvest_even_when_the_family_is_fed(content: AgricolaContent) -> None:
    # facts §8: joinery, pottery and the basketmaker's workshop convert once every harvest
    # (RULINGS.md: whether or not the family still needs the food)
    state = harvest_of(content)
    player = state.current_player
    assert player is not None
    farmer = state.players[player]
    farmer.majors.append("joinery")
    farmer.goods.update(food=20, wood=3)
    assert "cook wood" in moves(state)
    play(state, "cook wood")
    assert farmer.goods["food"] == 22 and farmer.goods["wood"] == 2
    assert "cook wood" not in moves(state), "once a harvest"


def _full_of_sheep(state: AgricolaState, player: int) -> None:
    """Five sheep filling a two-cell pasture and the house, with a fireplace."""
    farmer = state.players[player]
    farm = farmer.farm
    farm.pastures, farm.fences = (bit(3) | bit(4),), boundary(bit(3) | bit(4))
    farmer.animals[:] = [5, 0, 0]
    farmer.majors.append("fireplace_2")
    farmer.goods["food"] = 20


def test_a_sheep_cooked_before_the_breeding_makes_room_for_the_lamb(content: AgricolaContent) -> None:
    # rulebook ("Fase de cosecha 2"): animals become food at any time with a cooking
    # improvement; facts §4: cooking just before the breeding, to make room, is allowed
    state = harvest_of(content)
    player = state.current_player
    assert player is not None
    _full_of_sheep(state, player)
    farmer = state.players[player]
    assert "cook sheep" in moves(state), "cooking is offered with the family already fed"
    play(state, "cook sheep", "feed")
    _feed_the_rest(state)
    assert farmer.animals[0] == 5, "the lamb was born in the room the cooked sheep left"
    assert farmer.goods["food"] == 20 + 2 - need(state, farmer)


def test_newborns_that_do_not_all_fit_are_the_players_choice(content: AgricolaContent) -> None:
    # rulebook ("Fase de cosecha 3"): a newborn is kept only if it can be housed; which
    # newborns to house when not all fit is the player's to decide (RULINGS.md)
    state = harvest_of(content)
    player = state.current_player
    assert player is not None
    farmer = state.players[player]
    farm = farmer.farm
    farm.pastures, farm.fences = (bit(3), bit(4)), boundary(bit(3)) | boundary(bit(4))
    farmer.animals[:] = [2, 2, 0]
    farmer.goods["food"] = 20
    play(state, "feed")
    _feed_the_rest(state)
    decision = state.decision()
    assert decision is not None and decision.kind == "keep_newborns" and decision.players == (player,)
    assert sorted(moves(state)) == ["keep 2 3 0", "keep 3 2 0"]
    written = read_position(content, state.to_position())
    assert written.to_position() == state.to_position() and moves(written) == moves(state)
    play(state, "keep 2 3 0")
    assert farmer.animals == [2, 3, 0]
    assert state.phase == Phase.WORK and state.round == 5


def test_nothing_is_asked_at_the_breeding_when_every_newborn_fits(content: AgricolaContent) -> None:
    state = harvest_of(content)
    player = state.current_player
    assert player is not None
    farmer = state.players[player]
    farm = farmer.farm
    farm.pastures, farm.fences = (bit(3) | bit(4),), boundary(bit(3) | bit(4))
    farmer.animals[:] = [2, 0, 0]
    farmer.goods["food"] = 20
    play(state, "feed")
    _feed_the_rest(state)
    assert state.phase == Phase.WORK and farmer.animals == [3, 0, 0]
