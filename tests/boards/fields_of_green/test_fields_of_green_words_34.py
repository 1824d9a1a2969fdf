"""What the board says where a new player was misled (issue 34)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from conftest import Table, play_until

from game import paths
from game.boards.fields_of_green.art import COLOURS
from game.boards.fields_of_green.help import prompt
from game.boards.fields_of_green.texts import describe_event
from game.i18n import Translator
from game.rules.core import Event
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.state import FogState

TableFor = Callable[..., Table]


@pytest.mark.parametrize("language", ["en", "es", "fr"])
def test_a_card_chosen_from_the_open_two_player_row_is_taken_not_kept_face_down(table_for: TableFor,
                                                                                 language: str) -> None:
    state = play_until(5, 2, lambda s: s.phase == Phase.TAKE)
    table = table_for(state, language=language)
    table.click(table.board.hand_rects[0].center)
    assert table.board.chosen == 0
    said = prompt(table.board)
    face_down = {"en": "face down", "es": "boca abajo", "fr": "face cachée"}[language]
    taken = {"en": "take it", "es": "tomarla", "fr": "la prendre"}[language]
    assert face_down not in said
    assert taken in said


@pytest.mark.parametrize(("language", "said"), [("en", "loses 1 water: the storage is full"),
                                                ("es", "pierde 1 de agua"), ("fr", "perd 1 eau")])
def test_the_log_says_the_water_a_full_tower_lost_at_harvest(language: str, said: str) -> None:
    _ = Translator(paths.locale_dir(), language).gettext
    line = describe_event(Event("spilt", 0, {"water": 1, "food": 0}), ["Ana", "Ben"], _)
    assert line is not None and "Ana" in line and said in line


def _unbuildable(state: FogState) -> bool:
    """The player to move acts with a card they lack the coins for."""
    from game.rules.fields_of_green.legal import build_cost
    from game.rules.fields_of_green.moves import Build

    if state.phase != Phase.ACT or any(isinstance(m, Build) for m in state.legal_moves()):
        return False
    farmer = state.players[state.current]
    return farmer.pick >= 0 and build_cost(state, state.current, farmer.pick)[0] > farmer.coins


@pytest.mark.parametrize("language", ["en", "es", "fr"])
def test_a_card_that_cannot_be_built_says_why(table_for: TableFor, language: str) -> None:
    from game.rules.fields_of_green.legal import build_cost

    state = _find(_unbuildable)
    table = table_for(state, language=language)
    farmer = state.players[state.current]
    cost = build_cost(state, state.current, farmer.pick)[0]
    said = prompt(table.board)
    assert str(cost) in said and str(farmer.coins) in said


def _find(want: Callable[[FogState], bool]) -> FogState:
    for seed in range(1, 40):
        try:
            return play_until(seed, 2, want)
        except LookupError:
            continue
    raise LookupError("no such position in 40 games")


def test_a_harvest_that_becomes_payable_after_another_is_paid_is_offered_pay(table_for: TableFor) -> None:
    # rulebook, "Fase de cosecha": the costs are paid one by one in any order, so the food
    # a field makes may feed the animals next
    from game.games import load_game_content
    from game.rules.core import GameConfig
    from game.rules.fields_of_green import new_game
    from game.rules.fields_of_green.farm import Location
    from game.rules.fields_of_green.moves import Harvest
    from game.rules.fields_of_green.tables import KINDS

    state = new_game(load_game_content("fields_of_green"), GameConfig(2), 1)
    state.first = state.current = 0

    def build(player: int, code: str, cell: tuple[int, int]) -> None:
        card = state.tables.by_code[code]
        state.piles[KINDS.index(state.tables.cards[card].kind)].remove(card)
        state.players[player].farm[cell] = Location(card)

    build(0, "F01", (-1, 0))  # wheat: 1 water makes 2 food
    build(0, "L04", (0, 1))  # dairy cows eat 2 food
    build(1, "F10", (-1, 0))  # the other player harvests after
    state.players[0].food = 0
    state.phase, state.acted = Phase.HARVEST, 0
    cards = state.tables.cards
    for farmer in state.players:
        farmer.todo = sorted(c for c, loc in farmer.farm.items() if loc.up and loc.card >= 0 and cards[loc.card].harvest)
    table = table_for(state, viewer=0)
    surface = table.paint()
    rows = {row.cell: row for row in table.board.harvest_rows}
    assert rows[(0, 1)].pay is None and rows[(-1, 0)].pay is not None
    # on the farm, only the payable one is ringed in the harvest's green
    cells = table.board.farms[0].cells

    def ringed(cell: tuple[int, int]) -> bool:
        edge = cells[cell].inflate(4, 4)
        return surface.get_at((edge.centerx, edge.y + 1))[:3] == COLOURS["harvest_band"]

    assert ringed((-1, 0)) and not ringed((0, 1))
    before = state.view(0)
    events = state.apply(Harvest((-1, 0)))
    assert Harvest((0, 1)) in state.legal_moves()
    table.board.animate(events, before)
    table.board.show(state.view(0), 0, True)
    table.board.update(0.2)
    table.paint()
    table.board.update(5.0)
    table.paint()
    rows = {row.cell: row for row in table.board.harvest_rows}
    assert rows[(0, 1)].pay is not None


def test_a_text_too_long_for_its_row_is_cut_after_a_whole_word(table_for: TableFor) -> None:
    from game.boards.fields_of_green.art import shortened

    state = play_until(5, 2, lambda s: s.phase == Phase.TAKE)
    fonts = table_for(state).board.fonts
    font = fonts.get("body", fonts.smallest)
    text = "Each time you take a livestock card, gain 1 coin."
    width = font.size("Each time you ta")[0]
    cut = shortened(font, text, width)
    assert cut.endswith("…") and font.size(cut)[0] <= width
    assert text.startswith(cut[:-1]) and text[len(cut) - 1] == " "


@pytest.mark.parametrize("language", ["en", "es", "fr"])
def test_an_equipment_card_names_the_whole_kind_it_goes_on(table_for: TableFor, language: str) -> None:
    from game.boards.fields_of_green.names import kind_name

    state = play_until(5, 2, lambda s: s.phase == Phase.TAKE)
    board = table_for(state, language=language).board
    fonts, _ = board.fonts, board.gettext
    for kind in ("field", "livestock", "construction", "building", "tower", "silo"):
        for width in (60, 80, 120):
            label = board.art.fits_label(kind, width, 12, _)
            assert kind_name(kind, _).lower() in label.lower()
            assert fonts.fit("bold", 12, label, width).size(label)[0] <= width or label.lower() == kind_name(kind, _).lower()
