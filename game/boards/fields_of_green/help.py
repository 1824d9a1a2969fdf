"""What the board says: the prompt line of the step at hand, the hover help of a place or a
tower, and the card under the pointer shown large enough to read whole."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from game.boards.fields_of_green.band import card_face
from game.boards.fields_of_green.names import REASONS, cost_text, counted, joined, kind_name
from game.boards.kit.words import capital_first
from game.rules.fields_of_green.farm import free_cells
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.moves import Build, Split
from game.rules.fields_of_green.tables import KINDS

if TYPE_CHECKING:
    from game.boards.fields_of_green.view import FogBoard

ENLARGED_HEIGHT = 300
"""How tall (design pixels) the card under the pointer is shown."""


def prompt(board: FogBoard) -> str:
    """What the person at the screen should do now."""
    view, viewer, words = board.view, board.viewer, board.words
    if view is None or viewer is None:
        return ""
    _ = board.gettext
    if view.phase == Phase.PICK:
        if not board.interactive:
            return words.waiting
        return words.picked_prompt if board.chosen is not None else words.pick_prompt
    if not board.interactive:
        return ""
    if view.phase == Phase.DRAW:
        split = Split(tuple(board.split))  # type: ignore[arg-type]
        refused = sum(board.split) == view.tables.numbers.hand_size and split not in board.my_moves()
        return words.split_refused if refused else words.split_title
    if view.phase == Phase.TAKE:
        return words.taken_prompt if board.chosen is not None else words.take_prompt
    if view.phase == Phase.EQUIP:
        return words.equip_prompt
    if view.phase == Phase.HARVEST:
        return words.harvest_title
    if view.phase == Phase.ACT:
        card = board.book.name(board.revealed(viewer), _)
        if board.mode != "build":
            return words.say(f"place_{board.mode}", card=card)
        if not board.lit:
            why = _why_no_build(board, viewer)
            if why:
                return words.say("act_no_build_why", card=card, why=why)
            return words.say("act_no_build", card=card)
        return words.say("act_prompt", card=card)
    return ""


def _why_no_build(board: FogBoard, viewer: int) -> str:
    """Why the revealed card fits no place of the viewer's farm, as the rules refuse it on
    most of the free places, with what the player holds ("it costs 4 coins; you have 2
    coins")."""
    view, _ = board.view, board.gettext
    assert view is not None
    farmer = view.players[viewer]
    reasons = Counter(REASONS.why_not(view, Build(cell), _) for cell in free_cells(farmer.farm))
    reasons.pop("", None)
    if not reasons:
        return ""
    held = joined([counted(k, n, _) for k, n in (("coins", farmer.coins), ("food", farmer.food))], _)
    why = reasons.most_common(1)[0][0]
    return board.words.say("why_held", why=why[:1].lower() + why[1:], held=held)  # inside a sentence


def tooltip_at(board: FogBoard, pos: tuple[int, int]) -> str | None:
    """The hover help at ``pos``: a lit place's cost and points, a tower's reach, a silo, an
    open area, or why the revealed card cannot go on a place."""
    view, words, _ = board.view, board.words, board.gettext
    if view is None:
        return None
    pile = next((i for i, rect in enumerate(board.pile_rects) if rect.collidepoint(pos)), None)
    if pile is not None:
        kind = kind_name.lower(KINDS[pile], _)
        return capital_first(words.say("pile_text", kind=kind, left=counted("cards_left", len(view.piles[pile]), _)))
    if board.hover_cell is None:
        return None
    player, cell = board.hover_cell
    loc = view.players[player].farm.get(cell)
    option = board.options.get(cell) if player == board.focus else None
    if option is not None:
        cost = cost_text(option.coins, 0, option.food, _)
        if option.water:
            towers = joined([counted("water", n, _) for _tower, n in option.towers], _)
            cost = joined([c for c in (cost if option.coins or option.food else "",
                                       words.say("option_water", towers=towers)) if c], _)
        return words.say("option_text", cost=cost, points=option.points)
    if loc is None:
        if board.interactive and view.phase == Phase.ACT and board.mode == "build" and player == board.viewer:
            return REASONS.why_not(view, Build(cell), _) or None
        return None
    if loc.is_tower:
        return words.say("tower_range", water=loc.water, capacity=loc.capacity)
    if loc.is_silo:
        return words.say("silo_text", capacity=loc.capacity)
    if not loc.up:
        return words.open_text
    if loc.equipment:
        tiles = joined([board.book.name(view.tables.equipment[t].code, _) for t in loc.equipment], _)
        return words.say("equipment_on", tiles=tiles)
    return None


def draw_enlarged(surface: pygame.Surface, board: FogBoard) -> None:
    """The card under the pointer (in a hand, a farm or a face-down choice turned over), large
    and whole beside the pointer."""
    code = _hovered_code(board)
    if not code:
        return
    height = board.geo.px(ENLARGED_HEIGHT)
    size = (round(height * 0.7), height)
    rect = pygame.Rect((0, 0), size)
    x, y = board.pointer
    gap = board.geo.px(18)
    if board.hover_card is not None:
        # a hand card: shown over the other farms, so the places it lights stay in sight
        column = board.geo.others[0].unionall(board.geo.others)
        rect.center = column.center
    elif x < board.rect.centerx:
        rect.midleft = (x + gap, y)
    else:
        rect.midright = (x - gap, y)
    rect.clamp_ip(board.rect)
    shadow = board.art.shadow(rect.size, board.geo.px(10), board.geo.px(6))
    surface.blit(shadow, shadow.get_rect(center=(rect.centerx + 4, rect.centery + 4)))
    surface.blit(card_face(board, code, size), rect)


def _hovered_code(board: FogBoard) -> str:
    view = board.view
    if view is None:
        return ""
    if board.hover_card is not None and board.hover_card < len(board.hand):
        return board.hand[board.hover_card]
    row = next((r for r in board.harvest_rows if r.rect.collidepoint(board.pointer)), None)
    if row is not None and board.viewer is not None:
        loc = view.players[board.viewer].farm.get(row.cell)
        return view.tables.cards[loc.card].code if loc is not None and loc.card >= 0 else ""
    if board.hover_cell is not None:
        player, cell = board.hover_cell
        loc = view.players[player].farm.get(cell)
        if loc is not None and loc.up and loc.card >= 0:
            return view.tables.cards[loc.card].code
    return ""
