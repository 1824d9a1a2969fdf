"""Oregon's look as data: every card has the colour of its frame, and the farmer an outline."""

from __future__ import annotations

from game.boards.oregon.look import LOOK
from game.games import load_game_content


def test_oregons_look_names_a_band_for_every_card_and_the_farmers_outline() -> None:
    content = load_game_content("oregon")
    cards = [*content.symbols, *(building.id for building in content.buildings)]
    assert set(cards) <= set(LOOK.palettes["card_bands"])
    assert len(LOOK.shapes["farmer"]) >= 3
