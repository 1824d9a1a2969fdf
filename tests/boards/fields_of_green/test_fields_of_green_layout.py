"""Four farms of 25 locations on one 1366 x 768 screen, none overlapping, every card big
enough to tell apart; and the board's words complete in English, Spanish and French."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

import pytest
from conftest import Table, play_until

from game import paths
from game.boards.fields_of_green.names import WORDS
from game.boards.fields_of_green.sample import fill_farms
from game.boards.fields_of_green.texts import describe_event
from game.games import load_game_content
from game.i18n import Translator
from game.rules.core import GameConfig, Rng
from game.rules.fields_of_green import new_game
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.moves import BuildTower

TableFor = Callable[..., Table]


def test_four_farms_of_25_locations_fit_a_1366_by_768_screen_without_overlap(table_for: TableFor) -> None:
    state = fill_farms(play_until(3, 4, lambda s: s.phase == Phase.ACT and s.year == 3))
    assert all(len(f.farm) == 25 for f in state.players)
    table = table_for(state)
    table.paint()
    board = table.board
    panels = [place.panel for place in board.farms] + [board.geo.band, board.geo.strip]
    for a, b in itertools.combinations(panels, 2):
        assert not a.colliderect(b)
    for place in board.farms:
        assert set(state.players[place.player].farm) <= set(place.cells)
        cards = list(place.cells.values())
        assert all(place.grid.contains(card) for card in cards)
        assert not any(a.colliderect(b) for a, b in itertools.combinations(cards, 2))
        assert min(card.height for card in cards) >= 22
    assert min(card.height for card in board.farms[0].cells.values()) >= 40


@pytest.mark.parametrize("language", ["es", "fr"])
def test_every_word_of_the_board_is_translated(language: str) -> None:
    messages = Translator(paths.locale_dir(), language)._messages
    untranslated = [m for m in WORDS.msgids() if not messages.get(m)]
    assert untranslated == []


RAW = re.compile(r"\('|\['|\(\d+, |\b[FLCB]\d\d\b|\bE\d\b|\{|split|None")


@pytest.mark.parametrize("language", ["en", "es", "fr"])
def test_every_log_line_of_a_whole_game_is_a_sentence_without_codes_or_tuples(language: str) -> None:
    _ = Translator(paths.locale_dir(), language).gettext
    state = new_game(load_game_content("fields_of_green"), GameConfig(players=4), 7)
    rng = Rng(7)
    names = ["Ana", "Ben", "Chloé", "Dani"]
    lines = 0
    while state.phase != Phase.OVER:
        for event in state.apply(rng.choice(state.legal_moves())):
            line = describe_event(event, names, _)
            if event.kind in ("turn_started", "round_started", "card_chosen"):
                continue
            assert line, event.kind
            assert not RAW.search(line), line
            lines += 1
    assert lines > 100



@pytest.mark.parametrize(("language", "said"), [
    ("en", "and builds a water tower with Extra Tank on it"),
    ("es", "y construye una torre de agua con Depósito extra encima"),
    ("fr", "construit un château d'eau et y pose Réservoir d'appoint"),
])
def test_the_log_names_the_set_aside_tile_put_on_a_new_water_tower(language: str, said: str) -> None:
    _ = Translator(paths.locale_dir(), language).gettext
    state = play_until(3, 2, lambda s: s.phase == Phase.ACT and any(isinstance(m, BuildTower) for m in s.legal_moves()))
    mover = state.current
    state.players[mover].aside.append(state.tables.equipment_by_code["E3"])
    cell = next(m.cell for m in state.legal_moves() if isinstance(m, BuildTower))
    events = state.apply(BuildTower(cell, "E3"))
    (line,) = [describe_event(e, ["Ana", "Ben"], _) for e in events if e.kind == "tower_built"]
    assert line.startswith(["Ana", "Ben"][mover]) and line.endswith(said)
