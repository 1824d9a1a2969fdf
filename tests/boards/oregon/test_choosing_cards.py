"""Playing a turn with the mouse: two cards light up their spaces, a click places, hovering
explains, and the draw step and the extra turn are offered as clear choices."""

from __future__ import annotations

from game.boards.oregon.texts import preview_text
from game.rules.core import Move
from game.rules.oregon import OregonState, explain_space, score_preview
from game.rules.oregon.moves import DrawCard, ExtraTurn, PlaceFarmer
from game.ui.context import UiContext
from tests.boards.oregon.conftest import click, hover, make_view, play_until, po_gettext


def _two_landscape_cards(state: OregonState) -> bool:
    return state.phase_name == "play" and any(
        isinstance(m, PlaceFarmer) and not m.joker for m in state.legal_moves()
    )


def _farmer_spaces(moves: list[Move], first: str, second: str) -> set[tuple[int, int]]:
    """Spaces where a joker-free farmer move plays exactly these two landscape cards."""
    return {
        m.space
        for m in moves
        if isinstance(m, PlaceFarmer)
        and not m.joker
        and sorted((m.row_symbol, m.column_symbol)) == sorted((first, second))
    }


def _pick_farmer_pair(view, state: OregonState) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    move = next(m for m in state.legal_moves() if isinstance(m, PlaceFarmer) and not m.joker)
    slots = view.slots
    first = slots.index(move.row_symbol)
    rest = [i for i, card in enumerate(slots) if card == move.column_symbol and i != first]
    click(view, view.hand.slot_rects[first].center)
    lifted = view.hand.slot_rects[rest[0]]
    click(view, lifted.center)
    return move.row_symbol, move.column_symbol


def test_choosing_two_landscape_cards_highlights_every_legal_space_for_both_readings(
    ctx: UiContext,
) -> None:
    for seed in (1, 2, 3):
        state = play_until(seed, _two_landscape_cards)
        view = make_view(ctx)
        view.show(state.view(state.player), state.player, True)
        first, second = _pick_farmer_pair(view, state)
        expected = _farmer_spaces(state.legal_moves(), first, second)
        assert expected
        assert set(view.choices.targets) == expected
        rows = {state.tables.row_symbol[state.tables.cell_of(s)] for s in expected}
        symbols = {state.tables.symbol_index[first], state.tables.symbol_index[second]}
        assert rows <= symbols


def test_clicking_a_highlighted_space_plays_that_placement_once(ctx: UiContext) -> None:
    state = play_until(4, _two_landscape_cards)
    view = make_view(ctx)
    view.show(state.view(state.player), state.player, True)
    _pick_farmer_pair(view, state)
    space, move = next(iter(view.choices.targets.items()))
    click(view, view.geometry.space_rect(space).center)  # type: ignore[union-attr]
    assert view.take_move() == move
    assert move in state.legal_moves()
    assert view.take_move() is None


def test_hovering_an_unusable_space_tells_the_rules_reason(ctx: UiContext) -> None:
    state = play_until(5, _two_landscape_cards)
    view = make_view(ctx)
    shown = state.view(state.player)
    view.show(shown, state.player, True)
    first, second = _pick_farmer_pair(view, state)
    blocked = next(
        (r, c)
        for r in range(state.tables.rows)
        for c in range(state.tables.columns)
        if (r, c) not in view.choices.targets
    )
    hover(view, view.geometry.space_rect(blocked).center)  # type: ignore[union-attr]
    reason = explain_space(shown, [first, second], blocked)
    assert reason
    assert view.prompt() == reason


def test_hovering_a_highlighted_space_previews_what_it_scores(ctx: UiContext) -> None:
    def scoring_farmer(state: OregonState) -> bool:
        if not _two_landscape_cards(state):
            return False
        return any(
            isinstance(m, PlaceFarmer)
            and not m.joker
            and sum(n for _s, n in score_preview(state, m)) > 0
            for m in state.legal_moves()[:60]
        )

    state = play_until(6, scoring_farmer)
    shown = state.view(state.player)
    move = next(
        m
        for m in state.legal_moves()[:60]
        if isinstance(m, PlaceFarmer)
        and not m.joker
        and sum(n for _s, n in score_preview(state, m)) > 0
    )
    view = make_view(ctx)
    view.show(shown, state.player, True)
    slots = view.slots
    first = slots.index(move.row_symbol)
    second = next(i for i, c in enumerate(slots) if c == move.column_symbol and i != first)
    click(view, view.hand.slot_rects[first].center)
    click(view, view.hand.slot_rects[second].center)
    hover(view, view.geometry.space_rect(move.space).center)  # type: ignore[union-attr]
    gains = score_preview(shown, view.choices.targets[move.space])
    points = sum(n for source, n in gains if source not in ("coal", "gold", "joker", "extra_turn"))
    assert view.prompt() == preview_text(gains, ctx.translator.gettext)
    if points:
        assert view.prompt().startswith(f"Farmer here: +{points} (")
    assert view.tooltip(view.geometry.space_rect(move.space).center) == view.prompt(), (  # type: ignore[union-attr]
        "the preview is shown beside the pointer too")


def test_the_hover_preview_says_what_is_placed_and_where_each_point_comes_from() -> None:
    english = lambda text: text  # noqa: E731
    gains = [("post_office", 3), ("church", 3), ("gold", 1)]
    assert preview_text(gains, english) == "Farmer here: +6 (post office 3, church 3); +1 gold"
    assert preview_text([], english, "gold_mine") == "Gold mine here: no points"
    spanish = preview_text(gains, po_gettext("es"), "harbour")
    assert spanish.startswith("Puerto") and "+6 (" in spanish and "Farmer" not in spanish


def test_the_draw_step_lets_the_player_pick_the_deck_for_each_card(ctx: UiContext) -> None:
    state = play_until(
        7, lambda s: s.phase_name == "draw" and DrawCard("landscape") in s.legal_moves()
    )
    view = make_view(ctx)
    view.show(state.view(state.player), state.player, True)
    click(view, view.supply.decks["landscape"].center)
    assert view.take_move() == DrawCard("landscape")
    offered = {b.key for b in view.buttons}
    assert "oregon_draw_landscape" in offered
    for deck in ("landscape", "building"):
        if DrawCard(deck) in state.legal_moves():  # type: ignore[arg-type]
            button = next(b for b in view.buttons if b.key == f"oregon_draw_{deck}")
            click(view, button.rect.center)
            assert view.take_move() == DrawCard(deck)  # type: ignore[arg-type]


def test_the_extra_turn_is_offered_as_take_or_go_on(ctx: UiContext) -> None:
    state = play_until(8, lambda s: s.phase_name == "extra", players=2)
    view = make_view(ctx, players=2)
    view.show(state.view(state.player), state.player, True)
    buttons = {b.key: b for b in view.buttons}
    click(view, buttons["oregon_take"].rect.center)
    assert view.take_move() == ExtraTurn(True)
    click(view, buttons["oregon_decline"].rect.center)
    assert view.take_move() == ExtraTurn(False)


def test_nothing_is_played_while_the_board_is_not_interactive(ctx: UiContext) -> None:
    state = play_until(9, _two_landscape_cards)
    view = make_view(ctx)
    view.show(state.view(state.player), state.player, False)
    for rect in view.hand.slot_rects:
        click(view, rect.center)
    assert not view.choices.targets
    assert view.take_move() is None
    assert view.prompt() == ""


def test_escape_drops_the_selection(ctx: UiContext) -> None:
    state = play_until(10, _two_landscape_cards)
    view = make_view(ctx)
    view.show(state.view(state.player), state.player, True)
    _pick_farmer_pair(view, state)
    assert view.choices.targets
    assert view.cancel()
    assert not view.choices.targets
    assert not view.cancel()


def test_in_the_start_tile_round_the_hand_area_explains_the_start_tile_not_hidden_cards(
    ctx: UiContext,
) -> None:
    state = play_until(1, lambda s: s.phase_name == "start")
    view = make_view(ctx)
    view.show(state.view(state.player), state.player, True)
    tile = state.tables.content.buildings[state.start_tile[state.player]]
    text = view.tooltip(view.hand.slot_rects[0].center)
    assert text is not None and "start tile" in text
    assert tile.id.replace("_", " ") in text.lower()
    assert view.tooltip(view.hand.slot_rects[1].center) is None
