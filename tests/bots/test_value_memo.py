"""The learned judgement remembers the farms it has judged (a search judges the same farm many
times over): what it remembers must be exactly what judging afresh gives, in every form of the
game, for the farm's owner and for a rival judging it, and a remembered farm still counts as
judged, so the hard bot's work cap (and with it every move) does not change."""

from __future__ import annotations

from typing import Any

import pytest

from game.bots.evaluation.agricola_deep import deep_step, farms_judged
from game.bots.evaluation.agricola_value import (
    _memo,
    farm_features,
    form_of,
    learned_farm_worth,
    shipped_model,
)
from game.rules.core import Rng
from game.simulate import new_state


def _afresh(s: Any, player: int, viewer: int | None) -> float:
    model = shipped_model()
    form = form_of(s)
    return model.predict(form, s.round - 1, farm_features(s, player, viewer, unused=model.unused[form]))


FORMS = [(frozenset(), 2, 61), (frozenset(), 3, 62), (frozenset({"family", "revised"}), 2, 63),
         (frozenset({"family"}), 4, 64), (frozenset({"draft"}), 2, 65)]


@pytest.mark.parametrize(("variants", "players", "seed"), FORMS, ids=["full-2", "full-3", "revised-2", "family-4", "draft-2"])
def test_every_farm_of_a_whole_game_is_judged_as_afresh_by_owner_and_rival(variants: frozenset[str], players: int,
                                                                          seed: int) -> None:
    """Whole games played by the playouts' own steps: at every step, each farm as its owner and
    as the next player judge it, remembered or not, is worth the same to the last bit; and most
    judgements were remembered (a rival's farm stands still while the mover plays)."""
    state: Any = new_state("agricola", players, seed, variants)
    rng = Rng(seed)
    asked = 0
    remembered = len(_memo(shipped_model(), state.tables).worths)
    while not state.is_over:
        for player in range(players):
            for viewer in (None, (player + 1) % players):
                assert learned_farm_worth(state, player, None, viewer) == _afresh(state, player, viewer), (
                    state.round, state.phase, player, viewer)
                # asked twice: the second answer is the remembered one
                assert learned_farm_worth(state, player, None, viewer) == _afresh(state, player, viewer)
                asked += 2
        state = deep_step(state, rng, {})
    assert asked > 100
    assert len(_memo(shipped_model(), state.tables).worths) - remembered < asked / 2


def test_a_remembered_farm_still_counts_as_judged() -> None:
    state: Any = new_state("agricola", 2, 66, frozenset({"family", "revised"}))
    learned_farm_worth(state, 0)
    before = farms_judged()
    learned_farm_worth(state, 0)
    learned_farm_worth(state, 0)
    assert farms_judged() == before + 2


def test_a_farm_whose_card_scores_the_most_of_a_thing_is_judged_by_the_rivals_farms_too() -> None:
    """The Wayside Chapel scores for the most rooms: the same farm is worth less once a rival
    has more rooms, and the judgement sees it (a farm holding such a card is never taken from
    memory)."""
    state: Any = new_state("agricola", 2, 67, frozenset())
    while state.round < 2:
        state = deep_step(state, Rng(67), {})
    state = state.clone()
    state.players[0].played.append("m_wayside_chapel")
    alone = learned_farm_worth(state, 0)
    assert alone == _afresh(state, 0, None)
    state.players[1].farm.rooms |= 1 << 14  # the rival builds a third room
    assert state.players[1].farm.rooms.bit_count() > state.players[0].farm.rooms.bit_count()
    outdone = learned_farm_worth(state, 0)
    assert outdone == _afresh(state, 0, None)
    assert outdone < alone
