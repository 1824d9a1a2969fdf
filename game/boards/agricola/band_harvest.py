"""The band at a harvest: a row per family with the food it needs, has and can still make and
the begging cards it would take if fed now, and under the feeding's buttons the harvest's
three steps with the young the person's animals would have."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.agricola.art import COLOURS
from game.boards.agricola.letters import ELLIPSIS, fitted, letter
from game.boards.agricola.texts import animals_text
from game.rules.agricola import harvest
from game.rules.agricola.legal import Phase
from game.rules.agricola.tables import ANIMALS
from game.ui import theme

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard
    from game.rules.agricola.state import AgricolaState


def cook_food(view: AgricolaState, player: int, good: str) -> int:
    farmer = view.players[player]
    if good in ANIMALS or good in ("grain", "vegetable"):
        return harvest.cook_rate(view, farmer, good)
    return max((view.tables.major(m).craft_food for m in farmer.majors
                if view.tables.major(m).craft_good == good), default=0)


def can_make(view: AgricolaState, player: int) -> int:
    """Food the player could still make from their goods and animals at their best rates."""
    farmer = view.players[player]
    food = sum(harvest.cook_rate(view, farmer, g) * farmer.goods[g] for g in ("grain", "vegetable"))
    food += sum(harvest.cook_rate(view, farmer, a) * n for a, n in zip(ANIMALS, farmer.animals, strict=True))
    for major_id in farmer.majors:
        major = view.tables.major(major_id)
        if major.craft_good and major_id not in farmer.crafted and farmer.goods[major.craft_good]:
            food += major.craft_food
    return food


COMPACT_HARVEST_PLAYERS = 4
"""From this many players the harvest table gives each family one line, not two (room for
the feeding's buttons)."""


def _harvest_facts(board: AgricolaBoard, view: AgricolaState, player: int) -> str:
    """A family's line of the two-line harvest table: the food it needs, has and can make."""
    words, farmer = board.words, view.players[player]
    return " · ".join((words.say("harvest_need", food=harvest.need(view, farmer)),
                       words.say("harvest_has", food=farmer.goods["food"]),
                       words.say("harvest_can", food=can_make(view, player))))


def _facts_fit(board: AgricolaBoard) -> bool:
    """Whether every family's facts fit one line of the two-line harvest table."""
    view = board.view
    if view is None or view.phase != Phase.FEED:
        return True
    geo = board.geo
    font = board.fonts.get("body", round(geo.px(12) * board.text_scale))
    width = geo.band.width - geo.px(12) - geo.px(8)
    return all(font.size(_harvest_facts(board, view, p))[0] <= width for p in range(view.num_players))


def harvest_rows(board: AgricolaBoard) -> tuple[int, int]:
    """The harvest table's top offset under the band's title and its height per family."""
    geo, view = board.geo, board.view
    players = view.num_players if view is not None else 1
    line = board.fonts.get("body", round(geo.px(12) * board.text_scale)).get_linesize()
    if players >= COMPACT_HARVEST_PLAYERS or not _facts_fit(board):
        return geo.px(30) + line, max(geo.px(20), line + geo.px(3))
    return geo.px(30), max(geo.px(36), 2 * line + geo.px(3))


def newborns(board: AgricolaBoard, player: int) -> tuple[int, int, int]:
    """The young ``player``'s animals would have in this harvest's breeding if they kept
    them all (the rules' own breeding, on a copy of the view)."""
    view = board.view
    if view is None:
        return (0, 0, 0)

    def breed() -> tuple[int, int, int]:
        import copy

        trial = copy.deepcopy(view)
        for event in harvest.breed(trial):
            if event.player == player:
                return (int(event.args["sheep"]), int(event.args["boar"]), int(event.args["cattle"]))
        return (0, 0, 0)

    return board.answer(("newborns", player), breed)


def harvest_steps(surface: pygame.Surface, board: AgricolaBoard, view: AgricolaState, area: pygame.Rect) -> None:
    """Under the feeding's buttons: the harvest's three steps (the fields done, the feeding
    now, the breeding next) and the young the person's animals would have."""
    geo, words = board.geo, board.words
    size = round(geo.px(12) * board.text_scale)
    line = board.fonts.get("body", size).get_linesize()
    if area.height < 3 * line:
        return
    numbers = view.tables.numbers
    adult = numbers.solo_adult_food if view.solo else numbers.adult_food
    lines = [("body", words.harvest_step_fields, theme.INK_SOFT),
             ("bold", words.say("harvest_step_feeding", adult=adult, newborn=numbers.newborn_food), theme.INK),
             ("body", words.harvest_step_breeding, theme.INK_SOFT)]
    if board.viewer is not None:
        born = newborns(board, board.viewer)
        said = (words.say("harvest_born", animals=animals_text(born, board.gettext)) if any(born)
                else words.harvest_born_none)
        lines.append(("body", said, COLOURS["gained"] if any(born) else theme.INK_SOFT))
    y = area.y
    for k, (role, text, colour) in enumerate(lines):
        box = pygame.Rect(area.x, y, area.width, area.bottom - y)
        font, parts = fitted(board.fonts, role, size, text, box.size, 3)
        if any(part.endswith(ELLIPSIS) for part in parts) or len(parts) * font.get_linesize() > box.height:
            if k >= 2:
                break  # the young to come say nothing without the breeding step above them
            continue
        used = letter(surface, board.fonts, role, size, text, box, colour, max_lines=3, align="left", top=True)
        y = used.bottom + geo.px(3)


def _harvest_lines(surface: pygame.Surface, board: AgricolaBoard, view: AgricolaState, header: pygame.Rect,
                   row_h: int) -> None:
    """The harvest table with a line per family (many players): a heading naming the three
    numbers, then each family's name, the food it needs, has and can make, and its begging
    cards if fed now (or "Fed")."""
    geo, words = board.geo, board.words
    size = round(geo.px(12) * board.text_scale)
    numbers_w = board.fonts.get("bold", size).size("00 · 00 · 00")[0] + geo.px(4)
    state_w = max(board.fonts.get("bold", size).size(words.harvest_fed)[0], geo.px(40)) + geo.px(4)
    # the heading ends where the numbers end, as far left as it needs
    numbers_right = header.right - state_w
    heading_w = board.fonts.get("body", size).size(words.harvest_columns)[0] + 2
    left = max(header.x + geo.px(18), numbers_right - max(heading_w, numbers_w))
    right = numbers_right if heading_w <= numbers_right - left else header.right  # over the states too
    letter(surface, board.fonts, "body", size, words.harvest_columns,
           pygame.Rect(left, header.y, right - left, header.height), theme.INK_SOFT)
    for player, farmer in enumerate(view.players):
        row = pygame.Rect(header.x, header.bottom + player * row_h, header.width, row_h - geo.px(2))
        _row_paper(surface, board, view, player, row)
        marker = board.pieces.marker(player, min(row.height - 2, geo.px(14)))
        surface.blit(marker, marker.get_rect(midleft=(row.x + 2, row.centery)))
        need, has = harvest.need(view, farmer), farmer.goods["food"]
        state_box = pygame.Rect(row.right - state_w, row.y, state_w - geo.px(2), row.height)
        numbers_box = pygame.Rect(state_box.x - numbers_w, row.y, numbers_w, row.height)
        name_box = pygame.Rect(row.x + geo.px(18), row.y, numbers_box.x - row.x - geo.px(20), row.height)
        letter(surface, board.fonts, "bold", size, board.seat_name(player), name_box, theme.INK, align="left")
        letter(surface, board.fonts, "bold", size, f"{need} · {has} · {can_make(view, player)}", numbers_box,
               theme.INK)
        _fed_or_begging(surface, board, view, player, max(0, need - has), state_box, min(row.height - 2, geo.px(16)))


def harvest_table(surface: pygame.Surface, board: AgricolaBoard, view: AgricolaState) -> None:
    """A row per family: its name, the food it needs, has and can still make, and the
    begging cards it would take if fed now (or "Fed")."""
    geo = board.geo
    band = geo.band
    size = round(geo.px(12) * board.text_scale)
    head, row_h = harvest_rows(board)
    top = band.y + head
    if view.num_players >= COMPACT_HARVEST_PLAYERS or not _facts_fit(board):
        _harvest_lines(surface, board, view, pygame.Rect(band.x + geo.px(6), band.y + geo.px(30),
                                                         band.width - geo.px(12), head - geo.px(30)), row_h)
        return
    for player, farmer in enumerate(view.players):
        row = pygame.Rect(band.x + geo.px(6), top + player * row_h, band.width - geo.px(12), row_h - geo.px(3))
        _row_paper(surface, board, view, player, row)
        half = row.height // 2
        need = harvest.need(view, farmer)
        has = farmer.goods["food"]
        marker = board.pieces.marker(player, min(half, geo.px(14)))
        surface.blit(marker, marker.get_rect(midleft=(row.x + 2, row.y + half // 2 + 1)))
        name_box = pygame.Rect(row.x + geo.px(18), row.y + 1, row.width // 2 - geo.px(18), half)
        letter(surface, board.fonts, "bold", size, board.seat_name(player), name_box, theme.INK, align="left")
        state_box = pygame.Rect(row.centerx, row.y + 1, row.width // 2 - 2, half)
        _fed_or_begging(surface, board, view, player, max(0, need - has), state_box, min(half, geo.px(16)))
        facts = _harvest_facts(board, view, player)
        letter(surface, board.fonts, "body", size, facts,
               pygame.Rect(row.x + geo.px(4), row.y + half, row.width - geo.px(8), half), theme.INK, align="left")


def _fed_or_begging(surface: pygame.Surface, board: AgricolaBoard, view: AgricolaState, player: int, short: int,
                    box: pygame.Rect, card_px: int) -> None:
    """A family's state in the harvest table: "Fed", or the begging cards it would take if fed
    now (nothing when its food is enough)."""
    size = round(board.geo.px(12) * board.text_scale)
    if player not in view.feeding:
        letter(surface, board.fonts, "bold", size, board.words.harvest_fed, box, COLOURS["gained"])
    elif short:
        card = board.art.begging_card(card_px)
        text = f"× {short}"
        text_w = board.fonts.get("bold", size).size(text)[0] + 4
        spot = card.get_rect(midright=(box.right - text_w, box.centery))
        surface.blit(card, spot)
        letter(surface, board.fonts, "bold", size, text, pygame.Rect(spot.right, box.y, text_w, box.height),
               COLOURS["lost"])


def _row_paper(surface: pygame.Surface, board: AgricolaBoard, view: AgricolaState, player: int,
               row: pygame.Rect) -> None:
    """A family's row of the harvest table: paper, edged in gold for the player to feed."""
    geo = board.geo
    current = view.current_player == player
    pygame.draw.rect(surface, theme.PAPER if current else COLOURS["farm_paper"], row, border_radius=geo.px(4))
    if current:
        pygame.draw.rect(surface, theme.GOLD, row, max(1, geo.px(2)), border_radius=geo.px(4))


def harvest_picture(board: AgricolaBoard, size: tuple[int, int], steps: pygame.Rect) -> pygame.Surface:
    """What the band shows at a harvest (each family's needs, the harvest's steps in
    ``steps``) under its title, as a picture of ``size``: a replay with the hand shown puts it
    under its own tab."""
    band, view = board.geo.band, board.shown
    canvas = pygame.Surface((band.right, band.bottom), pygame.SRCALPHA)
    harvest_table(canvas, board, view)
    harvest_steps(canvas, board, view, steps)
    top = band.y + board.geo.px(28)  # under the band's title, as the band's body lies under the tabs
    picture = pygame.Surface(size, pygame.SRCALPHA)
    picture.blit(canvas, (0, 0), pygame.Rect(band.x + board.geo.px(4), top, size[0], size[1]))
    return picture
