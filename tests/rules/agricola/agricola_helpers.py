"""Small helpers for the Agricola rules tests: play moves by their text, find a space."""

from __future__ import annotations

from game.content.agricola import AgricolaContent
from game.rules.agricola import AgricolaState, cards, farmyard, new_game
from game.rules.agricola.harvest import fits
from game.rules.agricola.legal import Phase
from game.rules.agricola.tables import ANIMALS
from game.rules.core import Event, GameConfig, find_move


def game(content: AgricolaContent, players: int = 2, *variants: str, seed: int = 1) -> AgricolaState:
    """A new game for ``players`` with ``variants``."""
    return new_game(content, GameConfig(players, frozenset(variants)), seed)


def play(state: AgricolaState, *texts: str) -> list[Event]:
    """Play the moves written as text (each must be legal); the events of the last."""
    events: list[Event] = []
    for text in texts:
        events = state.apply(find_move(state, text))
    return events


def stock(state: AgricolaState, space_id: str) -> dict[str, int]:
    """The goods lying on the space ``space_id``."""
    index = next(i for i, s in enumerate(state.spaces) if s.id == space_id)
    return {k: v for k, v in state.stock[index].items() if v}


def moves(state: AgricolaState) -> list[str]:
    """The legal moves' texts."""
    return [str(m) for m in state.legal_moves()]


def give_things(state: AgricolaState, player: int, thing: str, count: int) -> None:
    """Give the player ``count`` of ``thing`` (what the cards' conditions and points count:
    rooms of a material, fields, pastures, stables, cards played, people, majors, animals,
    goods kept on a card, goods)."""
    farmer = state.players[player]
    if thing in ("room", "clay_room", "stone_room"):
        farmer.farm.house = {"room": "wood", "clay_room": "clay", "stone_room": "stone"}[thing]
        farmer.farm.rooms = (1 << count) - 1 if count else 0
    elif thing == "field":
        farmer.farm.fields = sum(1 << (14 - i) for i in range(count))
    elif thing == "pasture":
        farmer.farm.pastures = tuple(1 << (14 - i) for i in range(count))
    elif thing in ("occupation", "minor"):
        deck = [card.id for card in state.tables.cards if card.kind == thing]
        farmer.played += [card for card in deck if card not in farmer.played][:count]
    elif thing == "person":
        farmer.people = count
    elif thing == "major":
        farmer.majors = [major.id for major in state.tables.majors][:count]
    elif thing in ANIMALS:
        farmer.animals[ANIMALS.index(thing)] = count
    elif thing == "animal":
        farmer.animals = [count, 0, 0]
    elif thing == "stored":
        farmer.stored = {"m_larder": {"food": count}} if count else {}
    elif thing == "stable":
        for cell in list(farmyard.cells_of(farmer.farm.stable_sites()))[:count]:
            farmer.farm.stables |= farmyard.bit(cell)
    else:
        farmer.goods[thing] = count


def put_in_play(state: AgricolaState, player: int, *cards: str) -> None:
    """``cards`` played by ``player`` (taken out of any hand that holds them)."""
    farmer = state.players[player]
    for card in cards:
        for other in state.players:
            if card in other.hand:
                other.hand.remove(card)
        farmer.played.append(card)


def check_invariants(state: AgricolaState) -> None:
    """The rulebook's invariants hold after a finished decision: no good below nothing, a
    family of 2 to 5, no more stables or fences than a player owns, and every farm's animals
    housed (only while a player chooses which animals to keep may they not all fit)."""
    numbers = state.tables.numbers
    for player, farmer in enumerate(state.players):
        assert all(amount >= 0 for amount in farmer.goods.values()), farmer.goods
        assert all(count >= 0 for count in farmer.animals)
        assert farmer.begging >= 0
        assert 2 <= farmer.people <= numbers.max_people
        assert farmer.people <= max(farmer.farm.room_count(), farmer.people)
        assert bin(farmer.farm.stables).count("1") <= numbers.stables + cards.relaxed(state, farmer, "stables")
        assert bin(farmer.farm.fences).count("1") <= numbers.fences
        if state.phase != Phase.HOUSING:
            assert fits(state, player), "animals live on the farm (and on the cards that keep them)"
    assert 1 <= state.round <= numbers.rounds
    assert len(state.spaces) == len(state.taken) == len(state.stock)
