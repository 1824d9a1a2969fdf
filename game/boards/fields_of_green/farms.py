"""The farms and the strip of piles.

Each farm is its cards on a meadow: location cards in their kind's colours, water towers with
their water drops, silos with the food they hold, open areas of turned earth, equipment as
small tags.  Its header says whose it is, the purse (coins, water, food), the points so far,
what the player drew this year (a count per pile) and, in the draft, their face-down choice.
Lit over the large farm: where the card can be built (cost and points on each place), the
towers paying its water, the reach of a hovered tower, the harvest's payable abilities and
those that would flip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.fields_of_green.art import (
    COLOURS,
    KIND_COLOURS,
    drop,
    flip_scale,
    grain,
    title_ink,
    token_row,
)
from game.boards.fields_of_green.band import card_face, draw_arrow
from game.boards.fields_of_green.geometry import FarmPlace
from game.boards.fields_of_green.reveal import Reveal, Turning
from game.boards.kit.card_words import language_of
from game.boards.kit.lettering import write
from game.rules.fields_of_green.farm import TOWER_CARD, Cell, Farmer, Location
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.tables import KINDS
from game.rules.fields_of_green.turns import drew
from game.ui import theme

if TYPE_CHECKING:
    from game.boards.fields_of_green.view import FogBoard


def draw_strip(surface: pygame.Surface, board: FogBoard) -> None:
    """The year, the direction hands pass, the four piles with their counts and the towers,
    silos and equipment left."""
    view, geo, words = board.shown, board.geo, board.words
    strip = geo.strip
    surface.blit(board.art.paper(strip.size, geo.px(8)), strip)
    font = board.fonts.get("bold", geo.px(14))
    body = board.fonts.get("body", geo.px(13))
    numbers = view.tables.numbers
    x = write(surface, font, words.say("year", year=view.year, years=numbers.years), theme.INK,
              midleft=(strip.x + geo.px(10), strip.centery)).right + geo.px(14)
    left = numbers.pass_left[min(view.year, numbers.years) - 1]
    if view.num_players > 2:  # two players take from a face-up row: nothing passes
        passing = words.pass_left if left else words.pass_right
        x = draw_arrow(surface, x, strip.centery, geo.px(9), left) + geo.px(6)
        x = write(surface, body, passing, theme.ACCENT_DARK, midleft=(x, strip.centery)).right + geo.px(16)
    x = write(surface, font, words.piles, theme.INK_SOFT, midleft=(x, strip.centery)).right + geo.px(6)
    size = (geo.px(14), geo.px(20))
    board.pile_rects = []
    for kind, pile in zip(KINDS, view.piles, strict=True):
        chip = pygame.Rect(x, strip.centery - size[1] // 2, *size)
        board.pile_rects.append(chip.inflate(geo.px(30), 4).move(geo.px(14), 0))
        pygame.draw.rect(surface, KIND_COLOURS[kind], chip, border_radius=geo.px(3))
        x = write(surface, font, str(len(pile)), theme.INK, midleft=(chip.right + geo.px(3), strip.centery)).right
        x += geo.px(10)
    x += geo.px(6)
    for text in (words.say("towers_left", count=view.towers_left), words.say("silos_left", count=view.silos_left),
                 words.say("equipment_left", count=len(view.equipment))):
        if x + body.size(text)[0] > strip.right - geo.px(6):
            break
        x = write(surface, body, text, theme.INK_SOFT, midleft=(x, strip.centery)).right + geo.px(12)


def draw_farm(surface: pygame.Surface, board: FogBoard, place: FarmPlace, large: bool) -> None:
    """One farm: its meadow, header and cards, and what is lit over it."""
    view, geo = board.shown, board.geo
    farmer = view.players[place.player]
    seat = board.seats[place.player] if place.player < len(board.seats) else None
    edge = theme.GOLD if view.current_player == place.player else COLOURS["meadow_edge"]
    surface.blit(board.art.meadow(place.panel.size, geo.px(10), edge, max(1, geo.px(2))), place.panel)
    _header(surface, board, place, farmer, seat.name if seat else "", seat.colour if seat else theme.INK)
    food = _food_by_silo(farmer)
    timeline = board.animations
    for cell, rect in place.cells.items():
        loc = farmer.farm.get(cell)
        rect = rect.move(0, -timeline.drop_offset((place.player, cell)))
        if loc is None:
            _free_place(surface, board, cell, rect, large)
            if large and cell == board.hinted:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(8, 8), max(3, geo.px(4)), border_radius=geo.px(7))
            continue
        turning = _turning(board, place.player, cell)
        if turning is None:
            _location(surface, board, loc, rect, food.get(cell, 0))
        else:  # the card it was narrows to its edge, then the open area widens
            width, down = turning
            face = board.art.open_area(rect.size) if down else _card_up(board, loc, rect.size)
            face = pygame.transform.smoothscale(face, (max(1, round(rect.width * width)), rect.height))
            surface.blit(face, face.get_rect(center=rect.center))
        if large:
            _harvest_marks(surface, board, cell, rect)
            if cell == board.hinted:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(8, 8), max(3, geo.px(4)), border_radius=geo.px(7))
            if cell in board.lit and view.phase != Phase.HARVEST:
                pygame.draw.rect(surface, COLOURS["lit"], rect.inflate(4, 4), max(2, geo.px(3)), border_radius=geo.px(6))


def draw_reveal(surface: pygame.Surface, board: FogBoard) -> None:
    """While the choices turn over: every player's chosen card, large over their farm, all
    turning at once from back to face."""
    timeline = board.animations
    cue = next(iter(timeline.running(Reveal)), None)
    if cue is None or not timeline.started(cue):
        return
    width, shows = flip_scale(timeline.progress(cue))
    for place, code in zip(sorted(board.farms, key=lambda p: p.player), cue.what.choices, strict=False):
        height = min(place.grid.height * 3 // 4, board.geo.px(200))
        size = (round(height * 0.7), height)
        face = card_face(board, code, size) if shows else board.art.back(size)
        face = pygame.transform.smoothscale(face, (max(1, round(size[0] * width)), size[1]))
        surface.blit(face, face.get_rect(center=place.grid.center))


def draw_hover(surface: pygame.Surface, board: FogBoard) -> None:
    """What the pointer shows over the painted farms (drawn every frame, so hovering never
    paints the board again): the places a hovered tower reaches, and the towers that would
    pay the water of a hovered lit place, with how much each."""
    geo = board.geo
    reach = board.reach()
    if reach is not None:
        place = board.farm_of(reach[0])
        cells = place.cells if place is not None else {}
        for cell in reach[1]:
            if cell in cells:
                _veil(surface, cells[cell], (*COLOURS["range"], 110))
        if board.hover_cell is not None and board.hover_cell[1] in cells:
            hovered = cells[board.hover_cell[1]]
            pygame.draw.rect(surface, COLOURS["water"], hovered.inflate(6, 6), max(2, geo.px(3)), border_radius=geo.px(6))
    if board.hover_cell is None or not board.farms or board.hover_cell[0] != board.farms[0].player:
        return
    option = board.options.get(board.hover_cell[1])
    if option is None:
        return
    own = board.farms[0].cells
    badge = board.fonts.get("bold", geo.px(14))
    for tower, amount in option.towers:
        rect = own[tower]
        pygame.draw.rect(surface, COLOURS["water"], rect.inflate(6, 6), max(2, geo.px(3)), border_radius=geo.px(6))
        write(surface, badge, f"-{amount}", theme.INK_ON_DARK, COLOURS["water_edge"], center=rect.center)


def _header(surface: pygame.Surface, board: FogBoard, place: FarmPlace, farmer: Farmer, name: str,
            colour: tuple[int, int, int]) -> None:
    view, geo, words = board.shown, board.geo, board.words
    head = place.header
    font = board.fonts.get("bold", geo.px(14))
    small = board.fonts.get("body", geo.px(12))
    lines = 3 if head.height > geo.px(60) else 2 if head.height > geo.px(34) else 1
    two_lines = lines > 1  # a narrow panel: the purse goes under the name (and the draw under it)
    first = head.y + head.height // (2 * lines) if two_lines else head.centery
    second = head.y + head.height * 3 // (2 * lines) if two_lines else head.centery
    dot = geo.px(7)
    pygame.draw.circle(surface, colour, (head.x + dot, first), dot)
    pygame.draw.circle(surface, theme.INK, (head.x + dot, first), dot, 1)
    label = name if place.player != board.viewer else f"{name} ({words.you})"
    room = head.width // 2 if two_lines else head.width // 3
    x = write(surface, board.fonts.fit("bold", font.get_height(), label, room), label, theme.INK,
              midleft=(head.x + 2 * dot + geo.px(4), first)).right + geo.px(8)
    score = board.answer(("scores",), lambda: view.scores())[place.player]
    x = write(surface, font, words.say("score", points=score), theme.ACCENT_DARK, midleft=(x, first)).right
    x = head.x if two_lines else x + geo.px(8)
    x = token_row(surface, board.fonts, x, second, geo.px(12),
                  [("coins", farmer.coins), ("water", farmer.water), ("food", farmer.food)])
    split = split_shown(board, place.player)
    # the face-down choice stands at the right of the first line: a second line runs on by it
    end = head.right if two_lines else place.pick_slot.x
    chips = len(KINDS) * (geo.px(14) + geo.px(2)) + geo.px(6)
    if lines == 3:
        x, second = head.x - geo.px(6), head.y + head.height * 5 // 6
    if split is not None and x + chips + (0 if two_lines else small.size(words.drew)[0] + geo.px(4)) <= end:
        x += geo.px(6)
        if not two_lines:  # the chips alone, where the panel is narrow
            x = write(surface, small, words.drew, theme.INK_SOFT, midleft=(x, second)).right + geo.px(4)
        for kind, count in zip(KINDS, split, strict=True):
            chip = pygame.Rect(x, second - geo.px(8), geo.px(14), geo.px(16))
            pygame.draw.rect(surface, KIND_COLOURS[kind], chip, border_radius=geo.px(3))
            write(surface, small, str(count), title_ink(KIND_COLOURS[kind]), center=chip.center)
            x = chip.right + geo.px(2)
    _pick_slot(surface, board, place)


def split_shown(board: FogBoard, player: int) -> tuple[int, ...] | None:
    """What ``player`` drew this year, as their "Drew" chips show it."""
    return drew(board.shown, player)


def _pick_slot(surface: pygame.Surface, board: FogBoard, place: FarmPlace) -> None:
    """The player's face-down choice in the draft ("choosing…" while they think), then the
    card it was, turning over at the reveal."""
    view, slot = board.shown, place.pick_slot
    chosen = board.face_down(place.player)
    code = board.revealed(place.player)
    cue = next(iter(board.animations.running(Reveal)), None)
    if chosen is None and not code:
        return
    if chosen is False:  # still choosing: an empty place where the card will lie
        pygame.draw.rect(surface, theme.PAPER_EDGE, slot, 1, border_radius=board.geo.px(3))
        small = board.fonts.get("bold", board.geo.px(11))
        write(surface, small, "?", theme.INK_SOFT, center=slot.center)
        return
    face = board.art.back(slot.size)
    if code and (view.phase != Phase.PICK or place.player == board.viewer):
        face = card_face(board, code, slot.size)
    if cue is not None and board.animations.started(cue) and code:
        width, shows = flip_scale(board.animations.progress(cue))
        face = face if shows else board.art.back(slot.size)
        face = pygame.transform.smoothscale(face, (max(1, round(slot.width * width)), slot.height))
    surface.blit(face, face.get_rect(center=slot.center))


def _turning(board: FogBoard, player: int, cell: Cell) -> tuple[float, bool] | None:
    """How far the location at ``cell`` has turned face down (``None``: it is not turning)."""
    timeline = board.animations
    for cue in timeline.running(Turning):
        if cue.what.player == player and cue.what.cell == cell and timeline.started(cue):
            return flip_scale(timeline.progress(cue))
    return None


def _card_up(board: FogBoard, loc: Location, size: tuple[int, int]) -> pygame.Surface:
    """The face up of a location: a card, a water tower or a silo."""
    _ = board.gettext
    if loc.card < 0:
        kind = "tower" if loc.card == TOWER_CARD else "silo"
        return board.art.location(kind, kind, 0, False, False, size, language_of(_), _)
    design = board.tables.cards[loc.card]
    return board.art.location(design.code, design.kind, design.points, design.harvest is not None, bool(design.end),
                              size, language_of(_), _)


def _food_by_silo(farmer: Farmer) -> dict[Cell, int]:
    """The player's food shared over their silos, each filled in turn (food moves freely)."""
    left = farmer.food
    shares: dict[Cell, int] = {}
    for cell, loc in sorted(farmer.farm.items()):
        if loc.is_silo:
            shares[cell] = min(left, loc.capacity)
            left -= shares[cell]
    return shares


def _location(surface: pygame.Surface, board: FogBoard, loc: Location, rect: pygame.Rect, food: int) -> None:
    if not loc.up:
        surface.blit(board.art.open_area(rect.size), rect)
        return
    surface.blit(_card_up(board, loc, rect.size), rect)
    token = max(4, rect.width // 6)
    if loc.is_tower:
        _tokens(surface, rect, loc.water, token, drop)
    elif loc.is_silo:
        _tokens(surface, rect, food, token, grain)
    for i in range(len(loc.equipment)):
        tag = pygame.Rect(rect.right - (i + 1) * (token + 2) - 2, rect.y + rect.height // 3, token, token)
        pygame.draw.rect(surface, theme.ACCENT_DARK, tag, border_radius=2)
        pygame.draw.rect(surface, theme.GOLD, tag, 1, border_radius=2)


def _tokens(surface: pygame.Surface, rect: pygame.Rect, count: int, size: int, paint: object) -> None:
    """``count`` tokens in rows along the foot of a card."""
    per_row = max(1, (rect.width - 4) // (size + 2))
    for i in range(count):
        row, col = divmod(i, per_row)
        centre = (rect.x + 3 + size // 2 + col * (size + 2), rect.bottom - 3 - size // 2 - row * (size + 2))
        paint(surface, centre, size)  # type: ignore[operator]


def _free_place(surface: pygame.Surface, board: FogBoard, cell: Cell, rect: pygame.Rect, large: bool) -> None:
    """A free place beside the farm: faint, lit gold where the card can go (with its cost and
    the points it would score), blue where a hovered tower reaches."""
    geo = board.geo
    option = board.options.get(cell)
    lit = cell in board.lit or option is not None
    if lit:
        pygame.draw.rect(surface, COLOURS["plot"], rect, border_radius=geo.px(5))
    else:
        if large and board.shown.phase in (Phase.PICK, Phase.TAKE, Phase.ACT):
            pygame.draw.rect(surface, COLOURS["meadow_edge"], rect, 1, border_radius=geo.px(5))
        return
    pygame.draw.rect(surface, COLOURS["lit"], rect, max(2, geo.px(3)), border_radius=geo.px(5))
    if option is None:
        return
    # the points it would score large in the upper half, what it costs centred under them
    font = board.fonts.get("bold", max(theme.MIN_TEXT_PX, min(geo.px(18), rect.height // 3)))
    write(surface, font, f"+{option.points}", theme.ACCENT_DARK, center=(rect.centerx, rect.y + rect.height * 3 // 10))
    amounts = [(k, n) for k, n in (("coins", option.coins), ("water", option.water), ("food", option.food)) if n]
    token = max(6, min(geo.px(11), rect.width // 6))
    digits = board.fonts.get("bold", max(theme.MIN_TEXT_PX, round(token * 0.95)))
    widths = [token + max(1, token // 5) + digits.size(str(n))[0] for _, n in amounts]
    spaced = sum(widths) + token // 2 * (len(widths) - 1)
    if spaced <= rect.width - 4:
        token_row(surface, board.fonts, rect.centerx - spaced // 2, rect.y + rect.height * 7 // 10, token, amounts)
        return
    step = token + max(2, token // 3)
    top = rect.y + rect.height * 7 // 10 - step * (len(amounts) - 1) // 2
    for i, amount in enumerate(amounts):
        token_row(surface, board.fonts, rect.centerx - widths[i] // 2, top + i * step, token, [amount])


def _harvest_marks(surface: pygame.Surface, board: FogBoard, cell: Cell, rect: pygame.Rect) -> None:
    """In the harvest: green round a payable ability, red across one that would flip."""
    geo = board.geo
    if cell in board.flips:
        pygame.draw.rect(surface, COLOURS["flip"], rect.inflate(4, 4), max(2, geo.px(3)), border_radius=geo.px(6))
        width = max(2, geo.px(3))
        pygame.draw.line(surface, COLOURS["flip"], rect.topleft, rect.bottomright, width)
        pygame.draw.line(surface, COLOURS["flip"], rect.topright, rect.bottomleft, width)
    elif cell in board.lit:  # the rules' legal Harvest moves
        pygame.draw.rect(surface, COLOURS["harvest_band"], rect.inflate(4, 4), max(2, geo.px(3)),
                         border_radius=geo.px(6))


def _veil(surface: pygame.Surface, rect: pygame.Rect, tint: tuple[int, int, int, int]) -> None:
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    veil.fill(tint)
    surface.blit(veil, rect)
