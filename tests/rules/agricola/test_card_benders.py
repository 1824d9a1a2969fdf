"""The placement benders through the game's own moves (facts ``agricola.md`` §11.2 pattern 13):
each new card's effect from a position, the limit per round and its reset, who may be joined
(never an accumulation space, never a third person, never oneself but alone), the position
text, the player's view, and replaying the moves."""

from __future__ import annotations

from agricola_helpers import game, play
from card_place_checks import own_turn

from game.content.agricola import AgricolaContent
from game.rules.agricola import AgricolaState, legal, read_position
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import Go
from game.rules.core import Rng, play_random_game


def full(content: AgricolaContent, players: int = 2, seed: int = 4) -> AgricolaState:
    """A full game with the hands emptied and plenty of goods, player 0 to place."""
    state = game(content, players, seed=seed)
    for farmer in state.players:
        farmer.hand = []
        for good in farmer.goods:
            farmer.goods[good] = 6
    own_turn(state, 0)
    return state


def index_of(state: AgricolaState, space_id: str) -> int:
    return next(i for i, s in enumerate(state.spaces) if s.id == space_id)


def test_the_neighbours_gate_joins_any_occupied_space_but_an_accumulation_space(content: AgricolaContent) -> None:
    state = full(content)
    state.players[0].played.append("m_neighbours_gate")
    for space in ("day_laborer", "farmland", "forest", "starting_player"):
        state.taken[index_of(state, space)] = 1
    open_now = {str(m) for m in state.legal_moves()}
    assert {"go day_laborer", "go farmland"} <= open_now
    assert "go forest" not in open_now, "the wood was taken by the first person"
    assert "go starting_player" not in open_now, "one start player"
    food = state.players[0].goods["food"]
    play(state, "go day_laborer")
    assert state.players[0].goods["food"] == food + 2, "the space's action, as if free"
    assert state.taken[index_of(state, "day_laborer")] == 1


def test_the_borrowed_plough_joins_only_farming_spaces(content: AgricolaContent) -> None:
    state = full(content)
    state.players[0].played.append("m_borrowed_plough")
    for space in ("day_laborer", "farmland"):
        state.taken[index_of(state, space)] = 1
    open_now = {str(m) for m in state.legal_moves()}
    assert "go farmland" in open_now and "go day_laborer" not in open_now
    play(state, "go farmland")
    play(state, str(state.legal_moves()[0]))
    assert state.players[0].farm.fields.bit_count() == 1


def test_the_reading_bench_joins_the_lessons_twice_a_round(content: AgricolaContent) -> None:
    state = full(content, 3)
    farmer = state.players[0]
    farmer.played.append("m_reading_bench")
    lessons = [s.id for s in state.spaces if s.id.startswith("lessons")]
    assert len(lessons) == 2
    for space in lessons:
        state.taken[index_of(state, space)] = 1
    farmer.hand = [c.id for c in state.tables.cards if c.kind == "occupation"][:1]
    assert all(legal.joinable(state, 0, index_of(state, space)) for space in lessons)
    assert not legal.joinable(state, 0, index_of(state, "farmland")), "free: an ordinary placement"
    farmer.bent = [("m_reading_bench", lessons[0])]
    assert legal.joinable(state, 0, index_of(state, lessons[1])), "the second use of the round"
    assert not legal.joinable(state, 0, index_of(state, lessons[0])), "already two people there"
    farmer.bent.append(("m_reading_bench", "elsewhere"))
    assert not legal.joinable(state, 0, index_of(state, lessons[1])), "twice a round, no more"


def test_the_early_lantern_places_twice_in_a_row_from_its_round_once_a_round(content: AgricolaContent) -> None:
    state = full(content)
    state.players[0].played.append("m_early_lantern")
    state.round = 5
    events = play(state, "go day_laborer")
    assert [e.kind for e in events][-1] == "card_again"
    assert state.current == 0 and state.phase == Phase.WORK
    play(state, "go grain_seeds")
    assert state.current == 1


def test_one_s_own_space_is_joined_only_in_a_one_player_game(content: AgricolaContent) -> None:
    state = full(content)
    state.players[0].played.append("m_neighbours_gate")
    state.taken[index_of(state, "day_laborer")] = 0
    assert Go("day_laborer") not in state.legal_moves()
    solo = full(content, 1)
    solo.players[0].played.append("m_neighbours_gate")
    play(solo, "go day_laborer")
    assert Go("day_laborer") in solo.legal_moves(), "alone: the second person joins the first"
    events = play(solo, "go day_laborer")
    assert any(e.kind == "card_joined" and e.args["by"] == 0 for e in events)


def test_the_limit_is_reset_when_everyone_comes_home(content: AgricolaContent) -> None:
    state = full(content)
    state.players[0].played.append("m_neighbours_gate")
    state.taken[index_of(state, "day_laborer")] = 1
    state.players[1].placed = 1
    play(state, "go day_laborer")
    assert state.players[0].bent
    round_now = state.round
    while state.round == round_now:
        play(state, str(state.legal_moves()[0]))
    assert all(not farmer.bent for farmer in state.players)


def test_a_join_is_written_in_the_position_seen_in_views_and_replayed(content: AgricolaContent) -> None:
    state = full(content)
    start = state.clone()
    state.players[0].played.append("m_neighbours_gate")
    start.players[0].played.append("m_neighbours_gate")
    played = ["go day_laborer", "go day_laborer"]
    own_turn(state, 1)
    own_turn(start, 1)
    play(state, *played)
    text = state.to_position()
    assert "bent=m_neighbours_gate/day_laborer" in text
    assert read_position(content, text).to_position() == text
    assert state.view(1).players[0].bent == [("m_neighbours_gate", "day_laborer")]
    play(start, *played)
    assert start.to_position() == text, "the same moves, the same position"


def test_random_full_games_with_the_benders_in_play_end(content: AgricolaContent) -> None:
    benders = ["m_neighbours_gate", "m_borrowed_plough", "m_reading_bench", "m_early_lantern"]
    for seed in range(3):
        state = game(content, 1 + seed, seed=60 + seed)
        for farmer in state.players:
            farmer.played += benders
        play_random_game(state, Rng(seed))
        assert state.is_over and state.outcome() is not None
