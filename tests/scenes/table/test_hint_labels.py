"""Moves the hint card would name alike are told apart in words a player reads (which
contracts, which location, the button's words), never by their text forms; and every move of
Porto's card row has a numbered badge on the board, on the cards it takes."""

from __future__ import annotations

import pygame

from game.boards.base import SeatLook
from game.bots.base import Suggestion
from game.games import board_kit, get_rules, load_game_content
from game.match_setup import MatchSetup, Seat
from game.rules.core import GameConfig, Move, Rng, State
from game.rules.oregon.moves import EndTurn
from game.rules.porto.moves import Draw, KeepContracts
from game.scenes.table.hint_panel import HintLine, hint_lines
from game.ui.context import UiContext

NAMES = ["Ana", "Bot"]


def lines_for(game_id: str, view: State, moves: list[Move]) -> list[HintLine]:
    player = view.current_player
    assert player is not None
    ranking = [Suggestion(move, 0.5, 1.0, 10) for move in moves]
    return hint_lines(ranking, view, player, board_kit(game_id), NAMES, str, "en")


def new_game(game_id: str, seed: int = 5) -> State:
    return get_rules(game_id).new_game(load_game_content(game_id), GameConfig(2), seed)


def played_until(game_id: str, wanted: type, seed: int = 5, most: int = 3000) -> State:
    """A random game of ``game_id`` played until a move of type ``wanted`` is legal."""
    state, rng = new_game(game_id, seed), Rng(seed)
    for _ in range(most):
        moves = state.legal_moves()
        if any(isinstance(m, wanted) for m in moves):
            return state
        state.apply(rng.choice(moves))
    raise AssertionError(f"no {wanted.__name__} in {most} moves")


def test_private_contracts_kept_alike_are_told_apart_by_the_names_on_their_cards() -> None:
    state = new_game("porto")
    keeps = [m for m in state.legal_moves() if isinstance(m, KeepContracts)][:3]
    lines = lines_for("porto", state, keeps)
    dealt = state.private_dealt[0]
    for line, keep in zip(lines, keeps, strict=True):
        names = [state.tables.private[dealt[p - 1]].id for p in keep.positions]
        assert line.text.startswith(", ".join(names) + ": "), line.text
        assert str(keep).split()[-1] not in line.text
    assert len({line.text for line in lines}) == 3


def test_a_harvest_paid_by_hand_and_in_the_best_order_are_told_apart_by_location_and_button() -> None:
    from game.rules.fields_of_green.moves import AutoHarvest, Harvest

    state = played_until("fields_of_green", Harvest)
    moves = [m for m in state.legal_moves() if isinstance(m, Harvest | AutoHarvest)][:3]
    lines = lines_for("fields_of_green", state, moves)
    assert len({line.text for line in lines}) == len(lines)
    for line, move in zip(lines, moves, strict=True):
        assert str(move) not in line.text, line.text
        if isinstance(move, AutoHarvest):
            assert line.text.startswith("Pay in the best order"), line.text
    assert any(line.text.startswith("Pay: ") for line in lines)


def test_keeping_the_hand_in_oregon_is_named_by_its_button() -> None:
    [line] = lines_for("oregon", new_game("oregon"), [EndTurn()])
    assert line.text == "Keep this hand"


def test_every_card_a_porto_player_may_draw_has_a_badge_on_the_cards_it_takes(table_ctx: UiContext) -> None:
    state = played_until("porto", Draw)
    content = load_game_content("porto")
    seats = [SeatLook(f"{i + 1}", (40 * i, 90, 160), "", False) for i in range(2)]
    setup = MatchSetup("porto", GameConfig(2), 0, tuple(Seat("human", f"{i + 1}") for i in range(2)))
    board = board_kit("porto").board_view(table_ctx, setup, content, seats)
    board.layout(pygame.Rect(0, 0, 1366, 768))
    board.show(state.view(0), 0, True)
    draws = [m for m in state.legal_moves() if isinstance(m, Draw)]
    assert draws
    for draw in draws:
        spot = board.hint_spot(draw)
        assert spot is not None, draw
        for slot in draw.slots:
            assert spot.contains(board.geo.display_cards[slot - 1]), draw


def test_a_silo_that_could_stand_in_several_places_is_told_by_the_farm_card_it_stands_next_to() -> None:
    from game.rules.fields_of_green.moves import BuildSilo

    state = played_until("fields_of_green", BuildSilo)
    silos = [m for m in state.legal_moves() if isinstance(m, BuildSilo)][:3]
    assert len(silos) > 1
    lines = lines_for("fields_of_green", state, silos)
    assert len({line.text for line in lines}) == len(lines), [line.text for line in lines]
    for line, move in zip(lines, silos, strict=True):
        assert line.text.startswith(("Left of ", "Right of ", "Above ", "Below ", "On ")), line.text
        assert str(move.cell[0]) not in line.text.split(":")[0], line.text

