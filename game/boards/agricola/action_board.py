"""The action board: every action space as a card (its name, what it gives, the goods lying
on it as tokens with their counts, the person standing on it in the player's colour), the
round cards turned up so far and those still face down (the next harvest marked), and the
major improvements with their cost, points and owner.  What the person may click now is
framed in gold; a space they cannot take is dimmed."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.agricola.art import COLOURS, TINTS, darker, token_row
from game.boards.agricola.letters import ELLIPSIS, fitted, letter, letter_title
from game.boards.agricola.names import (
    WORDS,
    counted,
    goods_text,
    major_name,
    space_gives,
    space_name,
)
from game.boards.agricola.scheduled import draw_scheduled
from game.rules.agricola import cards
from game.rules.agricola.tables import Goods, Space, goods_of
from game.ui import theme

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard


def draw_action_board(surface: pygame.Surface, board: AgricolaBoard) -> None:
    """The felt, the spaces, the round cards and the majors."""
    view, geo = board.shown, board.geo
    radius = geo.px(8)
    pygame.draw.rect(surface, COLOURS["board"], geo.action, border_radius=radius)
    pygame.draw.rect(surface, COLOURS["board_edge"], geo.action, max(1, geo.px(2)), border_radius=radius)
    for index, rect in board.space_rects().items():
        draw_space(surface, board, index, rect)
    permanent = board.permanent
    shown_rounds = len(view.spaces) - permanent
    for r, rect in enumerate(geo.rounds):
        if r >= shown_rounds:
            _face_down(surface, board, r + 1, rect)
        _harvest_mark(surface, board, r + 1, rect)
    draw_scheduled(surface, board)
    _majors(surface, board)


def draw_space(surface: pygame.Surface, board: AgricolaBoard, index: int, rect: pygame.Rect) -> None:
    """One action space or round card turned up."""
    view, geo, fonts = board.shown, board.geo, board.fonts
    space = view.spaces[index]
    round_card = index >= board.permanent
    paper = COLOURS["round_card"] if round_card else COLOURS["space"]
    radius = geo.px(5)
    _shadow(surface, board, rect)
    pygame.draw.rect(surface, paper, rect, border_radius=radius)
    this_round = round_card and index - board.permanent + 1 == view.round
    # this round's card, just turned up, edged in gold
    edge, width = (theme.GOLD, max(2, geo.px(2))) if this_round else (COLOURS["space_edge"], 1)
    pygame.draw.rect(surface, edge, rect, width, border_radius=radius)
    pad = geo.px(3)
    inner = rect.inflate(-2 * pad, -2 * pad)
    _ = board.gettext
    scale = board.text_scale
    row_h = geo.px(16)
    name_box = pygame.Rect(inner.x, inner.y, inner.width, inner.height - row_h - 1)
    first_width = inner.width
    if round_card:
        badge = fonts.get("bold", round(geo.px(12) * scale))
        number = str(index - board.permanent + 1)
        tag = pygame.Rect(0, 0, badge.size(number)[0] + geo.px(6), badge.get_linesize())
        tag.topright = (rect.right - 1, rect.y + 1)
        pygame.draw.rect(surface, COLOURS["space_edge"], tag, border_radius=geo.px(4))
        letter(surface, fonts, "bold", round(geo.px(12) * scale), number, tag, theme.INK_ON_DARK)
        first_width = tag.x - inner.x - geo.px(2)
    used = letter_title(surface, fonts, "bold", round(geo.px(12) * scale), space_name(space.id, _), name_box,
                        theme.INK, first_width)
    stock = goods_of(view.stock[index])
    taker = view.taken[index]
    second = cards.joined(view, space.id) if taker >= 0 else -1  # a placement bender's person
    # a person stands at the bottom right, smaller under a title of three lines; a second one
    # (joined through a card) stands beside it, to its left
    figure = geo.px(26) if rect.bottom - used.bottom > geo.px(28) else geo.px(20)
    foot_w = inner.width - (figure if taker >= 0 else 0) - (figure if second >= 0 else 0)
    words_box = pygame.Rect(inner.x, used.bottom + 1, foot_w, inner.bottom - row_h - used.bottom - 1)
    items = action_items(space, stock, view.num_players)
    accumulates = any(part.verb == "stock" for part in space.parts)
    if not accumulates and words_box.height >= fonts.get("body", round(geo.px(12) * scale)).get_linesize():
        # what the space gives, in words, where they fit whole (the pictures below say it too)
        said = space_gives(space, _, view.num_players)
        size = round(geo.px(12) * scale)
        most = max(1, min(3, words_box.height // fonts.get("body", size).get_linesize()))
        if not any(line.endswith(ELLIPSIS) for line in fitted(fonts, "body", size, said, words_box.size, most)[1]):
            letter(surface, fonts, "body", size, said, words_box, theme.INK_SOFT, max_lines=most, align="left",
                   top=True)
    draw_items(surface, board, items, pygame.Rect(inner.x, inner.bottom - row_h, foot_w, row_h))
    if taker >= 0:
        piece = board.pieces.figure(taker, figure)
        lift = board.animations.drop_offset(("space", space.id))
        surface.blit(piece, piece.get_rect(bottomright=(rect.right - 1, rect.bottom - 1 - lift)))
    if second >= 0:
        piece = board.pieces.figure(second, figure)
        surface.blit(piece, piece.get_rect(bottomright=(rect.right - 1 - figure, rect.bottom - 1)))
    _frame(surface, board, rect, board.space_state(index))


Item = tuple[str, str, str]
"""One thing on a space's row of pictures: (``token``, good, count), (``icon``, name, ""),
or (``sep``, "", text)."""

JOIN_MARKS = {"all": "+", "and_or": "+/", "or": "/", "then": ">"}
"""Between the pictures of a space's parts: all of them, and/or, one of them, then."""

VERB_ICONS = {"rooms": "house", "start": "start", "plow": "field", "bake": "bake", "major": "major",
              "minor": "card", "occupation": "card", "growth": "growth", "renovate": "renovate"}


def action_items(space: Space, stock: Goods, players: int) -> list[Item]:
    """What a space does, as a row of pictures: the goods on it (or what lands on it each
    round, marked "+"), goods given or to choose among, and an icon per building verb."""
    items: list[Item] = []
    for k, part in enumerate(space.parts):
        if k:
            items.append(("sep", "", JOIN_MARKS.get(space.join, "+")))
        verb = part.verb
        if verb == "stock":
            if stock:
                items += [("token", good, str(n)) for good, n in stock]
            else:
                items += [("token", good, f"+{n}") for good, n in space.refill_for(players)]
        elif verb == "take":
            items += [("token", good, str(n)) for good, n in part.goods]
        elif verb == "pick":
            if part.count > 1:
                items.append(("sep", "", f"{part.count}×"))
            for i, good in enumerate(part.choices):
                if i:
                    items.append(("sep", "", "/"))
                items.append(("token", good, ""))
        elif verb == "sow":
            items += [("token", "grain", ""), ("token", "vegetable", "")]
        elif verb == "stables":
            items.append(("stable", "", ""))
        elif verb == "fences":
            items.append(("fence", "", ""))
        elif verb == "buy":
            items += [("token", good, str(n)) for good, n in part.pay]
            items.append(("sep", "", ">"))
            items += [("token", good, str(n)) for good, n in part.gain]
        else:
            items.append(("icon", VERB_ICONS.get(verb, "card"), ""))
    return items


def _items_width(items: list[Item], size: int, font: pygame.font.Font) -> int:
    """The width of a row of ``items`` with pictures ``size`` pixels large."""
    width = 0
    for kind, _name, text in items:
        if kind == "sep":
            width += font.size(text)[0] + 2
        else:
            width += size + (font.size(text)[0] + 1 if text else 0)
        width += max(2, size // 6)
    return width


def draw_items(surface: pygame.Surface, board: AgricolaBoard, items: list[Item], row: pygame.Rect) -> None:
    """A space's pictures left to right along ``row``: smaller pictures (down to three quarters of
    the row) where they would not all fit, and then as many as fit, never ending in a sign."""
    px = round(board.geo.px(12) * board.text_scale)
    font = board.fonts.get("bold", px)
    size = row.height
    while size > max(8, row.height * 3 // 4) and _items_width(items, size, font) > row.width:
        size -= 1
    y = row.y + (row.height - size) // 2
    shown: list[Item] = []
    for item in items:
        if _items_width([*shown, item], size, font) > row.width + max(2, size // 6):
            break
        shown.append(item)
    while shown and shown[-1][0] == "sep":
        shown.pop()
    x = row.x
    for kind, name, text in shown:
        if kind == "token":
            picture = board.art.token(name, size)
        elif kind == "icon":
            picture = board.art.icon(name, size)
        elif kind == "stable":
            picture = board.art.stable(size)
        elif kind == "fence":
            picture = board.art.fence_icon(size)
        else:
            picture = None
        if picture is not None:
            surface.blit(picture, (x, y))
            x += size
        if text:
            text_w = font.size(text)[0] + 1
            letter(surface, board.fonts, "bold", px, text, pygame.Rect(x, row.y, text_w + 1, row.height),
                   theme.INK_SOFT if text.startswith("+") and kind == "token" else theme.INK)
            x += text_w
        x += max(2, size // 6)


def _shadow(surface: pygame.Surface, board: AgricolaBoard, rect: pygame.Rect) -> None:
    """The soft shadow a card casts on the felt, down and to the right."""
    blur = board.geo.px(3)
    shade = board.art.shadow(rect.size, board.geo.px(5), blur)
    surface.blit(shade, (rect.x - blur + blur // 2, rect.y - blur + blur))


def _frame(surface: pygame.Surface, board: AgricolaBoard, rect: pygame.Rect, state: str) -> None:
    """Gold around what may be clicked, a veil over what may not, the hint's outline."""
    geo = board.geo
    if state == "lit":
        pygame.draw.rect(surface, COLOURS["lit"], rect.inflate(4, 4), max(2, geo.px(3)), border_radius=geo.px(6))
    elif state == "closed":
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, TINTS["closed"], veil.get_rect(), border_radius=geo.px(5))
        surface.blit(veil, rect)
    elif state == "hinted":
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), max(3, geo.px(4)), border_radius=geo.px(6))


def _face_down(surface: pygame.Surface, board: AgricolaBoard, round_number: int, rect: pygame.Rect) -> None:
    geo = board.geo
    surface.blit(board.art.card_back(rect.size, geo.px(5)), rect)
    text = WORDS.say("face_down", board.gettext, round=round_number)
    letter(surface, board.fonts, "bold", round(geo.px(12) * board.text_scale), text, rect.inflate(-geo.px(6), 0),
           COLOURS["round_back_ink"])


def _harvest_mark(surface: pygame.Surface, board: AgricolaBoard, round_number: int, rect: pygame.Rect) -> None:
    """A wheat-gold bar down the right of a harvest round's card; the next one thicker."""
    view, geo = board.shown, board.geo
    harvests = view.tables.numbers.harvest_after
    if round_number not in harvests:
        return
    coming = next((h for h in harvests if h >= view.round), None)
    width = geo.px(6) if round_number == coming else geo.px(3)
    bar = pygame.Rect(rect.right + 1, rect.y + geo.px(4), width, rect.height - geo.px(8))
    pygame.draw.rect(surface, COLOURS["harvest"], bar, border_radius=width // 2)
    if round_number == coming:
        pygame.draw.rect(surface, darker(COLOURS["harvest"], 0.6), bar, 1, border_radius=width // 2)


def _majors(surface: pygame.Surface, board: AgricolaBoard) -> None:
    view, geo, fonts, _ = board.shown, board.geo, board.fonts, board.gettext
    scale = board.text_scale
    title_px = round(geo.px(13) * scale)
    while title_px > fonts.smallest and fonts.get("bold", title_px).get_linesize() > geo.majors_title.height:
        title_px -= 1
    letter(surface, fonts, "bold", title_px, WORDS.say("majors_label", _), geo.majors_title, theme.INK_ON_DARK,
           align="left")
    owners = {major: p for p, farmer in enumerate(view.players) for major in farmer.majors}
    for major, rect in zip(view.tables.majors, geo.majors, strict=False):
        owner = owners.get(major.id)
        paper = COLOURS["major"] if owner is None else darker(COLOURS["major"], 0.85)
        _shadow(surface, board, rect)
        pygame.draw.rect(surface, paper, rect, border_radius=geo.px(5))
        pygame.draw.rect(surface, COLOURS["major_band"], rect, 1, border_radius=geo.px(5))
        pad = geo.px(3)
        inner = rect.inflate(-2 * pad, -2 * pad)
        line = fonts.get("bold", round(geo.px(12) * scale)).get_linesize()
        points = counted("score", major.points, _)
        badge_w = fonts.get("bold", round(geo.px(12) * scale)).size(points)[0] + geo.px(4)
        name_box = pygame.Rect(inner.x, inner.y, inner.width, max(line, min(2 * line, inner.height - line)))
        letter_title(surface, fonts, "bold", round(geo.px(12) * scale), major_name(major.id, _), name_box, theme.INK,
                     max_lines=2)
        foot_y = inner.bottom - line // 2
        letter(surface, fonts, "bold", round(geo.px(12) * scale), points,
               pygame.Rect(inner.right - badge_w, foot_y - line // 2, badge_w, line), theme.ACCENT_DARK)
        if owner is None:
            token_row(surface, board.art, fonts, inner.x, foot_y, geo.px(14), list(major.cost), inner.right - badge_w)
        else:
            piece = board.pieces.marker(owner, geo.px(16))
            surface.blit(piece, piece.get_rect(midleft=(inner.x, foot_y)))
            name = board.seat_name(owner)
            box = pygame.Rect(inner.x + geo.px(18), foot_y - line // 2, inner.width - geo.px(18) - badge_w, line)
            if fonts.fit("body", round(geo.px(12) * scale), name, box.width).size(name)[0] <= box.width:
                # a name that would be cut is left out: the owner's marker says whose it is
                letter(surface, fonts, "body", round(geo.px(12) * scale), name, box, theme.INK, align="left")
        _frame(surface, board, rect, board.major_state(major.id))


def major_cost_text(board: AgricolaBoard, major_id: str) -> str:
    """A major improvement's cost in words."""
    return goods_text(board.shown.tables.major(major_id).cost, board.gettext)
