"""Taking display cards, keeping private contracts, placing the bonus token and keeping
secrets from the board."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.boards.porto import contracts
from game.boards.porto.cards import card_face
from game.rules.porto.moves import Draw, KeepContracts, PlaceBonus
from tests.boards.porto.conftest import Table, can_build, play_until


def test_picking_display_cards_and_confirming_takes_them(table_for: Callable[..., Table]) -> None:
    table = table_for(play_until(4, 4, lambda s: s.phase_name() == "play"))
    draws = [m for m in table.view.legal_moves() if isinstance(m, Draw)]
    wanted = max(draws, key=lambda m: len(m.slots))
    for slot in wanted.slots:
        table.click(table.board.geo.display_cards[slot - 1].center)
    assert table.board.take_move() is None
    table.click(table.board.geo.action.center)
    assert table.board.take_move() == wanted


def test_a_display_card_beyond_the_value_limit_is_refused_with_the_reason(table_for: Callable[..., Table]) -> None:
    for seed in range(1, 40):
        table = table_for(play_until(seed, 4, lambda s: s.phase_name() == "play"))
        view = table.view
        threes = [i + 1 for i, k in enumerate(view.display) if k >= 0 and view.tables.card_value[k] == 3]
        if len(threes) >= 2:
            table.click(table.board.geo.display_cards[threes[0] - 1].center)
            table.click(table.board.geo.display_cards[threes[1] - 1].center)
            assert table.board.display_picked.picked == [threes[0]]
            assert "at most value" in table.board.prompt()
            return
    raise AssertionError("no display with two threes found")


def test_escape_drops_the_selection(table_for: Callable[..., Table]) -> None:
    table = table_for(play_until(4, 4, can_build))
    table.click(table.board.hand_rects[0].center)
    assert table.board.cancel() is True
    assert not table.board.hand_picked and table.board.cancel() is False


def test_keeping_three_private_contracts_from_the_board(table_for: Callable[..., Table]) -> None:
    table = table_for(play_until(6, 3, lambda s: s.phase_name() == "choose-contracts"))
    dealt = len(table.view.private_dealt[table.viewer])
    _panel, rects, button = contracts.keep_layout(table.board, dealt)
    for rect in (rects[0], rects[2], rects[4]):
        table.click(rect.center)
    table.click(button.center)
    move = table.board.take_move()
    assert move == KeepContracts((1, 3, 5))
    assert move in table.view.legal_moves()


def test_the_bonus_token_goes_on_a_lit_roof(table_for: Callable[..., Table]) -> None:
    table = table_for(play_until(3, 4, lambda s: s.phase_name() == "place-bonus"))
    legal = {m.house for m in table.view.legal_moves() if isinstance(m, PlaceBonus)}
    assert table.board.highlighted_houses() == legal
    house = min(legal)
    table.click(table.house_point(house))
    assert table.board.take_move() == PlaceBonus(house)


def _drawn_cards(table: Table, monkeypatch: object) -> list[str]:
    import game.boards.porto.cards as cards_module

    seen: list[str] = []

    def spy(board: object, code: str, size: tuple[int, int]) -> pygame.Surface:
        seen.append(code)
        return card_face(board, code, size)  # type: ignore[arg-type]

    monkeypatch.setattr(cards_module, "card_face", spy)  # type: ignore[attr-defined]
    table.board.draw(pygame.Surface((1366, 768)))
    return seen


def test_nothing_of_another_players_hand_or_private_contracts_is_drawn(table_for: Callable[..., Table],
                                                                       monkeypatch: object) -> None:
    state = play_until(9, 2, lambda s: s.phase_name() == "play" and s.hand_sizes[1] >= 3 and s.current == 0)
    table = table_for(state, viewer=0)
    shown = _drawn_cards(table, monkeypatch)
    view = state.view(0)
    display = [view.tables.card_codes[k] for k in view.display if k >= 0]
    assert sorted(shown) == sorted(display + table.board.hand)
    assert table.board.hand == [c for c in table.board.hand if c in view.tables.card_codes]
    other = state.clone()
    other.hands[1] = list(reversed(other.hands[1]))
    other.private_kept[1] = list(reversed(other.private_kept[1]))
    first = pygame.Surface((1366, 768))
    second = pygame.Surface((1366, 768))
    table.board.show(state.view(0), 0, True)
    table.board.draw(first)
    table.board.show(other.view(0), 0, True)
    table.board.draw(second)
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")


def test_behind_a_hand_off_no_hand_is_drawn(table_for: Callable[..., Table], monkeypatch: object) -> None:
    state = play_until(9, 2, lambda s: s.phase_name() == "play" and s.hand_sizes[0] >= 2)
    table = table_for(state)
    table.board.show(state.view(0), None, False)
    display = [state.tables.card_codes[k] for k in state.display if k >= 0]
    assert sorted(_drawn_cards(table, monkeypatch)) == sorted(display)
    assert table.board.prompt() == ""


def test_showing_a_view_again_paints_the_board_afresh(table_for: Callable[..., Table]) -> None:
    table = table_for(play_until(1, 2, can_build))
    before = table.board.look()
    table.board.show(table.view, table.viewer, True)
    assert table.board.look() != before


def test_with_an_empty_hand_the_prompt_asks_only_for_display_cards(table_for: Callable[..., Table]) -> None:
    from game.rules.porto.legal import PLAY

    state = play_until(3, 2, lambda s: s.phase == PLAY and s.hand_sizes[s.current_player] == 0)
    prompt = table_for(state).board.prompt()
    assert "display" in prompt and "hand" not in prompt
    spanish = table_for(state, language="es").board.prompt()
    assert spanish.startswith("Elige cartas de la fila") and "mano" not in spanish
