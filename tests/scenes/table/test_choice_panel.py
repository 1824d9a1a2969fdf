"""The generic choice panel (issue 12): a decision the board does not draw gets a title from
its kind, its step, a button per legal move and "Done" where the player may stop; a click
plays the move; it fits the smallest windows in every language."""

from __future__ import annotations

import pygame
import pytest
from contract.coins_game import CoinsContent
from table_helpers import click, open_table, panel_kit, run_frames

from game.boards.base import BoardKit
from game.match import Match
from game.match_setup import MatchSetup, Seat
from game.rules.core import Decision, GameConfig
from game.scenes.table import TableScene
from game.scenes.table.choice_panel import choice_layout, decision_title, step_text
from game.ui.context import UiContext

ANA = Seat("human", "Ana", colour="blue")
BOT = Seat("bot", "Bot", level="random", colour="orange")


def coins_table(ctx: UiContext, coins: CoinsContent, kit: BoardKit | None = None) -> TableScene:
    match = Match(MatchSetup("coins", GameConfig(2), 1, (ANA, BOT)), coins, None)
    return open_table(ctx, match, kit or panel_kit("coins"), bot_delay=3600.0)


def shown(table: TableScene) -> list[str]:
    return [text for _rect, text in table.texts()]


def test_the_panel_names_the_decision_and_its_step_and_a_click_plays_the_move(
    table_ctx: UiContext, coins_game: CoinsContent
) -> None:
    table = coins_table(table_ctx, coins_game)
    assert "Take coins" in shown(table) and "Step 1 of 3" in shown(table)
    assert "take 1" in shown(table) and "take 2" in shown(table)
    assert "Done" not in shown(table)
    button = next(w for w in table.widgets if w.key.startswith("choice:") and w.texts()[0][1] == "take 2")
    click(table_ctx.stack, button.rect.center)
    run_frames(table_ctx.stack)
    assert table.match.moves == ["take 2"]
    assert "Step 2 of 3" in shown(table) and "Done" in shown(table)
    click(table_ctx.stack, table.widget("choice:done").rect.center)
    run_frames(table_ctx.stack)
    assert table.match.moves == ["take 2", "done"]


def test_a_board_that_draws_its_decisions_gets_no_panel(table_ctx: UiContext, coins_game: CoinsContent) -> None:
    from table_helpers import PAIRS_KIT

    kit = BoardKit("coins", PAIRS_KIT.board_view, PAIRS_KIT.describe_event, PAIRS_KIT.category_label,
                   PAIRS_KIT.explain_tiebreak, PAIRS_KIT.end_reason)
    table = coins_table(table_ctx, coins_game, kit)
    assert not any(w.key.startswith("choice:") for w in table.widgets)
    assert "Take coins" not in shown(table)


def test_known_kinds_are_translated_and_unknown_ones_read_as_words() -> None:
    kit = panel_kit("coins")
    spanish = {"Choose a space": "Elige un espacio"}
    assert decision_title(Decision((0,), "choose_space"), kit, lambda s: spanish.get(s, s)) == "Elige un espacio"
    assert decision_title(Decision((0,), "pay_or_flip_now"), kit, lambda s: s) == "Pay or flip now"
    named = BoardKit(**{**kit.__dict__, "extra": {"decision_title": lambda kind, _: "Pick!"}})
    assert decision_title(Decision((0,), "pick"), named, lambda s: s) == "Pick!"
    assert step_text(Decision((0,), "sow", "sow", 2, 0), lambda s: s) == "Step 2"
    assert step_text(Decision((0,), "move"), lambda s: s) == ""


def test_many_moves_are_shown_a_page_at_a_time_and_every_page_is_reachable() -> None:
    spot = choice_layout(pygame.Rect(0, 0, 700, 420), 40, True, lambda units: round(units * 0.64))
    assert spot.previous is not None and spot.next is not None and spot.done is not None
    assert spot.pages(40) * spot.per_page >= 40
    assert all(spot.panel.contains(cell) for cell in spot.cells)
    assert spot.panel.contains(spot.done) and not spot.done.colliderect(spot.next)


@pytest.mark.parametrize("size", [(1366, 768), (1024, 576)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_the_panel_fits_small_windows_in_every_language(
    table_ctx: UiContext, coins_game: CoinsContent, size: tuple[int, int], lang: str
) -> None:
    pygame.display.set_mode(size)
    table_ctx.stack.size = size
    table_ctx.change_settings(table_ctx.settings.with_changes(language=lang))
    table = coins_table(table_ctx, coins_game)
    table.choose(table.driver.my_moves()[0])
    run_frames(table_ctx.stack)
    panel = table.choices.rect
    assert panel is not None
    assert pygame.Rect((0, 0), size).contains(panel)
    ours = [w for w in table.widgets if w.key.startswith("choice:")]
    assert len(ours) == 3
    for widget in ours:
        assert panel.contains(widget.rect)
        for rect, _text in widget.texts():
            assert widget.rect.contains(rect)
    texts = [(r, t) for r, t in table.texts() if panel.contains(r)]
    assert len(texts) >= 5
    clashes = [(a, b) for i, (ra, a) in enumerate(texts) for rb, b in texts[i + 1:] if ra.colliderect(rb)]
    assert clashes == []
