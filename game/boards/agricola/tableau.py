"""Each farm's played occupations and minor improvements (its tableau) as chips — a card's
name on its kind's paper, the full card under the pointer — and, on the other farms, how
many occupations and minor improvements their hands hold (the cards themselves stay hidden).
A card whose conversion can be used in this harvest's feeding is edged in green; one used
since the last feeding is greyed.  Goods kept on a card and the crops growing on a card that is
a field lie at its chip's right end; while sowing, a card that is a field the person may sow is
edged gold like a field of the farmyard (clicked, it is sown), the one picked in the accent."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.agricola import farm_letters
from game.boards.agricola.art import COLOURS, darker, token_row
from game.boards.agricola.card_faces import BAND, PAPER, face_of
from game.boards.agricola.geometry import FarmPlace
from game.boards.agricola.letters import letter
from game.boards.agricola.names import major_name
from game.rules.agricola import cards
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import SowCard
from game.ui import theme

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard
    from game.rules.agricola.farmer import Farmer

NAMED_CELL = 44
"""A farm with spaces this large (pixels) names its majors; a smaller one shows a hearth."""
MAJOR = "major:"
"""The key of a major improvement's chip: ``major:`` and its id."""
CONVERTS = (34, 130, 60)
"""The edge of a chip whose conversion can be used now."""


def hand_counts(board: AgricolaBoard, player: int) -> tuple[int, int]:
    """How many occupations and minor improvements ``player`` holds (hidden cards counted by
    their kind)."""
    view = board.shown
    occupations = minors = 0
    for card in view.players[player].hand:
        if card == cards.HIDDEN_OCCUPATION or (cards.real(card) and view.tables.card(card).kind == "occupation"):
            occupations += 1
        else:
            minors += 1
    return occupations, minors


def chips(board: AgricolaBoard, place: FarmPlace) -> list[tuple[str, pygame.Rect]]:
    """The farm's chips where they lie: ``("hand", rect)`` for another farm's hand counts,
    then ``(card id, rect)`` for each card in play, as many as the farm's card strip holds (the
    last chip ``("more:N", rect)`` when some do not fit)."""
    area = place.tableau
    if area is None or not has_strip(board, place):
        return _majors_under(board, place)
    return board.answer(("chips", place.player, tuple(area), board.text_scale),
                        lambda: _lay_out(board, place, area))


def _majors_under(board: AgricolaBoard, place: FarmPlace) -> list[tuple[str, pygame.Rect]]:
    """A compact farm with no strip of cards (the family game): the majors it owns as hearths
    in its header, right of its name written whole (the large farm names them by its
    supply); none where they do not all fit."""
    majors = board.shown.players[place.player].majors
    if not majors or place.large or farm_letters.wordy(board, place):
        return []
    room = farm_letters.header_room(board, place)
    tall = min(room.height, chip_height(board, False))
    gap = board.geo.px(3)
    if len(majors) * (tall + gap) > room.width:
        return []
    right = room.right
    out = []
    for major in reversed(majors):
        out.append((f"{MAJOR}{major}", pygame.Rect(right - tall, room.centery - tall // 2, tall, tall)))
        right -= tall + gap
    return out[::-1]


def has_strip(board: AgricolaBoard, place: FarmPlace) -> bool:
    """Whether the farm has a strip of chips (the full game), where its majors lie too."""
    area = place.tableau
    return board.shown.side == "full" and area is not None and area.width > 0 and area.height > 0


def chip_height(board: AgricolaBoard, large: bool) -> int:
    """A chip's height: a line of its letters."""
    return board.fonts.get("bold", _px(board, large)).get_linesize() + board.geo.px(2)


def _px(board: AgricolaBoard, large: bool) -> int:
    return round(board.geo.px(12 if large else 11) * board.text_scale)


def _lay_out(board: AgricolaBoard, place: FarmPlace, area: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    view, geo = board.shown, board.geo
    font = board.fonts.get("bold", _px(board, place.large))
    tall = chip_height(board, place.large)
    gap = geo.px(3)
    wanted: list[tuple[str, int]] = []
    if place.player != board.viewer:
        wanted.append(("hand", _hand_width(board, place)))
    farmer = view.players[place.player]
    for major in farmer.majors:
        # by the large farm a card named; by a compact one a hearth, named under the pointer
        width = font.size(major_name(major, board.gettext))[0] + geo.px(12) if place.cell >= NAMED_CELL else tall
        wanted.append((f"{MAJOR}{major}", min(area.width, width)))
    for card in farmer.played:
        width = font.size(face_of(board, card).name)[0] + geo.px(12) + _kept_width(board, on_card(farmer, card), tall)
        wanted.append((card, min(area.width, width)))
    out: list[tuple[str, pygame.Rect]] = []
    x, y = area.x, area.y
    more = font.size("+99")[0] + geo.px(8)
    least = geo.px(44)
    for k, (key, width) in enumerate(wanted):
        rest = len(wanted) - k
        last_row = y + 2 * tall + gap > area.bottom
        if x > area.x and x + width > area.right and not last_row:
            x, y = area.x, y + tall + gap
            last_row = y + 2 * tall + gap > area.bottom
        if y + tall > area.bottom:
            break
        reserve = more + gap if last_row and rest > 1 else 0
        room = area.right - reserve - x
        if width > room and last_row:
            # the last line: a card cut to the room left (its name ends in "…"), then the
            # count of those left out
            if room >= least:
                out.append((key, pygame.Rect(x, y, room, tall)))
                x += room + gap
                rest -= 1
            if rest:
                out.append((f"more:{rest}", pygame.Rect(x, y, more, tall)))
            break
        out.append((key, pygame.Rect(x, y, min(width, area.right - x), tall)))
        x += out[-1][1].width + gap
    return out


def on_card(farmer: Farmer, card: str) -> dict[str, int] | None:
    """What lies on a card in play: the goods kept on it and the crops growing on it (a card
    that is a field), by name; ``None`` when nothing."""
    kept = farmer.stored.get(card)
    plots = farmer.patches.get(card)
    if not plots:
        return kept
    found = dict(kept) if kept else {}
    for crop, count in plots:
        found[crop] = found.get(crop, 0) + count
    return found


def sowable(board: AgricolaBoard) -> set[str]:
    """The cards that are fields the person at the screen may sow now."""
    if board.kind() != "sow_field":
        return set()
    return {m.card for m in board.my_moves() if isinstance(m, SowCard)}


def _kept_width(board: AgricolaBoard, kept: dict[str, int] | None, tall: int) -> int:
    """The room the goods kept on a card take at its chip's right end (none when empty)."""
    if not kept or not any(kept.values()):
        return 0
    size = tall - board.geo.px(4)
    font = board.fonts.get("bold", max(theme.MIN_TEXT_PX, round(size * 0.9)))
    return sum(size + 2 + font.size(str(n))[0] + max(3, size // 3) for n in kept.values() if n) + board.geo.px(2)


def _hand_width(board: AgricolaBoard, place: FarmPlace) -> int:
    font = board.fonts.get("bold", _px(board, place.large))
    tall = chip_height(board, place.large)
    occupations, minors = hand_counts(board, place.player)
    return 2 * (tall + font.size(str(max(occupations, minors)))[0]) + board.geo.px(10)


def draw_tableau(surface: pygame.Surface, board: AgricolaBoard, place: FarmPlace) -> None:
    """The farm's chips."""
    view, geo = board.shown, board.geo
    farmer = view.players[place.player]
    px = _px(board, place.large)
    usable = set(cards.conversions(view, place.player)) if view.phase == Phase.FEED else set()
    to_sow = sowable(board) if place.player == board.viewer else set()
    for key, rect in chips(board, place):
        if key == "hand":
            _hand_chip(surface, board, place, rect)
            continue
        if key.startswith("more:"):
            pygame.draw.rect(surface, theme.PAPER, rect, border_radius=geo.px(4))
            pygame.draw.rect(surface, theme.INK_SOFT, rect, 1, border_radius=geo.px(4))
            letter(surface, board.fonts, "bold", px, f"+{key[5:]}", rect, theme.INK)
            continue
        if key.startswith(MAJOR):
            _major_chip(surface, board, key[len(MAJOR):], rect, px)
            continue
        face = face_of(board, key)
        used = key in farmer.used
        paper = darker(PAPER[face.kind], 0.8) if used else PAPER[face.kind]
        pygame.draw.rect(surface, paper, rect, border_radius=geo.px(4))
        edge, width = (CONVERTS, max(2, geo.px(2))) if key in usable else (darker(BAND[face.kind], 0.7), 1)
        if key in to_sow:
            picked = key == board.picked_card
            edge, width = (theme.ACCENT, max(3, geo.px(3))) if picked else (COLOURS["lit"], max(2, geo.px(2)))
        pygame.draw.rect(surface, edge, rect, width, border_radius=geo.px(4))
        stripe = pygame.Rect(rect.x, rect.y, max(2, geo.px(3)), rect.height)
        pygame.draw.rect(surface, BAND[face.kind], stripe, border_top_left_radius=geo.px(4),
                         border_bottom_left_radius=geo.px(4))
        label = rect.inflate(-geo.px(8), 0).move(geo.px(2), 0)
        kept = on_card(farmer, key)
        room = _kept_width(board, kept, rect.height)
        if room and kept:
            # the goods kept on the card (the owner's to take) or the crops growing on it
            size = rect.height - geo.px(4)
            token_row(surface, board.art, board.fonts, rect.right - room, rect.centery, size,
                      [(good, n) for good, n in kept.items() if n], rect.right - geo.px(2))
            label.width = max(geo.px(12), label.width - room)
        letter(surface, board.fonts, "bold", px, face.name, label, theme.INK_SOFT if used else theme.INK)


def _major_chip(surface: pygame.Surface, board: AgricolaBoard, major: str, rect: pygame.Rect, px: int) -> None:
    """A major improvement owned: its name on the majors' paper, or a hearth where the chip is
    square."""
    geo = board.geo
    pygame.draw.rect(surface, COLOURS["major"], rect, border_radius=geo.px(4))
    pygame.draw.rect(surface, COLOURS["major_band"], rect, 1, border_radius=geo.px(4))
    if rect.width <= rect.height:
        icon = board.art.icon("major", rect.height - geo.px(4))
        surface.blit(icon, icon.get_rect(center=rect.center))
        return
    letter(surface, board.fonts, "bold", px, major_name(major, board.gettext), rect.inflate(-geo.px(6), 0), theme.INK)


def _hand_chip(surface: pygame.Surface, board: AgricolaBoard, place: FarmPlace, rect: pygame.Rect) -> None:
    """Another farm's hand: a yellow and an orange card back, each with its count."""
    geo = board.geo
    px = _px(board, place.large)
    font = board.fonts.get("bold", px)
    x = rect.x
    for kind, count in zip(cards.KINDS, hand_counts(board, place.player), strict=True):
        back = pygame.Rect(x, rect.y + 1, max(6, rect.height * 2 // 3), rect.height - 2)
        pygame.draw.rect(surface, PAPER[kind], back, border_radius=geo.px(2))
        pygame.draw.rect(surface, BAND[kind], back, max(1, geo.px(2)), border_radius=geo.px(2))
        text = str(count)
        box = pygame.Rect(back.right + geo.px(2), rect.y, font.size(text)[0] + 2, rect.height)
        letter(surface, board.fonts, "bold", px, text, box, theme.INK)
        x = box.right + geo.px(5)


def chip_at(board: AgricolaBoard, pos: tuple[int, int]) -> tuple[str, int] | None:
    """The chip under ``pos``: its key (a card id, ``hand`` or ``more:N``) and its farm's player."""
    for place in board.farms:
        for key, rect in chips(board, place):
            if rect.collidepoint(pos):
                return key, place.player
    return None


def chip_rect(board: AgricolaBoard, key: str, player: int) -> pygame.Rect | None:
    """Where a chip lies."""
    for place in board.farms:
        if place.player == player:
            return next((rect for k, rect in chips(board, place) if k == key), None)
    return None


def chip_help(board: AgricolaBoard, key: str, player: int) -> str | None:
    """The hover help of a chip that is no card: another farm's hand (how many of each kind),
    or the improvements and cards in play that found no room (their names); a major's is
    its own (the board's help)."""
    from game.boards.agricola.card_faces import need_words
    from game.boards.kit.phrasebook import ngettext_of

    _ = board.gettext
    if key == "hand":
        occupations, minors = hand_counts(board, player)
        ngettext = ngettext_of(_)
        return _("Hand of {name}: {occupations} and {minors}").format(
            name=board.seat_name(player), occupations=need_words("occupation", occupations, ngettext),
            minors=need_words("minor", minors, ngettext))
    if key.startswith("more:"):
        shown = {k for k, _rect in chips(board, next(p for p in board.farms if p.player == player))}
        farmer = board.shown.players[player]
        rest = [major_name(m, _) for m in farmer.majors if f"{MAJOR}{m}" not in shown]
        rest += [face_of(board, card).name for card in farmer.played if card not in shown]
        return ", ".join(rest)
    return None
