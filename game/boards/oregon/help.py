"""Help under the pointer: the score preview or the rules' reason for the hovered space,
and tooltips naming the card, space, piece or deck under the pointer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.boards.kit.tooltips import hit, hit_item
from game.boards.oregon.names import Gettext, lower_name, piece_name
from game.boards.oregon.reasons import translate_reason
from game.boards.oregon.texts import preview_text
from game.content.oregon import BuildingSpec
from game.i18n import N_
from game.rules.oregon import explain_space, score_preview
from game.rules.oregon.legal import illegal_reason
from game.rules.oregon.moves import PlaceBuilding, PlaceStartTile
from game.rules.oregon.scoring import BUILDING

if TYPE_CHECKING:
    from game.boards.oregon.view import OregonBoardView


def hover_reason(view: OregonBoardView) -> str:
    """The preview of the hovered highlighted space, or why the hovered space cannot take
    the selection; empty when there is nothing to say."""
    state, space, _ = view.view, view.hover_space, view._
    if state is None or space is None:
        return ""
    choices = view.choices
    if space in choices.targets:
        move = choices.targets[space]
        if choices.phase == "start":
            return ""
        placed = move.building if isinstance(move, PlaceBuilding) else "farmer"
        return preview_text(score_preview(state, move), _, placed)
    if choices.phase == "start":
        tile = state.start_tile[state.player]
        building = state.tables.content.buildings[tile].id
        reason = illegal_reason(state, PlaceStartTile(building, space))
        return translate_reason(reason, _) if reason else ""
    if choices.phase == "play" and not choices.must_discard:
        cards = view.selection.cards(view.slots)
        if len(cards) == 2:
            reason = explain_space(state, cards, space)
            return translate_reason(reason, _) if reason else ""
    return ""


GAINS: dict[str, str] = {
    "points": N_("A farmer placed next to it scores {points}."),
    "church": N_("A farmer placed next to it scores 1 for each farmer of any colour around it."),
    "coal": N_("A farmer placed next to it takes a coal tile."),
    "gold": N_("A farmer placed next to it takes a gold tile."),
}
"""A building's effect → what a farmer placed next to it earns."""

AGAIN: dict[str, str] = {
    "joker": N_("It also makes the joker active again."),
    "extra_turn": N_("It also makes the extra turn active again."),
}
"""The token a building makes active again → the sentence saying so."""


def building_help(spec: BuildingSpec, _: Gettext) -> str:
    """Where a building stands and what a farmer placed next to it earns."""
    where = N_("Stands on {terrain} touching water.") if spec.near_water else N_("Stands on {terrain}.")
    parts = [_(where).format(terrain=lower_name(spec.terrain, _))]
    parts.append(_(GAINS.get(spec.effect, GAINS["gold"])).format(points=spec.points))
    if spec.activates in AGAIN:
        parts.append(_(AGAIN[spec.activates]))
    return " ".join(parts)


def _start_tile_shown(view: OregonBoardView) -> int | None:
    """The start tile shown in place of the hand in round one (its building index)."""
    state = view.view
    if state is None or view.viewer is None or state.phase_name != "start":
        return None
    tile = state.start_tile[view.viewer]
    return tile if tile >= 0 else None


def space_tooltip(view: OregonBoardView, pos: tuple[int, int]) -> str | None:
    """What is under ``pos``: a card, a space and its piece, a deck or a building stack."""
    state, geometry, _ = view.view, view.geometry, view._
    if state is None or geometry is None:
        return None
    content = view.content
    slot = view.hand.slot_at(pos, view.selection.picked)
    slots = view.slots
    start = _start_tile_shown(view)
    if start is not None:
        if slot == 0:
            spec = content.buildings[start]
            return _("{building}: your start tile. {help}").format(
                building=piece_name(spec.id, _), help=building_help(spec, _)
            )
    elif slot is not None and slot < len(slots):
        card = slots[slot]
        if card in state.tables.building_index:
            return f"{piece_name(card, _)}: {building_help(content.building(card), _)}"
        if card == "joker":
            return _(
                "Joker: stands in for any one landscape card, once until it is made active again."
            )
        return _("{symbol} card: the {symbol} row band or column band of the board.").format(
            symbol=piece_name(card, _)
        )
    space = geometry.space_at(pos, content.rows, content.columns)
    if space is not None:
        cell = space[0] * content.columns + space[1]
        terrain = piece_name(content.grid[cell], _)
        code = state.cells[cell]
        if code >= BUILDING:
            spec = content.buildings[code - BUILDING]
            return f"{piece_name(spec.id, _)} ({terrain}): {building_help(spec, _)}"
        if code:
            return _("{terrain}: a farmer of {name}").format(
                terrain=terrain, name=view.seats[code - 1].name
            )
        return terrain
    deck = hit_item(((rect, deck) for deck, rect in view.supply.decks.items()), pos)
    if deck is not None:
        return _("{deck} deck").format(deck=piece_name(deck, _))
    b = hit(view.supply.stock, pos)
    if b is not None and b < len(content.buildings):
        spec = content.buildings[b]
        left = _("{count} tiles left").format(count=state.stock[b])
        return f"{piece_name(spec.id, _)} — {left}. {building_help(spec, _)}"
    return None
