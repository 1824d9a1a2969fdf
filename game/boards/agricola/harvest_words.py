"""What Agricola's harvest is made of, for the table's harvest screen: it begins after the
round's last person is placed, every harvest feeds every family, and it is over when the next
round begins or the game ends; what the fields, the cards, the cooking and the breeding gave
counts up under each family's column."""

from __future__ import annotations

from collections.abc import Sequence

from game.boards.agricola.art import paint_token
from game.boards.kit.harvest import HarvestWords
from game.rules.agricola.tables import ANIMALS
from game.rules.core import Event


def gains(event: Event) -> Sequence[tuple[str, int]]:
    """What a harvest event gave its family: crops from a field or a card, food cooked or
    converted, goods a card gave, animals born (what was eaten is said in words)."""
    args = event.args
    if event.kind == "harvested":
        found = [(crop, int(args.get(crop, 0))) for crop in ("grain", "vegetable")]
    elif event.kind in ("card_field_harvested", "card_goods"):
        found = [(good, int(n)) for good, n in args.get("goods", ())]
    elif event.kind in ("cooked", "card_converted"):
        found = [("food", int(args.get("food", 0)))]
    elif event.kind == "animals_born":
        found = [(animal, int(args.get(animal, 0))) for animal in ANIMALS]
    else:
        found = []
    return [(good, n) for good, n in found if n > 0]


HARVEST = HarvestWords(
    ends=frozenset({"round_started", "game_over"}),
    kinds=frozenset({"harvested", "card_field_harvested", "card_goods", "cooked", "card_converted", "fed",
                     "begged", "animals_born", "animals_kept", "card_sleeping"}),
    after="person_placed",
    needs="fed",
    gains=gains,
    token=paint_token,
)
