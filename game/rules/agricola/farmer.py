"""A player's farm, supply and family (:class:`Farmer`), the action under way
(:class:`Progress`); the phases of the game are :class:`~game.rules.agricola.legal.Phase`."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.agricola.farmyard import Farmyard
from game.rules.agricola.tables import GOODS


@dataclass
class Farmer:
    """One player's farm, supply and family.

    The full game's cards (issue 17): ``hand`` the occupations and minor improvements held
    (in another player's view each is :data:`~.cards.HIDDEN_OCCUPATION` or
    :data:`~.cards.HIDDEN_MINOR`), ``played`` those in play in the order played,
    ``scheduled`` the goods cards laid on later round spaces (round -> goods, collected when
    the round begins) and ``laid`` the cards that laid them (round -> cards, for the log),
    ``used`` the conversions used since the last harvest's feeding and
    ``stored`` the goods kept on cards in play (card -> goods, the owner's to take) and
    ``bent`` the placement benders used this round (card, the space joined or ``again``).
    ``patches`` the crops sown on cards in play that are fields (card -> its sown plots, each
    ``(crop, left)``; :mod:`.card_fields`).
    """

    farm: Farmyard
    goods: dict[str, int]
    animals: list[int] = field(default_factory=lambda: [0, 0, 0])
    people: int = 2
    newborns: int = 0
    placed: int = 0
    begging: int = 0
    majors: list[str] = field(default_factory=list)
    promised: dict[int, int] = field(default_factory=dict)
    crafted: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)
    scheduled: dict[int, dict[str, int]] = field(default_factory=dict)
    used: list[str] = field(default_factory=list)
    stored: dict[str, dict[str, int]] = field(default_factory=dict)
    bent: list[tuple[str, str]] = field(default_factory=list)
    patches: dict[str, tuple[tuple[str, int], ...]] = field(default_factory=dict)
    laid: dict[int, tuple[str, ...]] = field(default_factory=dict)

    def copy(self) -> Farmer:
        """An independent copy."""
        return Farmer(
            self.farm.copy(),
            dict(self.goods),
            self.animals[:],
            self.people,
            self.newborns,
            self.placed,
            self.begging,
            self.majors[:],
            dict(self.promised),
            self.crafted[:],
            self.hand[:],
            self.played[:],
            {r: dict(g) for r, g in self.scheduled.items()} if self.scheduled else {},
            self.used[:],
            {c: dict(g) for c, g in self.stored.items()} if self.stored else {},
            self.bent[:],
            dict(self.patches) if self.patches else {},
            dict(self.laid) if self.laid else {},
        )

    @property
    def free_people(self) -> int:
        """People still at home this round (a newborn does not work in its first round)."""
        return self.people - self.newborns - self.placed

    def has(self, cost: tuple[tuple[str, int], ...]) -> bool:
        """Whether the supply holds ``cost``."""
        return all(self.goods.get(name, 0) >= amount for name, amount in cost)

    def pay(self, cost: tuple[tuple[str, int], ...]) -> None:
        """Take ``cost`` from the supply (checked by the caller)."""
        for name, amount in cost:
            self.goods[name] -= amount


def empty_goods() -> dict[str, int]:
    """A supply holding nothing."""
    return {name: 0 for name in GOODS}


@dataclass
class Progress:
    """The space whose action a player is carrying out: which parts are done, which part is
    under way and how many steps of it were taken, the goods picked so far, whether the
    oven just bought offers its free bake, and the cards in play offering their owner another
    action instead of the space's own (``instead``: the full game's replacement actions,
    :mod:`.card_instead`; ``done`` then has one more entry per card, after the space's parts)."""

    space: int
    done: list[bool]
    part: int = -1
    steps: int = 0
    picked: list[str] = field(default_factory=list)
    oven_bake: bool = False
    instead: tuple[str, ...] = ()

    def copy(self) -> Progress:
        """An independent copy."""
        return Progress(self.space, self.done[:], self.part, self.steps, self.picked[:], self.oven_bake, self.instead)
