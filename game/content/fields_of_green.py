"""Fields of Green content: our location cards and equipment tiles.

``load(content_root)`` reads ``content_root / "fields_of_green" / *.yaml`` into a frozen
:class:`FogContent`, or raises :class:`~game.content.base.ContentErrors` naming the file, line
and field of every problem: unknown verbs and bad parameters (checked against the effect
registry of :mod:`game.rules.fields_of_green.abilities`), repeated ids, a card whose code does
not start with its pile's letter, an unknown tag or host.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import fields
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
from game.content.effects import EffectCard, WrittenEffect, check_effect, check_effects
from game.rules.effects import Hook, Sets, resolve
from game.rules.fields_of_green import RULES
from game.rules.fields_of_green.abilities import END, EQUIPMENT, HARVEST, IMMEDIATE, ONGOING
from game.rules.fields_of_green.tables import (
    KINDS,
    PILE_LETTERS,
    SILO,
    TOWER,
    CardDef,
    Effect,
    EquipmentDef,
    FogTables,
    HarvestAbility,
    Numbers,
)

GAME_ID = "fields_of_green"

Kind = Literal["field", "livestock", "construction", "building"]
Host = Literal["field", "livestock", "construction", "building", "tower", "silo"]


class Names(Frozen):
    """A name in each language of the interface."""

    en: str = Field(min_length=1)
    es: str = Field(min_length=1)
    fr: str = Field(min_length=1)


class Cost(Frozen):
    """What building a card costs: coins, and water or food printed under them."""

    coins: int = Field(ge=0, le=12)
    water: int = Field(ge=0, le=3)
    food: int = Field(ge=0, le=3)


class Pay(Frozen):
    """What a harvest ability costs each harvest."""

    water: int = Field(ge=0, le=3)
    food: int = Field(ge=0, le=3)
    coins: int = Field(ge=0, le=6)


class WrittenHarvest(Frozen):
    """A harvest ability as written: its cost and its effects."""

    pay: Pay
    effects: tuple[WrittenEffect, ...] = Field(min_length=1)


class Card(Frozen):
    """One location design (``copies`` identical cards of it lie in its pile)."""

    id: str = Field(pattern=r"^[FLCB]\d\d$")
    kind: Kind
    tags: tuple[str, ...] = ()
    name: Names
    cost: Cost
    points: int = Field(ge=0, le=10)
    immediate: tuple[WrittenEffect, ...] = ()
    harvest: WrittenHarvest | None = None
    end: tuple[WrittenEffect, ...] = ()
    ongoing: tuple[WrittenEffect, ...] = ()

    @property
    def effects(self) -> tuple[WrittenEffect, ...]:
        """Every ability: immediate, ongoing, harvest, end of game."""
        harvest = self.harvest.effects if self.harvest else ()
        return self.immediate + self.ongoing + harvest + self.end


class Tile(Frozen):
    """One equipment design."""

    id: str = Field(pattern=r"^E\d+$")
    name: Names
    host: Host
    needs_harvest: bool
    effect: WrittenEffect

    @property
    def effects(self) -> tuple[WrittenEffect, ...]:
        """The tile's one effect."""
        return (self.effect,)


class CardDeck(Frozen):
    """``cards.yaml``."""

    copies: int = Field(ge=1, le=5)
    cards: tuple[Card, ...] = Field(min_length=4)


class TileDeck(Frozen):
    """``equipment.yaml``."""

    copies: int = Field(ge=1, le=10)
    tiles: tuple[Tile, ...] = Field(min_length=1)


class FogContent(Frozen):
    """Everything the Fields of Green rules and screens need from YAML."""

    cards: tuple[Card, ...]
    copies: int
    tiles: tuple[Tile, ...]
    tile_copies: int
    _tables: FogTables | None = PrivateAttr(default=None)

    def effect_cards(self) -> Sequence[EffectCard]:
        """Every card, then every tile (the texts generated from their effects)."""
        return self.cards + self.tiles

    def effect_sets(self) -> Sets:
        """The named sets the verbs choose from: the groups ``of`` parameters count."""
        return effect_sets(self.cards)

    def rules_facts(self) -> dict[str, int]:
        """Every number the rules pages name (``{fact}`` placeholders): the rulebook's numbers
        the rules read (:class:`~game.rules.fields_of_green.tables.Numbers`), the size of
        each pile and of the equipment stack as this content makes them, and the
        introduction mode's split pile by pile."""
        numbers = self.tables().numbers
        facts = {
            f.name: value for f in fields(numbers) if isinstance(value := getattr(numbers, f.name), int)
        }
        designs = Counter(card.kind for card in self.cards)
        facts["designs_per_pile"] = min(designs.values())
        facts["copies"] = self.copies
        facts["cards_per_pile"] = min(designs.values()) * self.copies
        facts["equipment_tiles"] = len(self.tiles) * self.tile_copies
        facts["equipment_designs"] = len(self.tiles)
        facts["market_most_coins"] = numbers.market_coins + numbers.market_food_most * numbers.market_food_price
        for kind, count in zip(KINDS, numbers.intro_split, strict=True):
            facts[f"intro_{kind}"] = count
        return facts

    def tables(self) -> FogTables:
        """The rules' tables of this content (built once)."""
        if self._tables is None:
            self._tables = _build_tables(self)
        return self._tables


def effect_sets(cards: Sequence[Card]) -> Sets:
    """The groups a location may belong to: the kinds, every tag used, towers and silos."""
    tags = sorted({tag for card in cards for tag in card.tags})
    return {"group": (*KINDS, *tags, TOWER, SILO)}


def _effect(hook: Hook[Any], written: WrittenEffect, sets: Sets) -> Effect:
    verb = hook.get(written.verb)
    return Effect(written.verb, verb.function, resolve(verb, written.params, sets))


def _build_tables(content: FogContent) -> FogTables:
    sets = content.effect_sets()
    cards = []
    for card in content.cards:
        harvest = None
        if card.harvest is not None:
            pay = card.harvest.pay
            effects = tuple(_effect(HARVEST, e, sets) for e in card.harvest.effects)
            harvest = HarvestAbility(pay.water, pay.food, pay.coins, effects)
        cards.append(
            CardDef(
                code=card.id,
                kind=card.kind,
                tags=card.tags,
                coins=card.cost.coins,
                water=card.cost.water,
                food=card.cost.food,
                points=card.points,
                immediate=tuple(_effect(IMMEDIATE, e, sets) for e in card.immediate),
                harvest=harvest,
                end=tuple(_effect(END, e, sets) for e in card.end),
                ongoing=tuple(_effect(ONGOING, e, sets) for e in card.ongoing),
            )
        )
    tiles = tuple(
        EquipmentDef(t.id, t.host, t.needs_harvest, _effect(EQUIPMENT, t.effect, sets)) for t in content.tiles
    )
    return FogTables(tuple(cards), content.copies, tiles, content.tile_copies)


def load(content_root: Path, sprites_root: Path | None = None) -> FogContent:
    """Read and check ``content_root / "fields_of_green"``; ``ContentErrors`` lists every
    problem.  ``sprites_root`` is accepted for the common loader signature."""
    files = ContentFolder(content_root / GAME_ID, GAME_ID)
    deck = files.model("cards", CardDeck)
    tiles = files.model("equipment", TileDeck)
    if deck is None or tiles is None:
        raise files.failure()
    sets = effect_sets(deck.cards)
    errors = _check_cards(files.docs["cards"], deck.cards, sets)
    errors += _check_piles(files.docs["cards"], deck)
    errors += _check_tiles(files.docs["equipment"], tiles.tiles, sets)
    if errors:
        raise ContentErrors(errors)
    return FogContent(cards=deck.cards, copies=deck.copies, tiles=tiles.tiles, tile_copies=tiles.copies)


def _check_cards(doc: YamlDoc, cards: Sequence[Card], sets: Sets) -> list[ContentError]:
    errors = check_unique_ids(doc, cards, ("cards",), "card")
    for i, card in enumerate(cards):
        where = ("cards", i)
        letter = PILE_LETTERS[KINDS.index(card.kind)]
        if not card.id.startswith(letter):
            errors.append(doc.error(where + ("id",), f"a {card.kind} card's code starts with {letter}"))
        errors += check_effects(doc, where + ("immediate",), card.immediate, IMMEDIATE, sets)
        errors += check_effects(doc, where + ("end",), card.end, END, sets)
        errors += check_effects(doc, where + ("ongoing",), card.ongoing, ONGOING, sets)
        if card.harvest is not None:
            errors += check_effects(doc, where + ("harvest", "effects"), card.harvest.effects, HARVEST, sets)
    for kind in KINDS:
        if not any(card.kind == kind for card in cards):
            errors.append(doc.error(("cards",), f"no {kind} card: every pile needs cards"))
    return errors


def _check_piles(doc: YamlDoc, deck: CardDeck) -> list[ContentError]:
    """The four piles must hold every card the most players draw over the years: each draws
    a hand every year, and a draw that finds the piles empty leaves the draft without cards."""
    numbers = Numbers()
    players = RULES.max_players
    drawn = players * numbers.hand_size * numbers.years
    held = len(deck.cards) * deck.copies
    if held >= drawn:
        return []
    return [
        doc.error(
            ("copies",),
            f"{players} players draw {drawn} cards over {numbers.years} years but the piles hold "
            f"{held} ({len(deck.cards)} designs of {deck.copies} copies)",
        )
    ]


def _check_tiles(doc: YamlDoc, tiles: Sequence[Tile], sets: Sets) -> list[ContentError]:
    errors = check_unique_ids(doc, tiles, ("tiles",), "tile")
    for i, tile in enumerate(tiles):
        errors += check_effect(doc, ("tiles", i, "effect"), tile.effect, EQUIPMENT, sets)
    return errors
