"""Random playouts of whole games, checking what must hold in every position."""

from __future__ import annotations

from collections import Counter

import pytest
from porto_helpers import finished_game

from game.content.porto import PortoContent
from game.rules.core import GameConfig, Rng, derive_seed
from game.rules.porto import PortoState, new_game, parse_move, read_position

GAMES_PER_COUNT = 500


def check_invariants(state: PortoState) -> None:
    """Everything that is conserved in every position of every game."""
    t = state.tables
    for c in range(t.colours):
        houses = [h for h in state.layout.in_play if state.house_tiles[h] and state.house_colour[h] == c]
        assert state.ground_left[c] + len(houses) == t.ground_tiles
        assert state.floors_left[c] + sum(state.house_tiles[h] - 1 for h in houses) == t.floor_tiles
    complete = sum(state.house_tiles[h] == t.heights[h] for h in state.layout.in_play)
    assert state.completed == complete and state.roofs_left + complete == t.roof_tiles
    cards = Counter(state.deck) + Counter(k for k in state.display if k >= 0) + Counter(state.discard)
    for p, hand in enumerate(state.hands):
        assert sum(hand) == state.hand_sizes[p]
        cards += Counter({k: n for k, n in enumerate(hand) if n})
    assert cards == Counter(t.all_cards())
    contracts = [i for i in state.public_row if i >= 0] + state.public_deck
    for done in state.fulfilled:
        contracts += done
    assert sorted(contracts) == list(range(len(t.public)))


def play_checked(state: PortoState, rng: Rng) -> list[str]:
    """Play random legal moves to the end, checking that no score ever falls; returns the
    move texts."""
    texts = []
    before = [p[:] for p in state.points]
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        texts.append(str(move))
        state.apply(move)
        for p, cats in enumerate(state.points):
            assert all(a >= b for a, b in zip(cats, before[p], strict=True))
        before = [p[:] for p in state.points]
    return texts


def test_random_games_end_and_conserve_tiles_cards_and_contracts(content: PortoContent, capsys) -> None:
    ends: Counter[str] = Counter()
    for players in (2, 3, 4):
        for i in range(GAMES_PER_COUNT):
            seed = derive_seed(players, i)
            flags = frozenset({"novice"}) if i % 4 == 0 else frozenset()
            state = new_game(content, GameConfig(players, flags), seed)
            play_checked(state, Rng(seed))
            check_invariants(state)
            outcome = state.outcome()
            assert outcome is not None and state.legal_moves() == []
            assert outcome.scores == state.scores()
            ends[outcome.end_reason] += 1
    with capsys.disabled():
        print(f"\nPorto random games by end reason: {dict(ends)}")
    assert sum(ends.values()) == 3 * GAMES_PER_COUNT
    assert ends["roof_track_mark"] > 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_invariants_hold_after_every_move(content: PortoContent, players: int) -> None:
    state = new_game(content, GameConfig(players), 11)
    rng = Rng(12)
    while not state.is_over:
        check_invariants(state)
        state.apply(rng.choice(state.legal_moves()))
    check_invariants(state)


def test_the_same_seed_and_moves_give_the_same_game(content: PortoContent) -> None:
    first = new_game(content, GameConfig(4), 99)
    texts = play_checked(first, Rng(5))
    again = new_game(content, GameConfig(4), 99)
    for text in texts:
        again.apply(parse_move(again, text))
    assert again.to_position() == first.to_position()
    assert again.outcome() == first.outcome()


def test_the_position_format_round_trips_in_the_middle_of_games(content: PortoContent) -> None:
    for players in (2, 3, 4):
        state = new_game(content, GameConfig(players), players)
        rng = Rng(3)
        for step in range(120):
            if state.is_over:
                break
            if step % 7 == 0:
                text = state.to_position()
                copy = read_position(content, text)
                assert copy.to_position() == text
                assert [str(m) for m in copy.legal_moves()] == [str(m) for m in state.legal_moves()]
                view_text = state.view(step % players).to_position()
                assert read_position(content, view_text).to_position() == view_text
            state.apply(rng.choice(state.legal_moves()))


def test_a_position_continues_exactly_like_the_game_it_came_from(content: PortoContent) -> None:
    state = new_game(content, GameConfig(3), 8)
    rng = Rng(8)
    for _ in range(40):
        state.apply(rng.choice(state.legal_moves()))
    copy = read_position(content, state.to_position())
    moves_rng = Rng(1)
    while not state.is_over:
        move = moves_rng.choice(state.legal_moves())
        state.apply(move)
        copy.apply(move)
    assert copy.to_position() == state.to_position()


def test_clones_are_independent(content: PortoContent) -> None:
    state = new_game(content, GameConfig(4), 21)
    rng = Rng(2)
    for _ in range(30):
        state.apply(rng.choice(state.legal_moves()))
    text = state.to_position()
    clone = state.clone()
    play_checked(clone, Rng(4))
    assert state.to_position() == text
    assert clone.is_over and not state.is_over


def test_views_hide_hands_private_contracts_and_decks(content: PortoContent) -> None:
    state = new_game(content, GameConfig(4), 17)
    rng = Rng(6)
    for _ in range(40):
        state.apply(rng.choice(state.legal_moves()))
    for viewer in range(4):
        view = state.view(viewer)
        assert view.hands[viewer] == state.hands[viewer]
        assert view.private_kept[viewer] == state.private_kept[viewer]
        assert view.hand_sizes == state.hand_sizes
        assert all(k == -1 for k in view.deck) and len(view.deck) == len(state.deck)
        for other in range(4):
            if other != viewer:
                assert sum(view.hands[other]) == 0
                assert all(i == -1 for i in view.private_kept[other] + view.private_dealt[other])
        world = view.determinize(Rng(viewer))
        check_invariants(world)
        assert world.hands[viewer] == state.hands[viewer]
        assert world.hand_sizes == state.hand_sizes
        assert world.display == state.display and world.house_tiles == state.house_tiles
        assert [str(m) for m in world.legal_moves()] == [str(m) for m in view.legal_moves()]
        play_checked(world, Rng(viewer))


def test_private_contracts_are_revealed_when_the_game_ends(content: PortoContent) -> None:
    state = finished_game(content, 3, 4)
    view = state.view(0)
    assert view.private_kept == state.private_kept
    assert view.outcome() == state.outcome()
