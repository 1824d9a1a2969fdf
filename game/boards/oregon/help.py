"""Help under the pointer: the score preview or the rules' reason for the hovered space,
and tooltips naming the card, space, piece or deck under the pointer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.boards.kit.tooltips import hit
from game.boards.kit.words import Gettext
from game.boards.oregon.texts import preview_text
from game.boards.oregon.words import PIECES, REASONS, WORDS
from game.content.card_text import card_text, shipped_texts
from game.content.oregon import BuildingSpec, OregonContent
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
        placed = move.building if isinstance(move, PlaceBuilding) else "farmer"
        return "" if choices.phase == "start" else preview_text(score_preview(state, move), _, placed)
    reason = None
    cards = view.selection.cards(view.slots)
    if choices.phase == "start":
        building = state.tables.content.buildings[state.start_tile[state.player]].id
        reason = illegal_reason(state, PlaceStartTile(building, space))
    elif choices.phase == "play" and not choices.must_discard and len(cards) == 2:
        reason = explain_space(state, cards, space)
    return REASONS.translate(reason, _) if reason else ""


def building_help(spec: BuildingSpec, content: OregonContent, _: Gettext, language: str) -> str:
    """Where a building stands and what it does: its tile's rules text, written from its
    effects in ``language``."""
    stands = "stands_on_near_water" if spec.near_water else "stands_on"
    where = WORDS.say(stands, _, terrain=PIECES.lower(spec.terrain, _))
    does = card_text(shipped_texts("oregon", content), spec, language)
    return f"{where} {does}"


def space_tooltip(view: OregonBoardView, pos: tuple[int, int]) -> str | None:
    """What is under ``pos``: a card, a space and its piece, a deck or a building stack."""
    state, geometry, _ = view.view, view.geometry, view._
    if state is None or geometry is None:
        return None
    content, language = view.content, view.ctx.translator.language
    slot = view.hand.slot_at(pos, view.selection.picked)
    slots = view.slots
    start = view.start_tile
    if start is not None:
        if slot == 0:
            spec = content.buildings[start]
            return WORDS.say("start_tile", _, building=PIECES(spec.id, _), help=building_help(spec, content, _, language))
    elif slot is not None and slot < len(slots):
        card = slots[slot]
        if card in state.tables.building_index:
            return f"{PIECES(card, _)}: {building_help(content.building(card), content, _, language)}"
        if card == "joker":
            return _(WORDS.text("joker_card"))
        return WORDS.say("symbol_card", _, symbol=PIECES(card, _))
    space = geometry.space_at(pos)
    if space is not None:
        cell = space[0] * content.columns + space[1]
        terrain = PIECES(content.grid[cell], _)
        code = state.cells[cell]
        if code >= BUILDING:
            spec = content.buildings[code - BUILDING]
            return f"{PIECES(spec.id, _)} ({terrain}): {building_help(spec, content, _, language)}"
        if code:
            return WORDS.say("farmer_of", _, terrain=terrain, name=view.seats[code - 1].name)
        return terrain
    deck = view.supply.deck_at(pos)
    if deck is not None:
        return WORDS.say("deck", _, deck=PIECES(deck, _))
    b = hit(view.supply.stock, pos)
    if b is not None and b < len(content.buildings):
        spec = content.buildings[b]
        left = WORDS.say("tiles_left", _, count=state.stock[b])
        return f"{PIECES(spec.id, _)} — {left}. {building_help(spec, content, _, language)}"
    return None
