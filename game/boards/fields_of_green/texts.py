"""Fields of Green in words for the table: a log sentence for every event (cards by name,
numbers with their plurals) and the tie-break — worded in
``content/fields_of_green/board_words.yaml`` with the functions its sentences name."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.boards.fields_of_green.names import (
    PILE_TEXTS,
    WORDS,
    CardBook,
    cost_text,
    counted,
    joined,
    shipped_content,
)
from game.boards.kit.words import Gettext, who
from game.rules.core import CHOICES_REVEALED, Event, Outcome


def _book() -> CardBook | None:
    content = shipped_content()
    return CardBook(content) if content is not None else None


def card_list(codes: object, _: Gettext) -> str:
    """A card or tile code, or a list of them, by name ("Wheat Field and Barn")."""
    items = codes if isinstance(codes, tuple | list) else (codes,)
    book = _book()
    names = [book.name(str(code), _) if book is not None else str(code) for code in items]
    return joined(names, _) if names else WORDS.say("no_cards", _)


def pile_counts(split: object, _: Gettext) -> str:
    """A split as the cards drawn from each pile ("2 fields, 1 building and 3 constructions")."""
    counts = [int(n) for n in split] if isinstance(split, tuple | list) else []
    return joined([counted(key, n, _) for key, n in zip(PILE_TEXTS, counts, strict=False) if n], _)


def _say(texts: Mapping[str, str], key: str, _: Gettext, **values: object) -> str:
    """The sentence's text ``key`` in the current language with ``values`` filled in."""
    template = texts[key]
    return _(template).format(**values)


def _upkeep(event: Event, name: str, texts: Mapping[str, str], _: Gettext) -> str:
    args = event.args
    things = joined([counted(k, int(args[k]), _) for k in ("food", "water", "coins") if int(args[k])], _)
    lost = [counted(k, int(args[f"lost_{k}"]), _) for k in ("food", "water") if int(args.get(f"lost_{k}", 0))]
    if lost:
        return _say(texts, "lost", _, name=name, things=things, lost=joined(lost, _))
    return _say(texts, "got", _, name=name, things=things)


def _spilt(event: Event, name: str, texts: Mapping[str, str], _: Gettext) -> str:
    lost = [counted(k, int(event.args.get(k, 0)), _) for k in ("water", "food") if int(event.args.get(k, 0))]
    return _say(texts, "lost", _, name=name, lost=joined(lost, _))


def _built(event: Event, name: str, texts: Mapping[str, str], _: Gettext) -> str:
    args = event.args
    coins, water, food = int(args["coins"]), int(args["water"]), int(args["food"])
    card = card_list(args["card"], _)
    attach = str(args.get("attach", ""))
    # a set-aside tile put on the location as it is built is named after it
    tile = {"tile": card_list(attach, _)} if attach else {}
    with_tile = "_with" if attach else ""
    if not coins + water + food:
        return _say(texts, "free" + with_tile, _, name=name, card=card, **tile)
    return _say(texts, "paid" + with_tile, _, name=name, card=card, cost=cost_text(coins, water, food, _), **tile)


def _market(event: Event, name: str, texts: Mapping[str, str], _: Gettext) -> str:
    args = event.args
    food, card = int(args["food"]), card_list(args["card"], _)
    coins = counted("coins", int(args["coins"]), _)
    if food:
        return _say(texts, "sold", _, name=name, card=card, food=counted("food", food, _), coins=coins)
    return _say(texts, "none", _, name=name, card=card, coins=coins)


def _harvested(event: Event, name: str, texts: Mapping[str, str], _: Gettext) -> str:
    args = event.args
    card = card_list(args["card"], _)
    gave = args.get("gave", ())  # (a save from before the gains were told has none)
    gains = [counted(str(key), int(amount), _) for key, amount in gave] if isinstance(gave, tuple | list) else []
    if gains:
        return _say(texts, "gave", _, name=name, card=card, gains=joined(gains, _))
    return _say(texts, "nothing", _, name=name, card=card)


FUNCTIONS: dict[str, Any] = {
    "card_list": card_list,
    "tile_list": card_list,
    "pile_counts": pile_counts,
    "upkeep": _upkeep,
    "spilt": _spilt,
    "built": _built,
    "market": _market,
    "harvested": _harvested,
}
"""The functions ``board_words.yaml`` names, by name."""

LOG = WORDS.event_log(FUNCTIONS)
"""The log line of every event kind (``None`` for a silent or an unknown kind)."""


def describe_event(event: Event, names: Sequence[str], _: Gettext) -> str | None:
    """The log line of ``event``; the draft's reveal names whose card is whose."""
    if event.kind == CHOICES_REVEALED:
        choices = event.args.get("choices", ())
        pairs = [WORDS.say("revealed_one", _, name=who(names, p), card=card_list(code, _))
                 for p, code in enumerate(choices)]
        return WORDS.say("revealed", _, choices=joined(pairs, _))
    return LOG.describe(event, names, _)


def explain_tiebreak(outcome: Outcome, names: Sequence[str], _: Gettext) -> str:
    """How the tie-break decided (empty when the totals alone decided)."""
    if outcome.tiebreak != "most_locations":
        return ""
    winners = joined([names[w] for w in outcome.winners if 0 <= w < len(names)], _)
    return WORDS.say("tied_most_locations", _, winners=winners)



def year_name(number: int, _: Gettext) -> str:
    """What the table's title and the log's headings call round ``number``: the game's year
    ("Year 3"), as the strip of piles counts them."""
    return WORDS.say("year_name", _, year=number)
