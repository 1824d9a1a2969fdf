"""Before/after pictures of issue 34's table items: the same headless set-up as ``shot``
(``game/shot.py``), then pointer events, then the screen saved.  Run from a tree's root."""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.getcwd())
import pygame  # noqa: E402

from game.context import build_context  # noqa: E402
from game.rules.core import GameConfig  # noqa: E402
from game.scenes.stack import SceneStack  # noqa: E402
from game.settings import Settings  # noqa: E402

what, lang, out = sys.argv[1], sys.argv[2], Path(sys.argv[3])
size = (1366, 768)
pygame.display.init()
pygame.font.init()
screen = pygame.display.set_mode(size)
stack = SceneStack(size)
ctx = build_context(stack, Settings(language=lang, window_size=size), on_start=lambda setup: None)


def frames(n: int = 3) -> None:
    for _ in range(n):
        stack.apply_requests()
        stack.update(0.05)
        stack.draw(screen)


def motion(pos):
    stack.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def press(pos):
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


from game.scenes.table.launch import shot_scene  # noqa: E402

if what == "tooltip":  # Fields of Green: point at a lit place, click it: the farm is laid out again
    table = shot_scene(ctx, "table", "fields_of_green", int(sys.argv[4]), int(sys.argv[5]), GameConfig(2))
    stack.push(table)
    frames()
    board = table.board
    cell = next(iter(board.lit))
    spot = board.farms[0].cells[cell].center
    motion(spot)
    frames()
    press(spot)
    frames(40)
elif what == "middle":  # Agricola: point at a space, then at the log
    from game.match import Match
    from game.match_setup import MatchSetup, Seat
    from game.scenes.table import TableScene
    from game.scenes.table.fallback import kit_for
    from game.scenes.table.match_content import game_content

    seats = (Seat("human", "Ana", "", "blue"), Seat("bot", "Ben", "normal", "orange"))
    match = Match(MatchSetup("agricola", GameConfig(2), int(sys.argv[4]), seats), game_content("agricola"), None)
    table = TableScene(ctx, match, kit_for("agricola"))
    table.driver.bot_delay = 3600.0
    stack.push(table)
    frames()
    board = table.board
    index = next(i for i, s in enumerate(board.shown.spaces) if s.id == sys.argv[6])
    spot = board.space_rects()[index].center
    motion(spot)
    frames()
    motion((1200, 600))  # straight onto the log
    frames(5)
elif what == "hint":  # Fields of Green: the hint card's three moves where only the place differs
    from game.bots.base import Suggestion
    from game.rules.fields_of_green.moves import BuildSilo, BuildTower

    table = shot_scene(ctx, "table", "fields_of_green", int(sys.argv[4]), int(sys.argv[5]), GameConfig(2))
    stack.push(table)
    frames()
    moves = [m for m in table.driver.view().legal_moves() if isinstance(m, BuildSilo | BuildTower)]
    kind = type(moves[0])
    moves = [m for m in moves if isinstance(m, kind)][:3]
    table.driver.hint_ranking = [Suggestion(m, 0.5, 2.0 - i, 100) for i, m in enumerate(moves)]
    table.driver.hint_move = moves[0]
    table.hint_card_shown = True
    table.board.show_hint(moves[0])
    table.changed()
    frames()
elif what == "replay":  # Agricola: a finished game's replay at move 45
    from game.scenes.table.launch import random_match
    from game.scenes.table.replay import ReplayScene

    replay = ReplayScene(ctx, random_match("agricola", 3, None, GameConfig(2)).save_record())
    if hasattr(replay, "show_hands_of"):
        replay.show_hands_of(0)
    replay.go(int(sys.argv[4]) if len(sys.argv) > 4 else 45)
    stack.push(replay)
    frames()
    if len(sys.argv) > 5:  # open the band's second tab (the score, or the harvest at a harvest)
        from game.boards.agricola import hand

        press(dict(hand.tab_rects(replay.board))["score"].center)
        frames()
elif what == "fogharvest":  # Fields of Green: a late harvest with many abilities to pay
    from game.rules.fields_of_green.legal import Phase
    from game.scenes.table import TableScene
    from game.scenes.table.fallback import kit_for
    from game.scenes.table.launch import random_match

    def many(match, _events):
        state = match.state
        return state.phase == Phase.HARVEST and len(state.players[state.current].todo) >= int(sys.argv[6])

    players = int(sys.argv[4])
    match = random_match("fields_of_green", int(sys.argv[5]), 1, GameConfig(players), done=many)
    table = TableScene(ctx, match, kit_for("fields_of_green"))
    table.driver.bot_delay = 3600.0
    table.take_screen()
    stack.push(table)
    frames(40)
elif what == "harvestmotion":  # the harvest screen some seconds after it came up
    from game.scenes.table.launch import harvest_shot

    players = int(sys.argv[6]) if len(sys.argv) > 6 else 2
    harvest = harvest_shot(ctx, sys.argv[4], 3, int(sys.argv[5]), GameConfig(players), elapsed=0.0)
    stack.push(harvest)
    stack.apply_requests()
    stack.update(0.0)
    harvest.elapsed = float(sys.argv[7]) if len(sys.argv) > 7 else 60.0
stack.draw(screen)
out.parent.mkdir(parents=True, exist_ok=True)
pygame.image.save(screen, str(out))
print("saved", out)
