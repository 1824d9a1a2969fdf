"""Two people at one screen with private things (issue 32, "Fair and true"): the screen is
handed over before anything of the next person's is shown, and the log shows a line about a
private thing (cards drawn, a secret pick) only to its owner, once they are at the screen."""

from __future__ import annotations

from table_helpers import run_frames

from game.games import board_kit, load_game_content
from game.match import Match
from game.match_setup import MatchSetup, Seat
from game.rules.core import GameConfig
from game.rules.fields_of_green.legal import Phase
from game.scenes.table import ReplayScene, TableScene
from game.scenes.table.log_book import EVERYONE
from game.scenes.table.turns import TurnDriver
from game.ui.context import UiContext

TESS = Seat("human", "Tess", colour="blue")
ANA = Seat("human", "Ana", colour="orange")
BOT = Seat("bot", "Bot", level="random", colour="green")


def fields_of_green(seats: tuple[Seat, ...], seed: int = 3) -> Match:
    return Match(MatchSetup("fields_of_green", GameConfig(len(seats)), seed, seats),
                 load_game_content("fields_of_green"), None)


class Screen:
    """Plays a hotseat match through the table's driver and remembers who sits at the screen:
    the person who took it on a hand-off, or who last played on it."""

    def __init__(self, driver: TurnDriver) -> None:
        self.driver = driver
        self.person: int | None = None

    def play_on(self) -> None:
        driver = self.driver
        if driver.handoff_to is not None:
            driver.take_screen()
            self.person = driver.viewer
        if driver.interactive:
            self.person = driver.viewer
            driver.play(driver.my_moves()[0])
        else:
            driver.play(driver.match.state.legal_moves()[0])


def test_after_the_reveal_the_screen_is_handed_over_between_two_peoples_build_turns() -> None:
    match = fields_of_green((TESS, ANA, BOT))
    screen = Screen(TurnDriver(match, bot_delay=0.0))
    builds = 0
    while match.state.year == 1:
        builder = match.state.current
        holds_cards = not match.seats[builder].is_bot and bool(match.state.players[builder].hand)
        if match.state.phase == Phase.ACT and holds_cards and screen.person not in (None, builder):
            assert screen.driver.handoff_to == builder, "Ana's hand would show to Tess"
            builds += 1
        screen.play_on()
    assert builds >= 4


def test_a_log_line_about_a_private_thing_is_shown_only_to_its_owner(table_ctx: UiContext) -> None:
    match = fields_of_green((TESS, ANA, BOT))
    table = TableScene(table_ctx, match, board_kit("fields_of_green"))
    screen = Screen(table.driver)
    own = 0
    while match.state.year < 3:
        shown_to = table.log_book().viewer
        private = [e.event for e in match.log if e.event.visible_to is not None and e.event.visible_for(shown_to)]
        assert all(event.visible_for(screen.person) for event in private), "the log shows another's private line"
        own += len(private)
        screen.play_on()
    assert own, "a person reads their own draws and picks once at the screen"


def private_lines_shown(book_viewer: int | None, match: Match) -> set[int]:
    """Whose private events a log read by ``book_viewer`` includes."""
    shown = [e.event for e in match.log if e.event.visible_to is not None
             and (book_viewer == EVERYONE or e.event.visible_for(book_viewer))]
    return {player for event in shown for player in (event.visible_to or ())}


def test_once_the_game_is_over_the_log_tells_everyones_private_lines(table_ctx: UiContext) -> None:
    match = fields_of_green((TESS, ANA, BOT))
    table = TableScene(table_ctx, match, board_kit("fields_of_green"))
    screen = Screen(table.driver)
    while not match.state.is_over:
        screen.play_on()
    assert private_lines_shown(table.log_book().viewer, match) == {0, 1, 2}, "every draw is told after the game"


def test_the_replay_of_a_finished_game_tells_every_draw_and_of_an_unfinished_one_none(table_ctx: UiContext) -> None:
    match = fields_of_green((TESS, ANA, BOT))
    while len(match.moves) < 30:
        match.play(match.state.legal_moves()[0])
    assert "Ana draws:" not in replay_log(table_ctx, match), "an unfinished match's replay shows nobody's draw"
    while not match.state.is_over:
        match.play(match.state.legal_moves()[0])
    assert "Ana draws:" in replay_log(table_ctx, match), "a finished game's replay tells every draw"


def replay_log(table_ctx: UiContext, match: Match) -> str:
    """The replay's log at its last move, as the replay viewer shows it (lines joined)."""
    replay = ReplayScene(table_ctx, match.save_record())
    table_ctx.stack.push(replay)
    run_frames(table_ctx.stack)
    return " ".join(replay.log.lines)
