"""Agricola's bots: every level answers with legal moves at every player count and side, the
hard bot reads only its view, the evaluations prefer the plainly better farm, and a placement
is judged by what its steps will bring."""

from __future__ import annotations

from typing import Any

import pytest
from bots.positions import advance
from bots.positions import quick_bot as shared_quick_bot

from game.bots.base import Bot
from game.bots.evaluation.agricola import DEEP_EVALUATION, EVALUATION, SEARCH, SOLO, deep_gain
from game.bots.evaluation.agricola_deep import (
    FINISH_MOVES,
    deep_farm_worth,
    deep_step,
    farms_judged,
    finished,
    sheet_total,
)
from game.bots.evaluation.agricola_value import FEATURES, farm_features
from game.bots.ismcts import HardBot
from game.bots.ladder import make
from game.games import bot_kit, load_game_content
from game.rules.agricola import AgricolaState, new_game
from game.rules.agricola.harvest import need
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import Done, Fence, Go
from game.rules.agricola.scoring import sheet
from game.rules.core import GameConfig, Rng

GAME = "agricola"
EVALUATIONS = [EVALUATION, DEEP_EVALUATION]


def quick_bot(level: str, seed: int) -> Bot:
    """A bot of ``level`` that thinks briefly and without any clock."""
    bot: Bot = shared_quick_bot(GAME, level, seed, hard_iterations=12)
    return bot


def game(players: int, seed: int, *variants: str) -> AgricolaState:
    """A new game with the shipped content."""
    state = new_game(load_game_content(GAME), GameConfig(players, frozenset(variants)), seed)
    assert isinstance(state, AgricolaState)
    return state


def played(state: AgricolaState, moves: int, seed: int) -> AgricolaState:
    """``state`` after ``moves`` random moves (fewer if the game ends)."""
    advance(state, moves, seed)
    return state


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
@pytest.mark.parametrize(("players", "variants"), [
    (1, ("family",)), (2, ("family",)), (3, ("revised",)), (4, ()), (5, ("family",)),
])
def test_every_level_answers_with_a_legal_move_at_every_player_count(
    level: str, players: int, variants: tuple[str, ...]
) -> None:
    state = played(game(players, 3, *variants), 9 * players, 3)
    for step in range(3):
        player = state.current_player
        assert player is not None
        move = quick_bot(level, step).choose(state.view(player))
        assert move in state.legal_moves_for(player)
        state.apply(move)


def test_the_normal_bot_plays_a_whole_family_game_with_legal_moves() -> None:
    state = game(2, 11, "family")
    moves = 0
    while not state.is_over:
        player = state.current_player
        assert player is not None
        bot = quick_bot("normal" if player == 0 else "random", moves)
        move = bot.choose(state.view(player))
        assert move in state.legal_moves_for(player)
        state.apply(move)
        moves += 1
    assert state.outcome() is not None


def test_the_hard_bot_decides_the_same_whatever_order_the_hidden_round_cards_are_in() -> None:
    state = played(game(2, 5, "family"), 12, 5)
    player = state.current_player
    assert player is not None
    twin = state.clone()
    twin.deck = list(reversed(twin.deck))
    assert twin.to_position() != state.to_position()
    assert twin.view(player).to_position() == state.view(player).to_position()
    assert quick_bot("hard", 1).choose(state.view(player)) == quick_bot("hard", 1).choose(twin.view(player))


@pytest.mark.parametrize("evaluation", EVALUATIONS, ids=["normal", "deep"])
def test_the_evaluation_is_the_same_on_the_full_state_and_on_the_view(evaluation: Any) -> None:
    state = game(2, 8, "family")
    rng = Rng(8)
    for _ in range(40):
        for player in range(2):
            seen = list(evaluation.worth(state.view(player), player))
            assert list(evaluation.worth(state, player)) == pytest.approx(seen)
        state.apply(rng.choice(state.legal_moves()))


def test_the_deep_evaluation_sums_the_score_sheet_as_the_rules_do() -> None:
    for seed in range(4):
        state = game(2, seed, "family")
        rng = Rng(seed)
        while not state.is_over:
            for player in range(2):
                assert sheet_total(state, player) == sum(points for _, points in sheet(state, player))
            state.apply(rng.choice(state.legal_moves()))


@pytest.mark.parametrize("evaluation", EVALUATIONS, ids=["normal", "deep"])
def test_at_the_end_the_evaluation_is_the_score(evaluation: Any) -> None:
    state = played(game(2, 4, "family"), 10_000, 4)
    assert state.is_over
    assert list(evaluation.worth(state, 0)) == [float(s) for s in state.scores()]


def _twins(round_number: int = 6) -> AgricolaState:
    """Two farms alike in the work phase of ``round_number`` (nothing built, 2 food each)."""
    state = game(2, 7, "family")
    while state.round < round_number:
        state.apply(Rng(state.round).choice(state.legal_moves()))
    while state.phase != Phase.WORK:
        state.apply(state.legal_moves()[-1])
    fresh = game(2, 7, "family")
    for seat, farmer in enumerate(state.players):
        twin = fresh.players[seat]
        twin.placed = farmer.placed
        twin.goods["food"] = 2
        state.players[seat] = twin
    return state


@pytest.mark.parametrize("evaluation", EVALUATIONS, ids=["normal", "deep"])
def test_the_evaluation_prefers_a_farm_that_will_not_beg_to_one_that_will(evaluation: Any) -> None:
    state = _twins(round_number=4)
    state.players[0].goods["food"] = 8
    worth = evaluation.worth(state, 1)
    assert worth[0] > worth[1] + 2


def _solo_harvest_round(grain_fields: int, food: int, placed: int) -> AgricolaState:
    """A solo family game in the work phase of round 7 (the second harvest's): two people,
    a cooking hearth, no grain in hand, ``grain_fields`` fields of three grain, ``food`` food
    and ``placed`` people already placed."""
    state = game(1, 3, "family")
    while state.round < 7 or state.phase != Phase.WORK:
        state.apply(state.legal_moves()[0])
    farmer = state.players[0]
    farmer.people, farmer.newborns, farmer.placed = 2, 0, placed
    farmer.goods.update(food=food, grain=0, vegetable=0)
    farmer.majors = ["hearth_5"]
    farm = farmer.farm
    farm.crops.clear()
    cells = [cell for cell in range(15) if farm.free_cells() >> cell & 1][:grain_fields]
    for cell in cells:
        farm.fields |= 1 << cell
        farm.crops[cell] = ("grain", 3)
    return state


def test_the_grain_a_harvest_brings_is_eaten_raw_at_that_harvests_feeding() -> None:
    """Baking bread takes an action, and the field phase comes after the last placement:
    a lone farmer's four grain fields feed two people (six food alone) only four raw grain at
    this round's harvest, however good the oven (rulebook: the harvest's field phase, then
    the feeding; bread is baked only by an action that allows it).  So with the people placed
    the deep judgement sees the two missing food, and a farm with two food more fares
    better; with the people still to place, food can still be fetched."""
    feeding = FEATURES.index("feeding")
    short = farm_features(_solo_harvest_round(4, 0, 2), 0)[feeding]
    fed = farm_features(_solo_harvest_round(4, 2, 2), 0)[feeding]
    to_place = farm_features(_solo_harvest_round(4, 0, 0), 0)[feeding]
    assert short < to_place < fed <= 0.0 and short <= -2 * 3 + 0.5


@pytest.mark.parametrize("evaluation", EVALUATIONS, ids=["normal", "deep"])
def test_the_evaluation_prefers_a_family_of_three_to_one_of_two(evaluation: Any) -> None:
    state = _twins()
    state.players[0].people = 3
    state.players[0].goods["food"] = 8
    state.players[0].farm.rooms |= 1 << 11
    state.players[1].farm.rooms |= 1 << 11
    worth = evaluation.worth(state, 0)
    assert worth[0] > worth[1] + 3


def test_the_deep_evaluation_counts_a_free_room_as_a_child_to_come_but_less_than_the_child() -> None:
    state = _twins()
    farmer = state.players[0]
    bare = deep_farm_worth(state, 0)
    farmer.farm.rooms |= 1 << 11
    with_room = deep_farm_worth(state, 0)
    farmer.people += 1
    with_child = deep_farm_worth(state, 0)
    assert bare < with_room < with_child


def test_the_deep_evaluation_values_wood_and_reed_for_a_room_more_than_wood_alone() -> None:
    state = _twins()
    state.players[0].goods.update(wood=5, reed=2)
    state.players[1].goods.update(wood=7, reed=0)
    assert deep_farm_worth(state, 0) > deep_farm_worth(state, 1)


def test_a_placement_is_judged_by_what_its_steps_will_bring() -> None:
    state = _twins()
    player = state.current_player
    assert player is not None
    state.players[player].goods["clay"] = 2
    move = Go("improvement") if any(s.id == "improvement" for s in state.spaces) else None
    if move is None or move not in state.legal_moves():
        pytest.skip("the improvement card is not out in this deal")
    after = state.clone()
    after.apply(move)
    assert after.phase == Phase.ACTION
    done = finished(after)
    assert done.phase != Phase.ACTION or done.current_player != player
    assert len(done.players[player].majors) == 1
    assert deep_gain(state, move) == pytest.approx(deep_farm_worth(done, player))


def test_the_hard_bots_fencing_plan_is_a_legal_whole_pasture() -> None:
    state = _twins()
    player = state.current_player
    assert player is not None
    state.players[player].goods["wood"] = 12
    fencing = next((s.id for s in state.spaces if s.id == "fencing"), None)
    if fencing is None or Go(fencing) not in state.legal_moves():
        pytest.skip("the fencing card is not out in this deal")
    state.apply(Go(fencing))
    pastures = [m for m in state.legal_moves() if isinstance(m, Fence)]
    assert pastures
    best = max(state.legal_moves(), key=lambda m: deep_gain(state, m))
    assert isinstance(best, Fence) and best in state.legal_moves()
    state.apply(best)
    assert len(state.players[player].farm.pastures) == 1


def _fencing_position() -> AgricolaState | None:
    """Two bare farms, the player to move with 12 wood and a person on the fencing space
    (``None`` when the deal has no fencing card out)."""
    state = _twins()
    player = state.current_player
    assert player is not None
    state.players[player].goods["wood"] = 12
    if Go("fencing") not in state.legal_moves():
        return None
    state.apply(Go("fencing"))
    return state


def test_a_playout_fences_a_whole_farm_as_one_step_weighing_only_a_few_pastures_each() -> None:
    state = _fencing_position()
    if state is None:
        pytest.skip("the fencing card is not out in this deal")
    player = state.current_player
    pastures = [m for m in state.legal_moves() if isinstance(m, Fence)]
    assert len(pastures) > 3 * FINISH_MOVES
    before = farms_judged()
    after = deep_step(state, Rng(3))
    judged = farms_judged() - before
    assert after.phase != Phase.ACTION or after.current_player != player
    assert after.players[player].farm.pastures
    # a farm judged per pasture weighed, at most FINISH_MOVES of them for each pasture built
    assert judged <= FINISH_MOVES * (len(after.players[player].farm.pastures) + 1)


def test_the_hard_bots_decision_in_a_fencing_position_stays_within_its_work() -> None:
    state = _fencing_position()
    if state is None:
        pytest.skip("the fencing card is not out in this deal")
    player = state.current_player
    assert player is not None
    bot = make("hard", 5, bot_kit(GAME), ceiling=None, plan_time=None, work=1500)
    assert isinstance(bot, HardBot)
    move = bot.choose(state.view(player))
    assert isinstance(move, Fence | Done) and move in state.legal_moves()
    # the comparison stops at the first round after the cap: one round is at most a playout
    # per candidate, each far below the cap's slack
    assert 0 < bot.last_work <= 1500 + 1500
    assert bot.last_iterations < SEARCH.playouts


def test_the_solo_game_plays_out_shorter_than_the_turn_passing_games() -> None:
    assert SEARCH.for_players(1) is SOLO
    assert SOLO.rollout_turns is None and SOLO.rollout_moves < SEARCH.rollout_moves
    assert SEARCH.for_players(2) is SEARCH and SEARCH.work is not None


def test_in_the_family_games_a_playout_reaches_the_second_own_placement_in_the_full_game_the_first() -> None:
    # two players: the turn passes to the rival, back, to the rival (3: one own placement
    # more), and twice again (5: two); the full game's decisions are dearer already
    family = SEARCH.for_table(GameConfig(2, frozenset({"family", "revised"})))
    assert family.rollout_turns == 5 and family.turns_from_me
    assert SEARCH.for_table(GameConfig(2)).rollout_turns == 3
    assert SEARCH.for_table(GameConfig(1, frozenset({"family"}))) is SOLO


def test_the_hard_bot_plays_a_whole_two_player_family_game_with_legal_moves() -> None:
    state = game(2, 13, "family")
    moves = 0
    while not state.is_over:
        player = state.current_player
        assert player is not None
        if player == 0:
            bot = make("hard", moves, bot_kit(GAME), ceiling=None, plan_time=None, playouts=8, work=300)
        else:
            bot = quick_bot("random", moves)
        move = bot.choose(state.view(player))
        assert move in state.legal_moves_for(player)
        state.apply(move)
        moves += 1
    assert state.outcome() is not None


def test_the_hard_bot_cooks_its_grain_rather_than_beg_at_a_harvest() -> None:
    state = game(2, 9, "family")
    rng = Rng(9)
    while state.phase != Phase.FEED:
        state.apply(rng.choice(state.legal_moves()))
    player = state.current_player
    assert player is not None
    farmer = state.players[player]
    farmer.goods.update(food=0, grain=2 * farmer.people + 1)
    for step in range(12):
        if state.phase != Phase.FEED or state.current_player != player:
            break
        state.apply(quick_bot("hard", step).choose(state.view(player)))
    assert player not in state.feeding
    assert state.players[player].begging == 0


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", [0, 2, 5])
def test_the_bot_eats_its_last_grain_raw_rather_than_take_a_begging_card(seed: int, level: str) -> None:
    # rulebook ("Fase de cosecha 2"): each raw grain becomes 1 food at any time, and a food
    # missing is a begging card (-3 points): the grain is worth less than the card
    state = game(4, seed, "family")
    rng = Rng(seed)
    while state.phase != Phase.FEED:
        state.apply(rng.choice(state.legal_moves()))
    player = state.current_player
    assert player is not None and len(state.feeding) > 1, "others still feed after this player"
    farmer = state.players[player]
    farmer.goods.update(food=2 * farmer.people - 1, grain=1, vegetable=0)
    farmer.animals[:] = [0, 0, 0]
    for step in range(6):
        if state.phase != Phase.FEED or state.current_player != player:
            break
        state.apply(quick_bot(level, step).choose(state.view(player)))
    assert player not in state.feeding
    assert state.players[player].begging == 0


def test_the_normal_bot_cooks_a_sheep_to_make_room_for_the_lamb() -> None:
    # rulebook: animals are food at any time with a cooking improvement; a sheep cooked
    # before the breeding gives 2 food and leaves room for the lamb (5 sheep again)
    from game.rules.agricola.farmyard import bit, boundary

    state = game(2, 4, "family")
    rng = Rng(4)
    while state.phase != Phase.FEED:
        state.apply(rng.choice(state.legal_moves()))
    player = state.current_player
    assert player is not None
    farmer = state.players[player]
    farmer.farm.pastures, farmer.farm.fences = (bit(3) | bit(4),), boundary(bit(3) | bit(4))
    farmer.farm.stables = 0
    farmer.animals[:] = [5, 0, 0]
    farmer.majors.append("fireplace_2")
    farmer.goods["food"] = 20
    played = []
    while state.phase == Phase.FEED and state.current_player == player:
        move = quick_bot("normal", len(played)).choose(state.view(player))
        played.append(str(move))
        state.apply(move)
    assert played == ["cook sheep", "feed"]


@pytest.mark.parametrize(("players", "variants", "seed"), [(1, ("family",), 100001), (2, ("family", "revised"), 50004)])
def test_the_normal_bot_never_takes_a_begging_card_while_it_holds_grain(players: int, variants: tuple[str, ...],
                                                                         seed: int) -> None:
    """The issue's blind spot, seen again alone and at a table of two (twenty-first session):
    at a feeding short of food, with grain in hand, the normal bot fed and took begging cards
    (rulebook, "Fase de cosecha 2": a raw grain is a food at any time; a food missing is a
    begging card of -3 points).  Every harvest of a game of random placements, short of food
    with grain to eat: it eats the grain."""
    state = game(players, seed, *variants)
    rng = Rng(seed)
    harvests = 0
    while not state.is_over:
        player = state.current_player
        if state.phase == Phase.FEED and player is not None and player in state.feeding:
            farmer = state.players[player]
            farmer.goods.update(food=max(0, need(state, farmer) - 2), grain=3)
            harvests += 1
            for step in range(12):
                if state.phase != Phase.FEED or state.current_player != player:
                    break
                state.apply(quick_bot("normal", step).choose(state.view(player)))
            assert state.players[player].begging == 0, f"begged at the harvest of round {state.round}"
            continue
        state.apply(rng.choice(state.legal_moves()))
    assert harvests >= 6
