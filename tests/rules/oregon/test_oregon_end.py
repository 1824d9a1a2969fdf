"""The end of the game (seed 000, "Fin del juego"): both end conditions by player count, the
round played to the end, coal and gold revealed, and both tie-breaks."""

from __future__ import annotations

from oregon_helpers import kinds, make_state, play

from game.content.oregon import OregonContent
from game.rules.oregon import read_position


def test_placing_ones_last_farmer_ends_the_game_after_the_round(content: OregonContent) -> None:
    state = make_state(
        content,
        {},
        {1: "campfire,pioneer,eagle,church", 2: "wagon,wagon,eagle,store"},
        tokens={1: "joker=off extra=off", 2: "joker=off extra=off"},
    )
    state.supply[0] = 1
    events = play(state, "farmer campfire/pioneer @4,1")
    assert ("game_end_triggered", {"reason": "last_farmer"}) in [
        (e.kind, dict(e.args)) for e in events
    ]
    assert state.phase_name == "draw"
    play(state, "draw landscape")
    play(state, "draw landscape")
    assert state.current_player == 1 and not state.is_over
    events = play(state, "farmer wagon/wagon @3,4")
    assert state.is_over
    assert kinds(events)[-1] == "game_over"
    outcome = state.outcome()
    assert outcome is not None and outcome.end_reason == "last_farmer"


def test_the_last_turn_of_the_game_belongs_to_the_player_right_of_the_start_player(
    content: OregonContent,
) -> None:
    """With three players the start player triggering the end still lets players 2 and 3 play."""
    hands = {p: "campfire,pioneer,wagon,church" for p in (1, 2, 3)}
    state = make_state(
        content, {}, hands, players=3, tokens={p: "joker=off extra=off" for p in (1, 2, 3)}
    )
    state.supply[0] = 1
    play(state, "farmer campfire/pioneer @4,1")
    for _ in range(2):
        play(state, "draw landscape")
    play(state, "farmer campfire/pioneer @4,2")
    for _ in range(2):
        play(state, "draw landscape")
    assert state.current_player == 2 and not state.is_over
    play(state, "farmer campfire/pioneer @5,1")
    assert state.is_over


def test_emptying_enough_building_stacks_for_the_player_count_ends_the_game(
    content: OregonContent,
) -> None:
    needed = content.stacks_to_end(2)
    stacks = [
        "post_office",
        "church",
        "harbour",
        "store",
        "coal_mine",
        "gold_mine",
        "train_station",
    ]
    counts = {name: (0 if i < needed - 1 else 4) for i, name in enumerate(stacks)}
    counts["train_station"] = 1
    stock = " ".join(f"{name}={n}" for name, n in counts.items())
    state = make_state(
        content,
        {},
        {1: "pioneer,train_station,eagle,church"},
        stock=stock,
        tokens={1: "joker=off extra=off"},
    )
    events = play(state, "build train_station pioneer @0,1")
    assert ("game_end_triggered", {"reason": "empty_stacks"}) in [
        (e.kind, dict(e.args)) for e in events
    ]


def over_position(
    content: OregonContent, scores: tuple[int, int], coal: str, gold: str, board: list[str]
) -> str:
    rows = board + ["." * content.columns] * (content.rows - len(board))
    lines = [
        "oregon players=2 phase=over player=2 start=1 round=9 extra-taken=no end=last_farmer viewer=-",
        "board",
        *rows,
    ]
    for p, score in enumerate(scores, start=1):
        on_board = sum(row.count(str(p)) for row in rows)
        lines.append(
            f"player {p} score={score} supply={content.farmers_per_player - 1 - on_board} "
            f"joker=on extra=on start=- hand=- coal={coal if p == 1 else '-'} gold={gold if p == 2 else '-'}"
        )
    return "\n".join(lines)


def test_coal_and_gold_are_added_to_the_track_at_the_end(content: OregonContent) -> None:
    state = read_position(
        content, over_position(content, (10, 10), "3,1", "5", ["1......2......."])
    )
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.categories == ("board", "coal", "gold")
    assert outcome.breakdown == ((10, 4, 0), (10, 0, 5))
    assert outcome.scores == (14, 15) == state.scores()
    assert outcome.winners == (1,) and outcome.tiebreak == ""


def test_a_tie_goes_to_the_player_with_more_farmers_on_the_board(content: OregonContent) -> None:
    state = read_position(content, over_position(content, (12, 12), "-", "-", ["1.1....2......."]))
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == (0,)
    assert outcome.tiebreak == "farmers_on_board" and outcome.tiebreak_values == (2, 1)


def test_a_tie_in_points_and_farmers_is_a_shared_win(content: OregonContent) -> None:
    state = read_position(content, over_position(content, (12, 12), "-", "-", ["1.1....2.2....."]))
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0, 1)
