"""The position text holds any farm and any hand: written and read back, it is the same
position, and so is every player's view of it (Hypothesis draws the farms and hands)."""

from __future__ import annotations

from fog_helpers import fresh
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.content.fields_of_green import FogContent
from game.rules.fields_of_green import FogState, read_position
from game.rules.fields_of_green.farm import NO_PICK, SILO_CARD, TOWER_CARD, Location

DESIGNS = 44
TILES = 6

CELLS = st.tuples(st.integers(-9, 9), st.integers(-9, 9))
EQUIPMENT = st.lists(st.integers(0, TILES - 1), max_size=2, unique=True).map(tuple)


@st.composite
def locations(draw: st.DrawFn) -> Location:
    """A location card face up or down, a tower or a silo, with up to 2 different tiles."""
    kind = draw(st.sampled_from(["card", "tower", "silo"]))
    equipment = draw(EQUIPMENT)
    if kind == "tower":
        capacity = draw(st.integers(3, 6))
        water = draw(st.integers(0, capacity))
        return Location(TOWER_CARD, True, water, capacity, draw(st.integers(0, 2)), equipment)
    if kind == "silo":
        return Location(SILO_CARD, capacity=draw(st.integers(4, 8)), equipment=equipment)
    up = draw(st.booleans())
    return Location(draw(st.integers(0, DESIGNS - 1)), up, equipment=equipment if up else ())


@st.composite
def farmers(draw: st.DrawFn) -> dict[str, object]:
    farm = draw(st.dictionaries(CELLS, locations(), min_size=1, max_size=30))
    return {
        "farm": farm,
        "hand": draw(st.lists(st.integers(0, DESIGNS - 1), max_size=8)),
        "aside": draw(st.lists(st.integers(0, TILES - 1), max_size=3)),
        "coins": draw(st.integers(0, 80)),
        "food": draw(st.integers(0, 20)),
        "tokens": draw(st.integers(0, 30)),
        "pick": draw(st.one_of(st.just(NO_PICK), st.integers(0, DESIGNS - 1))),
        "todo": sorted(draw(st.sets(st.sampled_from(sorted(farm))))),
    }


def shape(state: FogState) -> list[object]:
    """Everything of each farmer, read from the objects rather than the text."""
    return [
        (
            f.coins,
            f.food,
            f.tokens,
            f.hand,
            f.aside,
            f.pick,
            f.todo,
            [(c, loc.card, loc.up, loc.water, loc.capacity, loc.reach, loc.equipment) for c, loc in f.farm.items()],
        )
        for f in state.players
    ]


@settings(max_examples=40, deadline=None, database=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(players=st.integers(2, 4), seats=st.lists(farmers(), min_size=4, max_size=4))
def test_any_farm_and_hand_round_trips_through_the_position_text(
    content: FogContent, players: int, seats: list[dict[str, object]]
) -> None:
    state = fresh(content, players=players)
    for farmer, drawn in zip(state.players, seats, strict=False):
        for name, value in drawn.items():
            setattr(farmer, name, value)
    text = state.to_position()
    again = read_position(content, text)
    assert again.to_position() == text
    assert shape(again) == shape(state)
    for player in range(players):
        seen = state.view(player).to_position()
        assert read_position(content, seen).to_position() == seen
