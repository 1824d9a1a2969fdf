"""Oregon content: the board map, the components and the scoring numbers, read from
``content/oregon/*.yaml`` into one frozen, typed :class:`OregonContent`.

``load(content_root)`` raises :class:`~game.content.base.ContentErrors` listing every problem
as ``file:line: field: message``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from pydantic import Field

from game.content.base import (
    ContentError,
    ContentErrors,
    ContentFolder,
    Frozen,
    YamlDoc,
    check_unique_ids,
)
from game.content.effects import EffectCard, WrittenEffect, check_effects
from game.rules.effects import Sets
from game.rules.oregon import RULES
from game.rules.oregon.scoring import BUILDING_EFFECTS

GAME_ID = "oregon"
RESERVED_LETTERS = frozenset(".?0123456789")


class TerrainSpec(Frozen):
    """A terrain and the letter the map uses for it."""

    letter: str = Field(min_length=1, max_length=1)
    id: str


class BoardFile(Frozen):
    """``board.yaml``: the symbols along the edges, the band sizes and the map."""

    symbols: tuple[str, ...] = Field(min_length=1)
    columns_per_symbol: int = Field(ge=1)
    rows_per_symbol: int = Field(ge=1)
    terrains: tuple[TerrainSpec, ...] = Field(min_length=1)
    water: str
    map: tuple[str, ...] = Field(min_length=1)


GAINS: dict[str, str] = {"score_points": "points", "score_church": "church", "draw_tile": ""}
"""The verbs that say what a farmer beside a building gains (one per building), and that
gain in one word (``draw_tile`` names its tile)."""


class BuildingSpec(Frozen):
    """One building type: where it may stand, how many exist, and its effects: what a farmer
    beside it earns (verbs of :data:`~game.rules.oregon.scoring.BUILDING_EFFECTS`)."""

    id: str
    letter: str = Field(min_length=1, max_length=1)
    terrain: str
    near_water: bool = False
    cards: int = Field(ge=0)
    tiles: int = Field(ge=0)
    start_tiles: int = Field(ge=0)
    effects: tuple[WrittenEffect, ...] = Field(min_length=1)
    sprite: str | None = None

    @property
    def effect(self) -> str:
        """What a farmer beside it gains, in one word: ``points``, ``church``, ``coal`` or
        ``gold`` (the board's help and the bots' gain guess read it)."""
        for effect in self.effects:
            if effect.verb in GAINS:
                return GAINS[effect.verb] or str(effect.params.get("tile", ""))
        return ""

    @property
    def points(self) -> int:
        """The fixed points a farmer beside it scores (0 unless it scores fixed points)."""
        for effect in self.effects:
            if effect.verb == "score_points":
                return int(effect.params.get("points", 0))
        return 0

    @property
    def activates(self) -> str | None:
        """The token it makes active again (``joker``, ``extra_turn``), if any."""
        for effect in self.effects:
            if effect.verb == "activate_token":
                return str(effect.params.get("token"))
        return None


class HandSpec(Frozen):
    """Cards dealt at set-up and the size hands are refilled to."""

    landscape: int = Field(ge=1)
    building: int = Field(ge=1)
    size: int = Field(ge=2)


class ComponentsFile(Frozen):
    """``components.yaml``."""

    colours: tuple[str, ...] = Field(min_length=4)
    farmers_per_player: int = Field(ge=2)
    landscape_cards_per_symbol: int = Field(ge=1)
    hand: HandSpec
    buildings: tuple[BuildingSpec, ...] = Field(min_length=1)
    coal_tiles: dict[int, int]
    gold_tiles: dict[int, int]


class GroupRule(Frozen):
    """The group bonus: ``points`` for a new orthogonal group of ``size`` farmers."""

    size: int = Field(ge=2)
    points: int = Field(ge=0)


class ChurchRule(Frozen):
    """A church pays one point per adjacent farmer, clamped to these bounds."""

    min_points: int = Field(ge=0)
    max_points: int = Field(ge=0)


class RulesFile(Frozen):
    """``rules.yaml``."""

    group: GroupRule
    church: ChurchRule
    empty_stacks_to_end: dict[int, int]


@dataclass(frozen=True)
class OregonContent:
    """Everything the Oregon rules need to know about the components, frozen.

    ``grid`` holds the terrain id of every space, row by row (``rows`` x ``columns``).
    ``content_id`` fingerprints the YAML so that precomputed tables can be cached.
    """

    content_id: str
    symbols: tuple[str, ...]
    columns_per_symbol: int
    rows_per_symbol: int
    rows: int
    columns: int
    grid: tuple[str, ...]
    terrain_letters: tuple[tuple[str, str], ...]
    water: str
    colours: tuple[str, ...]
    farmers_per_player: int
    landscape_cards_per_symbol: int
    hand_landscape: int
    hand_building: int
    hand_size: int
    buildings: tuple[BuildingSpec, ...]
    coal_tiles: tuple[tuple[int, int], ...]
    gold_tiles: tuple[tuple[int, int], ...]
    group_size: int
    group_points: int
    church_min: int
    church_max: int
    empty_stacks_to_end: tuple[tuple[int, int], ...]

    def building(self, building_id: str) -> BuildingSpec:
        """The building type with this id (``KeyError`` if there is none)."""
        for spec in self.buildings:
            if spec.id == building_id:
                return spec
        raise KeyError(building_id)

    def effect_cards(self) -> Sequence[EffectCard]:
        """The building types, whose tiles and cards carry effects."""
        return self.buildings

    def effect_sets(self) -> Sets:
        """Building effects choose only from fixed sets (tiles, tokens)."""
        return {}

    def rules_facts(self) -> dict[str, int]:
        """Every number the rules pages name (``{fact}`` placeholders), read from the
        components: the map's size and bands, the hand, what each building pays a farmer
        beside it, the church's bounds, the group bonus and the end of the game."""
        facts = {
            "rows": self.rows,
            "columns": self.columns,
            "rows_per_symbol": self.rows_per_symbol,
            "columns_per_symbol": self.columns_per_symbol,
            "area_spaces": self.rows_per_symbol * self.columns_per_symbol,
            "hand_size": self.hand_size,
            "farmers_per_player": self.farmers_per_player,
            "church_min": self.church_min,
            "church_max": self.church_max,
            "group_size": self.group_size,
            "group_points": self.group_points,
            "building_tiles": min(spec.tiles for spec in self.buildings),
            "symbols": len(self.symbols),
            "building_types": len(self.buildings),
        }
        for spec in self.buildings:
            for effect in spec.effects:
                if effect.verb == "score_points":
                    facts[f"{spec.id}_points"] = int(effect.params["points"])
        for players, stacks in self.empty_stacks_to_end:
            facts[f"stacks_to_end_{players}"] = stacks
        return facts

    def stacks_to_end(self, players: int) -> int:
        """How many empty building stacks end a game of ``players`` players."""
        return dict(self.empty_stacks_to_end)[players]


def load(content_root: Path, sprites_root: Path | None = None) -> OregonContent:
    """Read and check ``content_root/oregon/*.yaml``.

    When ``sprites_root`` is given, every sprite a building names must exist below
    ``sprites_root/oregon``.  Raises :class:`ContentErrors` listing every problem found.
    """
    files = ContentFolder(content_root / GAME_ID, GAME_ID)
    board = files.model("board", BoardFile)
    parts = files.model("components", ComponentsFile)
    rules = files.model("rules", RulesFile)
    if board is None or parts is None or rules is None:
        raise files.failure()
    errors = _board_errors(files.docs["board"], board)
    errors += _component_errors(files.docs["components"], parts, board, sprites_root)
    errors += _rules_errors(files.docs["rules"], rules)
    if errors:
        raise ContentErrors(errors)
    return _assemble(files.docs, board, parts, rules)


def _board_errors(doc: YamlDoc, board: BoardFile) -> list[ContentError]:
    errors: list[ContentError] = []
    letters = {t.letter for t in board.terrains}
    ids = {t.id for t in board.terrains}
    if board.water not in ids:
        errors.append(doc.error(("water",), f"unknown terrain {board.water!r}"))
    if len(set(board.symbols)) != len(board.symbols):
        errors.append(doc.error(("symbols",), "symbols must be different"))
    rows = len(board.symbols) * board.rows_per_symbol
    columns = len(board.symbols) * board.columns_per_symbol
    if len(board.map) != rows:
        errors.append(doc.error(("map",), f"expected {rows} rows, found {len(board.map)}"))
    for r, row in enumerate(board.map):
        cells = row.split()
        if len(cells) != columns:
            errors.append(doc.error(("map", r), f"expected {columns} spaces, found {len(cells)}"))
        for c, letter in enumerate(cells):
            if letter not in letters:
                known = " ".join(sorted(letters))
                errors.append(
                    doc.error(
                        ("map", r),
                        f"unknown terrain letter {letter!r} at column {c} (known: {known})",
                    )
                )
    for i, terrain in enumerate(board.terrains):
        if terrain.letter in RESERVED_LETTERS:
            errors.append(doc.error(("terrains", i, "letter"), f"{terrain.letter!r} is reserved"))
    return errors


def _component_errors(
    doc: YamlDoc, parts: ComponentsFile, board: BoardFile, sprites_root: Path | None
) -> list[ContentError]:
    errors = check_unique_ids(doc, parts.buildings, ("buildings",), "building")
    for i, spec in enumerate(parts.buildings):
        if spec.id in board.symbols or spec.id == "joker":
            errors.append(
                doc.error(("buildings", i, "id"), f"{spec.id!r} is also a symbol or 'joker'")
            )
    terrains = {t.id for t in board.terrains}
    letters: set[str] = set()
    for i, spec in enumerate(parts.buildings):
        where = ("buildings", i)
        if spec.terrain not in terrains or spec.terrain == board.water:
            errors.append(
                doc.error(where + ("terrain",), f"unknown or unbuildable terrain {spec.terrain!r}")
            )
        if spec.letter in letters or spec.letter in RESERVED_LETTERS or spec.letter.islower():
            errors.append(
                doc.error(
                    where + ("letter",), f"letter {spec.letter!r} is taken, reserved or lower case"
                )
            )
        letters.add(spec.letter)
        errors += _effect_errors(doc, where + ("effects",), spec.effects)
        if (
            sprites_root is not None
            and spec.sprite is not None
            and not (sprites_root / GAME_ID / spec.sprite).is_file()
        ):
            errors.append(doc.error(where + ("sprite",), f"sprite {spec.sprite!r} not found"))
    if sum(spec.start_tiles for spec in parts.buildings) < len(parts.colours):
        errors.append(doc.error(("buildings",), "fewer start tiles than players"))
    if parts.hand.landscape + parts.hand.building > parts.hand.size:
        errors.append(doc.error(("hand",), "the dealt cards exceed the hand size"))
    errors += _deck_errors(doc, parts, board)
    for name in ("coal_tiles", "gold_tiles"):
        table: dict[int, int] = getattr(parts, name)
        if not table or any(v < 1 or n < 0 for v, n in table.items()):
            errors.append(
                doc.error((name,), "expected values of at least 1 with counts of at least 0")
            )
    return errors


def _deck_errors(doc: YamlDoc, parts: ComponentsFile, board: BoardFile) -> list[ContentError]:
    """The decks deal every hand of the most players at set-up, and can fill every hand to its
    size (a hand that can never be full leaves its player drawing and discarding for ever)."""
    players = RULES.max_players
    hand = parts.hand
    landscape = parts.landscape_cards_per_symbol * len(board.symbols)
    buildings = sum(spec.cards for spec in parts.buildings)
    errors = []
    if landscape < players * hand.landscape:
        dealt = f"{players} players are dealt {players * hand.landscape} landscape cards"
        errors.append(doc.error(("landscape_cards_per_symbol",), f"{dealt} but the deck holds {landscape}"))
    if buildings < players * hand.building:
        dealt = f"{players} players are dealt {players * hand.building} building cards"
        errors.append(doc.error(("buildings",), f"{dealt} but the deck holds {buildings}"))
    if landscape + buildings < players * hand.size:
        held = f"{players} players hold {players * hand.size} cards"
        errors.append(doc.error(("hand", "size"), f"{held} but the decks hold {landscape + buildings}"))
    return errors


def _effect_errors(
    doc: YamlDoc, where: tuple[str | int, ...], effects: tuple[WrittenEffect, ...]
) -> list[ContentError]:
    errors = check_effects(doc, where, effects, BUILDING_EFFECTS, {})
    gains = [e.verb for e in effects if e.verb in GAINS]
    tokens = [e.verb for e in effects if e.verb == "activate_token"]
    if not errors and (len(gains) != 1 or len(tokens) > 1):
        errors.append(
            doc.error(
                where,
                f"expected one of {', '.join(GAINS)} (what a farmer beside it gains) "
                "and at most one activate_token",
            )
        )
    return errors


def _rules_errors(doc: YamlDoc, rules: RulesFile) -> list[ContentError]:
    errors: list[ContentError] = []
    if rules.church.min_points > rules.church.max_points:
        errors.append(doc.error(("church",), "min_points is above max_points"))
    for players in (2, 3, 4):
        if players not in rules.empty_stacks_to_end:
            errors.append(
                doc.error(("empty_stacks_to_end",), f"missing the count for {players} players")
            )
    return errors


def _assemble(
    docs: dict[str, YamlDoc], board: BoardFile, parts: ComponentsFile, rules: RulesFile
) -> OregonContent:
    by_letter = {t.letter: t.id for t in board.terrains}
    grid = tuple(by_letter[letter] for row in board.map for letter in row.split())
    digest = hashlib.sha1()
    for name in sorted(docs):
        digest.update(repr(docs[name].data).encode())
    return OregonContent(
        content_id=digest.hexdigest()[:16],
        symbols=board.symbols,
        columns_per_symbol=board.columns_per_symbol,
        rows_per_symbol=board.rows_per_symbol,
        rows=len(board.symbols) * board.rows_per_symbol,
        columns=len(board.symbols) * board.columns_per_symbol,
        grid=grid,
        terrain_letters=tuple((t.letter, t.id) for t in board.terrains),
        water=board.water,
        colours=parts.colours,
        farmers_per_player=parts.farmers_per_player,
        landscape_cards_per_symbol=parts.landscape_cards_per_symbol,
        hand_landscape=parts.hand.landscape,
        hand_building=parts.hand.building,
        hand_size=parts.hand.size,
        buildings=parts.buildings,
        coal_tiles=tuple(sorted(parts.coal_tiles.items())),
        gold_tiles=tuple(sorted(parts.gold_tiles.items())),
        group_size=rules.group.size,
        group_points=rules.group.points,
        church_min=rules.church.min_points,
        church_max=rules.church.max_points,
        empty_stacks_to_end=tuple(sorted(rules.empty_stacks_to_end.items())),
    )
