"""Setting up a match on the new-game screen."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from ui_harness import OREGON_LIKE, Ui  # type: ignore[import-not-found]

from game.rules.agricola import RULES as AGRICOLA
from game.rules.core import GameConfig
from game.scenes.dialog import MessageDialog
from game.scenes.new_game import NewGameScene


def open_new_game(make_ui: Callable[..., Ui], game_id: str | None = "oregon") -> tuple[Ui, NewGameScene]:
    ui = make_ui()
    scene = NewGameScene(ui.ctx, game_id)
    ui.open(scene)
    return ui, scene


def test_start_hands_over_the_match_as_chosen(make_ui: Callable[..., Ui]) -> None:
    ui, scene = open_new_game(make_ui)
    ui.click("players:3")
    ui.click("name:0")
    ui.type("Ana")
    ui.click("level:1:hard")
    ui.click("kind:2:human")
    ui.click("seed")
    ui.type("42x7")
    ui.click("start")
    [setup] = ui.services.started
    assert setup.game_id == "oregon" and setup.config.players == 3 and setup.seed == 427
    assert [s.kind for s in setup.seats] == ["human", "bot", "human"]
    assert setup.seats[0].name == "Ana"
    assert setup.seats[1].level == "hard"
    assert setup.seats[2].name == "Player 3"


def test_every_seat_gets_its_own_colour_and_clicking_a_chip_skips_taken_colours(make_ui: Callable[..., Ui]) -> None:
    ui, scene = open_new_game(make_ui)
    ui.click("players:4")
    for _ in range(len(ui.ctx.catalogue.colours) + 1):
        ui.click("colour:0")
        colours = [s.colour for s in scene.seats]
        assert len(set(colours)) == len(colours)


def test_backspace_edits_a_name_and_a_click_elsewhere_ends_typing(make_ui: Callable[..., Ui]) -> None:
    ui, scene = open_new_game(make_ui)
    ui.click("name:0")
    ui.type("Bea")
    ui.key(pygame.K_BACKSPACE)
    assert scene.seats[0].name == "Be"
    ui.click("players:2")
    ui.type("zzz")
    assert scene.seats[0].name == "Be"


def test_a_game_whose_rules_are_not_built_cannot_be_started(make_ui: Callable[..., Ui]) -> None:
    ui, scene = open_new_game(make_ui, "agricola")
    assert not scene.widget("start").enabled
    assert not scene.widget("game:fields_of_green").enabled
    ui.click("start")
    assert ui.services.started == []


def test_without_a_choice_the_first_built_game_is_chosen(make_ui: Callable[..., Ui]) -> None:
    ui, scene = open_new_game(make_ui, None)
    assert scene.game_id == ui.ctx.available_games()[0]


def test_a_variant_limited_to_some_player_counts_is_offered_only_for_them(make_ui: Callable[..., Ui]) -> None:
    ui, scene = open_new_game(make_ui, "porto")
    ui.click("players:2")
    ui.click("variant:novice")
    assert scene.variants == {"novice"}
    ui.click("players:4")
    assert scene.variants == set()
    assert not scene.widget("variant:novice").enabled


def test_switching_game_keeps_the_player_count_when_it_fits(make_ui: Callable[..., Ui]) -> None:
    ui, scene = open_new_game(make_ui, "oregon")
    ui.click("players:3")
    ui.click("game:porto")
    assert scene.game_id == "porto" and scene.players == 3 and len(scene.seats) == 3


def test_a_configuration_the_rules_refuse_is_explained_not_started(make_ui: Callable[..., Ui]) -> None:
    ui, scene = open_new_game(make_ui, "porto")
    ui.click("players:2")
    ui.click("variant:novice")
    scene.players = 4  # as if the rules changed their mind about the variant
    scene.seats.extend(scene.seats[:2])
    ui.click("start")
    assert ui.services.started == []
    assert isinstance(ui.top, MessageDialog)


def test_back_returns_to_the_previous_screen(make_ui: Callable[..., Ui]) -> None:
    ui, scene = open_new_game(make_ui)
    ui.click("back")
    assert ui.stack.is_empty


def test_the_new_game_screen_starts_from_the_last_match_set_up(make_ui: Callable[..., Ui]) -> None:
    ui, _scene = open_new_game(make_ui, "porto")
    ui.click("players:3")
    ui.click("name:0")
    ui.type("Ana")
    ui.click("level:1:hard")
    ui.click("start")
    again = NewGameScene(ui.ctx, None)
    ui.open(again)
    assert again.game_id == "porto" and again.players == 3
    assert [(s.kind, s.name, s.level) for s in again.seats] == [("human", "Ana", "normal"), ("bot", "", "hard"), ("bot", "", "normal")]
    assert len({s.colour for s in again.seats}) == 3
    other = NewGameScene(ui.ctx, "oregon")
    ui.open(other)
    assert other.game_id == "oregon"


def test_agricola_starts_as_the_full_game_and_the_family_game_can_be_ticked(make_ui: Callable[..., Ui]) -> None:
    ui = make_ui(built=(OREGON_LIKE, AGRICOLA))
    scene = NewGameScene(ui.ctx, "oregon")
    ui.open(scene)
    assert scene.variants == set()
    ui.click("game:agricola")
    assert scene.variants == set()
    ui.click("variant:family")
    assert scene.variants == {"family"}


def test_ticking_agricolas_draft_unticks_the_family_game_and_back(make_ui: Callable[..., Ui]) -> None:
    ui = make_ui(built=(OREGON_LIKE, AGRICOLA))
    scene = NewGameScene(ui.ctx, "agricola")
    ui.open(scene)
    ui.click("players:3")
    ui.click("variant:family")
    ui.click("variant:draft")
    assert scene.variants == {"draft"}
    ui.click("variant:revised")
    assert scene.variants == {"revised"}


def test_the_rules_refuse_a_draft_of_the_family_game() -> None:
    with pytest.raises(ValueError, match="cannot be played with 'family'"):
        AGRICOLA.check_config(GameConfig(3, frozenset({"draft", "family"})))
