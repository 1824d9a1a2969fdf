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

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, PrivateAttr

from game.content.agricola_checks import (
    check_cards,
    check_farm,
    check_people,
    check_rounds,
    check_spaces,
)
from game.content.base import (
    ContentErrors,
    ContentFolder,
    Frozen,
)
from game.content.effects import EffectCard, WrittenEffect
from game.rules.agricola import cards as card_rules
from game.rules.agricola.tables import (
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
from game.rules.effects import Sets, find_verb, resolve

GAME_ID = "agricola"

Good = Literal["wood", "clay", "reed", "stone", "grain", "vegetable", "food", "sheep", "boar", "cattle"]
Side = Literal["full", "family", "revised"]
Join = Literal["all", "and_or", "then", "or"]
Verb = Literal[
    "stock", "take", "pick", "rooms", "stables", "start", "plow", "sow", "bake", "major",
    "minor", "occupation", "growth", "renovate", "fences", "buy",
]

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
    errors = check_spaces(files.docs["spaces"], spaces) + check_farm(files.docs["farm"], farm)
    errors += check_people(files.docs["farm"], farm)
    if not errors:  # the round cards are counted once the stages are known to be whole
        round_cards = {side: sum(map(len, stage_cards(spaces, side))) for side in SIDES}
        errors += check_rounds(files.docs["farm"], farm, round_cards)
    errors += check_cards(files.docs["occupations"], occupations.cards, "occupation")
    errors += check_cards(files.docs["minors"], minors.cards, "minor")
    if errors:
        raise ContentErrors(errors)
    return AgricolaContent(spaces=spaces, farm=farm, occupations=occupations.cards, minors=minors.cards)
