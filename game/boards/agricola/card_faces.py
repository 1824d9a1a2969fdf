"""The full game's occupations and minor improvements as faces the table draws: a card's name,
kind, cost, printed points, prerequisites, whether it travels and its rules text generated from
its effects (:mod:`game.content.card_text`) in the screen's language; and the two ways a card
is drawn — compact (a hand's card, a farm's chip) and grown to its full text (under the
pointer).  An occupation is printed on yellow paper, a minor improvement on orange, as on the
printed cards; a traveling minor improvement carries an arrow."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.boards.agricola.art import darker
from game.boards.agricola.letters import ELLIPSIS, fitted, letter
from game.boards.agricola.names import counted, goods_text
from game.boards.kit.card_words import language_of
from game.boards.kit.phrasebook import Ngettext, ngettext_of
from game.boards.kit.words import Gettext
from game.i18n import N_
from game.rules.agricola.tables import Goods
from game.ui import theme

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard

PAPER = {"occupation": (246, 232, 170), "minor": (246, 206, 160)}
"""A card's paper by kind: yellow occupations, orange minor improvements."""
BAND = {"occupation": (201, 160, 42), "minor": (206, 118, 44)}
"""A card's edge and title band by kind."""
LIT_COST = (34, 110, 52)
"""The colour of a playable card's cost now."""

KIND_WORDS = {"occupation": N_("Occupation"), "minor": N_("Minor improvement")}


@dataclass(frozen=True)
class Face:
    """What one card shows: its id, kind (``occupation`` or ``minor``), name and rules text in
    one language, cost, printed points, prerequisites ``(what, at least)`` and whether it
    travels."""

    id: str
    kind: str
    name: str
    text: str
    cost: Goods
    points: int
    needs: tuple[tuple[str, int], ...]
    travels: bool


@dataclass(frozen=True)
class HandCard:
    """A card of the hand (or of the draft) on screen: its id, where it lies, ``lit`` (playable,
    or to keep, now), ``dim`` (not now) or ``""`` (no decision), what it costs now and why it
    cannot be played."""

    card: str
    rect: pygame.Rect
    state: str = ""
    cost_now: Goods | None = None
    reason: str = ""
    short: str = ""
    """The reason in two or three words, for the card in little."""


_faces: dict[tuple[int, str], dict[str, Face]] = {}


def faces(board: AgricolaBoard) -> dict[str, Face]:
    """Every card of the board's content as a face in the screen's language, by id (made once
    per content and language)."""
    lang = language_of(board.gettext)
    key = (id(board.content), lang)
    found = _faces.get(key)
    if found is None:
        found = _faces[key] = _make_faces(board.content, board.shown.tables, lang)
    return found


def _make_faces(content: Any, tables: Any, lang: str) -> dict[str, Face]:
    from game.content.card_text import shipped_texts

    texts = shipped_texts("agricola", content)
    out = {}
    for written in content.effect_cards():
        card = tables.card(written.id)
        out[card.id] = Face(card.id, card.kind, str(getattr(written.name, lang)), texts.card_text(written, lang),
                            card.cost, card.points, card.needs, card.travels)
    return out


def face_of(board: AgricolaBoard, card_id: str) -> Face:
    """The face of ``card_id``."""
    return faces(board)[card_id]


def need_words(what: str, least: int, ngettext: Ngettext) -> str:
    """A prerequisite in words: at least ``least`` of ``what``."""
    words = {
        "occupation": ngettext("{count} occupation", "{count} occupations", least),
        "minor": ngettext("{count} minor improvement", "{count} minor improvements", least),
        "room": ngettext("{count} room", "{count} rooms", least),
        "field": ngettext("{count} field", "{count} fields", least),
        "pasture": ngettext("{count} pasture", "{count} pastures", least),
        "stable": ngettext("{count} stable", "{count} stables", least),
        "person": ngettext("{count} family member", "{count} family members", least),
        "major": ngettext("{count} major improvement", "{count} major improvements", least),
    }
    return words.get(what, f"{least} {what}").format(count=least)


def needs_text(face: Face, _: Gettext) -> str:
    """The card's prerequisites in words ("Needs 2 occupations"), or ``""``."""
    if not face.needs:
        return ""
    ngettext = ngettext_of(_)
    things = ", ".join(need_words(what, least, ngettext) for what, least in face.needs)
    return _("Needs {things}").format(things=things)


def full_lines(face: Face, _: Gettext, cost_now: Goods | None = None, reason: str = "") -> list[tuple[str, str]]:
    """The lines of a grown card under its title, each ``(role, text)``: its kind, cost now or
    printed cost, prerequisites, whether it travels, its rules text, why it cannot be played."""
    kind = _(KIND_WORDS[face.kind])
    if face.points:
        kind = f"{kind} · {counted('score', face.points, _)}"
    lines = [("soft", kind)]
    if cost_now is not None:
        lines.append(("cost", _("Costs now: {cost}").format(cost=goods_text(cost_now, _)) if cost_now
                      else _("Free now")))
    elif face.cost:
        lines.append(("body", _("Cost: {cost}").format(cost=goods_text(face.cost, _))))
    if face.needs:
        lines.append(("body", needs_text(face, _)))
    if face.travels:
        lines.append(("body", _("Once played, passed on to the next player")))
    lines.append(("text", face.text))
    if reason:
        lines.append(("reason", reason))
    return lines


ROLES = {"soft": ("body", theme.INK_SOFT), "cost": ("bold", LIT_COST), "body": ("body", theme.INK),
         "text": ("body", theme.INK), "reason": ("bold", (150, 40, 30))}


GROWN_WIDTH = 250
GROWN_MOST = 320
"""Design pixels of a grown card: its width, and the most height it takes."""


def grown_layout(board: AgricolaBoard, face: Face, cost_now: Goods | None = None,
                 reason: str = "") -> tuple[tuple[int, int], int, list[tuple[str, str, int]], bool]:
    """How a grown card is written: its pixels (as tall as its lines need, at most
    :data:`GROWN_MOST`), the letter size, each line's ``(role, text, lines)`` and whether any
    line would be cut (its text ending in "…") even in the smallest letters."""
    _ = board.gettext
    geo = board.geo
    pad, title_h = geo.px(8), geo.px(24)
    width = geo.px(GROWN_WIDTH)
    box_w, box_h = width - 2 * pad, geo.px(GROWN_MOST) - title_h - 2 * pad
    lines = full_lines(face, _, cost_now, reason)
    size_px = round(geo.px(13) * board.text_scale)
    while True:
        total, cut, out = 0, False, []
        for role, text in lines:
            font, fit = fitted(board.fonts, ROLES[role][0], size_px, text, (box_w, box_h), 12)
            cut = cut or any(line.endswith(ELLIPSIS) for line in fit)
            total += len(fit) * font.get_linesize() + geo.px(3)
            out.append((role, text, len(fit)))
        if (total <= box_h and not cut) or size_px <= board.fonts.smallest:
            return (width, title_h + 2 * pad + min(total, box_h)), size_px, out, cut or total > box_h
        size_px -= 1


def draw_grown(surface: pygame.Surface, board: AgricolaBoard, face: Face, rect: pygame.Rect,
               cost_now: Goods | None = None, reason: str = "") -> None:
    """A card grown to its full text at ``rect`` (sized by :func:`grown_layout`): its name on
    the kind's band, then its lines."""
    geo, fonts = board.geo, board.fonts
    shadow = board.art.shadow(rect.size, geo.px(8), geo.px(6))
    surface.blit(shadow, shadow.get_rect(center=(rect.centerx + geo.px(2), rect.centery + geo.px(3))))
    pygame.draw.rect(surface, PAPER[face.kind], rect, border_radius=geo.px(8))
    title = pygame.Rect(rect.x, rect.y, rect.width, geo.px(24))
    pygame.draw.rect(surface, BAND[face.kind], title, border_top_left_radius=geo.px(8),
                     border_top_right_radius=geo.px(8))
    pygame.draw.rect(surface, darker(BAND[face.kind], 0.6), rect, max(1, geo.px(2)), border_radius=geo.px(8))
    name_box = title.inflate(-geo.px(12), 0)
    if face.travels:
        travel_arrow(surface, pygame.Rect(title.right - title.height, title.y, title.height, title.height), theme.PAPER)
        name_box.width -= title.height
    _size, size_px, out, _cut = grown_layout(board, face, cost_now, reason)
    letter(surface, fonts, "bold", round(geo.px(15) * board.text_scale), face.name, name_box, theme.PAPER,
           align="left")
    pad = geo.px(8)
    y = title.bottom + pad
    for role, text, most in out:
        font_role, colour = ROLES[role]
        box = pygame.Rect(rect.x + pad, y, rect.width - 2 * pad, rect.bottom - pad - y)
        used = letter(surface, fonts, font_role, size_px, text, box, colour, max_lines=most, align="left", top=True)
        y = max(y + 1, used.bottom) + geo.px(3)


def travel_arrow(surface: pygame.Surface, rect: pygame.Rect, colour: theme.Colour) -> None:
    """The traveling mark: an arrow pointing on to the next player."""
    s = rect.height
    x, y = rect.x, rect.y
    points = [(x + s // 5, y + s * 2 // 5), (x + s // 2, y + s * 2 // 5), (x + s // 2, y + s // 5),
              (x + s * 4 // 5, y + s // 2), (x + s // 2, y + s * 4 // 5), (x + s // 2, y + s * 3 // 5),
              (x + s // 5, y + s * 3 // 5)]
    pygame.draw.polygon(surface, colour, points)
