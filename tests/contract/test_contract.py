"""The rules contract (DESIGN.md, "The rules contract"), checked on every registered game.

Each test plays random games from fixed seeds and checks one promise of ``game.rules.core``
at a sample of the positions passed through.  Pairs, the test-only game in ``tiny_game``, is
always included so the suite itself is tested even before any real game is registered.
"""

from __future__ import annotations

import pytest
from contract.games import Subject, subject, subject_ids, walk

from game.rules.core import Event, IllegalMove, Move, Rng, State

SEEDS = (1, 2)


@pytest.fixture(scope="module", params=subject_ids())
def game(request: pytest.FixtureRequest) -> Subject:
    return subject(request.param)


def positions(game: Subject) -> list[State]:
    return [state for players in game.player_counts for seed in SEEDS
            for state in walk(game, players, seed)]


def texts(moves: list[Move]) -> list[str]:
    return [str(m) for m in moves]


def test_there_are_legal_moves_exactly_until_the_game_is_over(game: Subject) -> None:
    for state in positions(game):
        moves = state.legal_moves()
        if state.is_over:
            assert moves == []
            assert state.current_player is None
            assert state.outcome() is not None
        else:
            assert moves, "no legal move in a game that is not over"
            assert state.current_player in range(state.num_players)
            assert state.outcome() is None
            assert len(set(texts(moves))) == len(moves), "two legal moves share a text"


def test_random_games_end_for_every_player_count(game: Subject) -> None:
    for players in game.player_counts:
        *_, last = walk(game, players, seed=3)
        assert last.is_over


def test_a_move_that_is_not_legal_is_refused_with_a_reason(game: Subject) -> None:
    states = positions(game)
    seen: dict[str, Move] = {str(m): m for s in states for m in s.legal_moves()}
    refused = 0
    for state in states:
        legal = set(texts(state.legal_moves()))
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


def test_the_text_of_every_legal_move_reads_back_to_the_same_move(game: Subject) -> None:
    for state in positions(game):
        for move in state.legal_moves():
            assert game.rules.parse_move(state, str(move)) == move


def test_a_position_reads_back_unchanged(game: Subject) -> None:
    for state in positions(game):
        text = state.to_position()
        again = game.rules.from_position(game.content, text)
        assert again.to_position() == text
        assert texts(again.legal_moves()) == texts(state.legal_moves())
        assert again.scores() == state.scores()


def test_a_clone_is_independent_of_its_original(game: Subject) -> None:
    for state in positions(game):
        if state.is_over:
            continue
        before = state.to_position()
        copy = state.clone()
        assert copy.to_position() == before
        copy.apply(copy.legal_moves()[-1])
        assert state.to_position() == before
        other = state.clone()
        state.apply(state.legal_moves()[0])
        assert other.to_position() == before


def test_the_same_seed_and_moves_give_the_same_game(game: Subject) -> None:
    players = game.player_counts[0]
    first, second = game.new_game(players, 11), game.new_game(players, 11)
    chooser = Rng(5)
    for _ in range(200):
        if first.is_over:
            break
        assert first.to_position() == second.to_position()
        text = str(chooser.choice(first.legal_moves()))
        events_first = first.apply(game.rules.parse_move(first, text))
        events_second = second.apply(game.rules.parse_move(second, text))
        assert events_first == events_second
    assert first.to_position() == second.to_position()


def test_the_player_to_move_sees_the_same_choices_in_their_view(game: Subject) -> None:
    for state in positions(game):
        player = state.current_player
        if player is None:
            continue
        view = state.view(player)
        assert view.current_player == player
        assert texts(view.legal_moves()) == texts(state.legal_moves())
        world = view.determinize(Rng(17))
        assert world.current_player == player
        assert texts(world.legal_moves()) == texts(state.legal_moves())


def test_a_view_shows_nothing_that_a_guessed_world_could_change(game: Subject) -> None:
    """Any world filled in from a view looks the same to that player as the real game."""
    for state in positions(game):
        for player in range(state.num_players):
            view = state.view(player)
            for seed in (1, 2):
                world = view.determinize(Rng(seed))
                assert world.view(player).to_position() == view.to_position()
                assert world.view(player).scores() == view.scores()
                assert world.round_number == state.round_number


def test_determinizing_a_full_state_changes_nothing(game: Subject) -> None:
    for state in positions(game)[:5]:
        assert state.determinize(Rng(1)).to_position() == state.to_position()


def test_events_name_real_players_and_hide_what_others_may_not_know(game: Subject) -> None:
    """An event a player may see never depends on what that player cannot know."""
    for state in positions(game):
        mover = state.current_player
        if mover is None:
            continue
        for onlooker in range(state.num_players):
            if onlooker == mover:
                continue
            guessed = state.view(onlooker).determinize(Rng(onlooker + 1))
            move = state.legal_moves()[0]
            if str(move) not in texts(guessed.legal_moves()):
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
    """The events ``player`` sees that show nothing new (not a reveal such as a public draw)."""
    return [e for e in events if e.visible_for(player) and not e.reveals]


def test_the_final_score_sheet_adds_up_and_names_the_winners(game: Subject) -> None:
    for players in game.player_counts:
        for seed in SEEDS:
            states = list(walk(game, players, seed))
            start, last = states[0], states[-1]
            outcome = last.outcome()
            assert outcome is not None
            assert len(outcome.scores) == players
            assert outcome.scores == last.scores()
            assert outcome.end_reason
            for p in range(players):
                assert len(outcome.breakdown[p]) == len(outcome.categories)
                assert sum(outcome.breakdown[p]) == outcome.scores[p]
            best = max(outcome.scores)
            assert outcome.winners
            assert all(outcome.scores[w] == best for w in outcome.winners)
            if len(outcome.winners) < outcome.scores.count(best):
                assert outcome.tiebreak, "a tie was broken without naming the tie-break"
            with pytest.raises(IllegalMove):
                last.apply(start.legal_moves()[0])
