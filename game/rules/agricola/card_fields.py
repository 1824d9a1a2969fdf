"""Cards that are fields (facts ``agricola.md`` §11.2, pattern 15): a minor improvement or
occupation in play that is sown, harvested and scored as a field of the farmyard, growing
only the crop it names ("a bean patch that grows only vegetables").

The verb ``field_card`` (hook ``field`` of :mod:`.card_hooks`) has four parameters:

- ``grows``: ``grain``, ``vegetable`` or ``any`` — what may be sown on it;
- ``plots``: how many fields it holds (1-3), each sown on its own with one grain or
  vegetable, each giving one crop in every field phase;
- ``amount``: how many crops one sowing lays on a plot (the usual 3 grain / 2 vegetables of
  a field, or other);
- ``scored``: ``field`` — each plot also counts as a field (the score sheet's fields row and
  whatever counts fields: prerequisites, cards' conditions); ``crops`` — only the crops on it
  count.

Rulings of ours, written on the cards: whatever is sown on the card counts at the end as the
player's grain or vegetables, as crops on fields do (a player expects a sown crop not to
vanish); cards that add crops to each field sown (``sow_more``) add them on the card too; the
card is no cell of the farmyard, so it neither fills an unused cell nor lets a field be
ploughed beside it.  A sowing action offers each empty plot as it offers each empty field:
the move :class:`~.moves.SowCard` names the card and the crop; the first empty plot is sown.

What lies on the cards is :attr:`.farmer.Farmer.patches` (card -> the sown plots, each
``(crop, left)``; an empty plot is absent), public like the farmyard.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.agricola.card_hooks import FIELD, scored_card_fields
from game.rules.agricola.moves import SowCard
from game.rules.agricola.tables import CROPS
from game.rules.core import Event
from game.rules.effects import Choice, Params, Timing, Whole

if TYPE_CHECKING:
    from game.rules.agricola.farmer import Farmer
    from game.rules.agricola.state import AgricolaState

GROWS = (*CROPS, "any")
"""What a card field may grow: one crop, or either."""
SCORED = ("field", "crops")
"""How a card field scores: as fields (and its crops), or only its crops."""


@dataclass(frozen=True, slots=True)
class Patch:
    """What a card that is a field is: the crops it grows, how many fields (plots) it holds,
    the crops one sowing lays on a plot, and whether each plot counts as a field."""

    crops: tuple[str, ...]
    plots: int
    amount: int
    field: bool


@FIELD.verb(
    "field_card",
    Timing.ANY_TIME,
    "sow",
    {"grows": Choice("grows", GROWS), "plots": Whole(1, 3), "amount": Whole(1, 4), "scored": Choice("scored", SCORED)},
)
def field_card(params: Params) -> Patch:
    """The card is a field (or several) growing only the crop it names: sown by a sowing
    action, harvested in each field phase and scored with its crops."""
    grows = params.name("grows")
    return Patch(CROPS if grows == "any" else (grows,), params.whole("plots"), params.whole("amount"), params.name("scored") == "field")


def patch(state: AgricolaState, card: str) -> Patch | None:
    """What ``card`` is as a field (``None``: it is no field)."""
    for effect in state.tables.card(card).effects:
        if effect.hook == FIELD.name:
            found: Patch = effect.function(effect.params)
            return found
    return None


def field_cards(state: AgricolaState, farmer: Farmer) -> list[tuple[str, Patch]]:
    """The player's cards in play that are fields, in play order."""
    holders = state.tables.hook_cards.get(FIELD.name)
    if not holders or not farmer.played:
        return []
    found = []
    for card in farmer.played:
        if card in holders:
            what = patch(state, card)
            if what is not None:
                found.append((card, what))
    return found


def sow_moves(state: AgricolaState, farmer: Farmer) -> list[SowCard]:
    """The card fields the player may sow now: a move per card with an empty plot and per
    crop it grows that the player holds."""
    moves = []
    for card, what in field_cards(state, farmer):
        if len(farmer.patches.get(card, ())) < what.plots:
            moves += [SowCard(card, crop) for crop in what.crops if farmer.goods[crop]]
    return moves


def can_sow(state: AgricolaState, farmer: Farmer, move: SowCard) -> bool:
    """Whether ``move`` sows an empty plot of a card field of the player's with a crop it
    grows and the player holds."""
    what = patch(state, move.card) if move.card in farmer.played else None
    return (
        what is not None
        and move.crop in what.crops
        and farmer.goods[move.crop] > 0
        and len(farmer.patches.get(move.card, ())) < what.plots
    )


def sow(state: AgricolaState, player: int, move: SowCard, more: int) -> list[Event]:
    """Sow ``move.crop`` on the first empty plot of ``move.card``: one from the supply, the
    card's amount (and ``more``, from the cards adding to each field sown) on the plot."""
    farmer = state.players[player]
    what = patch(state, move.card)
    assert what is not None
    farmer.goods[move.crop] -= 1
    amount = what.amount + more
    farmer.patches[move.card] = (*farmer.patches.get(move.card, ()), (move.crop, amount))
    return [Event("card_field_sown", player, {"card": move.card, "crop": move.crop, "amount": amount})]


def harvest(farmer: Farmer, player: int, gained: dict[str, int]) -> list[Event]:
    """The field phase on the player's card fields: one crop from each sown plot, added to
    ``gained`` and the supply; an event per card."""
    events = []
    for card in list(farmer.patches):
        taken = {crop: 0 for crop in CROPS}
        left = []
        for crop, count in farmer.patches[card]:
            taken[crop] += 1
            if count > 1:
                left.append((crop, count - 1))
        if left:
            farmer.patches[card] = tuple(left)
        else:
            del farmer.patches[card]
        goods = tuple((crop, n) for crop, n in taken.items() if n)
        for crop, n in goods:
            farmer.goods[crop] += n
            gained[crop] += n
        if goods:
            events.append(Event("card_field_harvested", player, {"card": card, "goods": goods}))
    return events


def crops_on(farmer: Farmer, crop: str) -> int:
    """The ``crop`` lying on the player's card fields."""
    if not farmer.patches:
        return 0
    return sum(n for plots in farmer.patches.values() for kind, n in plots if kind == crop)


def scored_fields(state: AgricolaState, farmer: Farmer) -> int:
    """The plots of the player's card fields that count as fields (scoring, conditions)."""
    return scored_card_fields(state, farmer)


def empty_plots(state: AgricolaState, farmer: Farmer) -> int:
    """The plots of the player's card fields with nothing growing on them."""
    return sum(what.plots - len(farmer.patches.get(card, ())) for card, what in field_cards(state, farmer))
