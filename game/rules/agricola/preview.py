"""What each action space would do for a player: the goods it brings and the score sheet before
and after taking it and finishing it the obvious best way (the board shows this on hover).

"The obvious best way" is a greedy walk through the space's steps, each step the move that
leaves the best score sheet (then the most food, grain and vegetables, counting those on the
fields), stopping ("done") as soon as no step improves on that: so the sheep are housed, the
best cell is ploughed, every affordable room is built and every empty field sown, but no wood
is spent on a stable that scores nothing.  When the space offers a choice of parts, each is
followed to its end and the best kept.  Pure and fast: only the player's own farm is copied
while a step is weighed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.agricola import actions, card_instead, turns
from game.rules.agricola.draft import drafting
from game.rules.agricola.legal import Phase, space_open
from game.rules.agricola.moves import Choose, Done, Fence, Go, Keep
from game.rules.agricola.scoring import sheet
from game.rules.agricola.scoring_table import DEFAULT_BANDS
from game.rules.agricola.tables import ANIMALS, GOODS

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState
    from game.rules.core import Move

NO_HOUSE_FOR_ALL = "animals do not all fit"
"""The note of a space whose animals cannot all be housed (the rest are cooked or run away)."""

Value = tuple[int, int]
"""How good a farm is for the preview: (total points, food + grain + vegetables)."""


@dataclass(frozen=True)
class SpacePreview:
    """What taking ``space`` would bring the player."""

    space: str
    """The action space's id."""
    gains: dict[str, int]
    """The goods and animals the player ends up with more (or, when paid, fewer) after taking
    the space and finishing it: the accumulated goods included, costs negative, zeros left
    out."""
    score_before: dict[str, int]
    """The player's score sheet by category now (the scoring table's categories)."""
    score_after: dict[str, int]
    """The score sheet after taking the space and finishing it the obvious best way."""
    note: str
    """"" or a short English reason key (:data:`NO_HOUSE_FOR_ALL`)."""


def space_previews(state: AgricolaState, player: int) -> dict[str, SpacePreview]:
    """A preview for every action space ``player`` could take now (free and usable), by space
    id; none outside the work phase, while the cards are drafted, or when the player has
    nobody left to place."""
    if state.phase != Phase.WORK or drafting(state) or state.players[player].free_people <= 0:
        return {}
    before = dict(sheet(state, player))
    previews = {}
    for index, space in enumerate(state.spaces):
        if space_open(state, player, index):
            previews[space.id] = _preview(state, player, space.id, before)
    return previews


def _preview(state: AgricolaState, player: int, space_id: str, before: dict[str, int]) -> SpacePreview:
    sim = state.clone()
    sim.current = player
    # The preview must stop at the end of this action: with people still to place, finishing
    # it never ends the round (no harvest or round card sneaks into the preview).
    sim.players[player].placed -= sim.tables.numbers.max_people
    turns.apply_unchecked(sim, Go(space_id))
    wanted = sim.players[player].animals[:]
    _finish_greedily(sim, player)
    farmer, start = sim.players[player], state.players[player]
    gains = {good: farmer.goods[good] - start.goods[good] for good in GOODS}
    gains.update({animal: farmer.animals[i] - start.animals[i] for i, animal in enumerate(ANIMALS)})
    lost = any(farmer.animals[i] < wanted[i] for i in range(len(ANIMALS)))
    return SpacePreview(
        space_id,
        {name: amount for name, amount in gains.items() if amount},
        before,
        dict(sheet(sim, player)),
        NO_HOUSE_FOR_ALL if lost else "",
    )


def _acting(state: AgricolaState, player: int) -> bool:
    return state.phase in (Phase.ACTION, Phase.HOUSING) and state.current_player == player


def _finish_greedily(state: AgricolaState, player: int) -> None:
    """Play the space's remaining steps the obvious best way (see the module's docstring)."""
    while _acting(state, player):
        moves = state.legal_moves()
        if not moves:
            return
        turns.apply_unchecked(state, _best(state, player, moves))


def _value(state: AgricolaState, player: int) -> Value:
    farmer = state.players[player]
    on_fields = sum(count for _crop, count in farmer.farm.crops.values())
    if farmer.patches:  # and on the cards that are fields
        on_fields += sum(count for plots in farmer.patches.values() for _crop, count in plots)
    goods = farmer.goods
    return sum(points for _, points in sheet(state, player)), goods["food"] + goods["grain"] + goods["vegetable"] + on_fields


def _best(state: AgricolaState, player: int, moves: list[Move]) -> Move:
    """The step that leaves the best farm; "done" on a tie, else the first of the best."""
    values = _pasture_values(state, player, moves)
    best: Move | None = None
    best_value: Value | None = None
    for at, move in enumerate(moves):
        value = values[at] if values and at < len(values) else _value_after(state, player, move)
        if best_value is None or value > best_value or (value == best_value and isinstance(move, Done)):
            best, best_value = move, value
    assert best is not None
    return best


def _pasture_values(state: AgricolaState, player: int, moves: list[Move]) -> list[Value]:
    """At a fencing step, the value after each pasture offered (in the order of the moves),
    counted from the rows a pasture changes: the pastures' count, the unused cells it
    covers, the stables it fences.  Empty at any other step (a farm may be offered hundreds
    of pastures: building each on a copy would take too long for a hover)."""
    progress = state.progress
    if state.phase != Phase.ACTION or progress is None or progress.part < 0 or progress.oven_bake:
        return []
    if card_instead.part_of(state, progress).verb != "fences" or not isinstance(moves[0], Fence):
        return []
    farm = state.players[player].farm
    options = actions.pasture_choices(state, state.players[player])
    points, more = _value(state, player)
    count = len(farm.pastures)
    pastures = DEFAULT_BANDS.band_points("pastures", count + 1) - DEFAULT_BANDS.band_points("pastures", count)
    free, loose = farm.free_cells(), farm.stables & ~farm.pastured()
    return [
        (points + pastures + (option.cells & free).bit_count() * -DEFAULT_BANDS.unused_cell
         + (option.cells & loose).bit_count() * DEFAULT_BANDS.fenced_stable, more)
        for option in options
    ]


def _value_after(state: AgricolaState, player: int, move: Move) -> Value:
    if isinstance(move, Done):
        return _value(state, player)
    if isinstance(move, Choose | Keep) or state.progress is None or state.progress.oven_bake:
        trial = state.clone()
        turns.apply_unchecked(trial, move)
        _finish_greedily(trial, player)
        return _value(trial, player)
    # One step of a part: only the player's own farm and the majors for sale change.
    farmer, for_sale = state.players[player], state.majors_left
    state.players[player], state.majors_left = farmer.copy(), for_sale[:]
    try:
        part = card_instead.part_of(state, state.progress)
        actions.do_step(state, player, part, move)
        return _value(state, player)
    finally:
        state.players[player], state.majors_left = farmer, for_sale
