"""The rules contract (DESIGN.md, "The rules contract"), checked on every registered game at
every player count and with every variant.

Each test plays random games from fixed seeds and checks one promise of ``game.rules.core``
at a sample of the positions passed through.  The test-only games of ``contract.games`` are
always included, so the suite is itself tested on hidden hands, a simultaneous decision and
a solo game even before a shipped game has them.  ``test_round_trips`` checks the same
promises from positions Hypothesis picks.
"""

from __future__ import annotations

import pytest
from contract.checks import check_boundaries, check_decision, texts
from contract.games import Case, actors, all_moves, case, case_names, random_move, walk

from game.rules.core import Event, IllegalMove, Move, Rng, State

SEEDS = (1, 2)

_walked: dict[str, list[State]] = {}


@pytest.fixture(scope="module", params=case_names())
def game(request: pytest.FixtureRequest) -> Case:
    return case(request.param)


def positions(game: Case) -> list[State]:
    """The sampled positions of the case's random games (fresh copies for every test)."""
    key = f"{game.rules.id}/{game.players}/{sorted(game.variants)}"
    if key not in _walked:
        _walked[key] = [state for seed in SEEDS for state in walk(game, seed)]
    return [state.clone() for state in _walked[key]]


def test_there_are_legal_moves_exactly_until_the_game_is_over(game: Case) -> None:
    for state in positions(game):
        moves = state.legal_moves()
        check_decision(state)
        if state.is_over:
            assert moves == []
            assert state.current_player is None
            assert state.outcome() is not None
        else:
            assert moves, "no legal move in a game that is not over"
            assert state.current_player in range(state.num_players)
            assert state.outcome() is None
            everyone = texts(all_moves(state))
            assert len(set(everyone)) == len(everyone), "two legal moves share a text"


def test_random_games_end(game: Case) -> None:
    *_, last = walk(game, seed=3)
    assert last.is_over


def test_every_move_announces_the_turns_rounds_and_reveals_it_begins(game: Case) -> None:
    state = game.new_game(4)
    chooser = Rng(4)
    while not state.is_over:
        move = random_move(state, chooser)
        before = state.clone()
        events = state.apply(move)
        check_boundaries(before, move, events, state)


def test_a_move_that_is_not_legal_is_refused_with_a_reason(game: Case) -> None:
    states = positions(game)
    seen: dict[str, Move] = {str(m): m for s in states for m in all_moves(s)}
    refused = 0
    for state in states:
        legal = set(texts(all_moves(state)))
        before = state.to_position()
        for text, move in list(seen.items())[:60]:
            if text in legal:
                continue
            with pytest.raises(IllegalMove) as caught:
                state.clone().apply(move)
            assert caught.value.reason.strip(), f"empty reason refusing {text!r}"
            refused += 1
        assert state.to_position() == before
    assert refused > 0


def test_the_text_of_every_legal_move_reads_back_to_the_same_move(game: Case) -> None:
    for state in positions(game):
        for move in all_moves(state):
            assert game.rules.parse_move(state, str(move)) == move


def test_a_position_reads_back_unchanged(game: Case) -> None:
    for state in positions(game):
        text = state.to_position()
        again = game.rules.from_position(game.content, text)
        assert again.to_position() == text
        assert texts(all_moves(again)) == texts(all_moves(state))
        assert again.scores() == state.scores()


def test_a_clone_is_independent_of_its_original(game: Case) -> None:
    for state in positions(game):
        if state.is_over:
            continue
        before = state.to_position()
        copy = state.clone()
        assert copy.to_position() == before
        copy.apply(all_moves(copy)[-1])
        assert state.to_position() == before
        other = state.clone()
        state.apply(all_moves(state)[0])
        assert other.to_position() == before


def test_the_same_seed_and_moves_give_the_same_game(game: Case) -> None:
    first, second = game.new_game(11), game.new_game(11)
    chooser = Rng(5)
    for _ in range(200):
        if first.is_over:
            break
        assert first.to_position() == second.to_position()
        text = str(random_move(first, chooser))
        events_first = first.apply(game.rules.parse_move(first, text))
        events_second = second.apply(game.rules.parse_move(second, text))
        assert events_first == events_second
    assert first.to_position() == second.to_position()


def test_every_player_who_decides_sees_the_same_choices_in_their_view(game: Case) -> None:
    for state in positions(game):
        for player in actors(state):
            view = state.view(player)
            assert view.decision() == state.decision()
            assert view.current_player == state.current_player
            assert texts(view.legal_moves_for(player)) == texts(state.legal_moves_for(player))
            world = view.determinize(Rng(17))
            assert world.decision() == state.decision()
            assert texts(world.legal_moves_for(player)) == texts(state.legal_moves_for(player))


def test_a_view_shows_nothing_that_a_guessed_world_could_change(game: Case) -> None:
    """Any world filled in from a view looks the same to that player as the real game."""
    for state in positions(game):
        for player in range(state.num_players):
            view = state.view(player)
            assert view.view(player).to_position() == view.to_position()
            for seed in (1, 2):
                world = view.determinize(Rng(seed))
                assert world.view(player).to_position() == view.to_position()
                assert world.view(player).scores() == view.scores()
                assert world.round_number == state.round_number


def test_determinizing_a_full_state_changes_nothing(game: Case) -> None:
    for state in positions(game)[:5]:
        assert state.determinize(Rng(1)).to_position() == state.to_position()


def test_events_name_real_players_and_hide_what_others_may_not_know(game: Case) -> None:
    """An event a player may see never depends on what that player cannot know."""
    for state in positions(game):
        for mover in actors(state):
            move = state.legal_moves_for(mover)[0]
            for onlooker in range(state.num_players):
                if onlooker == mover:
                    continue
                guessed = state.view(onlooker).determinize(Rng(onlooker + 1))
                if str(move) not in texts(guessed.legal_moves_for(mover)):
                    continue
                real_events = state.clone().apply(move)
                guessed_events = guessed.apply(game.rules.parse_move(guessed, str(move)))
                for event in real_events + guessed_events:
                    check_event(event, state.num_players)
                assert seen_by(real_events, onlooker) == seen_by(guessed_events, onlooker)


def check_event(event: Event, players: int) -> None:
    assert event.kind
    assert event.player is None or event.player in range(players)
    if event.visible_to is not None:
        assert set(event.visible_to) <= set(range(players))


def seen_by(events: list[Event], player: int) -> list[Event]:
    """The events ``player`` sees before the move shows anything new (a reveal such as a
    card drawn): what follows a reveal may depend on it (a drawn card that ends the turn)."""
    seen = []
    for event in events:
        if event.reveals:
            break
        if event.visible_for(player):
            seen.append(event)
    return seen


def test_the_final_score_sheet_adds_up_and_names_the_winners(game: Case) -> None:
    for seed in SEEDS:
        states = list(walk(game, seed))
        start, last = states[0], states[-1]
        outcome = last.outcome()
        assert outcome is not None
        assert len(outcome.scores) == game.players
        assert outcome.solo == (game.players == 1)
        assert outcome.scores == last.scores()
        assert outcome.end_reason
        for p in range(game.players):
            assert len(outcome.breakdown[p]) == len(outcome.categories)
            assert sum(outcome.breakdown[p]) == outcome.scores[p]
        if outcome.solo:
            reached = outcome.target is not None and outcome.scores[0] >= outcome.target
            assert outcome.winners == ((0,) if reached else ())
        else:
            best = max(outcome.scores)
            assert outcome.winners
            assert all(outcome.scores[w] == best for w in outcome.winners)
            if len(outcome.winners) < outcome.scores.count(best):
                assert outcome.tiebreak, "a tie was broken without naming the tie-break"
        with pytest.raises(IllegalMove):
            last.apply(all_moves(start)[0])
