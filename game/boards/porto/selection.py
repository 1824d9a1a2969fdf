"""What the person picks from — the hand's cards, the build choices of two of them, the parts
each kind of move is made of (for the kit's picking) — and why a build is refused.  Pure
logic over the rules: nothing here decides legality.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.boards.kit.picking import grouped, refusals
from game.rules.core import IllegalMove, Move
from game.rules.porto.moves import Build, Draw, KeepContracts, PlaceBonus
from game.rules.porto.preview import BuildOption, build_options
from game.rules.porto.state import PortoState


def hand_codes(view: PortoState, player: int) -> list[str]:
    """The cards ``player`` holds as codes, one entry per card, by colour then value."""
    tables = view.tables
    order = sorted(range(tables.kinds), key=lambda k: (tables.card_colour[k], tables.card_value[k]))
    return [tables.card_codes[k] for k in order for _ in range(view.hands[player][k])]


def options_by_house(view: PortoState, cards: Sequence[str]) -> dict[int, list[BuildOption]]:
    """With two picked cards: every legal build, both readings, grouped by house number."""
    if len(cards) != 2:
        return {}
    return grouped(build_options(view, cards[0], cards[1]), lambda option: option.house)


def build_refusals(view: PortoState, cards: Sequence[str], house: int) -> list[IllegalMove]:
    """Why house ``house`` (from 1) cannot take these two cards, one refusal per reading,
    found by playing each reading on a copy (empty when one of them is legal)."""
    a, b = cards
    readings = ((a, b), (b, a)) if a != b else ((a, b),)
    return refusals(view, [Build(floors, colour, house) for floors, colour in readings])


def drawn_slots(move: Move) -> tuple[int, ...] | None:
    """The display slots (from 1) a draw takes (the parts the kit's picking narrows by)."""
    return move.slots if isinstance(move, Draw) else None


def kept_positions(move: Move) -> tuple[int, ...] | None:
    """The dealt contracts (from 1) a contract choice keeps."""
    return move.positions if isinstance(move, KeepContracts) else None


def bonus_house(move: Move) -> int | None:
    """The house (from 1) whose roof a bonus placement takes."""
    return move.house if isinstance(move, PlaceBonus) else None


def draw_total(view: PortoState, slots: Sequence[int]) -> int:
    """The value of the display cards in ``slots``."""
    tables = view.tables
    return sum(tables.card_value[view.display[s - 1]] for s in slots if view.display[s - 1] >= 0)
