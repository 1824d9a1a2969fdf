"""The hard bot's deeper Oregon judgement: lone pairs of farmers and the game's clock."""

from __future__ import annotations

from typing import Any

import pytest
from bots.positions import new_real_game

from game.games import available_games, evaluation_for

pytestmark = pytest.mark.skipif("oregon" not in available_games(), reason="no Oregon rules")


def with_farmers(spaces: list[tuple[int, int]], player: int = 0) -> Any:
    """A new two-player game with ``player``'s farmers on ``spaces`` (taken from supply)."""
    state: Any = new_real_game("oregon", 3)
    for row, column in spaces:
        cell = state.tables.cell_of((row, column))
        assert not state.tables.water[cell] and state.cells[cell] == 0
        state.cells[cell] = player + 1
        state.supply[player] -= 1
    return state


def deep_minus_normal(state: Any, player: int) -> float:
    deep = evaluation_for("oregon", deep=True).worth(state, player)[player]
    return deep - evaluation_for("oregon").worth(state, player)[player]


def test_the_hard_bot_has_its_own_oregon_judgement_and_porto_its_tuned_one() -> None:
    assert evaluation_for("oregon", deep=True) is not evaluation_for("oregon")
    if "porto" in available_games():
        assert evaluation_for("porto", deep=True).name == "porto-learned"
        assert evaluation_for("porto").name == "porto"


def test_two_farmers_side_by_side_count_as_a_group_on_its_way() -> None:
    # Row 4, columns 3-5 are meadow (RULINGS.md, Oregon map); nothing stands near them.
    assert deep_minus_normal(with_farmers([(4, 3), (4, 4)]), 0) == pytest.approx(2.0)
    assert deep_minus_normal(with_farmers([(4, 3), (4, 5)]), 0) == pytest.approx(0.0)


def test_a_diagonal_pair_and_a_finished_group_of_three_are_not_pairs() -> None:
    assert deep_minus_normal(with_farmers([(4, 3), (3, 4)]), 0) == pytest.approx(0.0)
    assert deep_minus_normal(with_farmers([(4, 3), (4, 4), (4, 5)]), 0) == pytest.approx(0.0)


def test_another_players_pair_counts_for_them_not_for_the_viewer() -> None:
    state = with_farmers([(4, 3), (4, 4)], player=1)
    assert deep_minus_normal(state, 0) == pytest.approx(0.0)
    deep = evaluation_for("oregon", deep=True).worth(state, 0)
    normal = evaluation_for("oregon").worth(state, 0)
    assert deep[1] - normal[1] == pytest.approx(2.0)


def test_tokens_hand_and_open_spaces_fade_as_the_last_farmers_near() -> None:
    state = with_farmers([(4, 3)])
    assert deep_minus_normal(state, 0) == pytest.approx(0.0)
    state.supply[1] = 2
    deep = evaluation_for("oregon", deep=True).worth(state, 0)
    normal = evaluation_for("oregon").worth(state, 0)
    for player in range(2):
        assert deep[player] < normal[player]
        # Points already banked do not fade: only the tokens, hand and open spaces do.
        assert deep[player] > state.score[player]
