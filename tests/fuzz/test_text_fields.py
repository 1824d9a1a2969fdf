"""What a player types on the new-game screen (issue 13): names and the seed take any text
without closing Tablero.  A name is cleaned and bounded where it is typed, and one that would
draw nothing becomes the seat's default name; the seed takes ASCII digits only."""

from __future__ import annotations

import sys
import unicodedata
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from fuzz.texts import STRANGE, names, typed_chunks
from hypothesis import HealthCheck, given, settings

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
from ui_harness import Ui, make_ui_factory  # noqa: E402

from game.match_setup import MAX_NAME_LENGTH, Seat  # noqa: E402
from game.scenes.new_game import NAME_LENGTH, SEED_DIGITS, NewGameScene  # noqa: E402
from game.ui.theme import FontBook, fonts_dir  # noqa: E402

FIELDS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture(scope="module")
def make_ui() -> Iterator[Callable[..., Ui]]:
    yield make_ui_factory()


def new_game(make_ui: Callable[..., Ui]) -> tuple[Ui, NewGameScene]:
    ui = make_ui()
    scene = NewGameScene(ui.ctx, "oregon")
    ui.open(scene)
    return ui, scene


@pytest.fixture(scope="module")
def one_screen(make_ui: Callable[..., Ui]) -> tuple[Ui, NewGameScene]:
    """One new-game screen for all examples of a Hypothesis test (opening one takes long)."""
    return new_game(make_ui)


def fresh(screen: tuple[Ui, NewGameScene]) -> tuple[Ui, NewGameScene]:
    ui, scene = screen
    scene.seats[0].name = ""
    scene.seed_text = ""
    scene.changed()
    ui.services.started.clear()
    return ui, scene


def draws_something(text: str) -> bool:
    return FontBook(fonts_dir()).get("body", 20).size(text)[0] > 0


def check_name(name: str, seat: int) -> None:
    assert name.strip() and draws_something(name)
    assert "\x00" not in name and name.isprintable(), repr(name)
    assert name.encode("utf-8")
    assert len(name) <= NAME_LENGTH or name == f"Player {seat + 1}"


@pytest.mark.parametrize("text", STRANGE, ids=lambda t: repr(t[:8]) + f"x{len(t)}")
def test_a_strange_name_is_typed_drawn_and_started_with(make_ui: Callable[..., Ui], text: str) -> None:
    ui, scene = new_game(make_ui)
    ui.click("name:0")
    ui.type(text)
    ui.click("start")
    [setup] = ui.services.started
    check_name(setup.seats[0].name, 0)


@pytest.mark.parametrize("text", ["\u200b", "\ufe0f", "\u034f", "\ufeff", "\u0301\u0301", "   ", "\u202e"])
def test_a_name_that_would_draw_nothing_becomes_the_seats_default_name(make_ui: Callable[..., Ui], text: str) -> None:
    ui, scene = new_game(make_ui)
    ui.click("name:0")
    ui.type(text)
    ui.click("start")
    assert ui.services.started[0].seats[0].name == "Player 1"


@FIELDS
@given(chunks=typed_chunks())
def test_any_typing_into_a_name_starts_a_match_with_a_clean_bounded_name(
    one_screen: tuple[Ui, NewGameScene], chunks: list[str]
) -> None:
    ui, scene = fresh(one_screen)
    ui.click("name:0")
    for chunk in chunks:
        ui.type(chunk)
    assert len(scene.seats[0].name) <= NAME_LENGTH
    ui.click("start")
    check_name(ui.services.started[-1].seats[0].name, 0)


@pytest.mark.parametrize("typed, seed", [("²", None), ("①", None), ("4²2", 42), ("٣7", 7), ("１２", None), ("12 34", 1234)])
def test_the_seed_takes_ascii_digits_only(make_ui: Callable[..., Ui], typed: str, seed: int | None) -> None:
    ui, scene = new_game(make_ui)
    ui.click("seed")
    ui.type(typed)
    ui.click("start")
    [setup] = ui.services.started
    if seed is not None:
        assert setup.seed == seed
    assert scene.seed_text.isascii() and (scene.seed_text.isdigit() or scene.seed_text == "")


@FIELDS
@given(chunks=typed_chunks())
def test_any_typing_into_the_seed_starts_a_match_with_a_bounded_seed(
    one_screen: tuple[Ui, NewGameScene], chunks: list[str]
) -> None:
    ui, scene = fresh(one_screen)
    ui.click("seed")
    for chunk in chunks:
        ui.type(chunk)
    ui.key(pygame.K_BACKSPACE)
    assert len(scene.seed_text) <= SEED_DIGITS
    ui.click("start")
    assert 0 <= ui.services.started[-1].seed < 10**SEED_DIGITS or not scene.seed_text


@settings(max_examples=300, deadline=None)
@given(name=names())
def test_a_seat_keeps_any_name_it_is_given_clean_bounded_and_drawable(name: str) -> None:
    """Every seat passes through ``Seat`` (typed, from the command line, from a save)."""
    seat = Seat("human", name, "", "blue")
    assert len(seat.name) <= MAX_NAME_LENGTH
    seat.name.encode("utf-8")
    assert not any(unicodedata.category(ch) in ("Cc", "Cs") for ch in seat.name)
    assert Seat("human", seat.name, "", "blue") == seat
    FontBook(fonts_dir()).get("bold", 18).render(seat.name, True, (0, 0, 0))
