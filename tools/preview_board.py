"""Draw one game's board view headless into a PNG, to look at it while the table is built.

    python tools/preview_board.py --game oregon --seed 3 --moves 40 --out /tmp/x.png \
        --size 1366x768 --lang es [--hover 4,7] [--pick 0,1]

Plays ``--moves`` random legal moves from ``--seed``, shows the view of the player to move
(interactive), optionally picks hand slots and hovers a space, and draws the board into the
rectangle the table gives it (its ``board`` region of ``content/layouts/table.yaml``).
The game's own gettext domain is read beside the shared one.
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


def _pair(text: str) -> tuple[int, int]:
    first, _, second = text.partition(",")
    return int(first), int(second)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="oregon")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=30)
    parser.add_argument("--out", type=Path, default=Path("/tmp/board.png"))
    parser.add_argument("--size", type=_size, default=(1366, 768))
    parser.add_argument("--lang", default="en")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--hover", type=_pair, default=None, help="row,column of a space")
    parser.add_argument("--pick", default="", help="hand slots to pick, e.g. 0,2")
    parser.add_argument(
        "--animate", type=float, default=-1.0, help="seconds into the last move's animation"
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.boards import board_kit
    from game.boards.base import SeatLook
    from game.content import load_game_content
    from game.match_setup import MatchSetup, Seat
    from game.rules.core import GameConfig, Rng
    from game.rules.registry import get_rules
    from game.scenes.stack import SceneStack
    from game.settings import Settings
    from game.ui.context import build_context
    from game.ui.layout import Placement

    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(args.size)
    ctx = build_context(
        SceneStack(args.size), Settings(language=args.lang), on_start=lambda s: None
    )
    merge_domain(ctx.translator, args.game, args.lang)
    rules = get_rules(args.game)
    content = load_game_content(args.game)
    config = GameConfig(players=args.players)
    state = rules.new_game(content, config, args.seed)
    rng = Rng(args.seed * 7919 + 1)
    before, events = state.clone(), []
    for _ in range(args.moves):
        moves = state.legal_moves()
        if not moves:
            break
        before = state.clone()
        events = state.apply(rng.choice(moves))
    colours = ctx.catalogue.colours
    names = ["Ana", "Bruno", "Chloé", "Dmitri"][: args.players]
    seats = [
        SeatLook(n, colours[i].rgb_tuple, colours[i].symbol, i > 0) for i, n in enumerate(names)
    ]
    setup = MatchSetup(args.game, config, args.seed, tuple(Seat("human", n) for n in names))
    kit = board_kit(args.game)
    view: Any = kit.board_view(ctx, setup, content, seats)
    placement = Placement(ctx.layouts.get("table"), args.size)
    region = ctx.layouts.get("table").regions["board"].rect
    rect = pygame.Rect(
        int(placement.origin[0] + region[0] * placement.scale),
        int(placement.origin[1] + region[1] * placement.scale),
        int(region[2] * placement.scale),
        int(region[3] * placement.scale),
    )
    view.layout(rect)
    player = state.current_player if state.current_player is not None else 0
    view.show(state.view(player), player, True)
    if args.animate >= 0:
        view.animate(events, before.view(player))
        view.update(args.animate)
    for slot in (int(s) for s in args.pick.split(",") if s.strip()):
        view.handle_event(
            pygame.event.Event(
                pygame.MOUSEBUTTONDOWN, button=1, pos=view.hand.slot_rects[slot].center
            )
        )
    if args.hover is not None and view.geometry is not None:
        pos = view.geometry.space_rect(args.hover).center
        view.handle_event(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
    screen.blit(ctx.art.table(args.size), (0, 0))
    view.draw(screen)
    pygame.draw.rect(screen, (255, 0, 255), rect, 1)
    prompt = view.prompt()
    font = ctx.fonts.get("body", 18)
    screen.blit(font.render(prompt, True, (255, 255, 255)), (rect.x, rect.bottom + 4))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(screen, str(args.out))
    print(f"phase={getattr(state, 'phase_name', '?')} player={player} prompt={prompt!r}")
    return 0


def merge_domain(translator: object, domain: str, language: str) -> None:
    """Add ``locales/<language>/LC_MESSAGES/<domain>.po`` to ``translator`` (until the
    Translator reads every domain itself)."""
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
