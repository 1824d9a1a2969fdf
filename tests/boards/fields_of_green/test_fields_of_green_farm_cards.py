"""What a player reads on the farms' cards (issue 34): every built card keeps its name, its
title is inked to stand out from its band, and a late farm keeps its scale while a decision
is made."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from conftest import Table, play_until

from game.boards.fields_of_green.art import KIND_COLOURS, contrast, title_ink
from game.boards.fields_of_green.farms import draw_farm
from game.boards.fields_of_green.geometry import place_farm
from game.boards.fields_of_green.sample import fill_farms
from game.rules.fields_of_green.legal import Phase
from game.ui import theme

TableFor = Callable[..., Table]


@pytest.mark.parametrize("language", ["en", "es", "fr"])
def test_every_card_built_on_a_grown_farm_shows_its_name_at_1366_by_768(table_for: TableFor, language: str) -> None:
    state = fill_farms(play_until(3, 2, lambda s: s.phase == Phase.ACT and s.year == 3))
    table = table_for(state, language=language)
    board = table.board
    place = board.farms[0]
    farm = state.players[place.player].farm
    unnamed = []
    for cell, loc in farm.items():
        if not loc.up or loc.card < 0:
            continue
        design = board.tables.cards[loc.card]
        _font, lines = board.art.title(design.code, design.kind, place.cells[cell].size, board.gettext)
        if not lines:
            unnamed.append(board.book.name(design.code, board.gettext))
    assert unnamed == []


def test_a_grown_farm_uses_the_width_of_its_panel() -> None:
    import pygame

    from game.boards.fields_of_green.geometry import lay_cells

    grid = pygame.Rect(0, 0, 640, 360)
    cells = [(x, y) for x in range(7) for y in range(7)]
    width, height = lay_cells(grid, cells, 120, 2)[0]
    assert width > height  # a farm as wide as it is tall in a wide panel: its cards widen
    assert width * 7 > grid.width * 0.8


@pytest.mark.parametrize("kind", ["field", "livestock", "construction", "building", "tower", "silo"])
def test_a_card_title_is_inked_in_whichever_ink_stands_out_more_from_its_band(kind: str) -> None:
    band = KIND_COLOURS[kind]
    ink = title_ink(band)
    other = theme.INK_ON_DARK if ink == theme.INK else theme.INK
    assert contrast(ink, band) >= contrast(other, band)


def test_a_yellow_field_card_is_titled_in_dark_ink() -> None:
    assert title_ink(KIND_COLOURS["field"]) == theme.INK


def test_the_large_farm_keeps_its_scale_when_the_free_places_go_between_two_steps(table_for: TableFor) -> None:
    acting = play_until(5, 2, lambda s: s.phase == Phase.ACT and s.year == 2)
    table = table_for(acting, viewer=acting.current_player)
    board = table.board
    player = board.farms[0].player
    before = dict(board.farms[0].cells)
    farm = set(acting.players[player].farm)
    # the same farm seen after the action (no free places shown), before it grows
    later = play_until(5, 2, lambda s: s.phase not in (Phase.PICK, Phase.TAKE, Phase.ACT)
                       and s.year >= 2 and set(s.players[player].farm) == farm)
    board.show(later.view(player), player, True)
    after = board.farms[0]
    assert after.player == player
    assert {cell: after.cells[cell] for cell in farm} == {cell: before[cell] for cell in farm}


def _token(paint: Callable[..., None], size: int = 24) -> tuple[set[tuple[int, int]], tuple[float, float, float]]:
    import pygame

    surface = pygame.Surface((2 * size, 2 * size), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    paint(surface, (size, size), size)
    inked = {(x, y) for x in range(2 * size) for y in range(2 * size) if surface.get_at((x, y)).a}
    colours = [surface.get_at(p) for p in inked]
    mean = tuple(sum(c[i] for c in colours) / len(colours) for i in range(3))
    return inked, mean  # type: ignore[return-value]


def test_a_coin_and_a_food_token_differ_in_colour_and_in_shape() -> None:
    from game.boards.fields_of_green.art import coin, grain

    coin_shape, coin_colour = _token(coin)
    food_shape, food_colour = _token(grain)
    distance = sum((a - b) ** 2 for a, b in zip(coin_colour, food_colour, strict=True)) ** 0.5
    assert distance > 80  # not two yellows
    differing = len(coin_shape ^ food_shape) / len(coin_shape | food_shape)
    assert differing > 0.15  # not two discs


def _side_by_side(column: list[pygame.Rect]) -> list[pygame.Rect]:
    """Two farms side by side over a third across the column's foot, as at 1366 x 768."""
    whole = column[0].unionall(column)
    half, top = whole.width // 2, whole.height // 2
    return [pygame.Rect(whole.x, whole.y, half - 3, top - 3), pygame.Rect(whole.x + half + 3, whole.y, half - 3, top - 3),
            pygame.Rect(whole.x, whole.y + top + 3, whole.width, whole.height - top - 3)]


def test_every_farm_of_four_shows_what_its_player_drew_during_the_draft(table_for: TableFor) -> None:
    # the draw is public (rulebook, "Fase de robo": the piles are chosen openly)
    state = play_until(3, 4, lambda s: s.phase == Phase.PICK and s.year == 2)
    table = table_for(state, viewer=state.waiting()[0])
    surface = table.paint()
    # the other farms side by side, each narrow enough to letter its header on two lines
    narrow = [place_farm(place.player, panel, place.cells, table.board.geo.unit, 60)
              for place, panel in zip(table.board.farms[1:], _side_by_side(table.board.geo.others), strict=True)]
    for place in narrow:
        draw_farm(surface, table.board, place, large=False)
    chip = KIND_COLOURS["construction"]
    for place in [table.board.farms[0], *narrow]:
        head = place.header
        shown = any(surface.get_at((x, y))[:3] == chip for x in range(head.x, head.right)
                    for y in range(head.y, head.bottom))
        assert shown, f"the farm of seat {place.player} hides what its player drew"


@pytest.mark.parametrize(("language", "words"), [("en", {"cereal", "fruit", "vegetable"}),
                                                 ("es", {"cereal", "fruta", "hortaliza"}),
                                                 ("fr", {"céréale", "fruits", "légume"})])
def test_every_cereal_fruit_and_vegetable_card_says_which_it_is(language: str, words: set[str]) -> None:
    from game import paths
    from game.boards.fields_of_green.names import CardBook
    from game.games import load_game_content
    from game.i18n import Translator

    _ = Translator(paths.locale_dir(), language).gettext
    content = load_game_content("fields_of_green")
    book = CardBook(content)
    named = {card.id: book.card_type(card.id, _) for card in content.cards
             if set(card.tags) & {"cereal", "fruit", "vegetable"}}
    assert named and set(named.values()) == words


def test_each_card_is_pictured_by_its_own_subject_not_its_piles(table_for: TableFor) -> None:
    from game.boards.fields_of_green.motifs import MOTIFS

    state = play_until(5, 2, lambda s: s.phase == Phase.TAKE)
    board = table_for(state).board
    by_name = {board.book.name(card.id, board.gettext): card.id for card in board.book.content.cards}
    # a tree of apples on the orchard, a duck on the pond, hives for the bees: no wheat, no cow
    assert board.art.motif(by_name["Apple Orchard"]) == "fruit"
    assert board.art.motif(by_name["Duck Pond"]) == "bird"
    assert board.art.motif(by_name["Beehives"]) == "insect"
    assert board.art.motif(by_name["Sunflower Field"]) == "flower"
    pictures = {board.art.motif(code) for code in by_name.values()}
    assert pictures - {""} <= set(MOTIFS) and len(pictures) >= 10
