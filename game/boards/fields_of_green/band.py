"""The band under the large farm: what the step at hand asks of the person at the screen.

- the draw: the four piles with how many cards to take from each (+ and -), before seeing any;
- the draft: the hand (the revealed card first once the choices turn over), the card picked
  raised; the face-up row with two players; the equipment tiles drawn;
- the harvest: a row per harvest ability with its cost, Pay and Flip, and which would flip;
- and the buttons of the step: keep the card, draw, water tower, silo, market, restore,
  pay in the best order, set the tile aside.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.boards.fields_of_green.art import COLOURS, KIND_COLOURS, shortened, token_row
from game.boards.fields_of_green.names import PILE_TEXTS, counted, kind_name
from game.boards.kit.actions import Action
from game.boards.kit.card_words import language_of
from game.boards.kit.lettering import write
from game.rules.fields_of_green.farm import Cell
from game.rules.fields_of_green.legal import Phase, harvest_cost
from game.rules.fields_of_green.moves import (
    AutoHarvest,
    Build,
    BuildSilo,
    BuildTower,
    Equip,
    Pick,
    Restore,
    Split,
    Take,
)
from game.rules.fields_of_green.tables import KINDS
from game.ui import theme
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.boards.fields_of_green.view import FogBoard

MODE_MOVES: dict[str, type[Build | BuildTower | BuildSilo | Restore]] = {
    "build": Build,
    "tower": BuildTower,
    "silo": BuildSilo,
    "restore": Restore,
}
"""The action step's modes (its buttons) and the move a lit place then makes."""

CARD_RATIO = 0.7
"""A hand card's width over its height."""
TALL_CARD_RATIO = 0.6
"""The narrowest a hand card gets when the tray is wider than tall (it grows taller instead of
leaving the tray's height empty)."""
WORDED_CARD_HEIGHT = 60
"""Pixels of height under which a whole card is drawn without words (its name would not fit)."""


@dataclass
class HarvestRow:
    """One harvest ability waiting to be paid: where it lies, its row and its two buttons."""

    cell: Cell
    rect: pygame.Rect
    pay: pygame.Rect | None
    flip: pygame.Rect


def tray_rects(board: FogBoard) -> list[pygame.Rect]:
    """Where each card of the tray lies: as large as the tray's height allows, smaller when
    many; the picked one raised."""
    view = board.view
    tray = board.geo.cards
    if view is not None and view.phase == Phase.ACT:
        tray = pygame.Rect(tray.x, tray.y, board.geo.tray.width, tray.height)
    count = len(board.hand)
    if count == 0 or view is None or view.phase in (Phase.DRAW, Phase.HARVEST):
        return []
    gap = board.geo.px(6)
    lead = _lead_width(board)
    width, height = hand_card_size(tray.width - lead, tray.height, count, gap)
    rects = []
    for i in range(count):
        rect = pygame.Rect(tray.x + lead + i * (width + gap), tray.bottom - height, width, height)
        if i == board.chosen:
            rect.y -= board.geo.px(8)
        rects.append(rect)
    return rects


def hand_card_size(room: int, height: int, count: int, gap: int) -> tuple[int, int]:
    """The size of each of ``count`` cards held in a row ``room`` pixels wide and ``height``
    high: as large as the height allows, narrower when many; cards held narrower than they
    would like grow taller instead, for a line more of text."""
    width = min(round(height * CARD_RATIO), (room - gap * (count - 1)) // max(1, count))
    return width, min(height, round(width / TALL_CARD_RATIO))


def hand_card_sizes(board: FogBoard, most: int) -> set[tuple[int, int]]:
    """Every size a card of the tray may have on this layout, for up to ``most`` cards (a
    draft's hand, the face-up row, the equipment tiles drawn), or one fewer beside the
    viewer's revealed card."""
    geo, gap = board.geo, board.geo.px(6)
    lead = lead_rect(board).width + geo.px(14)
    return ({hand_card_size(geo.cards.width, geo.cards.height, count, gap) for count in range(1, most + 1)}
            | {hand_card_size(geo.cards.width - lead, geo.cards.height, count, gap) for count in range(1, most)})


def _lead_width(board: FogBoard) -> int:
    """Room at the tray's left for the revealed card (after the choices turn over)."""
    if board.viewer is None or not board.revealed(board.viewer):
        return 0
    return lead_rect(board).width + board.geo.px(14)


def lead_rect(board: FogBoard) -> pygame.Rect:
    """Where the viewer's revealed card lies (in the action step, beside the buttons)."""
    cards = board.geo.cards
    return pygame.Rect(cards.x, cards.y, round(cards.height * TALL_CARD_RATIO), cards.height)


def button_area(board: FogBoard) -> pygame.Rect:
    """Where the step's buttons stand: the band's column when it has several, else the right
    end of the band's title line."""
    view = board.view
    if view is not None and view.phase in (Phase.ACT, Phase.DRAW):
        return board.geo.buttons
    line = board.geo.topline
    return pygame.Rect(line.right - line.width // 3, line.y, line.width // 3, line.height)


def actions(board: FogBoard) -> list[Action]:
    """The buttons of the step at hand (the primary one is what Enter plays); a mode key
    (``tower``, ``silo``, ``restore``, ``build``) chooses what a lit place plays."""
    view, viewer, words = board.view, board.viewer, board.words
    moves = board.my_moves()
    if view is None or viewer is None or not moves:
        return []
    phase = view.phase
    if phase == Phase.DRAW:
        split = Split(tuple(board.split))  # type: ignore[arg-type]
        return [Action("draw", words.split_button, split if split in moves else None, True)]
    if phase in (Phase.PICK, Phase.TAKE):
        move: Pick | Take | None = None
        if board.chosen is not None and board.chosen < len(board.hand):
            code = board.hand[board.chosen]
            move = Pick(viewer, code) if phase == Phase.PICK else Take(code)
        label = words.pick_button if phase == Phase.PICK else words.take_button
        return [Action("keep", label, move if move in moves else None, True)]
    if phase == Phase.EQUIP and board.chosen is not None and board.chosen < len(board.hand):
        aside = Equip(board.hand[board.chosen], None)
        return [Action("aside", words.aside_button, aside if aside in moves else None)]
    if phase == Phase.HARVEST:
        return [Action("auto", words.auto_button, AutoHarvest(), True)]
    if phase != Phase.ACT:
        return []
    out = []
    if board.mode != "build":
        out.append(Action("build", words.back_button, next((m for m in moves if isinstance(m, Build)), None)))
    for key, kind, label in (("tower", BuildTower, words.tower_button), ("silo", BuildSilo, words.silo_button),
                             ("restore", Restore, words.restore_button)):
        out.append(Action(key, label, next((m for m in moves if isinstance(m, kind)), None)))
    numbers = view.tables.numbers
    for market in board.market_moves():
        coins = numbers.market_coins + numbers.market_food_price * market.food
        if market.food:
            label = words.say("market_sell_button", food=counted("food", market.food, board.gettext), coins=coins)
        else:
            label = words.say("market_button", coins=counted("coins", coins, board.gettext))
        out.append(Action(f"market{market.food}", label, market))
    # the set-aside tiles that fit what the mode builds: a location, a water tower or a silo
    builds = MODE_MOVES[board.mode]
    tiles = sorted({str(getattr(m, "attach", "")) for m in moves if type(m) is builds} - {""})
    for tile in tiles:
        out.append(Action(f"attach:{tile}", "+ " + board.book.name(tile, board.gettext), builds((0, 0), tile)))  # type: ignore[call-arg]
    return out


def controls(board: FogBoard) -> list[Button]:
    """The buttons of :func:`actions`, stacked in the band's button column (the mode in use
    shown selected)."""
    shown = actions(board)
    area = button_area(board)
    if not shown or not board.interactive:
        return []
    gap = board.geo.px(5)
    height = min(board.geo.px(34), (area.height - gap * (len(shown) - 1)) // len(shown))
    text = max(theme.MIN_TEXT_PX, round(height * 0.45 * board.text_scale))
    top = area.y if len(shown) > 2 else area.y + (area.height - len(shown) * (height + gap)) // 2
    rects = [pygame.Rect(area.x, top + i * (height + gap), area.width, height) for i in range(len(shown))]
    marks = tuple((action.key, action.label, action.enabled, action.primary,
                   action.key in (board.mode, f"attach:{board.attach}"), tuple(rect), text)
                  for action, rect in zip(shown, rects, strict=True))
    # The same buttons as shown are kept, labels and all: the board's picture is not painted
    # again when nothing changed, so fresh labels would be rendered and never drawn.
    if marks == board.control_marks and board.built_controls:
        return board.built_controls
    board.control_marks = marks
    return [Button(f"fields_of_green_{key}", rect, label, board.fonts, text, _pressing(board, key),
                   style="primary" if primary else "paper", enabled=enabled, selected=selected)
            for (key, label, enabled, primary, selected, _rect, _text), rect in zip(marks, rects, strict=True)]


def _pressing(board: FogBoard, key: str) -> Callable[[], None]:
    return lambda: board.press(key)


def draw_band(surface: pygame.Surface, board: FogBoard) -> None:
    """The band's paper and what the step at hand shows in it."""
    geo, view = board.geo, board.shown
    surface.blit(board.art.panel(geo.band.size, geo.px(10)), geo.band)
    if board.viewer is None:
        font = board.fonts.fit("body", geo.px(16), board.words.nobody, geo.tray.width)
        write(surface, font, board.words.nobody, theme.INK_SOFT, center=geo.band.center)
        return
    if view.phase == Phase.DRAW and view.current == board.viewer:
        draw_split(surface, board)
    elif view.phase == Phase.HARVEST and view.current == board.viewer:
        draw_harvest(surface, board)
    else:
        board.harvest_rows = []
        draw_tray(surface, board)


def draw_tray(surface: pygame.Surface, board: FogBoard) -> None:
    """The revealed card, then the tray's cards (hand, row or tiles) as whole cards."""
    view, viewer = board.shown, board.viewer
    assert viewer is not None
    own = board.revealed(viewer)
    small = board.fonts.get("bold", board.geo.px(12))
    if own:
        rect = lead_rect(board)
        surface.blit(card_face(board, own, rect.size), rect)
        write(surface, small, board.words.your_card, theme.INK_SOFT, midleft=(rect.x, board.geo.topline.centery))
    lit = board.previewed()
    pending = board.tables.cards[view.players[viewer].pick].code if view.players[viewer].pick >= 0 else ""
    for i, (code, rect) in enumerate(zip(board.hand, board.hand_rects, strict=False)):
        kept = view.phase == Phase.PICK and code == pending
        if i == board.chosen or code == lit or kept:
            glow = rect.inflate(board.geo.px(8), board.geo.px(8))
            pygame.draw.rect(surface, COLOURS["lit"], glow, border_radius=board.geo.px(10))
            pending = "" if kept else pending  # one copy only, when the hand holds two
        face = card_face(board, code, rect.size)
        if not kept and (view.phase == Phase.ACT or (view.phase == Phase.PICK and not board.interactive)):
            face = face.copy()
            face.set_alpha(150)
        surface.blit(face, rect)
    if board.hand_rects:
        words = board.words
        label = {Phase.EQUIP: words.equip_title, Phase.TAKE: words.row_label}.get(
            view.phase, words.count("hand_label", len(board.hand)))
        line = board.geo.topline
        x = write(surface, small, label, theme.INK_SOFT, midleft=(board.hand_rects[0].x, line.centery)).right
        if view.phase == Phase.PICK:  # where the rest of the hand goes after the reveal
            numbers = view.tables.numbers
            left = numbers.pass_left[min(view.year, numbers.years) - 1]
            x = draw_arrow(surface, x + board.geo.px(12), line.centery, board.geo.px(7), left) + board.geo.px(5)
            write(surface, small, words.pass_left if left else words.pass_right, theme.ACCENT_DARK,
                  midleft=(x, line.centery))


def draw_arrow(surface: pygame.Surface, x: int, y: int, size: int, left: bool) -> int:
    """An arrow pointing the way hands pass, from ``x`` centred on ``y``; returns its right edge."""
    tip, tail = (x, x + 2 * size) if left else (x + 2 * size, x)
    head = tip + (size if left else -size)
    pygame.draw.line(surface, theme.ACCENT_DARK, (tail, y), (head, y), max(2, size // 3))
    pygame.draw.polygon(surface, theme.ACCENT_DARK, [(tip, y), (head, y - size * 2 // 3), (head, y + size * 2 // 3)])
    return x + 2 * size


def card_face(board: FogBoard, code: str, size: tuple[int, int]) -> pygame.Surface:
    """A whole card or tile of ``code`` at ``size`` (without words when too small for them)."""
    _ = board.gettext
    lang = language_of(_)
    tables = board.tables
    if size[1] < WORDED_CARD_HEIGHT:
        if code in tables.by_code:
            kind = tables.cards[tables.by_code[code]].kind
            return board.art.mini(kind, kind, size)
        tile = board.book.tiles.get(code)
        return board.art.mini("equipment", tile.host if tile else "", size)
    if code in tables.by_code:
        design = tables.cards[tables.by_code[code]]
        pay = (design.harvest.water, design.harvest.food, design.harvest.coins) if design.harvest else None
        return board.art.card(code, design.kind, (design.coins, design.water, design.food), pay, design.points,
                              size, lang, _)
    tile = board.book.tiles.get(code)
    return board.art.card(code, "equipment", (0, 0, 0), None, 0, size, lang, _, tile.host if tile else "")


def draw_split(surface: pygame.Surface, board: FogBoard) -> None:
    """The four piles with how many cards to draw from each, and + / - beside each count."""
    view, geo, words = board.shown, board.geo, board.words
    tray = geo.tray
    # the question on two lines where one is too narrow for it (French, Spanish)
    title, asked = board.fonts.fit_wrapped("bold", geo.px(14), words.split_title, (tray.width, geo.px(40)), 2)
    for row, line in enumerate(asked):
        write(surface, title, line, theme.INK, topleft=(tray.x, tray.y + row * title.get_linesize()))
    each = tray.width // 4
    height = tray.height - len(asked) * title.get_linesize() - geo.px(6)
    board.split_keys = []
    big = board.fonts.get("display", geo.px(30))
    said, said_font = _split_words(board, each - geo.px(8) - geo.px(6) - 4)
    for pile, kind in enumerate(KINDS):
        box = pygame.Rect(tray.x + pile * each, tray.bottom - height, each - geo.px(8), height)
        pygame.draw.rect(surface, KIND_COLOURS[kind], box, border_radius=geo.px(8))
        inner = box.inflate(-geo.px(6), -geo.px(6))
        pygame.draw.rect(surface, theme.PAPER, inner, border_radius=geo.px(6))
        name = kind_name(kind, board.gettext)
        write(surface, board.fonts.fit("bold", geo.px(13), name, inner.width), name, theme.INK,
              midtop=(inner.centerx, inner.y + 2))
        left = counted("cards_left", len(view.piles[pile]), board.gettext)
        font = board.fonts.fit("body", geo.px(12), left, inner.width)
        if font.size(left)[0] > inner.width:  # the count alone where the words have no room
            left = str(len(view.piles[pile]))
        write(surface, font, left, theme.INK_SOFT, box=inner, midtop=(inner.centerx, inner.y + geo.px(18)))
        write(surface, big, str(board.split[pile]), theme.INK, center=(inner.centerx, inner.centery + geo.px(6)))
        side = geo.px(28)
        for step, centre_x in ((-1, inner.x + side // 2 + 4), (1, inner.right - side // 2 - 4)):
            key = pygame.Rect(0, 0, side, side)
            key.center = (centre_x, inner.centery + geo.px(6))
            pygame.draw.circle(surface, theme.ACCENT, key.center, side // 2)
            write(surface, board.fonts.get("bold", geo.px(18)), "+" if step > 0 else "−", theme.INK_ON_DARK,
                  center=key.center)
            board.split_keys.append((key, pile, step))
        if said:
            write(surface, said_font, said[pile], theme.INK_SOFT, midbottom=(inner.centerx, inner.bottom - 2))
    total = board.words.say("split_total", count=sum(board.split))
    buttons = geo.buttons
    write(surface, board.fonts.get("bold", geo.px(14)), total, theme.INK if sum(board.split) == 6 else theme.ACCENT_DARK,
          midtop=(buttons.centerx, buttons.y + geo.px(4)))


def _split_words(board: FogBoard, width: int) -> tuple[list[str], pygame.font.Font]:
    """The words under the four counts ("2 fields") in one size, or none where one of them
    does not fit ``width`` even in the smallest letters: the big numbers say it alone rather
    than three piles with words and one without."""
    said = [counted(text, count, board.gettext) for text, count in zip(PILE_TEXTS, board.split, strict=True)]
    fonts = [board.fonts.fit("body", board.geo.px(12), text, width) for text in said]
    font = min(fonts, key=lambda f: f.get_height())
    return (said if all(font.size(text)[0] <= width for text in said) else []), font


def draw_harvest(surface: pygame.Surface, board: FogBoard) -> None:
    """A row per harvest ability waiting: the card's name, its cost, Pay and Flip, and a red
    "would flip" beside those the best order could not pay."""
    view, geo, words, _ = board.shown, board.geo, board.words, board.gettext
    viewer = board.viewer
    assert viewer is not None
    tray, line = geo.cards, geo.topline
    title = board.fonts.get("bold", geo.px(14))
    x = write(surface, title, words.harvest_label, theme.INK, midleft=(line.x, line.centery)).right + geo.px(12)
    summary = board.words.count("flips", len(board.flips)) if board.flips else words.all_paid
    room = button_area(board).x - x - geo.px(8)
    write(surface, board.fonts.fit("body", geo.px(13), summary, max(10, room)), summary,
          COLOURS["flip"] if board.flips else theme.INK_SOFT, midleft=(x, line.centery))
    farmer = view.players[viewer]
    todo = list(farmer.todo)
    bold = board.fonts.get("bold", max(theme.MIN_TEXT_PX, geo.px(12)))
    gap = geo.px(3)
    # one row a harvest, as many as the tray holds (lower when many); those left over are
    # counted on the last line and move up as the ones above are paid or flipped
    row_h = max(bold.get_linesize() + geo.px(6), min(geo.px(25), tray.height // max(1, len(todo))))
    rows_fit = max(1, tray.height // row_h)
    shown = todo if len(todo) <= rows_fit else todo[:rows_fit - 1]
    button_w = max(geo.px(44), *(bold.size(label)[0] + geo.px(12) for label in (words.pay_button, words.flip_button)))
    board.harvest_rows = []
    for i, cell in enumerate(shown):
        rect = pygame.Rect(tray.x, tray.y + i * row_h, tray.width, row_h - gap)
        board.harvest_rows.append(_harvest_row(surface, board, cell, rect, button_w, bold))
    if len(shown) < len(todo):
        more = board.words.count("more_harvests", len(todo) - len(shown))
        line = pygame.Rect(tray.x, tray.y + len(shown) * row_h, tray.width, row_h - gap)
        write(surface, board.fonts.fit("body", bold.get_height(), more, line.width), more, theme.INK_SOFT,
              midleft=(line.x + geo.px(4), line.centery))


def _harvest_row(surface: pygame.Surface, board: FogBoard, cell: Cell, rect: pygame.Rect, button_w: int,
                 bold: pygame.font.Font) -> HarvestRow:
    """One harvest ability's row across the tray: its card's name, its cost and what it does,
    then Pay and Flip clear of the words at the right end."""
    view, geo, words, _ = board.shown, board.geo, board.words, board.gettext
    viewer = board.viewer
    assert viewer is not None
    flips = cell in board.flips
    paper = (248, 226, 216) if flips else theme.PAPER_SHADE
    pygame.draw.rect(surface, paper, rect, border_radius=geo.px(5))
    if flips:
        pygame.draw.rect(surface, COLOURS["flip"], rect, max(1, geo.px(2)), border_radius=geo.px(5))
    code = view.tables.cards[view.players[viewer].farm[cell].card].code
    flip = pygame.Rect(rect.right - button_w - geo.px(3), rect.y + 2, button_w, rect.height - 4)
    pay = flip.move(-button_w - geo.px(6), 0) if cell in board.lit else None  # the rules' legal Harvest moves
    water, food, coins = harvest_cost(view, viewer, cell)
    right = (pay or flip).x - geo.px(10)
    name = board.book.name(code, _)
    size = max(theme.MIN_TEXT_PX, geo.px(13))
    name_room = max(20, (right - rect.x) * 2 // 5)
    name_font = board.fonts.fit("bold", size, name, name_room)
    name = shortened(name_font, name, name_room) or name
    x = write(surface, name_font, name, theme.INK, midleft=(rect.x + geo.px(6), rect.centery)).right + geo.px(8)
    amounts = [(k, n) for k, n in (("water", water), ("food", food), ("coins", coins)) if n]
    if amounts:
        x = token_row(surface, board.fonts, x, rect.centery, geo.px(12), amounts) + geo.px(4)
    else:
        x = write(surface, bold, words.free, theme.INK_SOFT, midleft=(x, rect.centery)).right + geo.px(8)
    if flips:
        note = words.would_flip if pay is not None else words.cannot_pay
        note_font = board.fonts.fit("body", size - 1, note, max(10, right - x))
        write(surface, note_font, shortened(note_font, note, right - x) or note, COLOURS["flip"],
              midright=(right, rect.centery))
    elif x < right - geo.px(30):
        said = board.book.text(code, _)
        said_font = board.fonts.fit("body", size - 1, said, right - x)
        said = shortened(said_font, said, right - x)  # the whole text is on the card under the pointer
        write(surface, said_font, said, theme.INK_SOFT, midleft=(x, rect.centery))
    for box, label, style in ((pay, words.pay_button, theme.ACCENT), (flip, words.flip_button, theme.PAPER)):
        if box is None:
            continue
        pygame.draw.rect(surface, style, box, border_radius=geo.px(4))
        pygame.draw.rect(surface, theme.ACCENT_DARK, box, 1, border_radius=geo.px(4))
        ink = theme.INK_ON_DARK if style == theme.ACCENT else theme.INK
        write(surface, board.fonts.fit("bold", bold.get_height(), label, box.width - 4), label, ink, center=box.center)
    return HarvestRow(cell, rect, pay, flip)
