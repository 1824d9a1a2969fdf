"""Draw a game's board view headless into a PNG, to look at it without playing a match.

    python tools/preview_board.py --game oregon --seed 3 --moves 40 --out /tmp/x.png \
        --size 1366x768 --lang es [--players 3] [--scale 1.3] [--viewer 0] [--pick 0,1] [--hover 4,7]
    python tools/preview_board.py --game porto --seed 3 --moves 40 \
        [--pick 0,1] [--take 2] [--hover 7] [--click 7] [--animate 0.3]

Plays ``--moves`` random legal moves from ``--seed``, shows the view of the player to move
(or ``--viewer``), picks hand cards (``--pick``, indices from 0), and draws the board into the
table's ``board`` region of ``content/layouts/table.yaml``, framed in magenta, with the
prompt below.  ``--hover`` points at an Oregon space (``row,column``) or a Porto house (from
1); Porto also takes display slots (``--take``, from 1) and clicks a house (``--click``).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.partition("x")
    return int(width), int(height)


def _numbers(text: str) -> list[int]:
    return [int(s) for s in text.split(",") if s.strip()]


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", default="oregon", choices=("oregon", "porto"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=30)
    parser.add_argument("--out", type=Path, default=Path("/tmp/board.png"))
    parser.add_argument("--size", type=_size, default=(1366, 768))
    parser.add_argument("--lang", default="en")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--scale", type=float, default=1.0, help="text size setting (ui_scale)")
    parser.add_argument("--viewer", type=int, default=-1, help="seat whose view is drawn")
    parser.add_argument("--pick", default="", help="hand cards to pick (indices from 0)")
    parser.add_argument("--hover", default="", help="Oregon: row,column; Porto: house (from 1)")
    parser.add_argument("--take", default="", help="Porto display slots to pick (from 1)")
    parser.add_argument("--click", type=int, default=0, help="Porto house to click (from 1)")
    parser.add_argument(
        "--animate", type=float, default=-1.0, help="seconds into the last move's animation"
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.boards.base import SeatLook
    from game.context import build_context
    from game.games import board_kit, get_rules, load_game_content
    from game.match_setup import MatchSetup, Seat
    from game.rules.core import Event, GameConfig, Rng
    from game.scenes.stack import SceneStack
    from game.settings import Settings
    from game.ui.layout import Placement

    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(args.size)
    ctx = build_context(SceneStack(args.size), Settings(language=args.lang, ui_scale=args.scale), on_start=lambda s: None)
    merge_domain(ctx.translator, args.game, args.lang)
    content = load_game_content(args.game)
    config = GameConfig(players=args.players)
    state = get_rules(args.game).new_game(content, config, args.seed)
    rng = Rng(args.seed * 7919 + 1)
    before, events = state.clone(), list[Event]()
    for _ in range(args.moves):
        moves = state.legal_moves()
        if not moves:
            break
        before = state.clone()
        events = state.apply(rng.choice(moves))
    colours = ctx.catalogue.colours
    names = ["Ana", "Bruno", "Chloé", "Dmitri"][: args.players]
    seats = [SeatLook(n, colours[i].rgb_tuple, colours[i].symbol, i > 0) for i, n in enumerate(names)]
    setup = MatchSetup(args.game, config, args.seed, tuple(Seat("human", n) for n in names))
    view: Any = board_kit(args.game).board_view(ctx, setup, content, seats)
    layout = ctx.layouts.get("table")
    placement = Placement(layout, args.size)
    region = layout.regions["board"].rect
    rect = pygame.Rect(
        int(placement.origin[0] + region[0] * placement.scale),
        int(placement.origin[1] + region[1] * placement.scale),
        int(region[2] * placement.scale),
        int(region[3] * placement.scale),
    )
    view.layout(rect)
    player = args.viewer if args.viewer >= 0 else (state.current_player or 0)
    view.show(state.view(player), player, True)
    if args.animate >= 0:
        view.animate(events, before.view(player))
        view.update(args.animate)
    point_at(view, args)
    screen.blit(ctx.art.table(args.size), (0, 0))
    view.draw(screen)
    pygame.draw.rect(screen, (255, 0, 255), rect, 1)
    prompt = view.prompt()
    font = ctx.fonts.get("body", 18)
    screen.blit(font.render(prompt, True, (255, 255, 255)), (rect.x, rect.bottom + 4))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(screen, str(args.out))
    phase = getattr(state, "phase_name", "?")
    print(f"phase={phase() if callable(phase) else phase} player={player} prompt={prompt!r}")
    return 0


def point_at(view: Any, args: argparse.Namespace) -> None:
    """Click the picked cards and slots, then hover (and click) the named space or house."""
    import pygame

    def click(pos: tuple[int, int]) -> None:
        view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))

    def hover(pos: tuple[int, int]) -> None:
        view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    if args.game == "oregon":
        for slot in _numbers(args.pick):
            click(view.hand.slot_rects[slot].center)
        if args.hover and view.geometry is not None:
            row, column = _numbers(args.hover)
            hover(view.geometry.space_rect((row, column)).center)
        return
    for index in _numbers(args.pick):
        click(view.hand_rects[index].center)
    for slot in _numbers(args.take):
        click(view.geo.display_cards[slot - 1].center)
    for house, act in ((_numbers(args.hover), hover), ([args.click] if args.click else [], click)):
        for number in house:
            x, y = view.geo.houses[number - 1].midbottom
            act((x, y - 4))


def merge_domain(translator: object, domain: str, language: str) -> None:
    """Add ``locales/<language>/LC_MESSAGES/<domain>.po`` to ``translator`` (for as long as
    the Translator reads only the shared domain)."""
    from babel.messages.pofile import read_po

    path = ROOT / "locales" / language / "LC_MESSAGES" / f"{domain}.po"
    if not path.exists():
        return
    with path.open("rb") as handle:
        catalog = read_po(handle, locale=language)
    messages = getattr(translator, "_messages", None)
    if isinstance(messages, dict):
        for message in catalog:
            if message.id and message.string and not message.fuzzy and isinstance(message.id, str):
                messages.setdefault(str(message.id), str(message.string))


if __name__ == "__main__":
    raise SystemExit(main())
