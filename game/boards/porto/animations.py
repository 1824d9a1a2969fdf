"""What moves after a move: cards fly to the hand and to their house, floors drop, the bonus
token travels, contracts slide away, points rise and markers glide (on the kit's timeline)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.boards.kit.flights import FLY_SECONDS, fly
from game.boards.kit.timeline import Drop, Timeline
from game.boards.porto import cards, street
from game.boards.porto.selection import hand_codes
from game.rules.core import Event, State
from game.rules.porto.state import PortoState

if TYPE_CHECKING:
    from game.boards.porto.view import PortoBoard

DROP_SECONDS = 0.45


def cue_events(timeline: Timeline, events: Sequence[Event], speed: str, drop_height: float,
               before: State | None = None) -> None:
    """Animate ``events`` at ``speed`` (a settings value): floors drop onto their house (from 1)
    from ``drop_height`` pixels up once the cards built with have landed, then points rise."""
    timeline.restart(speed, drop_height)
    timeline.react(events, {"floors_built": lambda event: timeline.add(
        Drop(int(event.args["house"]), int(event.args["floors"])), DROP_SECONDS, FLY_SECONDS)})
    old = [sum(points) for points in before.points] if isinstance(before, PortoState) else []
    timeline.count_points(events, lambda e: e.args["detail"] if isinstance(e.args.get("detail"), int) else None,
                          old, FLY_SECONDS)


def fly_cards(board: PortoBoard, events: Sequence[Event], before: State | None) -> None:
    """Taken cards fly to the hand at the screen (up and away for anyone else's), cards built
    with to their house, the bonus token to its roof; a fulfilled contract slides away."""
    geo, viewer, timeline = board.geo, board.viewer, board.animations
    old_hand = hand_codes(before, viewer) if isinstance(before, PortoState) and viewer is not None else []
    old_rects = cards.hand_rects(board, len(old_hand))
    for event in events if timeline.factor > 0 else []:
        mine, args = event.player == viewer, event.args
        if event.kind == "cards_drawn":
            for slot, code in zip(args["slots"], args["cards"], strict=False):
                source = geo.display_cards[int(slot) - 1]
                target = board.hand_rects[board.hand.index(code)] if mine and code in board.hand else None
                fly(timeline, cards.card_face(board, code, source.size), source, target or source.move(0, -source.height),
                    fades=not mine)
        elif event.kind in ("floors_built", "bonus_token_placed"):
            target = pygame.Rect(0, 0, geo.deck.width * 2 // 3, geo.deck.height * 2 // 3)
            target.midbottom = (geo.houses[int(args["house"]) - 1].centerx, street.house_top(board, int(args["house"]) - 1))
            if event.kind == "bonus_token_placed":
                face = board.art.token(geo.floor_height, int(args["value"]))
                fly(timeline, face, face.get_rect(center=geo.preview.center), face.get_rect(midbottom=target.midbottom))
            for code in args.get("cards", ()):
                source = old_rects[old_hand.index(code)] if mine and code in old_hand else target.move(0, -target.height)
                fly(timeline, cards.card_face(board, code, geo.deck.size), source, target, fades=True)
        elif event.kind == "contract_fulfilled":
            card = geo.public_cards[int(args["slot"]) - 1]
            fly(timeline, board.seen(card), card, card.move(0, -card.height // 2), fades=True)
