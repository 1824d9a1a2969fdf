"""Agricola in words for the table: a log sentence for every event (spaces and improvements
by name, goods and animals with their plurals) and the revised board's tie-break — worded in
``content/agricola/board_words.yaml`` with the functions its sentences name."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.boards.agricola.card_buttons import card_name
from game.boards.agricola.names import WORDS, counted, goods_text, joined, major_name
from game.boards.kit.words import Gettext
from game.rules.agricola.farmyard import cells_of, parse_cells
from game.rules.agricola.moves import cell_text
from game.rules.agricola.tables import ANIMALS
from game.rules.core import Event, Outcome, PositionError


def _say(texts: Mapping[str, str], key: str, _: Gettext, **values: object) -> str:
    """The sentence's text ``key`` in the current language with ``values`` filled in."""
    return _(texts[key]).format(**values)


def goods_list(goods: object, _: Gettext) -> str:
    """An event's goods, ``(good, amount)`` pairs, in words ("3 wood and 1 clay")."""
    pairs = [(str(name), int(amount)) for name, amount in goods] if isinstance(goods, tuple | list) else []
    return goods_text(pairs, _)


def card_names(cards: object, _: Gettext) -> str:
    """Cards by name, joined ("Forester and Woodpile"); nothing for none."""
    ids = [str(card) for card in cards] if isinstance(cards, tuple | list) else []
    return joined([card_name(card, _) for card in ids], _)


def _counter(key: str) -> Any:
    return lambda value, _: counted(key, int(value), _)


def one_good(good: object, _: Gettext) -> str:
    """One good or animal ("1 sheep")."""
    return counted(str(good), 1, _)


def pasture_cells(cells: object, _: Gettext) -> str:
    """A pasture's cells: how many, and which ("2 spaces (d1, e1)")."""
    try:
        mask = parse_cells(str(cells))
    except PositionError:
        return str(cells)
    names = ", ".join(cell_text(cell) for cell in cells_of(mask))
    return f"{counted('cells', mask.bit_count(), _)} ({names})"


def sown_at(where: object, _: Gettext) -> str:
    """Where a card laid more crops: a cell ("c1"), or the card that is a field by name."""
    text = str(where)
    return text if len(text) == 2 else card_name(text, _)


def animals_text(counts: Sequence[int], _: Gettext) -> str:
    """Animals in words ("2 sheep and 1 cattle"; "nothing")."""
    return goods_text(zip(ANIMALS, counts, strict=True), _)


def _sown(event: Event, name: str, texts: Mapping[str, str], _: Gettext) -> str:
    args = event.args
    return _say(texts, str(args["crop"]), _, name=name, cell=args["cell"], amount=int(args["amount"]))


def _animals_kept(event: Event, name: str, texts: Mapping[str, str], _: Gettext) -> str:
    args = event.args
    kept = animals_text([int(args[a]) for a in ANIMALS], _)
    food = int(args["food"])
    if food:
        return _say(texts, "cooked", _, name=name, animals=kept, food=counted("food", food, _))
    return _say(texts, "released", _, name=name, animals=kept)


def _harvested(event: Event, name: str, texts: Mapping[str, str], _: Gettext) -> str:
    args = event.args
    crops = goods_text((("grain", int(args["grain"])), ("vegetable", int(args["vegetable"]))), _)
    return _say(texts, "harvested", _, name=name, crops=crops)


def _animals_born(event: Event, name: str, texts: Mapping[str, str], _: Gettext) -> str:
    born = animals_text([int(event.args[a]) for a in ANIMALS], _)
    return _say(texts, "born", _, name=name, animals=born)


def _card_cost(event: Event, name: str, texts: Mapping[str, str], _: Gettext) -> str:
    args = event.args
    card, less = card_name(str(args["card"]), _), goods_list(args["less"], _)
    if args.get("more"):
        return _say(texts, "instead", _, name=name, card=card, more=goods_list(args["more"], _), less=less)
    return _say(texts, str(args["paid_for"]), _, name=name, card=card, less=less)


FUNCTIONS: dict[str, Any] = {
    "goods_list": goods_list,
    "food_count": _counter("food"),
    "grain_count": _counter("grain"),
    "people_count": _counter("people"),
    "fence_count": _counter("fences"),
    "begging_count": _counter("begging"),
    "animal_count": _counter("animal_count"),
    "point_count": _counter("point_count"),
    "card_cost": _card_cost,
    "one_good": one_good,
    "pasture_cells": pasture_cells,
    "sown": _sown,
    "animals_kept": _animals_kept,
    "harvested": _harvested,
    "animals_born": _animals_born,
    "card_name": card_name,
    "card_names": card_names,
    "sown_at": sown_at,
}
"""The functions ``board_words.yaml`` names, by name."""

LOG = WORDS.event_log(FUNCTIONS)
"""The log line of every event kind (``None`` for an unknown kind)."""


def explain_tiebreak(outcome: Outcome, names: Sequence[str], _: Gettext) -> str:
    """How the tie-break decided (the revised board: the most building resources left)."""
    if outcome.tiebreak != "building_resources":
        return ""
    winners = joined([names[w] for w in outcome.winners if 0 <= w < len(names)], _)
    return WORDS.say("tied_resources", _, winners=winners)


def score_item(category: str, item: str, _: Gettext) -> str:
    """What scored a line of the final score by name: a major improvement (its points or its
    bonus) or a card in play."""
    return major_name(item, _) if category in ("improvements", "bonus") else card_name(item, _)
