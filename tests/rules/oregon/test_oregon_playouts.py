"""Random playouts (seeded): about 1,500 games over 2 to 4 players, checking invariants a
player would notice if they broke — pieces appearing or vanishing, scores going down, a game
that stalls or never ends, a copy or a view leaking into the real game, a saved position or a
replay coming back different."""

from __future__ import annotations

from collections import Counter

import pytest

from game.content.oregon import OregonContent
from game.rules.core import GameConfig, Rng, derive_seed
from game.rules.oregon import OregonState, new_game, parse_move, read_position
from game.rules.oregon.scoring import BUILDING


def components_are_conserved(state: OregonState) -> None:
    """Every farmer, building tile, card, coal and gold tile is somewhere, exactly once."""
    t = state.tables
    content = t.content
    n_symbols = len(t.symbols)
    on_board = Counter(state.cells)
    for p in range(state.num_players):
        assert state.supply[p] + on_board[p + 1] == content.farmers_per_player - 1
    placed_starts = sum(1 for tile in state.start_tile if tile < 0)
    extra_on_board = 0
    for b, spec in enumerate(content.buildings):
        surplus = on_board[BUILDING + b] - (spec.tiles - state.stock[b])
        assert 0 <= surplus <= spec.start_tiles
        extra_on_board += surplus
    assert extra_on_board == placed_starts
    landscape = Counter(state.landscape_deck) + Counter(state.landscape_discard)
    buildings = Counter(state.building_deck) + Counter(state.building_discard)
    for hand in state.hands:
        landscape.update({s: hand[s] for s in range(n_symbols)})
        buildings.update({b: hand[n_symbols + b] for b in range(len(t.buildings))})
    assert [landscape[s] for s in range(n_symbols)] == list(t.landscape_total)
    assert [buildings[b] for b in range(len(t.buildings))] == list(t.building_cards)
    coal = sorted(state.coal_stack + [v for pile in state.coal for v in pile])
    gold = sorted(state.gold_stack + [v for pile in state.gold for v in pile])
    assert coal == sorted(t.coal_values) and gold == sorted(t.gold_values)


def play_out(state: OregonState, rng: Rng, check: bool = False) -> list[str]:
    """Play random legal moves to the end; returns the move texts."""
    texts = []
    while not state.is_over:
        moves = state.legal_moves()
        assert moves, "no legal move although the game is not over"
        move = rng.choice(moves)
        if check:
            assert all(parse_move(state, str(m)) == m for m in moves)
            before = state.scores()
            state.apply(move)
            assert all(a >= b for a, b in zip(state.scores(), before, strict=True))
            components_are_conserved(state)
        else:
            state.apply_unchecked(move)
        texts.append(str(move))
        assert len(texts) < 5000, "the game does not end"
    return texts


def seeds(tag: int, count: int) -> list[tuple[int, int]]:
    return [(2 + i % 3, derive_seed(tag, i)) for i in range(count)]


def test_random_games_conserve_components_and_never_lower_a_score(content: OregonContent) -> None:
    for players, seed in seeds(1, 350):
        state = new_game(content, GameConfig(players), seed)
        play_out(state, Rng(seed), check=True)
        outcome = state.outcome()
        assert outcome is not None and outcome.winners
        assert outcome.end_reason in ("last_farmer", "empty_stacks")
        assert outcome.scores == state.scores()
        assert state.legal_moves() == []


def test_every_game_ends_with_everybody_having_played_the_same_number_of_turns(
    content: OregonContent,
) -> None:
    for players, seed in seeds(2, 300):
        state = new_game(content, GameConfig(players), seed)
        rng = Rng(seed)
        turns = [0] * players
        while not state.is_over:
            mover = state.current_player
            events = state.apply_unchecked(rng.choice(state.legal_moves()))
            for event in events:
                if event.kind == "turn_ended":
                    turns[event.player or 0] += 1
            if state.is_over:
                assert mover == (state.start_player - 1) % players
        assert len(set(turns)) == 1


def test_positions_round_trip_mid_game_and_play_on_identically(content: OregonContent) -> None:
    for players, seed in seeds(3, 250):
        state = new_game(content, GameConfig(players), seed)
        rng = Rng(seed)
        for _ in range(Rng(seed + 1).randrange(120)):
            if state.is_over:
                break
            state.apply_unchecked(rng.choice(state.legal_moves()))
        text = state.to_position()
        copy = read_position(content, text)
        assert copy.to_position() == text
        other_rng = rng.clone()
        play_out(state, rng)
        play_out(copy, other_rng)
        assert copy.to_position() == state.to_position()


def test_clones_are_independent_of_the_original(content: OregonContent) -> None:
    for players, seed in seeds(4, 150):
        state = new_game(content, GameConfig(players), seed)
        rng = Rng(seed)
        for _ in range(40):
            if state.is_over:
                break
            state.apply_unchecked(rng.choice(state.legal_moves()))
        before = state.to_position()
        clone = state.clone()
        play_out(clone, Rng(seed + 7))
        assert state.to_position() == before


def test_views_hide_other_hands_and_tile_values_and_determinize_consistently(
    content: OregonContent,
) -> None:
    for players, seed in seeds(5, 150):
        state = new_game(content, GameConfig(players), seed)
        rng = Rng(seed)
        for _ in range(Rng(seed).randrange(100)):
            if state.is_over:
                break
            state.apply_unchecked(rng.choice(state.legal_moves()))
        for viewer in range(players):
            view = state.view(viewer)
            assert view.hands[viewer] == state.hands[viewer]
            assert view.scores() == state.scores()
            for other in range(players):
                if other == viewer:
                    continue
                assert not any(view.hands[other])
                assert sum(view.hidden[other]) == sum(state.hands[other])
                if not state.is_over:
                    assert not any(view.coal[other]) and not any(view.gold[other])
                assert len(view.coal[other]) == len(state.coal[other])
            assert all(card < 0 for card in view.landscape_deck + view.building_deck)
            assert "?" in view.to_position() or state.is_over
            world = view.determinize(Rng(seed + viewer))
            components_are_conserved(world)
            assert world.hands[viewer] == state.hands[viewer]
            assert world.coal[viewer] == state.coal[viewer]
            assert read_position(content, view.to_position()).to_position() == view.to_position()
            if not world.is_over:
                play_out(world, Rng(seed))


def test_replaying_the_same_seed_and_move_texts_gives_the_same_game(content: OregonContent) -> None:
    for players, seed in seeds(6, 200):
        state = new_game(content, GameConfig(players), seed)
        texts = play_out(state, Rng(seed))
        again = new_game(content, GameConfig(players), seed)
        for text in texts:
            again.apply(parse_move(again, text))
        assert again.to_position() == state.to_position()
        assert again.outcome() == state.outcome()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_both_end_conditions_happen_in_random_play(content: OregonContent, players: int) -> None:
    reasons = set()
    for i in range(60):
        state = new_game(content, GameConfig(players), derive_seed(7 + players, i))
        play_out(state, Rng(i))
        outcome = state.outcome()
        assert outcome is not None
        reasons.add(outcome.end_reason)
    assert "empty_stacks" in reasons
