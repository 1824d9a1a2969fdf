"""Porto content turned into the plain tuples and ints the rules work with.

:func:`tables_from_content` is called once per game (and per position read); every state of
that game shares the resulting :class:`PortoTables`, which is immutable.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.rules.effects import Hook, Params, resolve
from game.rules.porto.contracts import PRIVATE_CONTRACTS, PUBLIC_CONTRACTS
from game.rules.porto.street import StreetLayout, layout_for

if TYPE_CHECKING:
    from game.content.porto import Contract, PortoContent

# Contract kinds are the verbs of the two contract hooks; a rule keeps its verb's index.
PUBLIC_KINDS: tuple[str, ...] = PUBLIC_CONTRACTS.names
BUILD_FLOORS = PUBLIC_CONTRACTS.index("build_floors")
COMPLETE_HOUSE = PUBLIC_CONTRACTS.index("complete_house")
TWO_CARDS = PUBLIC_CONTRACTS.index("two_cards")
CARD_PAIR = PUBLIC_CONTRACTS.index("card_pair")

PRIVATE_KINDS: tuple[str, ...] = PRIVATE_CONTRACTS.names
HOUSES_OF_COLOUR = PRIVATE_CONTRACTS.index("houses_of_colour")
ADJACENT_PAIR = PRIVATE_CONTRACTS.index("adjacent_pair")
ADJACENT_TRIO = PRIVATE_CONTRACTS.index("adjacent_trio")
STREET_ENDS = PRIVATE_CONTRACTS.index("street_ends")
ALL_COLOURS = PRIVATE_CONTRACTS.index("all_colours")


@dataclass(frozen=True, slots=True)
class PublicRule:
    """A public contract: ``kind`` is its verb (an index into :data:`PUBLIC_KINDS`), ``colours``
    are colour indices; ``floors`` is 0 unless it counts them."""

    id: str
    kind: int
    colours: tuple[int, ...]
    floors: int
    points: int


@dataclass(frozen=True, slots=True)
class PrivateRule:
    """A private contract: ``kind`` is its verb (an index into :data:`PRIVATE_KINDS`),
    ``colours`` are colour indices, ``tiers`` are ``(count, points)`` pairs, rising."""

    id: str
    kind: int
    colours: tuple[int, ...]
    tiers: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class PortoTables:
    """The whole of Porto's content as tuples of ints, shared by every state of a game.

    Cards are *kinds* (an index per colour and value): cards of one kind are interchangeable,
    so hands are counts per kind and moves name a kind by its code (``"b3"``: a blue 3).
    """

    colour_ids: tuple[str, ...]
    colour_letters: tuple[str, ...]
    card_colour: tuple[int, ...]
    card_value: tuple[int, ...]
    card_codes: tuple[str, ...]
    card_copies: tuple[int, ...]
    kind_by_code: dict[str, int]
    heights: tuple[int, ...]
    layouts: dict[int, StreetLayout]
    roof_track_marks: dict[int, int]
    ground_tiles: int
    floor_tiles: int
    roof_tiles: int
    bonus_tokens: tuple[int, ...]
    display_size: int
    draw_max_cards: int
    draw_max_value: int
    public_face_up: int
    private_dealt: int
    private_kept: int
    points_per_floor: int
    points_per_adjacent: int
    score_track_length: int
    public: tuple[PublicRule, ...]
    private: tuple[PrivateRule, ...]
    public_by_id: dict[str, int]
    private_by_id: dict[str, int]

    @property
    def colours(self) -> int:
        """How many colours there are."""
        return len(self.colour_ids)

    @property
    def kinds(self) -> int:
        """How many kinds of construction card there are."""
        return len(self.card_codes)

    def all_cards(self) -> list[int]:
        """Every construction card, as kinds, in content order."""
        return [k for k, n in enumerate(self.card_copies) for _ in range(n)]


def tables_from_content(content: PortoContent) -> PortoTables:
    """Flatten checked content into :class:`PortoTables`."""
    comp = content.components
    colour_ids = tuple(c.id for c in comp.colours)
    letters = tuple(c.letter for c in comp.colours)
    colour_of, value_of, codes, copies = [], [], [], []
    for ci, letter in enumerate(letters):
        for card in comp.construction_cards_per_colour:
            colour_of.append(ci)
            value_of.append(card.value)
            codes.append(f"{letter}{card.value}")
            copies.append(card.count)
    heights = tuple(content.street.heights)
    layouts = {
        players: layout_for(heights, frozenset(h - 1 for h in gone))
        for players, gone in content.street.out_of_play.items()
    }
    rules = content.rules
    public = tuple(
        PublicRule(ident, kind, colours, params.whole("floors", 0), params.whole("points"))
        for ident, kind, colours, params in _read_contracts(
            PUBLIC_CONTRACTS, content.public_contracts, colour_ids
        )
    )
    private = tuple(
        PrivateRule(ident, kind, colours, params.tiers())
        for ident, kind, colours, params in _read_contracts(
            PRIVATE_CONTRACTS, content.private_contracts, colour_ids
        )
    )
    return PortoTables(
        colour_ids=colour_ids,
        colour_letters=letters,
        card_colour=tuple(colour_of),
        card_value=tuple(value_of),
        card_codes=tuple(codes),
        card_copies=tuple(copies),
        kind_by_code={code: k for k, code in enumerate(codes)},
        heights=heights,
        layouts=layouts,
        roof_track_marks=dict(content.street.roof_track_marks),
        ground_tiles=comp.ground_floor_tiles_per_colour,
        floor_tiles=comp.floor_tiles_per_colour,
        roof_tiles=comp.roof_tiles,
        bonus_tokens=tuple(t.value for t in comp.bonus_tokens for _ in range(t.count)),
        display_size=rules.display_size,
        draw_max_cards=rules.draw_max_cards,
        draw_max_value=rules.draw_max_value,
        public_face_up=rules.public_contracts_face_up,
        private_dealt=rules.private_contracts_dealt,
        private_kept=rules.private_contracts_kept,
        points_per_floor=rules.points_per_floor,
        points_per_adjacent=rules.points_per_adjacent_floor,
        score_track_length=rules.score_track_length,
        public=public,
        private=private,
        public_by_id={c.id: i for i, c in enumerate(public)},
        private_by_id={c.id: i for i, c in enumerate(private)},
    )


def _read_contracts(
    hook: Hook[Any], contracts: Sequence[Contract], colour_ids: tuple[str, ...]
) -> Iterator[tuple[str, int, tuple[int, ...], Params]]:
    """Each contract's id, verb (its index in ``hook``), colour indices and checked
    parameters: the verbs are resolved here, once per content."""
    sets = {"colour": colour_ids}
    for contract in contracts:
        params = resolve(hook.get(contract.verb), contract.params, sets)
        colours = tuple(colour_ids.index(c) for c in params.names("colours"))
        yield contract.id, hook.index(contract.verb), colours, params
