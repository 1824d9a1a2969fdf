"""The verbs of Agricola's action spaces: whether a part can be done, the moves of its next
step, and what each step does.

A part is *immediate* (``stock``, ``take``, ``buy``, ``start``, ``growth``, ``renovate``: done
at once, no choice), *single* (``pick``, ``plow``: a fixed number of steps; ``bake`` and
``major``: one step, and the ovens' free bake after them) or *repeated* (``rooms``,
``stables``, ``sow``, ``fences``: one step per room, stable, field or pasture, ended by
"done" once at least one was made).  Facts: ../shared/facts/agricola.md §2–§8.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.agricola import card_fields, card_notes, cards, farmyard, feeding, fences
from game.rules.agricola.farmer import Farmer
from game.rules.agricola.food import affordable
from game.rules.agricola.moves import (
    Bake,
    Build,
    BuyMajor,
    Done,
    Fence,
    Pick,
    PlayCard,
    Sow,
    SowCard,
    cell_text,
)
from game.rules.agricola.tables import ANIMALS, Goods, Major, Numbers, Part
from game.rules.core import Event, Move

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState

IMMEDIATE = frozenset({"stock", "take", "buy", "start", "growth", "renovate"})
REPEATED = frozenset({"rooms", "stables", "sow", "fences"})
CARD_VERBS = frozenset({"minor", "occupation"})
"""Verbs of the full game's cards (issue 17): one step, a card played from the hand."""

NEXT_MATERIAL = {"wood": "clay", "clay": "stone"}


def room_cost(farmer: Farmer, numbers: Numbers) -> Goods:
    """What one more room costs: the house's material and reed."""
    return ((farmer.farm.house, numbers.room_material), ("reed", numbers.room_reed))


def renovation_cost(farmer: Farmer, numbers: Numbers) -> Goods | None:
    """What renovating the whole house one material up costs (``None``: stone already)."""
    material = NEXT_MATERIAL.get(farmer.farm.house)
    if material is None:
        return None
    rooms = farmer.farm.room_count()
    return ((material, numbers.renovation_per_room * rooms), ("reed", numbers.renovation_reed))


def stable_cost(part: Part) -> Goods:
    """What one stable costs on this space."""
    return (("wood", part.wood),)


def player_of(state: AgricolaState, farmer: Farmer) -> int:
    """The seat of ``farmer`` (by identity: two farms may be alike)."""
    return next(i for i, other in enumerate(state.players) if other is farmer)


def room_price(state: AgricolaState, farmer: Farmer) -> Goods:
    """What one more room costs the player, after their cards' cost effects."""
    return cards.adjusted(state, farmer, "room", room_cost(farmer, state.tables.numbers))


def stable_price(state: AgricolaState, farmer: Farmer, part: Part) -> Goods:
    """What one stable on this space costs the player, after their cards' cost effects."""
    return cards.adjusted(state, farmer, "stable", stable_cost(part))


def renovation_price(state: AgricolaState, farmer: Farmer) -> Goods | None:
    """What renovating costs the player, after their cards' cost effects (``None``: stone)."""
    cost = renovation_cost(farmer, state.tables.numbers)
    return None if cost is None else cards.adjusted(state, farmer, "renovation", cost)


def major_price(state: AgricolaState, farmer: Farmer, major: Major) -> Goods:
    """What a major improvement costs the player, after their cards' cost effects."""
    return cards.adjusted(state, farmer, "major", major.cost)


def baking(farmer: Farmer, state: AgricolaState) -> list[Major]:
    """The player's baking improvements, best rate first."""
    owned = [state.tables.major(m) for m in farmer.majors]
    return sorted((m for m in owned if m.bake_food), key=lambda m: -m.bake_food)


def bake_food(farmer: Farmer, state: AgricolaState, grain: int) -> int:
    """Food from baking ``grain`` grain, each improvement used once, the best rate first."""
    food = 0
    for major in baking(farmer, state):
        used = grain if not major.bake_most else min(grain, major.bake_most)
        food += used * major.bake_food
        grain -= used
        if not grain:
            break
    return food


def bake_most(farmer: Farmer, state: AgricolaState) -> int:
    """The most grain one bake can use (limited by the ovens when there is no hearth)."""
    ovens = baking(farmer, state)
    if any(not major.bake_most for major in ovens):
        return farmer.goods["grain"]
    return min(farmer.goods["grain"], sum(major.bake_most for major in ovens))


def major_moves(state: AgricolaState, farmer: Farmer) -> list[Move]:
    """Every major improvement the player can buy now, paying or handing back a fireplace."""
    moves: list[Move] = []
    for major_id in state.majors_left:
        major = state.tables.major(major_id)
        if farmer.has(major_price(state, farmer, major)):
            moves.append(BuyMajor(major_id))
        for returned in major.returns:
            if returned in farmer.majors:
                moves.append(BuyMajor(major_id, returned))
    return moves


def growth_allowed(state: AgricolaState, farmer: Farmer, part: Part) -> bool:
    """Family growth: fewer than five people, a free room unless the space waives it, and
    the space's first round reached."""
    if farmer.people >= state.tables.numbers.max_people or state.round < part.from_round:
        return False
    return not part.room or farmer.farm.room_count() + cards.sleeping_places(state, farmer) > farmer.people


def fences_left(state: AgricolaState, farmer: Farmer) -> int:
    """Fences the player has not built yet."""
    return state.tables.numbers.fences - bin(farmer.farm.fences).count("1")


def pasture_choices(state: AgricolaState, farmer: Farmer) -> list[fences.PastureOption]:
    """Every pasture the player can fence next with the wood and fences left (a card may take
    wood off each pasture: :func:`fence_wood`)."""
    wood = (farmer.goods["wood"] + cards.relaxed(state, farmer, "fence_wood")) // max(1, state.tables.numbers.fence_wood)
    return fences.pasture_options(farmer.farm, min(wood, fences_left(state, farmer)))


def pasture_moves(state: AgricolaState, farmer: Farmer) -> list[Move]:
    """Every pasture the player can fence next with the wood held."""
    return [Fence(option.text) for option in pasture_choices(state, farmer)]


def stables_left(state: AgricolaState, farmer: Farmer) -> int:
    """Stables the player has not built yet (cards may allow more than the usual four)."""
    return state.tables.numbers.stables + cards.relaxed(state, farmer, "stables") - bin(farmer.farm.stables).count("1")


def fence_wood(state: AgricolaState, farmer: Farmer, fences: int) -> int:
    """The wood a pasture of ``fences`` new fences costs the player (less with cards)."""
    return max(0, fences * state.tables.numbers.fence_wood - cards.relaxed(state, farmer, "fence_wood"))


def plow_sites(state: AgricolaState, farmer: Farmer) -> int:
    """Where the player may plough: next to a field, or anywhere with a card that allows it."""
    if farmer.played and cards.relaxed(state, farmer, "fields_apart"):
        return farmer.farm.free_cells()
    return farmer.farm.plow_sites()


def can_start(state: AgricolaState, farmer: Farmer, part: Part) -> bool:
    """Whether the part can be done now (a person may only take a space whose action they
    carry out)."""
    verb = part.verb
    if verb in ("stock", "take", "start"):
        return True
    if verb in CARD_VERBS:
        return cards.any_playable(state, player_of(state, farmer), verb, part)
    if verb == "fences":  # whether any pasture is offered, without naming them all
        return bool(pasture_choices(state, farmer))
    return bool(step_moves(state, farmer, part, 0, [])) or (
        verb in IMMEDIATE and immediate_possible(state, farmer, part)
    )


def immediate_possible(state: AgricolaState, farmer: Farmer, part: Part) -> bool:
    """Whether an immediate part can be done."""
    if part.verb == "buy":
        return affordable(state, farmer, part.pay)
    if part.verb == "growth":
        return growth_allowed(state, farmer, part)
    if part.verb == "renovate":
        cost = renovation_price(state, farmer)
        return cost is not None and farmer.has(cost)
    return True


def step_moves(state: AgricolaState, farmer: Farmer, part: Part, steps: int, picked: list[str]) -> list[Move]:
    """The moves of the part's next step (``steps`` taken so far; without "done")."""
    verb, farm = part.verb, farmer.farm
    if verb == "rooms":
        if part.most and steps >= part.most or not farmer.has(room_price(state, farmer)):
            return []
        return [Build("room", cell) for cell in farmyard.cells_of(farm.room_sites())]
    if verb == "stables":
        if part.most and steps >= part.most or stables_left(state, farmer) <= 0:
            return []
        if not farmer.has(stable_price(state, farmer, part)):
            return []
        return [Build("stable", cell) for cell in farmyard.cells_of(farm.stable_sites())]
    if verb == "plow":
        return [] if steps >= max(1, part.count) else [Build("plow", cell) for cell in farmyard.cells_of(plow_sites(state, farmer))]
    if verb == "sow":
        crops = [crop for crop in ("grain", "vegetable") if farmer.goods[crop]]
        sowings: list[Move] = [Sow(cell, crop) for cell in farmyard.cells_of(farm.empty_fields()) for crop in crops]
        if farmer.played and crops:
            sowings += card_fields.sow_moves(state, farmer)
        return sowings
    if verb == "bake":
        if steps or not baking(farmer, state):
            return []
        return [Bake(n) for n in range(1, bake_most(farmer, state) + 1)]
    if verb == "major":
        if steps:
            return []
        if state.side != "full" or not farmer.hand:
            return major_moves(state, farmer)
        player = player_of(state, farmer)
        return major_moves(state, farmer) + [PlayCard(c) for c in cards.playable(state, player, "minor", part)]
    if verb in CARD_VERBS:
        if steps or not farmer.hand:
            return []
        return [PlayCard(c) for c in cards.playable(state, player_of(state, farmer), verb, part)]
    if verb == "fences":
        return pasture_moves(state, farmer)
    if verb == "pick":
        if steps >= part.count:
            return []
        return [Pick(g) for g in part.choices if not (part.different and g in picked)]
    return []


def ends_by_done(part: Part, steps: int) -> bool:
    """Whether "done" may end the part now: a repeated part once one step was taken."""
    return part.verb in REPEATED and steps >= 1


def finished(state: AgricolaState, farmer: Farmer, part: Part, steps: int, picked: list[str]) -> bool:
    """Whether the part is over by itself (its fixed steps taken, or nothing more possible
    after at least one step)."""
    if part.verb in ("pick", "plow"):
        return steps >= max(1, part.count)
    if part.verb in ("bake", "major") or part.verb in CARD_VERBS:
        return steps >= 1
    return steps >= 1 and not step_moves(state, farmer, part, steps, picked)


def gain(farmer: Farmer, goods: Goods) -> list[int]:
    """Add ``goods`` to the supply and animals to the farm; the animal counts gained."""
    animals = [0, 0, 0]
    for name, amount in goods:
        if name in ANIMALS:
            index = ANIMALS.index(name)
            farmer.animals[index] += amount
            animals[index] += amount
        else:
            farmer.goods[name] += amount
    return animals


def do_immediate(state: AgricolaState, player: int, part: Part, space: int) -> list[Event]:
    """Carry out an immediate part at once."""
    farmer = state.players[player]
    verb = part.verb
    if verb == "stock":
        goods = tuple(sorted(state.stock[space].items()))
        goods = tuple((name, amount) for name, amount in goods if amount)
        gain(farmer, goods)
        state.stock[space] = {}
        return [Event("goods_taken", player, {"goods": goods, "space": state.spaces[space].id})]
    if verb == "take":
        gain(farmer, part.goods)
        return [Event("goods_taken", player, {"goods": part.goods, "space": state.spaces[space].id})]
    if verb == "buy":
        cooked = feeding.cook_for(state, player, part.pay)
        farmer.pay(part.pay)
        gain(farmer, part.gain)
        return [*cooked, Event("goods_bought", player, {"paid": part.pay, "goods": part.gain})]
    if verb == "start":
        state.start = player
        return [Event("start_player", player)]
    if verb == "growth":
        farmer.people += 1
        farmer.newborns += 1
        housed = card_notes.grew(state, player) if part.room else []
        return [Event("family_grew", player, {"people": farmer.people}), *housed, *cards.built(state, player, "growth")]
    if verb == "renovate":
        usual = renovation_cost(farmer, state.tables.numbers)
        assert usual is not None
        cost, noted = cards.priced(state, player, "renovation", usual)
        farmer.pay(cost)
        farmer.farm.house = NEXT_MATERIAL[farmer.farm.house]
        events = [Event("renovated", player, {"house": farmer.farm.house, "paid": cost}), *noted]
        return events + cards.built(state, player, "renovation")
    raise ValueError(f"{verb} is not an immediate part")


def do_step(state: AgricolaState, player: int, part: Part, move: Move) -> list[Event]:
    """Carry out one step of a part (the move is among :func:`step_moves`)."""
    farmer = state.players[player]
    farm = farmer.farm
    numbers = state.tables.numbers
    if isinstance(move, Build):
        return _build(state, player, part, move)
    if isinstance(move, Sow):
        farmer.goods[move.crop] -= 1
        amount = dict(numbers.sown)[move.crop] + cards.sow_bonus(state, farmer, move.crop)
        farm.crops[move.cell] = (move.crop, amount)
        cell = cell_text(move.cell)
        return [Event("sown", player, {"cell": cell, "crop": move.crop, "amount": amount}), *card_notes.sown(state, player, cell, move.crop)]
    if isinstance(move, SowCard):
        events = card_fields.sow(state, player, move, cards.sow_bonus(state, farmer, move.crop))
        return events + card_notes.sown(state, player, move.card, move.crop)
    if isinstance(move, Bake):
        food = bake_food(farmer, state, move.grain)
        farmer.goods["grain"] -= move.grain
        farmer.goods["food"] += food
        return [Event("baked", player, {"grain": move.grain, "food": food}), *cards.built(state, player, "bake")]
    if isinstance(move, BuyMajor):
        return buy_major(state, player, move)
    if isinstance(move, PlayCard):
        cooked = feeding.cook_for(state, player, cards.card_cost(state, farmer, state.tables.card(move.card), part))
        return cooked + cards.play(state, player, move.card, part)
    if isinstance(move, Fence):
        option = fences.parse_pasture_option(farm, fences_left(state, farmer), move.cells)
        fences.add_pasture(farm, option)
        farmer.goods["wood"] -= fence_wood(state, farmer, option.cost)
        events = [Event("pasture_fenced", player, {"cells": move.cells, "fences": option.cost})]
        events += card_notes.fenced(state, player, option.cost * numbers.fence_wood)
        return events + cards.built(state, player, "pasture")
    if isinstance(move, Pick):
        farmer.goods[move.good] += 1
        return [Event("goods_taken", player, {"goods": ((move.good, 1),), "space": ""})]
    if isinstance(move, Done):
        return []
    raise ValueError(f"{move} is not a step")


def _build(state: AgricolaState, player: int, part: Part, move: Build) -> list[Event]:
    """Build a room, stable or field (ploughed), with the events of the cards that made it
    cheaper or allowed it."""
    farmer = state.players[player]
    farm, cell = farmer.farm, cell_text(move.cell)
    noted: list[Event] = []
    if move.what == "room":
        cost, noted = cards.priced(state, player, "room", room_cost(farmer, state.tables.numbers))
        farmer.pay(cost)
        farm.rooms |= farmyard.bit(move.cell)
    elif move.what == "stable":
        cost, noted = cards.priced(state, player, "stable", stable_cost(part))
        farmer.pay(cost)
        farm.stables |= farmyard.bit(move.cell)
        noted += card_notes.stable_built(state, player, cell) if farmer.played else []
    else:
        cost = ()
        if farmer.played and not farm.plow_sites() & farmyard.bit(move.cell):
            noted = card_notes.ploughed_apart(state, player, cell)
        farm.fields |= farmyard.bit(move.cell)
    events = [Event(f"{move.what}_built", player, {"cell": cell, "paid": cost}), *noted]
    return events + cards.built(state, player, "field" if move.what == "plow" else move.what)


def buy_major(state: AgricolaState, player: int, move: BuyMajor) -> list[Event]:
    """Buy a major improvement: pay or hand back a fireplace; the well promises food."""
    farmer = state.players[player]
    major = state.tables.major(move.major)
    if move.returned:
        farmer.majors.remove(move.returned)
        state.majors_left.append(move.returned)
        paid: Goods = ()
        noted: list[Event] = []
    else:
        paid, noted = cards.priced(state, player, "major", major.cost)
        farmer.pay(paid)
    state.majors_left.remove(major.id)
    farmer.majors.append(major.id)
    for later in range(state.round + 1, min(state.round + major.future_food, state.tables.numbers.rounds) + 1):
        farmer.promised[later] = farmer.promised.get(later, 0) + 1
    events = [Event("major_bought", player, {"major": major.id, "paid": paid, "returned": move.returned}), *noted]
    return events + cards.built(state, player, "major")
