"""Porto's board words follow the text size setting, and private contracts say plainly what
each tier is worth; at the largest size the tiers still fit the dealt contracts' cards at
1366 x 768, and a private contract's row grows as far as it has room."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.boards.base import TEXT_SCALE_BOUNDS, board_text_scale
from game.boards.kit.items import item_lines
from game.boards.kit.textcards import text_row
from game.boards.porto import KIT, PortoBoard
from game.boards.porto.contracts import TIER_SHRINK_LIMIT, contract_look, keep_layout
from game.boards.porto.names import private_text, tier_texts, tiers_text
from game.games import load_game_content
from game.match_setup import MatchSetup, Seat
from game.rules.core import GameConfig
from game.rules.porto.legal import CHOOSE_CONTRACTS
from game.rules.porto.tables import PrivateRule
from game.settings import UI_SCALES, Settings
from tests.boards.porto.conftest import (
    BOARD_RECT,
    can_build,
    make_context,
    play_until,
    porto_translator,
    seats,
)

LARGEST = max(UI_SCALES)
RULE = PrivateRule("S99", 0, (0,), ((1, 1), (2, 3), (3, 5)))


def _board(scale: float) -> PortoBoard:
    ctx = make_context()
    ctx.settings = replace(ctx.settings, ui_scale=scale)
    setup = MatchSetup("porto", GameConfig(players=2), 1, (Seat("human", "A"), Seat("human", "B")))
    board = KIT.board_view(ctx, setup, load_game_content("porto"), seats(2))
    assert isinstance(board, PortoBoard)
    board.layout(BOARD_RECT)
    return board


def test_a_private_contract_says_what_each_tier_is_worth() -> None:
    assert tiers_text(RULE, lambda text: text) == "1 = 1 pt, 2 = 3 pts, 3 = 5 pts"
    spanish = tiers_text(RULE, porto_translator("es").gettext)
    assert spanish == "1 = 1 PV, 2 = 3 PV, 3 = 5 PV"


def test_the_board_text_size_follows_the_setting_within_its_bounds() -> None:
    assert board_text_scale(Settings(ui_scale=2.0)) == TEXT_SCALE_BOUNDS[1]
    normal, largest = _board(1.0), _board(LARGEST)
    assert largest.geo.text_scale == min(LARGEST, TEXT_SCALE_BOUNDS[1])
    assert largest.geo.text(14) > normal.geo.text(14)
    assert largest.geo.private_cards == normal.geo.private_cards


def test_a_changed_text_size_lays_the_board_out_again() -> None:
    board = _board(1.0)
    board.ctx.settings = replace(board.ctx.settings, ui_scale=LARGEST)
    board.layout(BOARD_RECT)
    assert board.geo.text_scale > 1.0


def test_at_the_largest_text_size_every_dealt_contracts_tiers_fit_its_card() -> None:
    board = _board(LARGEST)
    board.show(play_until(5, 2, lambda s: s.phase == CHOOSE_CONTRACTS).view(0), 0, True)
    card = keep_layout(board, 5).cards[0]
    width = card.width - 2 * board.geo.px(5)
    for language in ("en", "es", "fr"):
        gettext = porto_translator(language).gettext
        for rule in board.tables.private:
            lines = item_lines(board.fonts, "bold", tier_texts(rule, gettext), board.geo.text(15), width, TIER_SHRINK_LIMIT)
            assert 1 <= len(lines) <= 2
            for line in lines:
                assert board.fonts.get("bold", 9).size(line)[0] <= width, (language, rule.id, line)


def test_a_private_contract_row_grows_with_the_text_size_as_far_as_its_row_allows() -> None:
    normal, largest = _board(1.0), _board(LARGEST)
    rule = normal.tables.private[0]
    sizes = []
    for board in (normal, largest):
        look, row = contract_look(board), board.geo.private_cards[0]
        text = private_text(rule, board.tables, lambda t: t)
        _bold, body = text_row(pygame.Surface((1366, 768)), board.fonts, row, look, (0, 0, 0), rule.id,
                               tier_texts(rule, lambda t: t), text, board.geo.text(14))
        sizes.append(body.get_height())
    assert sizes[1] > sizes[0]


def test_the_whole_board_draws_at_the_largest_text_size() -> None:
    board = _board(LARGEST)
    state = play_until(7, 2, can_build)
    board.show(state.view(state.current_player or 0), state.current_player, True)
    screen = pygame.Surface((1366, 768))
    board.draw(screen)
    assert board.geo.rect.contains(board.geo.private) and board.prompt()
