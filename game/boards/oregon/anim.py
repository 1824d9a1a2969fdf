"""What moves on the Oregon board after a move: the cards played fly from the hand (or from
the player's panel, for anyone else) to the space, the piece drops onto it, points float up
from where they were earned, then score markers glide along the track while the panels
count the points up (cues on the kit's :class:`~game.boards.kit.timeline.Timeline`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import pygame

from game.boards.kit.flights import FLY_SECONDS, fly
from game.boards.kit.picking import positions_of
from game.boards.kit.timeline import Drop, Timeline
from game.boards.oregon.selection import JOKER, hand_slots
from game.rules.core import Event, State
from game.rules.oregon.scoring import BUILDING
from game.rules.oregon.state import OregonState

if TYPE_CHECKING:
    from game.boards.oregon.view import OregonBoardView

DROP_SECONDS = 0.35
FLOAT_SECONDS = 1.1
GLIDE_SECONDS = 0.6
LANDING = 0.75
"""The share of a card's flight after which the piece starts to drop onto its space."""
PLACED = ("farmer_placed", "building_placed")


class Animations(Timeline):
    """Oregon's cues, read from a move's events."""

    def start(self, events: Sequence[Event], old_scores: Sequence[int], building_codes: Mapping[str, int],
              lead: float = 0.0) -> None:
        """Queue the animations of ``events`` ``lead`` seconds from now (while played cards
        fly); ``old_scores`` are the track scores before, ``building_codes`` the board code of
        each building id."""

        def placed(event: Event) -> None:
            code = (event.player or 0) + 1
            if event.kind != "farmer_placed":
                code = building_codes.get(str(event.args["building"]), BUILDING)
            self.add(Drop(tuple(event.args["space"]), code), DROP_SECONDS, lead)

        self.react(events, dict.fromkeys((*PLACED, "start_tile_placed"), placed))
        self.count_points(events, lambda event: tuple(event.args["space"]), old_scores, lead + DROP_SECONDS,
                          (FLOAT_SECONDS, GLIDE_SECONDS))

    def dropping_cells(self, columns: int) -> set[int]:
        """Board cells whose piece is still in the air (not drawn in place yet)."""
        return {row * columns + column for row, column in self.drop_places()}


def cards_played(event: Event) -> list[str]:
    """The cards a placement event played, as hand slots name them (the joker as itself)."""
    args = event.args
    if event.kind == "farmer_placed":
        return [JOKER if args["joker"] == "row" else str(args["row_symbol"]),
                JOKER if args["joker"] == "column" else str(args["column_symbol"])]
    return [str(args["building"]), JOKER if args["joker"] else str(args["symbol"])]


def fly_played(board: OregonBoardView, events: Sequence[Event], before: State | None) -> float:
    """Send the cards each placement played to its space: from their place in the hand at
    the screen, or from the player's panel for anyone else; how long they fly (0: none)."""
    geometry, hand = board.geometry, board.hand
    if geometry is None or board.anims.factor <= 0:
        return 0.0
    flown = 0.0
    for event in events:
        player = event.player
        if event.kind not in PLACED or player is None:
            continue
        cards = cards_played(event)
        target = geometry.space_rect(tuple(event.args["space"]))
        if player == board.viewer and isinstance(before, OregonState):
            old = hand_slots(before, player)
            rects = hand.rects_for(max(len(old), board.content.hand_size + 1))
            sources = [rects[i] for i in positions_of(old, cards) if i < len(rects)]
        else:
            panel = geometry.panels[player]
            sources = [pygame.Rect((0, 0), hand.card_size) for _card in cards]
            for n, source in enumerate(sources):
                source.center = (panel.centerx + (n * 2 - 1) * source.width // 3, panel.centery)
        for n, (card, source) in enumerate(zip(cards, sources, strict=False)):
            fly(board.anims, hand.face(card, source.size), source, target, after=0.08 * n, fades=True)
            flown = FLY_SECONDS * LANDING + 0.08 * n
    return flown
