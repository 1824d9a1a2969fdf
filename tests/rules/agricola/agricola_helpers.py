"""Small helpers for the Agricola rules tests: play moves by their text, find a space."""

from __future__ import annotations

from game.content.agricola import AgricolaContent
from game.rules.agricola import AgricolaState, farmyard, new_game
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
