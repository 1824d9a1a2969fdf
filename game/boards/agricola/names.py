"""Agricola's names and words: the board words file (:data:`WORDS`), numbers of goods, animals
and cards with their real plurals, lists joined as the language joins them, and what an action
space or a major improvement does, in words generated from the content's parameters (so what
the board says is what the rules do)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.boards.kit.card_words import language_of
from game.boards.kit.phrasebook import ngettext_of
from game.boards.kit.wordbook import board_words
from game.boards.kit.words import Gettext
from game.rules.agricola.tables import Major, Part, Space

WORDS = board_words("agricola/board_words.yaml")

space_name = WORDS.names["spaces"]
"""``space_name(space_id, _)``: an action space's or round card's name."""
major_name = WORDS.names["majors"]
good_name = WORDS.names["goods"]
part_name = WORDS.names["parts"]
replacement_name = WORDS.names["replacements"]
"""``replacement_name(action, _)``: what a card lets a person do instead of a space's action."""

HOUSE_WORDS = {"wood": "wood_house", "clay": "clay_house", "stone": "stone_house"}
"""The words key of a house's material, as an adjective ("Wooden")."""

COUNTED = ("wood", "clay", "reed", "stone", "grain", "vegetable", "food", "sheep", "boar", "cattle")
"""The goods and animals that have a counted text of their own."""

def counted(key: str, count: int, _: Gettext) -> str:
    """Plural text ``key`` of the words file for ``count`` things ("3 wood", "1 sheep")."""
    one, other = WORDS.plural(key)
    return ngettext_of(_)(one, other, count).format(count=count)


def joined(items: Sequence[str], _: Gettext, *, alternatives: bool = False) -> str:
    """Items joined as the language joins a list ("a, b and c"; "a, b or c")."""
    from babel.lists import format_list

    if not items:
        return ""
    if alternatives:
        return str(format_list(list(items), style="or", locale=language_of(_)))
    return str(format_list(list(items), locale=language_of(_)))


def goods_text(goods: Iterable[tuple[str, int]], _: Gettext) -> str:
    """Goods as words ("3 wood and 1 clay"; "nothing")."""
    parts = [counted(name, amount, _) if name in COUNTED else f"{amount} {name}" for name, amount in goods if amount]
    return joined(parts, _) if parts else WORDS.say("nothing", _)


def part_gives(part: Part, _: Gettext, refill: str = "") -> str:
    """What one part of a space does, in a few words ("3 wood", "1 of: reed or stone")."""
    verb = part.verb
    if verb == "stock":
        return refill or WORDS.say("gives_stock", _)
    if verb == "take":
        return goods_text(part.goods, _)
    if verb == "pick":
        goods = joined([good_name(g, _).lower() for g in part.choices], _, alternatives=True)
        key = "gives_pick_different" if part.different else "gives_pick"
        return WORDS.say(key, _, count=part.count, goods=goods)
    if verb == "stables":
        if part.most == 1:
            return WORDS.say("gives_stable_one", _)
        return WORDS.say("gives_stables", _, wood=part.wood)
    if verb == "rooms" and part.most == 1:
        return WORDS.say("gives_room_one", _)
    if verb == "growth":
        if not part.room:
            return WORDS.say("gives_growth_free", _)
        if part.from_round:
            return WORDS.say("gives_growth_from", _, round=part.from_round)
        return WORDS.say("gives_growth", _)
    if verb == "buy":
        return WORDS.say("gives_buy", _, pay=goods_text(part.pay, _), gain=goods_text(part.gain, _))
    return part_name(verb, _)


JOIN_WORDS = {"and_or": "and_or", "or": "or_word", "then": "then_word"}
"""The word between the parts of a space, by how they combine (``all``: a comma)."""


def space_gives(space: Space, _: Gettext, players: int = 2) -> str:
    """What a space lets a person do, part by part ("build rooms and/or stables (2 wood
    each)"); accumulating goods are said as what lands each round."""
    refill = space.refill_for(players)
    landing = WORDS.say("each_round", _, goods=goods_text(refill, _)) if refill else ""
    parts = [part_gives(part, _, landing) for part in space.parts]
    # one sentence: a part after the first goes on in lower case ("Reformar y luego comprar …")
    parts[1:] = [part[:1].lower() + part[1:] for part in parts[1:]]
    word = JOIN_WORDS.get(space.join)
    if word is None:
        return ", ".join(parts)
    return f" {WORDS.say(word, _)} ".join(parts)


def major_text(major: Major, _: Gettext) -> list[str]:
    """What a major improvement does, one short line per ability."""
    lines = []
    if major.cook:
        rates = ", ".join(WORDS.say("rate", _, good=good_name(g, _), food=n) for g, n in major.cook)
        lines.append(WORDS.say("cooks", _, rates=rates))
    if major.bake_food:
        if major.bake_most:
            lines.append(WORDS.say("bakes_most", _, most=major.bake_most, food=major.bake_food))
        else:
            lines.append(WORDS.say("bakes", _, food=major.bake_food))
    if major.craft_good:
        lines.append(WORDS.say("crafts", _, good=good_name(major.craft_good, _).lower(), food=major.craft_food))
    if major.bonus_good:
        levels = ", ".join(f"{least}+: {k + 1}" for k, least in enumerate(major.bonus_at_least))
        lines.append(WORDS.say("bonus_text", _, good=good_name(major.bonus_good, _).lower(), levels=levels))
    if major.future_food:
        lines.append(WORDS.say("well_text", _, rounds=major.future_food))
    return lines
