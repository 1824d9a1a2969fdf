"""Porto content: components, the street, turn numbers and the two contract decks.

``load(content_root)`` reads ``content_root / "porto" / *.yaml`` into a frozen
:class:`PortoContent`, or raises :class:`~game.content.base.ContentErrors` naming the file,
line and field of every problem (cross-references included: colours, houses, player counts).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import Field

from game.content.base import (
    ContentError,
    ContentErrors,
    ContentFolder,
    Frozen,
    YamlDoc,
    check_unique_ids,
)
from game.content.effects import EffectCard, WrittenEffect, check_effect
from game.rules.effects import Hook, Sets
from game.rules.porto.contracts import PRIVATE_CONTRACTS, PUBLIC_CONTRACTS

GAME_ID = "porto"
PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4)

class Colour(Frozen):
    """A player-neutral building colour; ``letter`` is its one-letter code in move texts."""

    id: str = Field(min_length=1)
    letter: str = Field(min_length=1, max_length=1, pattern=r"^[a-z]$")


class Counted(Frozen):
    """``count`` copies of something worth ``value``."""

    value: int = Field(ge=1)
    count: int = Field(ge=1)


class Components(Frozen):
    """Tiles, roofs, bonus tokens and construction cards (``components.yaml``)."""

    colours: tuple[Colour, ...] = Field(min_length=2)
    ground_floor_tiles_per_colour: int = Field(ge=1)
    floor_tiles_per_colour: int = Field(ge=0)
    roof_tiles: int = Field(ge=1)
    bonus_tokens: tuple[Counted, ...]
    construction_cards_per_colour: tuple[Counted, ...] = Field(min_length=1)


class Street(Frozen):
    """The houses of the street and the roof-track marks (``street.yaml``)."""

    heights: tuple[int, ...] = Field(min_length=3)
    out_of_play: dict[int, tuple[int, ...]]
    roof_track_marks: dict[int, int]


class TurnRules(Frozen):
    """Numbers of the turn structure and of scoring (``rules.yaml``)."""

    display_size: int = Field(ge=1)
    draw_max_cards: int = Field(ge=1)
    draw_max_value: int = Field(ge=1)
    public_contracts_face_up: int = Field(ge=1)
    private_contracts_dealt: int = Field(ge=1)
    private_contracts_kept: int = Field(ge=1)
    points_per_floor: int = Field(ge=0)
    points_per_adjacent_floor: int = Field(ge=0)
    score_track_length: int = Field(ge=1)


class Contract(WrittenEffect):
    """A contract card: its id, and the one effect it is, written on the card itself
    (``{id: P06, verb: build_floors, colours: [blue], floors: 2, points: 2}``)."""

    id: str = Field(min_length=1)

    @property
    def effects(self) -> tuple[WrittenEffect, ...]:
        """The card's effects: the contract itself."""
        return (self,)

    @property
    def colours(self) -> tuple[str, ...]:
        """The colours the contract names (none for ``all_colours``)."""
        return tuple(self.params.get("colours", ()))


class PublicContract(Contract):
    """A public contract: fulfilled by a build matching it exactly (a verb of
    :data:`~game.rules.porto.contracts.PUBLIC_CONTRACTS`)."""


class PrivateContract(Contract):
    """A private contract, scored at the end over the finished street (a verb of
    :data:`~game.rules.porto.contracts.PRIVATE_CONTRACTS`)."""


class PublicDeck(Frozen):
    """``public_contracts.yaml``."""

    contracts: tuple[PublicContract, ...] = Field(min_length=1)


class PrivateDeck(Frozen):
    """``private_contracts.yaml``."""

    contracts: tuple[PrivateContract, ...] = Field(min_length=1)


class PortoContent(Frozen):
    """Everything the Porto rules and screens need from YAML."""

    components: Components
    street: Street
    rules: TurnRules
    public_contracts: tuple[PublicContract, ...]
    private_contracts: tuple[PrivateContract, ...]

    def effect_cards(self) -> Sequence[EffectCard]:
        """Every contract, public then private (the cards whose text is generated)."""
        return self.public_contracts + self.private_contracts

    def rules_facts(self) -> dict[str, int]:
        """Every number the rules pages name (``{fact}`` placeholders): the turn's and
        scoring's numbers of ``rules.yaml``."""
        return {name: int(value) for name, value in self.rules.model_dump().items()}

    def effect_sets(self) -> Sets:
        """The named sets contract parameters choose from: the colours."""
        return {"colour": tuple(c.id for c in self.components.colours)}


def load(content_root: Path, sprites_root: Path | None = None) -> PortoContent:
    """Read and check ``content_root / "porto"``; raise ``ContentErrors`` listing every problem.

    ``sprites_root`` is accepted for the common loader signature; Porto's YAML names no art.
    """
    files = ContentFolder(content_root / GAME_ID, GAME_ID)
    components = files.model("components", Components)
    street = files.model("street", Street)
    rules = files.model("rules", TurnRules)
    public = files.model("public_contracts", PublicDeck)
    private = files.model("private_contracts", PrivateDeck)
    if components is None or street is None or rules is None or public is None or private is None:
        raise files.failure()
    docs = files.docs
    errors = _check_components(docs["components"], components)
    errors += _check_street(docs["street"], street, components)
    sets = {"colour": tuple(c.id for c in components.colours)}
    errors += _check_deck(docs["public_contracts"], public.contracts, PUBLIC_CONTRACTS, sets)
    errors += _check_deck(docs["private_contracts"], private.contracts, PRIVATE_CONTRACTS, sets)
    if not errors and public.contracts and len(public.contracts) < rules.public_contracts_face_up:
        errors.append(docs["rules"].error(("public_contracts_face_up",), "more than the deck holds"))
    if not errors and rules.private_contracts_kept > rules.private_contracts_dealt:
        errors.append(docs["rules"].error(("private_contracts_kept",), "more than are dealt"))
    if not errors and len(private.contracts) < max(PLAYER_COUNTS) * rules.private_contracts_dealt:
        errors.append(docs["private_contracts"].error(("contracts",), "too few to deal every player"))
    if errors:
        raise ContentErrors(errors)
    return PortoContent(
        components=components,
        street=street,
        rules=rules,
        public_contracts=public.contracts,
        private_contracts=private.contracts,
    )


def _check_components(doc: YamlDoc, components: Components) -> list[ContentError]:
    errors = check_unique_ids(doc, components.colours, ("colours",), "colour")
    letters: set[str] = set()
    for i, colour in enumerate(components.colours):
        if colour.letter in letters:
            errors.append(doc.error(("colours", i, "letter"), f"letter {colour.letter!r} repeats"))
        letters.add(colour.letter)
    values: set[int] = set()
    for i, card in enumerate(components.construction_cards_per_colour):
        # a card is named by its colour's letter and its value ('g2'): one entry per value
        if card.value in values:
            errors.append(doc.error(("construction_cards_per_colour", i, "value"), f"value {card.value} repeats"))
        values.add(card.value)
    return errors


def _check_street(doc: YamlDoc, street: Street, components: Components) -> list[ContentError]:
    errors: list[ContentError] = []
    houses = len(street.heights)
    tokens = sum(t.count for t in components.bonus_tokens)
    for i, height in enumerate(street.heights):
        if height < 1:
            errors.append(doc.error(("heights", i), "a house has at least its ground floor"))
    for players in PLAYER_COUNTS:
        if players not in street.out_of_play:
            errors.append(doc.error(("out_of_play",), f"no entry for {players} players"))
            continue
        gone = street.out_of_play[players]
        for j, house in enumerate(gone):
            if not 1 <= house <= houses:
                errors.append(doc.error(("out_of_play", players, j), f"no house {house} (1-{houses})"))
        in_play = houses - len(set(gone))
        if tokens < in_play:
            errors.append(doc.error(("out_of_play", players), f"{in_play} houses but {tokens} bonus tokens"))
        if components.roof_tiles < in_play:
            errors.append(doc.error(("out_of_play", players), f"{in_play} houses but fewer roofs"))
        mark = street.roof_track_marks.get(players)
        if mark is None:
            errors.append(doc.error(("roof_track_marks",), f"no mark for {players} players"))
        elif not 1 <= mark <= in_play:
            errors.append(doc.error(("roof_track_marks", players), f"must be 1 to {in_play}"))
    return errors


def _check_deck(
    doc: YamlDoc, deck: Sequence[Contract], hook: Hook[Any], sets: Sets
) -> list[ContentError]:
    errors = check_unique_ids(doc, deck, ("contracts",), "contract")
    for i, card in enumerate(deck):
        errors += check_effect(doc, ("contracts", i), card, hook, sets)
    return errors
