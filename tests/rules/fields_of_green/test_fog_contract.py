"""The whole rules contract (tests/contract/test_contract.py), run on Fields of Green while it
is not registered yet: every player count, with and without the introduction mode.

Once ``game/games/fields_of_green.py`` registers the rules, the contract suite checks it by
itself and this module may go.
"""

from __future__ import annotations

import pytest
from contract.games import Case
from contract.test_contract import (  # noqa: F401  (collected here, with this module's ``game``)
    test_a_clone_is_independent_of_its_original,
    test_a_move_that_is_not_legal_is_refused_with_a_reason,
    test_a_position_reads_back_unchanged,
    test_a_view_shows_nothing_that_a_guessed_world_could_change,
    test_determinizing_a_full_state_changes_nothing,
    test_events_name_real_players_and_hide_what_others_may_not_know,
    test_every_move_announces_the_turns_rounds_and_reveals_it_begins,
    test_every_player_who_decides_sees_the_same_choices_in_their_view,
    test_random_games_end,
    test_the_final_score_sheet_adds_up_and_names_the_winners,
    test_the_same_seed_and_moves_give_the_same_game,
    test_the_text_of_every_legal_move_reads_back_to_the_same_move,
    test_there_are_legal_moves_exactly_until_the_game_is_over,
)

from game import paths
from game.content.fields_of_green import load
from game.rules.fields_of_green import RULES

SET_UPS = [(players, variants) for players in (2, 3, 4) for variants in ((), ("intro",))]


@pytest.fixture(scope="module", params=SET_UPS, ids=lambda s: "-".join([f"{s[0]}p", *s[1]]))
def game(request: pytest.FixtureRequest) -> Case:
    players, variants = request.param
    return Case(RULES, load(paths.content_dir()), players, frozenset(variants))
