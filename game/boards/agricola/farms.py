"""The farms: each player's 3 x 5 farmyard drawn as a farm — rooms of the house's material,
fields with their grain or vegetables, stables, fenced pastures and the fences on their
edges, the animals where they live, the people at home — under a header (name, score, start
player) and over the supply (goods, food, people, fences and stables left, begging cards).
Over the large farm: the spaces the step at hand lets the person click, and while fencing,
the edges chosen and the pasture they would make."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.agricola import farm_letters
from game.boards.agricola.art import COLOURS, TINTS, darker, token_row
from game.boards.agricola.farm_counts import draw_counts
from game.boards.agricola.geometry import FarmPlace
from game.boards.agricola.letters import ELLIPSIS, fitted, letter
from game.boards.agricola.names import WORDS, counted, major_name
from game.boards.agricola.tableau import draw_tableau, has_strip
from game.boards.kit.words import Gettext
from game.rules.agricola import herds
from game.rules.agricola.farmyard import CELLS, EDGES, bit, cells_of
from game.rules.agricola.moves import cell_text
from game.rules.agricola.tables import ANIMALS, GOODS
from game.ui import theme

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard
    from game.rules.agricola.farmer import Farmer


def draw_farm(surface: pygame.Surface, board: AgricolaBoard, place: FarmPlace) -> None:
    """One farm: its panel, header, farmyard and supply."""
    view, geo = board.shown, board.geo
    farmer = view.players[place.player]
    edge = theme.GOLD if view.current_player == place.player else COLOURS["space_edge"]
    pygame.draw.rect(surface, COLOURS["farm_paper"], place.panel, border_radius=geo.px(8))
    pygame.draw.rect(surface, edge, place.panel, max(1, geo.px(2 if place.large else 1)), border_radius=geo.px(8))
    _header(surface, board, place, farmer)
    _yard(surface, board, place, farmer)
    _coordinates(surface, board, place)
    draw_counts(surface, board, place)
    _supply(surface, board, place, farmer)
    draw_tableau(surface, board, place)


COORDINATE_CELL = 44
"""The smallest space (in pixels) on which its name ("b1") is written: on smaller ones the
letters would hide the farm."""


def _coordinates(surface: pygame.Surface, board: AgricolaBoard, place: FarmPlace) -> None:
    """Each farmyard space's name as the log writes it ("a1" top left to "e3"), small and
    faint in its top-left corner, on farms whose spaces have room for it."""
    cell = place.cell
    if cell < COORDINATE_CELL:
        return
    px = max(theme.MIN_TEXT_PX, cell // 6)
    font = board.fonts.get("bold", px)
    for index in range(CELLS):
        name = cell_text(index)
        rect = place.cell_rect(index)
        width, height = font.size(name)
        tag = pygame.Rect(rect.x + 2, rect.y + 2, width + 4, height)
        chip = pygame.Surface(tag.size, pygame.SRCALPHA)
        chip.fill((*theme.PAPER, 150))
        surface.blit(chip, tag)
        letter(surface, board.fonts, "bold", px, name, tag, theme.INK_SOFT)


def _header(surface: pygame.Surface, board: AgricolaBoard, place: FarmPlace, farmer: Farmer) -> None:
    head, laid = place.header, farm_letters.header(board, place)
    size = laid.size
    piece = board.pieces.marker(place.player, laid.marker)
    surface.blit(piece, piece.get_rect(midleft=(head.x, head.centery)))
    if laid.star is not None:
        pygame.draw.circle(surface, theme.GOLD, laid.star.center, laid.marker // 2)
        pygame.draw.circle(surface, theme.INK, laid.star.center, laid.marker // 2, 1)
        letter(surface, board.fonts, "bold", size, "1", laid.star, theme.INK)
    letter(surface, board.fonts, "bold", size, laid.name, laid.name_box, theme.INK, align="left")
    letter(surface, board.fonts, "bold", size, laid.points, laid.points_box, theme.ACCENT_DARK)


def _yard(surface: pygame.Surface, board: AgricolaBoard, place: FarmPlace, farmer: Farmer) -> None:
    art, farm, c = board.art, farmer.farm, place.cell
    pastured = farm.pastured()
    for cell in range(CELLS):
        rect = place.cell_rect(cell)
        mask = bit(cell)
        lift = board.animations.drop_offset(("cell", place.player, cell))
        if lift:  # a building dropping onto its space: the meadow under it first
            surface.blit(art.meadow(c, False), rect)
            rect = rect.move(0, -lift)
        if farm.rooms & mask:
            surface.blit(art.room(c, farm.house), rect)
        elif farm.fields & mask:
            surface.blit(art.field(c), rect)
            crop = farm.crops.get(cell)
            if crop is not None:
                _counted_token(surface, board, crop[0], crop[1], rect)
        else:
            surface.blit(art.meadow(c, bool(pastured & mask)), rect)
        if farm.stables & mask:
            side = c * 2 // 5
            surface.blit(art.stable(side), (rect.right - side - 1, rect.y + 1))
    _animals(surface, board, place, farmer)
    _people(surface, board, place, farmer)
    if place.large:
        _lit(surface, board, place)
    for edge in range(EDGES):
        if farm.fences >> edge & 1:
            _fence(surface, place, edge, COLOURS["fence"], COLOURS["fence_edge"])
    if place.large and board.fencing():
        _fence_choice(surface, board, place)


def _counted_token(surface: pygame.Surface, board: AgricolaBoard, good: str, count: int, rect: pygame.Rect) -> None:
    """A token with its count over a space (crops on a field, a herd in a place)."""
    geo = board.geo
    size = max(8, rect.width * 2 // 5)
    token = board.art.token(good, size)
    spot = token.get_rect(center=(rect.centerx - size // 4, rect.centery + rect.height // 10))
    surface.blit(token, spot)
    text = str(count)
    font_px = max(theme.MIN_TEXT_PX, min(geo.px(14), rect.height // 3))
    box = pygame.Rect(spot.right - 2, spot.centery - rect.height // 4, rect.right - spot.right + 1, rect.height // 2)
    if box.width > 4:
        chip = pygame.Rect(0, 0, min(box.width, board.fonts.get("bold", font_px).size(text)[0] + 6),
                           min(box.height, board.fonts.get("bold", font_px).get_linesize()))
        chip.midleft = (box.x, box.centery)
        pygame.draw.rect(surface, theme.PAPER, chip, border_radius=chip.height // 2)
        letter(surface, board.fonts, "bold", font_px, text, chip, theme.INK)


def _animals(surface: pygame.Surface, board: AgricolaBoard, place: FarmPlace, farmer: Farmer) -> None:
    """Every animal where it lives: a pasture's herd over its largest-middle space, a stable's
    animal on its space, the pet in the house."""
    farm = farmer.farm
    key = ("housing", place.player)
    sheep, boar, cattle = farmer.animals
    housing = board.answer(key, lambda: herds.housing(farm, sheep, boar, cattle))
    if housing is None:
        return
    for cells, herd in housing.pastures:
        if herd is not None:
            cell = _middle(cells)
            _counted_token(surface, board, herd.animal, herd.count, place.cell_rect(cell))
    for cell, herd in housing.stables:
        if herd is not None:
            _counted_token(surface, board, herd.animal, herd.count, place.cell_rect(cell))
    rooms = list(cells_of(farm.rooms))
    for pet, cell in zip((h for h in housing.house if h is not None), reversed(rooms), strict=False):
        rect = place.cell_rect(cell)
        size = max(8, rect.width * 2 // 5)
        surface.blit(board.art.token(pet.animal, size), (rect.right - size - 1, rect.bottom - size - 1))


def _middle(cells: int) -> int:
    """The space of a pasture nearest its middle (where its herd is drawn)."""
    listed = list(cells_of(cells))
    rows = sum(c // 5 for c in listed) / len(listed)
    cols = sum(c % 5 for c in listed) / len(listed)
    return min(listed, key=lambda c: (c // 5 - rows) ** 2 + (c % 5 - cols) ** 2)


def _people(surface: pygame.Surface, board: AgricolaBoard, place: FarmPlace, farmer: Farmer) -> None:
    """The people at home, standing in the rooms (two to a room at most)."""
    home = farmer.people - farmer.placed
    rooms = list(cells_of(farmer.farm.rooms))
    size = max(8, place.cell * 9 // 20)
    for k in range(min(home, 2 * len(rooms))):
        rect = place.cell_rect(rooms[k % len(rooms)])
        x = rect.x + 1 + (k // len(rooms)) * (size * 3 // 5)
        piece = board.pieces.figure(place.player, size)
        surface.blit(piece, piece.get_rect(bottomleft=(x, rect.bottom - 1)))


def _lit(surface: pygame.Surface, board: AgricolaBoard, place: FarmPlace) -> None:
    """The spaces the step at hand may use, tinted gold; the one picked framed; the hint."""
    geo = board.geo
    veil = pygame.Surface((place.cell, place.cell), pygame.SRCALPHA)
    veil.fill(TINTS["lit_cell"])
    for cell in board.lit_cells():
        rect = place.cell_rect(cell)
        surface.blit(veil, rect)
        pygame.draw.rect(surface, COLOURS["lit"], rect, max(2, geo.px(2)))
    if board.picked_cell is not None:
        pygame.draw.rect(surface, theme.ACCENT, place.cell_rect(board.picked_cell), max(3, geo.px(4)))
    hinted = board.hinted_cells()
    for cell in cells_of(hinted):
        pygame.draw.rect(surface, theme.ACCENT, place.cell_rect(cell).inflate(-2, -2), max(3, geo.px(3)))


def _fence(surface: pygame.Surface, place: FarmPlace, edge: int, fill: tuple[int, int, int],
           ink: tuple[int, int, int]) -> None:
    start, end = place.edge_line(edge)
    width = max(3, place.cell // 10)
    bar = pygame.Rect(0, 0, abs(end[0] - start[0]) + width, abs(end[1] - start[1]) + width)
    bar.center = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    pygame.draw.rect(surface, fill, bar, border_radius=width // 2)
    pygame.draw.rect(surface, ink, bar, 1, border_radius=width // 2)


def _fence_choice(surface: pygame.Surface, board: AgricolaBoard, place: FarmPlace) -> None:
    """The edges that may be clicked (faint), those chosen (orange), and the pasture they
    would make (tinted)."""
    built = board.shown.players[place.player].farm.fences
    for edge in range(EDGES):
        if not built >> edge & 1 and not board.picked_edges >> edge & 1:
            start, end = place.edge_line(edge)
            pygame.draw.line(surface, COLOURS["edge_hint"], start, end, max(1, place.cell // 30))
    option = board.fence_option()
    if option is not None:
        veil = pygame.Surface((place.cell, place.cell), pygame.SRCALPHA)
        veil.fill(TINTS["pick_cells"])
        for cell in cells_of(option.cells):
            surface.blit(veil, place.cell_rect(cell))
    for edge in range(EDGES):
        if board.picked_edges >> edge & 1:
            _fence(surface, place, edge, COLOURS["fence_pick"], darker(COLOURS["fence_pick"], 0.5))


def _supply(surface: pygame.Surface, board: AgricolaBoard, place: FarmPlace, farmer: Farmer) -> None:
    """The goods in the supply, then the people, fences and stables left, begging cards and
    the major improvements owned as small cards under them, or in words where those do not
    fit, on the lines the panel has room for (on a compact
    farm with little room, icons and numbers)."""
    geo, _ = board.geo, board.gettext
    box = place.supply
    size, line, token = farm_letters.sizes(board, place)
    wordy = farm_letters.wordy(board, place)
    goods = [(good, farmer.goods[good]) for good in GOODS]
    if not wordy:
        goods = [(g, n) for g, n in goods if n or g == "food"]
    if place.beside:
        _supply_beside(surface, board, place, farmer, goods, token)
        return
    token_row(surface, board.art, board.fonts, box.x, box.y + token // 2 + 1, token, goods, box.right)
    if wordy:
        facts = [
            people_home(farmer, _),
            counted("fences_left", board.fences_left(place.player), _),
            counted("stables_left", board.stables_left(place.player), _),
        ]
        if farmer.begging:
            facts.append(counted("begging", farmer.begging, _))
    else:
        _icon_facts(surface, board, place, farmer, pygame.Rect(box.x, box.y + token + geo.px(4), box.width, line))
        return
    rest = pygame.Rect(box.x, box.y + token + geo.px(4), box.width, box.bottom - box.y - token - geo.px(4))
    lines = rest.height // max(1, line)
    said = " · ".join(facts)
    font, fact_lines = fitted(board.fonts, "body", size, said, rest.size, max(1, lines))
    under = pygame.Rect(rest.x, rest.y + len(fact_lines) * font.get_linesize() + geo.px(2), rest.width, 0)
    under.height = rest.bottom - under.y
    majors = () if has_strip(board, place) else farmer.majors  # else they are chips in the strip
    tiles = _major_tiles(board, farmer, under, size) if majors else None
    if majors and tiles is None:
        # the majors owned as words, where they fit whole (their cards name their owner)
        with_majors = " · ".join([*facts, ", ".join(major_name(m, _) for m in farmer.majors)])
        fit = fitted(board.fonts, "body", size, with_majors, rest.size, max(1, lines))[1]
        if not any(text.endswith(ELLIPSIS) for text in fit):
            said = with_majors
    if lines >= 1:
        letter(surface, board.fonts, "body", size, said, rest, theme.INK, max_lines=lines, align="left", top=True)
    for major, tile in tiles or []:
        pygame.draw.rect(surface, COLOURS["major"], tile, border_radius=geo.px(4))
        pygame.draw.rect(surface, COLOURS["major_band"], tile, 1, border_radius=geo.px(4))
        letter(surface, board.fonts, "bold", size, major_name(major, _), tile.inflate(-geo.px(6), 0), theme.INK)


def _major_tiles(board: AgricolaBoard, farmer: Farmer, area: pygame.Rect,
                 size: int) -> list[tuple[str, pygame.Rect]] | None:
    """Where each major improvement the farm owns lies as a small card under its facts, in
    rows across ``area``; ``None`` when they do not all fit whole (then they are words)."""
    geo, _ = board.geo, board.gettext
    font = board.fonts.get("bold", size)
    height = font.get_linesize() + geo.px(4)
    gap = geo.px(4)
    x, y = area.x, area.y
    out = []
    for major in farmer.majors:
        width = font.size(major_name(major, _))[0] + geo.px(10)
        if x > area.x and x + width > area.right:
            x, y = area.x, y + height + gap
        if x + width > area.right or y + height > area.bottom:
            return None
        out.append((major, pygame.Rect(x, y, width, height)))
        x += width + gap
    return out


def _supply_beside(surface: pygame.Surface, board: AgricolaBoard, place: FarmPlace, farmer: Farmer,
                   goods: list[tuple[str, int]], token: int) -> None:
    """A compact farm's supply beside its farmyard: the goods in as many rows as they need,
    then the people at home, fences and stables left and begging cards, one to a row."""
    box, geo = place.supply, board.geo
    font = board.fonts.get("bold", max(theme.MIN_TEXT_PX, round(token * 0.9)))
    step = max(token, font.get_linesize()) + geo.px(2)
    x, y = box.x, box.y
    for good, amount in goods:
        width = token + 2 + font.size(str(amount))[0]
        if x > box.x and x + width > box.right:
            x, y = box.x, y + step
        if y + step > box.bottom:
            return
        x = token_row(surface, board.art, board.fonts, x, y + step // 2, token, [(good, amount)], box.right)
    y += step + geo.px(4)
    px = round(geo.px(12) * board.text_scale)
    size = max(10, min(token, step - 2))
    icons = _fact_icons(board, place, farmer, size)
    x = box.x
    for icon, text in icons:
        width = size + 2 + board.fonts.get("bold", px).size(text)[0]
        if x > box.x and x + width > box.right:
            x, y = box.x, y + step
        if y + step > box.bottom:
            return
        surface.blit(icon, icon.get_rect(midleft=(x, y + step // 2)))
        letter(surface, board.fonts, "bold", px, text, pygame.Rect(x + size + 1, y, width - size, step), theme.INK)
        x += width + geo.px(8)


def people_home(farmer: Farmer, _: Gettext) -> str:
    """The people who may still go out this round, of the family; a child born this round
    is said apart, since it goes out only from the next round on (rulebook, family growth)."""
    if farmer.newborns:
        return WORDS.say("people_home_newborn", _, count=farmer.free_people, people=farmer.people,
                         newborns=farmer.newborns)
    return WORDS.say("people_home", _, count=farmer.free_people, people=farmer.people)


def _fact_icons(board: AgricolaBoard, place: FarmPlace, farmer: Farmer,
                size: int) -> list[tuple[pygame.Surface, str]]:
    """A farm's people at home, fences and stables left and begging cards: each an icon of
    ``size`` pixels and its number."""
    icons = [(board.pieces.figure(place.player, size), f"{farmer.free_people}/{farmer.people}"),
             (board.art.fence_icon(size), str(board.fences_left(place.player))),
             (board.art.stable(size), str(board.stables_left(place.player)))]
    if farmer.begging:
        icons.append((board.art.begging_card(size), str(farmer.begging)))
    return icons


def _icon_facts(surface: pygame.Surface, board: AgricolaBoard, place: FarmPlace, farmer: Farmer,
                row: pygame.Rect) -> None:
    """A compact farm's people at home, fences and stables left and begging cards, each an
    icon and a number (the words are in the large farm and the hover help)."""
    size = max(10, row.height - 2)
    px = round(board.geo.px(12) * board.text_scale)
    font = board.fonts.get("bold", px)
    icons = _fact_icons(board, place, farmer, size)
    x = row.x
    for icon, text in icons:
        width = size + 2 + font.size(text)[0]
        if x + width > row.right:
            break
        surface.blit(icon, icon.get_rect(midleft=(x, row.centery)))
        box = pygame.Rect(x + size + 1, row.y, font.size(text)[0] + 2, row.height)
        letter(surface, board.fonts, "bold", px, text, box, theme.INK)
        x += width + board.geo.px(8)


def animals_on(farmer: Farmer) -> list[tuple[str, int]]:
    """The player's animals as (animal, count) pairs."""
    return list(zip(ANIMALS, farmer.animals, strict=True))
