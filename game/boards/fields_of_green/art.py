"""Fields of Green's pictures, drawn by code and kept (:class:`FogArt`): an icon per kind of
location (wheat for fields, a cow's head for livestock, a fence for constructions, a house
for buildings, a water tower, a silo, furrows for an open area), the faces of the cards in a
farm, the full cards of a hand (name, cost, harvest cost, generated rules text, points), a
card's back, and the water, food and coin tokens."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.boards.fields_of_green.motifs import draw_motif, motif_of
from game.boards.fields_of_green.names import WORDS, CardBook, kind_name
from game.boards.kit.lettering import write, write_lines
from game.boards.kit.looks import board_look
from game.boards.kit.surfaces import SurfaceCache, kept
from game.boards.kit.words import Gettext, capital_first
from game.ui import draw, theme
from game.ui.text_watch import put_text
from game.ui.theme import Colour, FontBook

LOOK = board_look("fields_of_green/board_look.yaml")
COLOURS = LOOK.colours
KIND_COLOURS = LOOK.palettes["kinds"]
PAPERS = LOOK.palettes["papers"]

Rect = pygame.Rect


def _darker(colour: Colour, by: float = 0.6) -> Colour:
    r, g, b = colour
    return round(r * by), round(g * by), round(b * by)


def draw_icon(surface: pygame.Surface, kind: str, rect: Rect, colour: Colour) -> None:
    """The icon of ``kind`` in ``rect``, inked in ``colour``."""
    x, y, w, h = rect
    s = min(w, h)
    cx, cy = rect.center
    line = max(1, s // 14)
    dark = _darker(colour)
    if kind == "field":
        for dx in (-0.28, 0.0, 0.28):
            bx = cx + dx * s
            pygame.draw.line(surface, dark, (bx, cy + 0.42 * s), (bx, cy - 0.30 * s), line)
            for k in range(4):
                ky = cy - 0.30 * s + k * 0.13 * s
                for side in (-1, 1):
                    grain = Rect(0, 0, max(2, s // 9), max(2, s // 6))
                    grain.center = (round(bx + side * s * 0.06), round(ky))
                    pygame.draw.ellipse(surface, colour, grain)
    elif kind == "livestock":
        head = Rect(0, 0, round(s * 0.56), round(s * 0.62))
        head.center = (cx, cy)
        for side in (-1, 1):
            ear = Rect(0, 0, round(s * 0.26), round(s * 0.14))
            ear.center = (round(cx + side * s * 0.36), round(cy - s * 0.18))
            pygame.draw.ellipse(surface, dark, ear)
            horn = [(cx + side * s * 0.16, cy - s * 0.28), (cx + side * s * 0.30, cy - s * 0.44),
                    (cx + side * s * 0.22, cy - s * 0.24)]
            pygame.draw.polygon(surface, theme.PAPER_EDGE, horn)
        pygame.draw.ellipse(surface, colour, head)
        snout = Rect(0, 0, round(s * 0.42), round(s * 0.24))
        snout.center = (cx, round(cy + s * 0.19))
        pygame.draw.ellipse(surface, _darker(colour, 1.25 if max(colour) < 200 else 0.85), snout)
        for side in (-1, 1):
            pygame.draw.circle(surface, theme.INK, (round(cx + side * s * 0.12), round(cy - s * 0.06)), max(1, s // 22))
            pygame.draw.circle(surface, dark, (round(cx + side * s * 0.08), round(cy + s * 0.2)), max(1, s // 28))
    elif kind == "construction":
        for px in (-0.32, 0.0, 0.32):
            post = [(cx + (px - 0.07) * s, cy + 0.38 * s), (cx + (px - 0.07) * s, cy - 0.24 * s),
                    (cx + px * s, cy - 0.36 * s), (cx + (px + 0.07) * s, cy - 0.24 * s),
                    (cx + (px + 0.07) * s, cy + 0.38 * s)]
            pygame.draw.polygon(surface, colour, post)
            pygame.draw.polygon(surface, dark, post, line)
        for ry in (-0.12, 0.16):
            rail = Rect(round(cx - 0.44 * s), round(cy + ry * s), round(0.88 * s), max(2, round(0.09 * s)))
            pygame.draw.rect(surface, dark, rail)
    elif kind == "building":
        body = Rect(round(cx - 0.30 * s), round(cy - 0.06 * s), round(0.60 * s), round(0.44 * s))
        pygame.draw.rect(surface, colour, body)
        roof = [(cx - 0.42 * s, cy - 0.04 * s), (cx, cy - 0.40 * s), (cx + 0.42 * s, cy - 0.04 * s)]
        pygame.draw.polygon(surface, dark, roof)
        door = Rect(0, 0, round(0.16 * s), round(0.24 * s))
        door.midbottom = body.midbottom
        pygame.draw.rect(surface, dark, door)
        window = Rect(round(cx + 0.12 * s), round(cy + 0.02 * s), round(0.11 * s), round(0.11 * s))
        pygame.draw.rect(surface, theme.PAPER, window)
    elif kind == "tower":
        tank = Rect(round(cx - 0.30 * s), round(cy - 0.40 * s), round(0.60 * s), round(0.36 * s))
        for side in (-1, 1):
            pygame.draw.line(surface, dark, (cx + side * 0.24 * s, tank.bottom), (cx + side * 0.34 * s, cy + 0.42 * s),
                             max(1, line))
        pygame.draw.line(surface, dark, (cx - 0.28 * s, cy + 0.16 * s), (cx + 0.28 * s, cy + 0.16 * s), line)
        pygame.draw.rect(surface, colour, tank, border_radius=max(1, s // 10))
        pygame.draw.rect(surface, dark, tank, line, border_radius=max(1, s // 10))
    elif kind == "silo":
        body = Rect(round(cx - 0.22 * s), round(cy - 0.22 * s), round(0.44 * s), round(0.62 * s))
        dome = Rect(body.x, round(cy - 0.42 * s), body.width, round(0.42 * s))
        pygame.draw.ellipse(surface, dark, dome)
        pygame.draw.rect(surface, colour, body)
        for k in range(1, 4):
            ry = body.y + k * body.height // 4
            pygame.draw.line(surface, dark, (body.x, ry), (body.right - 1, ry), max(1, line // 2))
    else:  # an open area: furrows in the turned earth
        for k in range(4):
            fy = y + h * (0.22 + 0.18 * k)
            pygame.draw.line(surface, dark, (x + w * 0.14, fy), (x + w * 0.86, fy - h * 0.08), max(1, line))


def shortened(font: pygame.font.Font, text: str, width: int) -> str:
    """``text`` as it fits in ``width`` pixels of ``font``: whole, or cut after its last whole
    word that fits, ending in "…" (never in the middle of a word: "Each time you…")."""
    if font.size(text)[0] <= width:
        return text
    words = text.split()
    while words and font.size(" ".join(words) + "…")[0] > width:
        words.pop()
    return " ".join(words) + "…" if words else ""


def title_ink(band: Colour) -> Colour:
    """The ink a title is lettered in on a band of colour ``band``: the dark ink or the light
    one, whichever stands out more from it (white on a yellow field card cannot be read)."""
    return max((theme.INK, theme.INK_ON_DARK), key=lambda ink: contrast(ink, band))


def contrast(a: Colour, b: Colour) -> float:
    """The contrast ratio of two colours (1 to 21, as the web's accessibility guidelines
    measure it)."""
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _luminance(colour: Colour) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def drop(surface: pygame.Surface, center: tuple[int, int], size: int) -> None:
    """A water token: a drop."""
    cx, cy = center
    r = max(2, size // 2)
    pygame.draw.circle(surface, COLOURS["water"], (cx, cy + r // 3), r)
    pygame.draw.polygon(surface, COLOURS["water"], [(cx - r, cy + r // 3), (cx, cy - r - r // 2), (cx + r, cy + r // 3)])
    pygame.draw.circle(surface, COLOURS["water_edge"], (cx, cy + r // 3), r, max(1, size // 10))


def grain(surface: pygame.Surface, center: tuple[int, int], size: int) -> None:
    """A food token: a red apple with its stem and leaf (a coin is a gold disc: the two
    differ in colour and in shape at a glance)."""
    cx, cy = center
    r = max(2, size // 2)
    body = Rect(0, 0, 2 * r, round(1.8 * r))
    body.center = (cx, cy + r // 8)
    pygame.draw.ellipse(surface, COLOURS["food"], body)
    pygame.draw.ellipse(surface, COLOURS["food_edge"], body, max(1, size // 10))
    top = body.y + max(1, r // 5)
    pygame.draw.line(surface, COLOURS["food_edge"], (cx, top), (cx + r // 4, body.y - r // 3), max(1, size // 10))
    leaf = Rect(0, 0, max(2, r), max(2, r // 2))
    leaf.midleft = (cx + 1, body.y - r // 8)
    pygame.draw.ellipse(surface, COLOURS["leaf"], leaf)


def coin(surface: pygame.Surface, center: tuple[int, int], size: int) -> None:
    """A coin: a gold disc with a struck inner ring."""
    r = max(2, size // 2)
    pygame.draw.circle(surface, COLOURS["coin"], center, r)
    pygame.draw.circle(surface, COLOURS["coin_edge"], center, r, max(1, size // 8))
    if r >= 5:
        pygame.draw.circle(surface, COLOURS["coin_edge"], center, max(2, r * 3 // 5), 1)


TOKENS = {"coins": coin, "water": drop, "food": grain}


def token_row(surface: pygame.Surface, fonts: FontBook, left: int, cy: int, size: int,
              amounts: list[tuple[str, int]], colour: Colour = theme.INK) -> int:
    """Tokens with their numbers ("● 3  💧 1"), from ``left`` centred on ``cy``; returns the
    right edge."""
    font = fonts.get("bold", max(theme.MIN_TEXT_PX, round(size * 0.95)))
    x = left
    for kind, amount in amounts:
        TOKENS[kind](surface, (x + size // 2, cy), size)
        x = write(surface, font, str(amount), colour, midleft=(x + size + max(1, size // 5), cy)).right + size // 2
    return x


class FogArt:
    """Card faces and backs at the sizes the layout asks, painted once per size and language."""

    def __init__(self, fonts: FontBook, book: CardBook) -> None:
        self.fonts = fonts
        self.book = book
        self.kept = SurfaceCache()

    def kind_of(self, card: int, tables: object) -> str:
        """The kind of a farm's location card (``tower``, ``silo`` for the specials)."""
        if card == -1:
            return "tower"
        if card == -2:
            return "silo"
        return str(tables.cards[card].kind)  # type: ignore[attr-defined]

    @kept
    def location(self, code: str, kind: str, points: int, harvest: bool, end: bool, size: tuple[int, int],
                 lang: str, _: Gettext) -> pygame.Surface:
        """A location card as it lies in a farm: its kind's paper and band, its name where it
        fits, the icon, its printed points and a green (harvest) or gold (end) mark."""
        w, h = size
        face = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(2, w // 9)
        band_colour = KIND_COLOURS.get(kind, theme.PAPER_EDGE)
        pygame.draw.rect(face, PAPERS.get(kind, theme.PAPER), face.get_rect(), border_radius=radius)
        band_h = max(4, round(h * 0.12))
        font, lines = self.title(code, kind, size, _)
        if lines:
            band_h = len(lines) * font.get_linesize() + 2
        pygame.draw.rect(face, band_colour, Rect(0, 0, w, band_h), border_top_left_radius=radius,
                         border_top_right_radius=radius)
        if lines:
            write_lines(face, font, lines, title_ink(band_colour), 1, w // 2)
        icon = Rect(0, band_h, w, h - band_h - max(3, h // 8))
        self.picture(face, code, kind, icon.inflate(-w // 5, -h // 10), band_colour)
        mark = max(3, min(w, h) // 7)
        if harvest:
            pygame.draw.circle(face, COLOURS["harvest_band"], (mark + 2, h - mark - 2), mark)
        if end:
            pygame.draw.circle(face, COLOURS["end_band"], (3 * mark + 4, h - mark - 2), mark)
        if points:
            font = self.fonts.get("bold", max(9, round(h * 0.18)))
            badge = font.render(str(points), True, theme.INK_ON_DARK)
            box = badge.get_rect(bottomright=(w - 2, h - 1)).inflate(6, 0)
            pygame.draw.rect(face, theme.ACCENT_DARK, box, border_radius=box.height // 2)
            put_text(face, badge, badge.get_rect(center=box.center), box)
        pygame.draw.rect(face, _darker(band_colour, 0.8), face.get_rect(), max(1, w // 40), border_radius=radius)
        return draw.ready(face)

    def title(self, code: str, kind: str, size: tuple[int, int], _: Gettext) -> tuple[pygame.font.Font, list[str]]:
        """The font and lines of a farm card's name on its band at ``size`` (no lines: the
        card is too small for its whole name: its first whole words and "…", the whole name
        under the pointer; none where not one word fits, left to the icon)."""
        w, h = size
        font = self.fonts.get("body", self.fonts.smallest)
        if not code or h < 2 * font.get_linesize():
            return font, []
        name = self.book.name(code, _) if code not in ("tower", "silo") else ""
        name = name or kind_name(kind, _)
        # the bold letters first, then the narrower regular ones for a long word
        # (on a small card the name may take most of it: it says more than the picture)
        room = (w - 4, round(h * 0.74))
        for role in ("bold", "body") if w >= 60 else ("body",):
            font, lines = self.fonts.fit_wrapped(role, max(9, round(h * 0.13)), name, room, 2)
            if all(font.size(line)[0] <= room[0] for line in lines) and len(lines) * font.get_linesize() <= room[1]:
                return font, lines
        # too small for the whole name: its first words to a word's end ("Water…"), the whole
        # name under the pointer; no letters where not even the first word fits
        font = self.fonts.get("body", self.fonts.smallest)
        cut = shortened(font, name, room[0])
        return font, [cut] if cut else []

    def motif(self, code: str) -> str:
        """The motif of card ``code``'s own picture ("" for its kind's icon)."""
        card = self.book.cards.get(code)
        return motif_of(card.tags, code) if card is not None else ""

    def picture(self, face: pygame.Surface, code: str, kind: str, rect: Rect, colour: Colour) -> None:
        """Card ``code``'s own picture in ``rect`` (its kind's icon when it has none)."""
        motif = self.motif(code)
        if motif:
            draw_motif(face, motif, rect, colour)
        else:
            draw_icon(face, kind, rect, colour)

    def fits_label(self, host: str, width: int, px: int, _: Gettext) -> str:
        """What an equipment tile goes on, as its card says it in ``width`` pixels: "Goes on:
        Livestock", or the kind alone where the whole does not fit (its icon is beside it)."""
        fits = WORDS.say("fits", _, kind=kind_name(host, _))
        if self.fonts.fit("bold", px, fits, width).size(fits)[0] <= width:
            return fits
        return capital_first(kind_name(host, _))

    @kept
    def mini(self, kind: str, pictured: str, size: tuple[int, int]) -> pygame.Surface:
        """A card too small for words (a face-down choice turned over in a farm's header): its
        kind's paper and band and the icon of what it is (an equipment tile: the kind of
        location it goes on); its name and rules are in the log and shown large elsewhere."""
        w, h = size
        face = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(2, w // 9)
        band_colour = KIND_COLOURS.get(kind, theme.ACCENT_DARK)
        pygame.draw.rect(face, PAPERS.get(kind, theme.PAPER), face.get_rect(), border_radius=radius)
        band_h = max(3, round(h * 0.14))
        pygame.draw.rect(face, band_colour, Rect(0, 0, w, band_h), border_top_left_radius=radius,
                         border_top_right_radius=radius)
        icon = Rect(0, band_h, w, h - band_h).inflate(-max(2, w // 6), -max(2, h // 8))
        draw_icon(face, pictured, icon, KIND_COLOURS.get(pictured, band_colour))
        pygame.draw.rect(face, _darker(band_colour, 0.8), face.get_rect(), 1, border_radius=radius)
        return draw.ready(face)

    @kept
    def panel(self, size: tuple[int, int], radius: int) -> pygame.Surface:
        """A paper panel (the band under the large farm)."""
        return draw.ready(draw.paper_panel(size, radius))

    @kept
    def meadow(self, size: tuple[int, int], radius: int, edge: Colour, width: int) -> pygame.Surface:
        """A farm's meadow, edged in ``edge``."""
        face = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(face, COLOURS["meadow"], face.get_rect(), border_radius=radius)
        pygame.draw.rect(face, edge, face.get_rect(), width, border_radius=radius)
        return draw.ready(face)

    @kept
    def paper(self, size: tuple[int, int], radius: int) -> pygame.Surface:
        """A plain strip of paper (the piles along the top)."""
        face = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(face, theme.PAPER, face.get_rect(), border_radius=radius)
        pygame.draw.rect(face, theme.PAPER_EDGE, face.get_rect(), 1, border_radius=radius)
        return draw.ready(face)

    @kept
    def shadow(self, size: tuple[int, int], radius: int, blur: int) -> pygame.Surface:
        """The soft shadow under a card shown large."""
        return draw.ready(draw.soft_shadow(size, radius, blur))

    @kept
    def open_area(self, size: tuple[int, int]) -> pygame.Surface:
        """A location flipped face down: an open area of turned earth."""
        face = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(2, size[0] // 9)
        pygame.draw.rect(face, COLOURS["open_area"], face.get_rect(), border_radius=radius)
        draw_icon(face, "open", face.get_rect().inflate(-size[0] // 6, -size[1] // 6), COLOURS["open_area"])
        pygame.draw.rect(face, COLOURS["open_area_ink"], face.get_rect(), max(1, size[0] // 30), border_radius=radius)
        return draw.ready(face)

    @kept
    def back(self, size: tuple[int, int]) -> pygame.Surface:
        """A card's back (a face-down choice, a pile)."""
        face = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(2, size[0] // 9)
        pygame.draw.rect(face, COLOURS["card_back"], face.get_rect(), border_radius=radius)
        inner = face.get_rect().inflate(-max(4, size[0] // 6), -max(4, size[0] // 6))
        pygame.draw.rect(face, COLOURS["card_back_ink"], inner, max(1, size[0] // 20), border_radius=radius)
        draw_icon(face, "field", inner.inflate(-inner.width // 4, -inner.height // 4), COLOURS["card_back_ink"])
        return face

    def card_layout(self, code: str, points: int, pays: bool, size: tuple[int, int], _: Gettext) -> CardLayout:
        """Where a card's words go at ``size``: its name on the band, then its rules text at
        the foot in the smallest share of the height where it all fits, rising no higher than
        the points badge (and the harvest band, when the card ``pays`` at harvest); the text
        is cut only when even that is too small (:attr:`CardLayout.cut`)."""
        w, h = size
        pad = max(3, w // 24)
        name_px = max(10, round(h * 0.075))
        name = self.book.name(code, _)
        for role in ("bold", "body"):  # the regular letters are narrower, for a long word
            font, lines = self.fonts.fit_wrapped(role, name_px, name, (w - 2 * pad, name_px * 3), 2)
            if all(font.size(line)[0] <= w - 2 * pad for line in lines):
                break
        band_h = len(lines) * font.get_linesize() + pad
        token = max(9, round(h * 0.075))
        text = self.book.text(code, _)
        # the printed points in a disc at the right of the cost's row, no taller than needed
        badge_font = self.fonts.get("bold", max(10, round(token * 0.95)))
        digits = (badge_font.size(str(points))[0], round(badge_font.get_ascent() * 0.7))  # the figures' ink
        circle = max(token // 2, digits[0] // 2 + 3, digits[1] // 2 + 3)
        row_h = max(token, 2 * circle if points else 0)
        above = band_h + row_h + pad // 2 + (token + pad if pays else 0)
        most = (h - above) * 100 // h  # the largest share of the height the text may take
        shares = tuple(sorted({share for share in (40, 48, 56, 64) if share < most} | {most})) if most > 40 else (40,)
        text_font, text_lines, box, step = _foot_text(self.fonts, (w, h), pad, text, max(9, round(h * 0.072)), shares)
        return CardLayout(pad, token, band_h, font, lines, badge_font, circle, text_font, text_lines, box,
                          self.fonts.wrap(text_font, text, box.width), step, band_h + row_h // 2 + pad // 2, row_h)

    @kept
    def card(self, code: str, kind: str, cost: tuple[int, int, int], pay: tuple[int, int, int] | None,
             points: int, size: tuple[int, int], lang: str, _: Gettext, host: str = "") -> pygame.Surface:
        """A whole card, as held in a hand: its name on its kind's band, its cost (coins,
        water, food), its icon, its harvest cost on a green band, its generated rules text
        and its printed points.  Equipment tiles (``kind`` ``equipment``) show the kind of
        location they go on (``host``) with its icon."""
        w, h = size
        face = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, w // 14)
        band_colour = KIND_COLOURS.get(kind, theme.ACCENT_DARK)
        pygame.draw.rect(face, PAPERS.get(kind, theme.PAPER), face.get_rect(), border_radius=radius)
        layout = self.card_layout(code, points, pay is not None, size, _)
        pad, token, band_h, font, lines = layout.pad, layout.token, layout.band_h, layout.name_font, layout.name_lines
        pygame.draw.rect(face, band_colour, Rect(0, 0, w, band_h), border_top_left_radius=radius,
                         border_top_right_radius=radius)
        write_lines(face, font, lines, title_ink(band_colour), pad // 2, w // 2)
        amounts = [(k, n) for k, n in zip(("coins", "water", "food"), cost, strict=True) if n or k == "coins"]
        row_y = layout.row_y
        if kind != "equipment":
            token_row(face, self.fonts, pad, row_y, token, amounts)
        else:
            fits = self.fits_label(host, w - 2 * pad, max(9, token), _)
            small = self.fonts.fit("bold", max(9, token), fits, w - 2 * pad)
            write(face, small, fits, KIND_COLOURS.get(host, theme.INK), midleft=(pad, row_y))
        badge_font, circle = layout.badge_font, layout.circle
        text_font, box = layout.text_font, layout.box
        text_lines = _marked_cut(text_font, layout.text_lines, layout.whole, box.width)
        top_of_text = box.y
        if pay is not None:
            pay_h = token + pad
            pay_rect = Rect(0, box.y - pay_h, w, pay_h)
            pygame.draw.rect(face, COLOURS["harvest_band"], pay_rect)
            shown = [(k, n) for k, n in zip(("water", "food", "coins"), pay, strict=True) if n]
            if shown:
                token_row(face, self.fonts, pad, pay_rect.centery, token, shown, theme.INK_ON_DARK)
            else:
                small = self.fonts.get("bold", max(9, token - 2))
                write(face, small, WORDS.say("free", _), theme.INK_ON_DARK, midleft=(pad, pay_rect.centery))
            top_of_text = pay_rect.y
        icon_top = row_y + layout.row_h // 2 + pad // 2
        pictured = host if kind == "equipment" else kind
        sort = self.book.card_type(code, _) if kind != "equipment" else ""
        if sort:  # what the other cards call it ("cereal"), above the picture at the left
            small = self.fonts.fit("body", self.fonts.smallest, sort, w - 2 * pad)
            where = Rect((pad + 2, icon_top), small.size(sort))
            if where.bottom <= top_of_text:  # rendered only where it fits
                label = small.render(sort, True, _darker(band_colour, 0.55))
                tag = where.inflate(4, 0)
                pygame.draw.rect(face, PAPERS.get(kind, theme.PAPER), tag, border_radius=tag.height // 3)
                pygame.draw.rect(face, band_colour, tag, 1, border_radius=tag.height // 3)
                put_text(face, label, where, face.get_rect())
                icon_top = where.bottom
        icon = Rect(0, icon_top, w, max(4, top_of_text - icon_top))
        if icon.height >= w // 5:  # a picture, where the words leave room for one
            self.picture(face, code if kind != "equipment" else "", pictured, icon.inflate(-w // 3, -pad),
                         KIND_COLOURS.get(pictured, band_colour))
        for i, line in enumerate(text_lines):
            rendered = text_font.render(line, True, theme.INK)
            put_text(face, rendered, rendered.get_rect(midtop=(w // 2, box.y + i * layout.step)), face.get_rect())
        if points:
            badge = badge_font.render(str(points), True, theme.INK_ON_DARK)
            centre = (w - pad - circle, row_y)
            pygame.draw.circle(face, theme.ACCENT_DARK, centre, circle)
            put_text(face, badge, badge.get_rect(center=centre), Rect(0, 0, 2 * circle, 2 * circle).move(
                centre[0] - circle, centre[1] - circle))
        pygame.draw.rect(face, _darker(band_colour, 0.8), face.get_rect(), max(1, w // 60), border_radius=radius)
        return draw.ready(face)


LEADING = 0.84
"""A hand card's rules text is set with lines this share of the font's line height apart
(the letters keep their size; the lines close up, as on a printed card)."""


def _foot_text(fonts: FontBook, size: tuple[int, int], pad: int, text: str, px: int, shares: tuple[int, ...]
               ) -> tuple[pygame.font.Font, list[str], Rect, int]:
    """The font, lines, box and line step of a card's rules text at the foot of a card of
    ``size``, from letters of ``px`` down to the smallest readable: in the smallest of
    ``shares`` (in % of the card's height, tried in turn) where it all fits, so a long text
    takes room from the card's picture rather than being cut; cut only when even the largest
    share is too small."""
    w, h = size
    smallest = fonts.smallest
    for share in shares:
        height = h * share // 100
        box = Rect(pad, h - height, w - 2 * pad, height - pad)
        letters = max(smallest, px)
        while True:
            font = fonts.get("body", letters)
            step = max(1, round(font.get_linesize() * LEADING))
            lines = fonts.wrap(font, text, box.width)
            tall = (len(lines) - 1) * step + font.get_height()
            if tall <= box.height and all(font.size(line)[0] <= box.width for line in lines):
                return font, lines, box, step
            if letters <= smallest:
                break
            letters -= max(1, letters // 12)
    fitting = max(1, (box.height - font.get_height()) // step + 1)
    return font, lines[:fitting], box, step


@dataclass(frozen=True)
class CardLayout:
    """Where a hand card's words go (:meth:`FogArt.card_layout`)."""

    pad: int
    token: int
    band_h: int
    name_font: pygame.font.Font
    name_lines: list[str]
    badge_font: pygame.font.Font
    circle: int
    text_font: pygame.font.Font
    text_lines: list[str]
    box: Rect
    whole: list[str]
    """The rules text wrapped to the box, every line of it."""
    step: int
    """Pixels from one line of the rules text to the next (set tighter than the font's)."""
    row_y: int
    """The middle of the row of the cost and the points."""
    row_h: int
    """The height of that row."""

    @property
    def cut(self) -> bool:
        """Whether the rules text does not all fit (the card then ends it in "…")."""
        return len(self.text_lines) < len(self.whole)


def _marked_cut(font: pygame.font.Font, lines: list[str], whole: list[str], width: int) -> list[str]:
    """``lines`` of a text whose ``whole`` wrapping did not fit, its last line ending in "…"
    (a small hand card; the card shown large under the pointer says it all)."""
    if len(lines) >= len(whole) or not lines:
        return lines
    words = lines[-1].split()
    while words and font.size(" ".join(words) + "…")[0] > width:
        words.pop()
    return [*lines[:-1], " ".join(words) + "…"]


def flip_scale(progress: float) -> tuple[float, bool]:
    """How wide a card turning over is at ``progress`` (0 to 1) and whether its face shows
    yet (the back narrows to an edge, then the face widens)."""
    return abs(math.cos(math.pi * progress)), progress >= 0.5
