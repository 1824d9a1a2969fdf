"""A second reading of the Porto rulebook (seed ``002_57bae7ff95115088.txt``, Spanish) against
the rules, one passage per test; our decisions are in ``RULINGS.md`` (Porto)."""

from __future__ import annotations

from porto_helpers import arrange, playing

from game.content.porto import PortoContent
from game.rules.porto import Build, Draw
from game.rules.porto.events import BONUS_TOKENS
from game.rules.porto.preview import score_preview


def test_a_ground_floor_token_is_scored_and_left_out_when_no_roof_is_empty(
    content: PortoContent,
) -> None:
    """Scoring C: "Si no hay techos vacíos, puntúa el PV pero descarta la ficha en la caja"."""
    state = playing(content)
    houses = len(state.tables.heights)
    arrange(state, hand="r1 b1", roof_tokens={h: 1 for h in range(1, houses + 1)})
    state.ground_token[4] = 3
    events = state.apply(Build("r1", "b1", 5))
    assert state.points[0][BONUS_TOKENS] == 3
    assert "bonus_token_discarded" in [e.kind for e in events]
    assert state.phase_name() == "play" and state.current == 1
    assert state.roof_token == [1] * houses


def test_neighbours_score_only_their_tiles_level_with_the_new_ones(content: PortoContent) -> None:
    """Scoring B with RULINGS.md: a neighbouring tile counts when it stands at the height of a
    tile built this turn.  New floors 4 and 5 of house 4: house 3 (four tiles) has one tile at
    that height, house 5 (two tiles) none."""
    state = arrange(playing(content), houses={3: "g4", 4: "b3", 5: "y2"}, hand="r2 b1")
    assert score_preview(state, Build("r2", "b1", 4)) == [("floors", 5), ("neighbours", 1)]


def test_an_empty_construction_deck_is_made_again_from_the_shuffled_discards(
    content: PortoContent,
) -> None:
    """"Si te quedas sin cartas de Construcción, baraja los descartes en un nuevo mazo"."""
    state = arrange(playing(content), display="g1 b3 r2 y1 v2")
    state.discard, state.deck = state.deck, []
    discarded = len(state.discard)
    events = state.apply(Draw((1,)))
    assert "deck_reshuffled" in [e.kind for e in events]
    assert len(state.deck) == discarded - 1 and state.discard == []
    assert all(card >= 0 for card in state.display)


def test_completing_a_house_roofs_it_and_counts_it_on_the_roof_track(
    content: PortoContent,
) -> None:
    """"Una casa está completa cuando un jugador construye el último piso ... inmediatamente
    coloca una Teja en esa casa" — the roof track counts completed houses for the end."""
    state = arrange(playing(content), houses={7: "b2"}, hand="r1 b1")
    roofs, completed = state.roofs_left, state.completed
    events = state.apply(Build("r1", "b1", 7))
    assert "roof_placed" in [e.kind for e in events]
    assert (state.roofs_left, state.completed) == (roofs - 1, completed + 1)
