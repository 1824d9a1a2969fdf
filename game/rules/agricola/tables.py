"""Agricola's read-only tables: the action spaces and round cards, the major improvements and
the numbers of ``content/agricola/farm.yaml``, as the rules use them.

The content loader (``game/content/agricola.py``) builds one :class:`AgricolaTables` from the
YAML; the rules never read files.  Goods are named by the strings of :data:`GOODS`; animals by
:data:`ANIMALS`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.effects import Params

BUILDING = ("wood", "clay", "reed", "stone")
"""The building resources."""

CROPS = ("grain", "vegetable")
"""What a field grows and what a player may sow."""

GOODS = (*BUILDING, *CROPS, "food")
"""Every good a player keeps in the supply (animals live on the farm, never in the supply)."""

ANIMALS = ("sheep", "boar", "cattle")
"""The animal types, in the order the rules count them."""

JOINS = ("all", "and_or", "then", "or")
"""How a space's parts combine (see ``content/agricola/spaces.yaml``)."""

SIDES = ("full", "family", "revised")
"""The boards a game is played with: the full game, the family side (2007) and the revised
family board (2016)."""

Goods = tuple[tuple[str, int], ...]
"""Goods as ``(name, amount)`` pairs, in a fixed order: hashable and cheap to copy."""


def goods_of(mapping: dict[str, int]) -> Goods:
    """``mapping`` as :data:`Goods` (goods, then animals, each in the tables' order)."""
    order = (*GOODS, *ANIMALS)
    return tuple((name, mapping[name]) for name in order if mapping.get(name))


@dataclass(frozen=True)
class Part:
    """One thing a space lets a person do: a verb of ``actions`` and its parameters."""

    verb: str
    goods: Goods = ()
    count: int = 0
    choices: tuple[str, ...] = ()
    different: bool = False
    wood: int = 0
    most: int = 0
    room: bool = True
    from_round: int = 0
    costs: tuple[int, ...] = ()
    pay: Goods = ()
    gain: Goods = ()


@dataclass(frozen=True)
class Space:
    """An action space or round card: its ``parts`` joined by ``join``, and what ``refill``
    lays on it each round (``solo_refill`` in a one-player game)."""

    id: str
    join: str
    parts: tuple[Part, ...]
    refill: Goods = ()
    solo_refill: Goods = ()

    def refill_for(self, players: int) -> Goods:
        """What lands on the space each round at this player count."""
        return self.solo_refill if players == 1 and self.solo_refill else self.refill


@dataclass(frozen=True)
class Major:
    """A major improvement: cost, points, and what it lets its owner do."""

    id: str
    cost: Goods
    points: int
    returns: tuple[str, ...] = ()
    cook: Goods = ()
    bake_food: int = 0
    bake_most: int = 0
    bakes_when_built: bool = False
    craft_good: str = ""
    craft_food: int = 0
    bonus_good: str = ""
    bonus_at_least: tuple[int, ...] = ()
    future_food: int = 0

    def cook_rate(self, good: str) -> int:
        """Food for one ``good`` cooked on this improvement (0: it cannot)."""
        return dict(self.cook).get(good, 0)

    def bonus(self, amount: int) -> int:
        """End points for ``amount`` of the bonus good left."""
        return sum(1 for least in self.bonus_at_least if amount >= least)


@dataclass(frozen=True)
class Numbers:
    """The numbers of ``farm.yaml`` outside the improvements."""

    people: int = 2
    max_people: int = 5
    start_food: int = 2
    other_food: int = 3
    solo_food: int = 0
    stables: int = 4
    fences: int = 15
    harvest_after: tuple[int, ...] = (4, 7, 9, 11, 13, 14)
    adult_food: int = 2
    solo_adult_food: int = 3
    newborn_food: int = 1
    begging_points: int = -3
    room_material: int = 5
    room_reed: int = 2
    renovation_per_room: int = 1
    renovation_reed: int = 1
    fence_wood: int = 1
    sown: Goods = (("grain", 3), ("vegetable", 2))
    medals: tuple[tuple[str, int], ...] = (("bronze", 45), ("silver", 55), ("gold", 65))
    hand: int = 7
    """Occupations, and minor improvements, each player is dealt in the full game."""
    series_targets: tuple[int, ...] = (50, 55, 59, 62, 64, 65, 66, 67)
    """The solo series' targets, game by game; the last repeats (RULINGS.md)."""
    draft_deal: int = 10
    """The drafting variant: cards of each kind dealt to a player, who keeps :attr:`hand`
    of them (our ruling; ``draft``)."""

    @property
    def rounds(self) -> int:
        """The last round: the one whose harvest ends the game."""
        return self.harvest_after[-1]


@dataclass(frozen=True)
class Board:
    """The printed and green spaces of one side for one player count."""

    side: str
    players: int
    spaces: tuple[Space, ...]


@dataclass(frozen=True)
class CardEffect:
    """One effect of a card: its registered verb (:mod:`.cards`), the hook that calls it, the
    verb's ``when`` key and the checked parameters."""

    verb: str
    hook: str
    when: str
    function: Any
    params: Params


@dataclass(frozen=True)
class CardDef:
    """An occupation or minor improvement of the full game (issue 17).

    ``players`` is the deck mark (1, 3 or 4: the card is dealt from that many players on);
    ``cost`` what a minor improvement costs (an occupation costs the food its space asks);
    ``needs`` the prerequisites as ``(what, at least)`` pairs (``occupations``, ``rooms``,
    ``fields``, ``pastures``); ``travels``: a minor improvement passed to the left player's
    hand once played (its points and lasting effects are lost with it)."""

    id: str
    kind: str
    players: int
    cost: Goods = ()
    points: int = 0
    needs: tuple[tuple[str, int], ...] = ()
    travels: bool = False
    effects: tuple[CardEffect, ...] = ()

    def of_hook(self, hook: str) -> tuple[CardEffect, ...]:
        """The card's effects called by ``hook``."""
        return tuple(effect for effect in self.effects if effect.hook == hook)


@dataclass(frozen=True)
class AgricolaTables:
    """Everything the rules read from content: the spaces of each side and player count
    (``boards[(side, players)]``), the round cards of each side by stage
    (``stages[side]``), the majors, the numbers and the full game's occupations and minor
    improvements (``cards``, in deck order)."""

    boards: dict[tuple[str, int], Board]
    stages: dict[str, tuple[tuple[Space, ...], ...]]
    majors: tuple[Major, ...]
    numbers: Numbers = field(default_factory=Numbers)
    cards: tuple[CardDef, ...] = ()
    card_index: dict[str, CardDef] = field(default_factory=dict, compare=False)
    hook_cards: dict[str, frozenset[str]] = field(default_factory=dict, compare=False)
    """Hook name -> the ids of the cards with an effect of that hook (a quick "none of mine")."""

    def __post_init__(self) -> None:
        if self.cards and not self.card_index:
            self.card_index.update({card.id: card for card in self.cards})
        if self.cards and not self.hook_cards:
            hooks = {effect.hook for card in self.cards for effect in card.effects}
            self.hook_cards.update({
                hook: frozenset(card.id for card in self.cards if card.of_hook(hook)) for hook in hooks
            })

    def card(self, card_id: str) -> CardDef:
        """The occupation or minor improvement ``card_id``."""
        return self.card_index[card_id]

    def deck(self, kind: str, players: int) -> tuple[CardDef, ...]:
        """The cards of ``kind`` (occupation, minor) dealt at ``players`` players."""
        return tuple(card for card in self.cards if card.kind == kind and card.players <= players)

    def board(self, side: str, players: int) -> Board:
        """The board for ``side`` at ``players``."""
        return self.boards[(side, players)]

    def major(self, major_id: str) -> Major:
        """The major improvement ``major_id``."""
        for major in self.majors:
            if major.id == major_id:
                return major
        raise KeyError(major_id)

    def round_cards(self, side: str) -> tuple[Space, ...]:
        """Every round card of ``side``, stage by stage."""
        return tuple(card for stage in self.stages[side] for card in stage)
