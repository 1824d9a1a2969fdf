"""Agricola content: the action spaces, round cards, major improvements, numbers, and the full
game's occupations and minor improvements.

``load(content_root)`` reads ``content_root / "agricola" / {spaces,farm,occupations,minors}.yaml``
into a frozen :class:`AgricolaContent`, or raises :class:`~game.content.base.ContentErrors`
naming the file, line and field of every problem: an unknown verb or good, a parameter a verb
does not take, a stage whose card count is not its round count, a fireplace to return that
does not exist; for the cards an unknown effect verb or a bad parameter (checked against the
effect registry of :mod:`game.rules.agricola.cards`), a repeated id, a deck too small to deal
every hand at some player count.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, PrivateAttr

from game.content.base import (
    ContentError,
    ContentErrors,
    ContentFolder,
    Frozen,
    YamlDoc,
    check_unique_ids,
)
from game.content.effects import EffectCard, WrittenEffect, check_effect
from game.rules.agricola import cards as card_rules
from game.rules.agricola.tables import (
    ANIMALS,
    BUILDING,
    GOODS,
    SIDES,
    AgricolaTables,
    Board,
    CardDef,
    CardEffect,
    Major,
    Numbers,
    Part,
    Space,
    goods_of,
)
from game.rules.effects import Hook, Sets, find_verb, resolve, verbs_of

GAME_ID = "agricola"

Good = Literal["wood", "clay", "reed", "stone", "grain", "vegetable", "food", "sheep", "boar", "cattle"]
Side = Literal["full", "family", "revised"]
Join = Literal["all", "and_or", "then", "or"]
Verb = Literal[
    "stock", "take", "pick", "rooms", "stables", "start", "plow", "sow", "bake", "major",
    "minor", "occupation", "growth", "renovate", "fences", "buy",
]

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

Amounts = dict[Good, int]


class WrittenPart(Frozen):
    """A part as written in ``spaces.yaml``."""

    verb: Verb
    goods: Amounts = {}
    count: int = Field(default=0, ge=0, le=5)
    from_: tuple[Good, ...] = Field(default=(), alias="from")
    different: bool = False
    wood: int = Field(default=0, ge=0, le=5)
    most: int = Field(default=0, ge=0, le=15)
    room: bool = True
    from_round: int = Field(default=0, ge=0, le=14)
    costs: tuple[int, ...] = ()
    pay: Amounts = {}
    gain: Amounts = {}


class WrittenSpace(Frozen):
    """An action space or round card as written."""

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    sides: tuple[Side, ...] = ("full", "family", "revised")
    players: tuple[int, ...] = (1, 2, 3, 4, 5)
    refill: Amounts = {}
    solo_refill: Amounts = {}
    join: Join
    parts: tuple[WrittenPart, ...] = Field(min_length=1)


class WrittenStage(Frozen):
    """One stage of round cards."""

    rounds: int = Field(ge=1, le=6)
    cards: tuple[WrittenSpace, ...] = Field(min_length=1)


class SpacesFile(Frozen):
    """``spaces.yaml``."""

    spaces: tuple[WrittenSpace, ...] = Field(min_length=1)
    stages: tuple[WrittenStage, ...] = Field(min_length=1)


class WrittenBake(Frozen):
    """What a baking improvement gives per grain, and how many grain at most per bake."""

    food: int = Field(ge=1, le=9)
    most: int = Field(default=0, ge=0, le=9)


class WrittenCraft(Frozen):
    """A craft improvement's harvest conversion."""

    good: Good
    food: int = Field(ge=1, le=9)


class WrittenBonus(Frozen):
    """A craft improvement's end points: one per threshold reached."""

    good: Good
    at_least: tuple[int, ...] = Field(min_length=1)


class WrittenMajor(Frozen):
    """A major improvement as written in ``farm.yaml``."""

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    cost: Amounts
    points: int = Field(ge=0, le=9)
    returns: tuple[str, ...] = ()
    cook: Amounts = {}
    bake: WrittenBake | None = None
    bakes_when_built: bool = False
    craft: WrittenCraft | None = None
    bonus: WrittenBonus | None = None
    future_food: int = Field(default=0, ge=0, le=9)


class Setup(Frozen):
    """``farm.yaml`` ``setup``."""

    people: int = Field(ge=1, le=5)
    max_people: int = Field(ge=1, le=9)
    start_food: int = Field(ge=0, le=9)
    other_food: int = Field(ge=0, le=9)
    solo_food: int = Field(ge=0, le=9)
    stables: int = Field(ge=0, le=15)
    fences: int = Field(ge=0, le=38)


class Feeding(Frozen):
    """``farm.yaml`` ``feeding``."""

    adult: int = Field(ge=0, le=9)
    solo_adult: int = Field(ge=0, le=9)
    newborn: int = Field(ge=0, le=9)
    begging_points: int = Field(ge=-9, le=0)


class RoomCost(Frozen):
    material: int = Field(ge=0, le=9)
    reed: int = Field(ge=0, le=9)


class RenovationCost(Frozen):
    per_room: int = Field(ge=0, le=9)
    reed: int = Field(ge=0, le=9)


class FenceCost(Frozen):
    wood: int = Field(ge=0, le=9)


class Building(Frozen):
    """``farm.yaml`` ``building``."""

    room: RoomCost
    renovation: RenovationCost
    fence: FenceCost
    sow: dict[Literal["grain", "vegetable"], int]


class Solo(Frozen):
    """``farm.yaml`` ``solo``."""

    medals: dict[Literal["bronze", "silver", "gold"], int]
    series_targets: tuple[int, ...] = Field(min_length=1)


class FarmFile(Frozen):
    """``farm.yaml``."""

    setup: Setup
    harvest_after: tuple[int, ...] = Field(min_length=1)
    feeding: Feeding
    building: Building
    majors: tuple[WrittenMajor, ...] = Field(min_length=1)
    solo: Solo


class Names(Frozen):
    """A card's name in each language of the interface."""

    en: str = Field(min_length=1, max_length=40)
    es: str = Field(min_length=1, max_length=40)
    fr: str = Field(min_length=1, max_length=40)


Need = Literal["occupation", "minor", "room", "field", "pasture", "stable", "person", "major"]


class WrittenCard(Frozen):
    """An occupation or minor improvement as written in ``occupations.yaml`` / ``minors.yaml``.

    ``players`` is the deck mark (1+, 3+, 4+); ``cost``, ``points``, ``needs`` (at least so
    many of each) and ``travels`` are a minor improvement's (an occupation costs the food its
    space asks and prints no points)."""

    id: str = Field(pattern=r"^[om]_[a-z0-9_]+$")
    name: Names
    players: Literal[1, 3, 4] = 1
    cost: Amounts = {}
    points: int = Field(default=0, ge=0, le=4)
    needs: dict[Need, int] = {}
    travels: bool = False
    effects: tuple[WrittenEffect, ...] = Field(min_length=1, max_length=3)


class CardsFile(Frozen):
    """``occupations.yaml`` or ``minors.yaml``."""

    cards: tuple[WrittenCard, ...] = Field(min_length=1)


class AgricolaContent(Frozen):
    """Everything the Agricola rules and screens need from YAML."""

    spaces: SpacesFile
    farm: FarmFile
    occupations: tuple[WrittenCard, ...] = ()
    minors: tuple[WrittenCard, ...] = ()
    _tables: AgricolaTables | None = PrivateAttr(default=None)

    def tables(self) -> AgricolaTables:
        """The rules' tables of this content (built once)."""
        if self._tables is None:
            self._tables = build_tables(self.spaces, self.farm, self.occupations + self.minors)
        return self._tables

    def effect_cards(self) -> Sequence[EffectCard]:
        """Every occupation, then every minor improvement (their texts generated from their
        effects)."""
        return self.occupations + self.minors

    def effect_sets(self) -> Sets:
        """The verbs' choices are fixed sets of the rules (:mod:`game.rules.agricola.cards`)."""
        return {}

    def card(self, card_id: str) -> WrittenCard:
        """The occupation or minor improvement ``card_id`` as written (names, effects)."""
        return next(card for card in self.occupations + self.minors if card.id == card_id)

    def rules_facts(self) -> dict[str, int]:
        """Every number the rules pages name (:func:`game.content.agricola_facts.rules_facts`)."""
        from game.content.agricola_facts import rules_facts

        return rules_facts(self.tables())


def _goods(amounts: Mapping[Any, int]) -> tuple[tuple[str, int], ...]:
    return goods_of({str(name): amount for name, amount in amounts.items()})


def _part(written: WrittenPart) -> Part:
    return Part(
        verb=written.verb,
        goods=_goods(written.goods),
        count=written.count,
        choices=tuple(written.from_),
        different=written.different,
        wood=written.wood,
        most=written.most,
        room=written.room,
        from_round=written.from_round,
        costs=written.costs,
        pay=_goods(written.pay),
        gain=_goods(written.gain),
    )


def _space(written: WrittenSpace, side: str) -> Space | None:
    """The space as played on ``side``: the family games drop the card verbs."""
    card_verbs = ("minor", "occupation")
    parts = tuple(
        _part(p) for p in written.parts if side == "full" or p.verb not in card_verbs
    )
    if not parts:
        return None
    return Space(written.id, written.join, parts, _goods(written.refill), _goods(written.solo_refill))


def _major(written: WrittenMajor) -> Major:
    return Major(
        id=written.id,
        cost=_goods(written.cost),
        points=written.points,
        returns=written.returns,
        cook=_goods(written.cook),
        bake_food=written.bake.food if written.bake else 0,
        bake_most=written.bake.most if written.bake else 0,
        bakes_when_built=written.bakes_when_built,
        craft_good=written.craft.good if written.craft else "",
        craft_food=written.craft.food if written.craft else 0,
        bonus_good=written.bonus.good if written.bonus else "",
        bonus_at_least=written.bonus.at_least if written.bonus else (),
        future_food=written.future_food,
    )


def _card(written: WrittenCard, kind: str) -> CardDef:
    effects = []
    for effect in written.effects:
        verb = find_verb(card_rules.GAME, effect.verb)
        assert verb is not None
        effects.append(CardEffect(effect.verb, verb.hook, verb.when, verb.function, resolve(verb, effect.params, {})))
    needs = tuple(sorted((str(what), least) for what, least in written.needs.items()))
    return CardDef(written.id, kind, written.players, _goods(written.cost), written.points, needs, written.travels, tuple(effects))


def build_tables(spaces: SpacesFile, farm: FarmFile, cards: Sequence[WrittenCard] = ()) -> AgricolaTables:
    """The rules' tables from the files (already checked)."""
    boards = {}
    for side in SIDES:
        for players in range(1, 6):
            chosen = [
                _space(w, side) for w in spaces.spaces if side in w.sides and players in w.players
            ]
            boards[(side, players)] = Board(side, players, tuple(s for s in chosen if s is not None))
    stages = {side: stage_cards(spaces, side) for side in SIDES}
    setup, feeding, building = farm.setup, farm.feeding, farm.building
    numbers = Numbers(
        people=setup.people,
        max_people=setup.max_people,
        start_food=setup.start_food,
        other_food=setup.other_food,
        solo_food=setup.solo_food,
        stables=setup.stables,
        fences=setup.fences,
        harvest_after=farm.harvest_after,
        adult_food=feeding.adult,
        solo_adult_food=feeding.solo_adult,
        newborn_food=feeding.newborn,
        begging_points=feeding.begging_points,
        room_material=building.room.material,
        room_reed=building.room.reed,
        renovation_per_room=building.renovation.per_room,
        renovation_reed=building.renovation.reed,
        fence_wood=building.fence.wood,
        sown=_goods(building.sow),
        medals=tuple(sorted(farm.solo.medals.items(), key=lambda item: item[1])),
    )
    card_defs = tuple(_card(c, "occupation" if c.id.startswith("o_") else "minor") for c in cards)
    return AgricolaTables(boards, stages, tuple(_major(m) for m in farm.majors), numbers, card_defs)


def stage_cards(spaces: SpacesFile, side: str) -> tuple[tuple[Space, ...], ...]:
    """The round cards of each stage as played on ``side``."""
    return tuple(
        tuple(s for s in (_space(card, side) for card in stage.cards) if s is not None)
        for stage in spaces.stages
    )


def load(content_root: Path, sprites_root: Path | None = None) -> AgricolaContent:
    """Read and check ``content_root / "agricola"``; ``ContentErrors`` lists every problem.
    ``sprites_root`` is accepted for the common loader signature."""
    files = ContentFolder(content_root / GAME_ID, GAME_ID)
    spaces = files.model("spaces", SpacesFile)
    farm = files.model("farm", FarmFile)
    occupations = files.model("occupations", CardsFile)
    minors = files.model("minors", CardsFile)
    if spaces is None or farm is None or occupations is None or minors is None:
        raise files.failure()
    errors = _check_spaces(files.docs["spaces"], spaces) + _check_farm(files.docs["farm"], farm)
    errors += _check_cards(files.docs["occupations"], occupations.cards, "occupation")
    errors += _check_cards(files.docs["minors"], minors.cards, "minor")
    if errors:
        raise ContentErrors(errors)
    return AgricolaContent(spaces=spaces, farm=farm, occupations=occupations.cards, minors=minors.cards)


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


def _check_cards(doc: YamlDoc, cards: Sequence[WrittenCard], kind: str) -> list[ContentError]:
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


def _check_spaces(doc: YamlDoc, spaces: SpacesFile) -> list[ContentError]:
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


def _check_farm(doc: YamlDoc, farm: FarmFile) -> list[ContentError]:
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
    return errors
