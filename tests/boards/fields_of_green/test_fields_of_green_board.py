"""What a player notices on Fields of Green's board: the places lit for a card are exactly the
legal ones, a tower shows its reach, the harvest lists every ability, the hand hides behind a
hand-off, the draw's split and the draft's buttons play legal moves."""

from __future__ import annotations

from collections.abc import Callable

from conftest import BOARD_RECT, Table, play_until

from game.boards.fields_of_green.band import card_face
from game.boards.fields_of_green.names import PILE_TEXTS, counted
from game.rules.core import CHOICES_REVEALED, Event
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.moves import (
    AutoHarvest,
    Build,
    BuildTower,
    Flip,
    Harvest,
    Pick,
    Split,
)
from game.rules.fields_of_green.preview import card_options, tower_range
from game.rules.fields_of_green.state import FogState
from game.ui import text_watch

TableFor = Callable[..., Table]


def acting(state: FogState) -> bool:
    """Year 2, the player to move acts with a card that can be built somewhere."""
    return (state.phase == Phase.ACT and state.year >= 2
            and any(isinstance(m, Build) for m in state.legal_moves()))


def test_the_revealed_card_lights_exactly_the_places_where_it_can_be_built(table_for: TableFor) -> None:
    state = play_until(3, 4, acting)
    table = table_for(state)
    legal = {m.cell for m in state.legal_moves() if isinstance(m, Build) and not m.attach}
    assert set(table.board.lit) == legal
    assert set(table.board.options) == legal
    place = table.board.farms[0]
    cell = sorted(legal)[0]
    table.click(place.cells[cell].center)
    assert table.board.take_move() == Build(cell)


def test_the_tower_button_lights_the_free_places_and_clicking_one_builds_the_tower(table_for: TableFor) -> None:
    state = play_until(3, 4, lambda s: acting(s) and any(isinstance(m, BuildTower) for m in s.legal_moves()))
    table = table_for(state)
    button = next(b for b in table.board.controls if b.key.endswith("_tower"))
    table.click(button.rect.center)
    towers = {m.cell for m in state.legal_moves() if isinstance(m, BuildTower)}
    assert set(table.board.lit) == towers
    cell = sorted(towers)[0]
    table.click(table.board.farms[0].cells[cell].center)
    assert table.board.take_move() == BuildTower(cell)


def test_hovering_a_hand_card_in_the_draft_lights_where_it_could_be_built(table_for: TableFor) -> None:
    state = play_until(5, 4, lambda s: s.phase == Phase.PICK and s.year == 2)
    viewer = state.waiting()[0]
    table = table_for(state, viewer)
    code = table.board.hand[2]
    table.hover(table.board.hand_rects[2].center)
    expected = {o.cell for o in card_options(state.view(viewer), viewer, state.tables.by_code[code])}
    assert set(table.board.options) == expected


def test_clicking_a_hand_card_twice_keeps_it_face_down(table_for: TableFor) -> None:
    state = play_until(5, 4, lambda s: s.phase == Phase.PICK)
    viewer = state.waiting()[0]
    table = table_for(state, viewer)
    code = table.board.hand[1]
    table.click(table.board.hand_rects[1].center)
    assert table.board.take_move() is None
    table.click(table.board.hand_rects[1].center)
    assert table.board.take_move() == Pick(viewer, code)


def test_hovering_a_tower_shows_the_places_it_reaches(table_for: TableFor) -> None:
    state = play_until(3, 4, acting)
    table = table_for(state)
    place = table.board.farms[0]
    table.hover(place.cells[(0, 0)].center)
    reach = table.board.reach()
    assert reach is not None
    assert reach == (place.player, tower_range(state.view(place.player), place.player, (0, 0)))
    before = table.paint()
    table.hover((2, 2))
    after = table.paint()
    reached_free = [c for c in reach[1] if c in place.cells and c not in state.players[place.player].farm]
    assert reached_free, "the starting tower reaches free places"
    centre = place.cells[reached_free[0]].center
    assert before.get_at(centre) != after.get_at(centre)


def test_the_harvest_panel_lists_every_ability_and_pays_in_the_best_order(table_for: TableFor) -> None:
    state = play_until(3, 4, lambda s: s.phase == Phase.HARVEST and len(s.players[s.current].todo) >= 2)
    table = table_for(state)
    table.paint()
    farmer = state.players[state.current]
    assert [row.cell for row in table.board.harvest_rows] == farmer.todo
    for row in table.board.harvest_rows:
        assert (row.pay is not None) == (Harvest(row.cell) in state.legal_moves())
    row = next(r for r in table.board.harvest_rows if r.pay is not None)
    table.click(row.pay.center)  # type: ignore[union-attr]
    assert table.board.take_move() == Harvest(row.cell)
    auto = next(b for b in table.board.controls if b.key.endswith("_auto"))
    table.click(auto.rect.center)
    assert table.board.take_move() == AutoHarvest()


def test_the_hand_off_screen_hides_the_hand(table_for: TableFor) -> None:
    state = play_until(5, 4, lambda s: s.phase == Phase.PICK)
    table = table_for(state, None, interactive=False)
    table.paint()
    assert table.board.hand == [] and table.board.hand_rects == []
    assert not table.board.controls


def test_the_split_counts_change_with_their_keys_and_the_button_draws_them(table_for: TableFor) -> None:
    state = play_until(3, 4, lambda s: s.phase == Phase.DRAW)
    table = table_for(state)
    table.paint()
    assert table.board.split == [2, 2, 1, 1]
    minus_field = next(r for r, pile, step in table.board.split_keys if pile == 0 and step < 0)
    plus_building = next(r for r, pile, step in table.board.split_keys if pile == 3 and step > 0)
    table.click(minus_field.center)
    table.click(plus_building.center)
    assert table.board.split == [1, 2, 1, 2]
    table.board.confirm()
    assert table.board.take_move() == Split((1, 2, 1, 2))


def test_the_words_under_the_four_counts_are_all_shown_or_none_in_every_language(table_for: TableFor) -> None:
    state = play_until(3, 4, lambda s: s.phase == Phase.DRAW)
    for language in ("en", "es", "fr"):
        table = table_for(state, language=language)
        with text_watch.watching() as seen:
            table.paint()
        drawn = [line.text for line in seen.lines.values()]
        words = [counted(text, n, table.board.gettext) for text, n in zip(PILE_TEXTS, table.board.split, strict=True)]
        assert sum(text in drawn for text in words) in (0, 4), (language, words)


def test_the_reveal_turns_every_choice_over_together(table_for: TableFor) -> None:
    state = play_until(5, 4, lambda s: s.phase == Phase.ACT)
    table = table_for(state)
    choices = tuple(state.tables.cards[f.pick].code for f in state.players if f.pick >= 0)
    table.board.animate([Event(CHOICES_REVEALED, None, {"choices": choices})], None)
    assert table.board.busy
    table.paint()
    table.board.update(5.0)
    assert not table.board.busy


def test_the_hint_outlines_the_place_it_suggests(table_for: TableFor) -> None:
    state = play_until(3, 4, acting)
    table = table_for(state)
    move = next(m for m in state.legal_moves() if isinstance(m, Build) and not m.attach)
    before = table.paint()
    table.board.show_hint(move)
    after = table.paint()
    rect = table.board.farms[0].cells[move.cell].inflate(6, 6)
    assert before.get_at(rect.midtop) != after.get_at(rect.midtop)


def test_hovering_a_pile_says_how_many_cards_it_holds(table_for: TableFor) -> None:
    state = play_until(3, 4, lambda s: s.phase == Phase.DRAW)
    table = table_for(state)
    table.paint()
    help_text = table.board.tooltip(table.board.pile_rects[0].center)
    assert help_text == f"Field pile: {len(state.piles[0])} cards left"


def test_a_location_left_unpaid_turns_face_down_before_the_eyes(table_for: TableFor) -> None:
    state = play_until(3, 4, lambda s: s.phase == Phase.HARVEST and bool(s.players[s.current].todo))
    player = state.current
    cell = state.players[player].todo[0]
    events = state.apply(Flip(cell))
    table = table_for(state, player)
    table.board.animate(events, None)
    assert table.board.busy
    table.board.update(0.3)
    table.paint()
    table.board.update(5.0)
    assert not table.board.busy


def test_the_step_buttons_are_built_once_for_a_layout_and_kept_while_nothing_changes(table_for: TableFor) -> None:
    state = play_until(3, 4, acting)
    table = table_for(state)
    table.board.layout(BOARD_RECT.inflate(-40, -40))
    table.board.layout(BOARD_RECT)
    first = list(table.board.controls)
    assert first and all(BOARD_RECT.contains(button.rect) for button in first)
    table.board.show(state.view(table.viewer), table.viewer, True)
    assert table.board.controls == first
    assert all(kept is again for kept, again in zip(first, table.board.controls, strict=True))


def test_a_whole_card_too_small_for_its_name_is_drawn_without_words(table_for: TableFor) -> None:
    state = play_until(3, 4, acting)
    table = table_for(state)
    code = state.tables.cards[0].code
    with text_watch.watching() as small:
        card_face(table.board, code, (14, 20))
    with text_watch.watching() as large:
        card_face(table.board, code, (140, 200))
    assert not small.lines
    assert large.lines and not large.spilled()


def test_a_hand_card_whose_text_has_no_room_ends_in_an_ellipsis(table_for: TableFor) -> None:
    state = play_until(3, 4, acting)
    table = table_for(state, language="fr")
    long = max((c.code for c in state.tables.cards), key=lambda code: len(table.board.book.text(code, table.board.gettext)))
    with text_watch.watching() as seen:
        card_face(table.board, long, (84, 120))
    assert any(line.text.endswith("…") for line in seen.lines.values()) and not seen.spilled()


def test_the_table_and_the_log_call_a_round_a_year() -> None:
    from game.boards.fields_of_green import KIT
    from game.scenes.table.log_book import round_name

    assert round_name(KIT, 3, lambda text: text) == "Year 3"


def test_after_the_last_harvest_each_farm_still_shows_what_its_player_drew(table_for: TableFor) -> None:
    """Issue 32: the first-player token passes after the fourth harvest too, and a finished
    two-player game showed the other player's last split on each farm's "Drew" chips."""
    from game.boards.fields_of_green.farms import split_shown

    drew: dict[int, tuple[int, ...]] = {}

    def over(state: FogState) -> bool:
        if state.phase != Phase.OVER:  # during a year its splits are in order from the first player
            for index, split in enumerate(state.splits):
                drew[(state.first + index) % state.num_players] = tuple(split)
        return state.phase == Phase.OVER

    state = play_until(5, 2, over)
    assert len(set(drew.values())) == 2, "a game whose two last splits differ"
    table = table_for(state, viewer=None, interactive=False)
    assert [split_shown(table.board, player) for player in range(2)] == [drew[0], drew[1]]


def test_a_tile_set_aside_for_towers_is_offered_with_the_tower_and_goes_on_the_place_clicked(table_for: TableFor) -> None:
    # rulebook, "Equipo": a tile set aside may be placed when a location it fits is built,
    # and water towers count as locations
    state = play_until(3, 4, lambda s: acting(s) and any(isinstance(m, BuildTower) for m in s.legal_moves()))
    state.players[state.current].aside = [state.tables.equipment_by_code["E3"]]
    table = table_for(state)
    assert not any(b.key.endswith("attach:E3") for b in table.board.controls)  # no Extra Tank on a location
    table.click(next(b for b in table.board.controls if b.key.endswith("_tower")).rect.center)
    table.click(next(b for b in table.board.controls if b.key.endswith("attach:E3")).rect.center)
    with_tank = {m.cell for m in state.legal_moves() if isinstance(m, BuildTower) and m.attach == "E3"}
    assert with_tank and set(table.board.lit) == with_tank
    cell = sorted(with_tank)[0]
    table.click(table.board.farms[0].cells[cell].center)
    assert table.board.take_move() == BuildTower(cell, "E3")
