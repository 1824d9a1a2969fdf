"""The checks Agricola's content must pass beyond its schema (see :func:`game.content.agricola.load`):
a part's parameters fit its verb, a space is on a board once, a stage has a card per round, a
fireplace to return exists, the harvest rounds rise and the last has a round card on every
side, both crops grow when sown, the people start in the rooms of the starting house; for the
cards an effect verb of the registry with parameters that fit it, ids by kind, one conversion
at most, and a deck large enough to deal every hand at every player count.  Each problem is
one error at its line."""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.content.base import ContentError, YamlDoc, check_unique_ids
from game.content.effects import WrittenEffect, check_effect
from game.rules.agricola import cards as card_rules
from game.rules.agricola.farmyard import Farmyard
from game.rules.agricola.tables import ANIMALS, BUILDING, GOODS, Numbers
from game.rules.effects import Hook, find_verb, verbs_of

if TYPE_CHECKING:
    from game.content.agricola import FarmFile, SpacesFile, WrittenCard, WrittenSpace

VERB_PARAMS: dict[str, frozenset[str]] = {
    "stock": frozenset(),
    "take": frozenset({"goods"}),
    "pick": frozenset({"count", "from", "different"}),
    "rooms": frozenset({"most"}),
    "stables": frozenset({"wood", "most"}),
    "start": frozenset(),
    "plow": frozenset({"count"}),
    "sow": frozenset(),
    "bake": frozenset(),
    "major": frozenset(),
    "minor": frozenset(),
    "occupation": frozenset({"costs"}),
    "growth": frozenset({"room", "from_round"}),
    "renovate": frozenset(),
    "fences": frozenset(),
    "buy": frozenset({"pay", "gain"}),
}
"""The parameters each verb takes (others are errors at their line)."""

HOOKS: dict[str, Hook[Any]] = {hook.name: hook for hook in card_rules.HOOKS}
STORING = frozenset({"store_play", "store_round"})
"""The verbs that keep goods on their card (taken with the card's use, as a conversion is)."""


def _check_card_effect(doc: YamlDoc, where: tuple[str | int, ...], effect: WrittenEffect) -> list[ContentError]:
    """One card effect: a verb of any of the cards' hooks, with parameters that fit it."""
    verb = find_verb(card_rules.GAME, effect.verb)
    if verb is None:
        names = [v.name for v in verbs_of(card_rules.GAME)]
        close = difflib.get_close_matches(effect.verb, names, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else f" (known: {', '.join(names)})"
        return [doc.error(where + ("verb",), f"unknown verb {effect.verb!r}{hint}")]
    return check_effect(doc, where, effect, HOOKS[verb.hook], {})


def check_cards(doc: YamlDoc, cards: Sequence[WrittenCard], kind: str) -> list[ContentError]:
    """Every card of one deck: its id's letter, an occupation's lack of cost and points, its
    effects (one conversion at most), and a deck large enough for every player count."""
    errors = check_unique_ids(doc, cards, ("cards",), kind)
    letter = kind[0]
    for i, card in enumerate(cards):
        where: tuple[str | int, ...] = ("cards", i)
        if not card.id.startswith(letter + "_"):
            errors.append(doc.error(where + ("id",), f"an {kind}'s id starts with {letter}_" if kind == "occupation" else f"a {kind} improvement's id starts with {letter}_"))
        if kind == "occupation" and (card.cost or card.points or card.travels or card.needs):
            errors.append(doc.error(where, "an occupation has no cost, points, prerequisites or passing (its space asks its food)"))
        for e, effect in enumerate(card.effects):
            errors += _check_card_effect(doc, where + ("effects", e), effect)
        conversions = [e for e in card.effects if (v := find_verb(card_rules.GAME, e.verb)) and v.hook == card_rules.CONVERT.name]
        if len(conversions) > 1:
            errors.append(doc.error(where + ("effects",), "a card has one conversion at most"))
        keeps = [e for e in card.effects if e.verb in STORING]
        if keeps and (conversions or card.travels):
            errors.append(doc.error(where + ("effects",), "a card that keeps goods has no conversion and does not travel"))
        fields = [e for e in card.effects if (v := find_verb(card_rules.GAME, e.verb)) and v.hook == card_rules.FIELD.name]
        if fields and (len(fields) > 1 or card.travels):
            errors.append(doc.error(where + ("effects",), "a card that is a field is one field card and does not travel"))
    hand = Numbers().hand
    for players in range(1, 6):
        dealt = sum(1 for card in cards if card.players <= players)
        if dealt < hand * players:
            errors.append(doc.error(("cards",), f"{players} players need {hand * players} cards marked {players}+ or less; the deck has {dealt}"))
    return errors


def _check_parts(doc: YamlDoc, where: tuple[str | int, ...], space: WrittenSpace) -> list[ContentError]:
    errors = []
    for i, part in enumerate(space.parts):
        allowed = VERB_PARAMS[part.verb]
        written = part.model_dump(exclude_defaults=True, by_alias=True)
        for name in sorted(set(written) - {"verb"} - allowed):
            errors.append(doc.error(where + ("parts", i, name), f"{part.verb} takes no {name}"))
        if part.verb == "pick" and (part.count < 1 or not part.from_):
            errors.append(doc.error(where + ("parts", i), "pick needs a count and goods to pick from"))
        if part.verb == "pick" and any(good not in BUILDING + GOODS for good in part.from_):
            errors.append(doc.error(where + ("parts", i, "from"), "only goods of the supply may be picked"))
    if any(p.verb == "stock" for p in space.parts) and not space.refill:
        errors.append(doc.error(where + ("refill",), "a space with stock needs a refill"))
    return errors


def check_spaces(doc: YamlDoc, spaces: SpacesFile) -> list[ContentError]:
    errors: list[ContentError] = []
    seen: dict[tuple[str, str, int], int] = {}
    for i, space in enumerate(spaces.spaces):
        errors += _check_parts(doc, ("spaces", i), space)
        for side in space.sides:
            for players in space.players:
                if (space.id, side, players) in seen:
                    errors.append(doc.error(("spaces", i, "id"), f"{space.id} is on the {side} board twice"))
                seen[(space.id, side, players)] = i
    for s, stage in enumerate(spaces.stages):
        if stage.rounds != len(stage.cards):
            errors.append(doc.error(("stages", s, "rounds"), f"{stage.rounds} rounds but {len(stage.cards)} cards"))
        for c, card in enumerate(stage.cards):
            errors += _check_parts(doc, ("stages", s, "cards", c), card)
    return errors


def check_farm(doc: YamlDoc, farm: FarmFile) -> list[ContentError]:
    errors: list[ContentError] = []
    ids = [m.id for m in farm.majors]
    for i, major in enumerate(farm.majors):
        for other in major.returns:
            if other not in ids:
                errors.append(doc.error(("majors", i, "returns"), f"no major improvement {other}"))
        if any(good in ANIMALS for good in major.cost):
            errors.append(doc.error(("majors", i, "cost"), "an improvement costs goods, not animals"))
    if list(farm.harvest_after) != sorted(set(farm.harvest_after)):
        errors.append(doc.error(("harvest_after",), "harvest rounds must rise"))
    for crop in ("grain", "vegetable"):
        if farm.building.sow.get(crop, 0) < 1:
            where = ("building", "sow", crop) if crop in farm.building.sow else ("building", "sow")
            errors.append(doc.error(where, f"a sown {crop} grows into at least 1 {crop}"))
    return errors


def check_rounds(doc: YamlDoc, farm: FarmFile, round_cards: dict[str, int]) -> list[ContentError]:
    """The last harvest ends the game, so its round needs a round card on every side of the
    board (``round_cards``: how many rounds each side's stages turn up)."""
    last = farm.harvest_after[-1]
    short = {side: cards for side, cards in round_cards.items() if cards < last}
    if not short:
        return []
    cards = min(short.values())
    sides = "" if len(short) == len(round_cards) else f" on the {', '.join(sorted(short))} side"
    where = ("harvest_after", len(farm.harvest_after) - 1)
    message = f"the last harvest is after round {last} but the round cards make {cards} rounds{sides}"
    return [doc.error(where, message)]


def check_people(doc: YamlDoc, farm: FarmFile) -> list[ContentError]:
    """Every person starts in a room of the starting house (rulebook, "Preparación")."""
    rooms = Farmyard.start().room_count()
    if farm.setup.people <= rooms:
        return []
    message = f"{farm.setup.people} people but the starting house has {rooms} rooms"
    return [doc.error(("setup", "people"), message)]
