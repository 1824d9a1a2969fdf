"""What moves after a move: the draft's choices turn over together, a built card flies from
its player's choice to its place and settles there, a location left unpaid turns face down."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.boards.fields_of_green.band import card_face
from game.boards.fields_of_green.reveal import REVEAL_SECONDS, Reveal, Turning
from game.boards.kit.flights import FLY_SECONDS, fly
from game.boards.kit.timeline import Drop
from game.rules.core import CHOICES_REVEALED, Event
from game.rules.fields_of_green.farm import read_cell

if TYPE_CHECKING:
    from game.boards.fields_of_green.view import FogBoard

DROP_SECONDS = 0.3


def cue_events(board: FogBoard, events: Sequence[Event]) -> None:
    """Animate ``events`` at the board's speed: the reveal turns every choice over; a card
    built flies from its owner's choice slot (or the viewer's revealed card) to its place."""
    timeline = board.animations
    timeline.restart(board.speed, board.geo.px(30))
    board.picture.forget()
    for event in events if timeline.factor > 0 else []:
        if event.kind == CHOICES_REVEALED:
            timeline.add(Reveal(tuple(event.args.get("choices", ()))), REVEAL_SECONDS)
        elif event.kind == "flipped" and event.player is not None:
            timeline.add(Turning(event.player, read_cell(str(event.args["cell"]))), REVEAL_SECONDS)
        elif event.kind in ("built", "tower_built", "silo_built") and event.player is not None:
            cell = read_cell(str(event.args["cell"]))
            place = board.farm_of(event.player)
            if place is None or cell not in place.cells:
                continue
            target = place.cells[cell]
            if event.kind == "built":
                code = str(event.args["card"])
                fly(timeline, card_face(board, code, target.size), place.pick_slot, target)
                timeline.add(Drop((event.player, cell), 1), DROP_SECONDS, FLY_SECONDS)
            else:
                timeline.add(Drop((event.player, cell), 1), DROP_SECONDS)
