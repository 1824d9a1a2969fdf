"""The drafting variant's choice drawn as cards, in the band beside the person's farm.

Under the step's buttons: two lines saying how many cards each player holds, that one is kept
and the rest passed on to the next player (named; at the kind's last pick the rest leave the
game), and who is still choosing; then the hand in front of the person as card faces in two
columns — lit while a card may be kept, the chosen one framed and the others greyed once a
choice is made — then the cards kept so far, smaller, the occupations (yellow) before the minor
improvements (orange).  Every one of them grows to its full text under the pointer (the hand's
overlay, :mod:`.card_overlay`); a click on a lit card keeps it, a click on the chosen one takes
the choice back.  Only the viewer's own cards are drawn: with nobody at the screen (a hot-seat
hand-off) the band shows nothing of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.agricola.art import darker
from game.boards.agricola.card_compact import draw_compact
from game.boards.agricola.card_faces import BAND, HandCard, face_of
from game.boards.agricola.letters import letter
from game.boards.kit.phrasebook import ngettext_of
from game.rules.agricola.cards import KINDS, real
from game.rules.agricola.draft import CHOSEN
from game.rules.agricola.moves import DraftBack, DraftPick
from game.rules.core import Move
from game.ui import theme

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard
    from game.rules.agricola.draft import Draft

KEPT = "kept"
"""The state of a card kept earlier in the draft (drawn plain, never clicked)."""
CHOSEN_STATE = "lit"
"""The chosen card is framed as a lit one; the others of the hand are then greyed."""


def draft_of(board: AgricolaBoard) -> Draft | None:
    """The draft as the person at the screen sees it, while cards are being drafted (``None``
    otherwise, or with nobody at the screen)."""
    view = board.view
    if view is None or view.draft is None or not view.draft.active or board.viewer is None:
        return None
    return view.draft


def drafting(board: AgricolaBoard) -> bool:
    """Whether the band shows the draft's cards now."""
    return draft_of(board) is not None


def _size(board: AgricolaBoard) -> int:
    """The letter size of the heading."""
    return round(board.geo.px(11) * board.text_scale)


def _lines(board: AgricolaBoard) -> int:
    """The height of one line of the heading."""
    return int(board.fonts.get("bold", _size(board)).get_linesize())


def _head_lines(board: AgricolaBoard, width: int) -> int:
    """Lines of the heading: what each player holds and passes (one, or two when it is too
    long for one), then who is still choosing."""
    first = heading(board)[0]
    return 3 if board.fonts.get("bold", _size(board)).size(first)[0] > width else 2


def lay_out(board: AgricolaBoard, area: pygame.Rect) -> list[HandCard]:
    """The hand in front of the person and the cards they kept, where they lie in ``area``:
    two columns each, the kept occupations before the kept minor improvements (each kind from
    a new row); the hand's cards as tall as there is room for, the kept ones smaller."""
    draft = draft_of(board)
    viewer = board.viewer
    if draft is None or viewer is None or board.view is None:
        return []
    geo = board.geo
    gap, kept_gap = geo.px(5), geo.px(2)
    packet = [card for card in draft.packets[viewer] if real(card)]
    pick = draft.picks[viewer]
    hand = [card for card in board.view.players[viewer].hand if real(card)]
    kept = [[card for card in hand if face_of(board, card).kind == kind] for kind in KINDS]
    rows = (len(packet) + 1) // 2
    kept_rows = sum((len(column) + 1) // 2 for column in kept)
    top = area.y + _head_lines(board, area.width) * _lines(board) + gap
    room = area.bottom - top - (_lines(board) + gap if kept_rows else 0)
    small = geo.px(19)
    tall = min(geo.px(52), max(geo.px(22), (room - kept_rows * (small + kept_gap)) // max(1, rows) - gap))
    if kept_rows:
        small = min(small, max(geo.px(14), (room - rows * (tall + gap)) // kept_rows - kept_gap))
    if rows * (tall + gap) + kept_rows * (small + kept_gap) > room:  # short of room: all alike
        tall = small = max(geo.px(10), room // max(1, rows + kept_rows) - gap)
    width = (area.width - gap) // 2
    out = []
    for i, card in enumerate(packet):
        x = area.x + (i % 2) * (width + gap)
        out.append(HandCard(card, pygame.Rect(x, top + (i // 2) * (tall + gap), width, tall), _state(board, card, pick)))
    y = top + rows * (tall + gap) + _lines(board) + gap
    for column in kept:
        for i, card in enumerate(column):
            x = area.x + (i % 2) * (width + gap)
            out.append(HandCard(card, pygame.Rect(x, y + (i // 2) * (small + kept_gap), width, small), KEPT))
        y += (len(column) + 1) // 2 * (small + kept_gap)
    return out


def _state(board: AgricolaBoard, card: str, pick: str) -> str:
    if pick and pick != CHOSEN:
        return CHOSEN_STATE if card == pick else "dim"
    viewer = board.viewer
    assert viewer is not None
    return "lit" if DraftPick(viewer, card) in board.my_moves() else ""


def move_of(board: AgricolaBoard, card: HandCard) -> Move | None:
    """What a click on ``card`` plays: keep it (a lit card), take the choice back (the chosen
    one), or nothing."""
    draft, viewer = draft_of(board), board.viewer
    if draft is None or viewer is None or card.state == KEPT:
        return None
    move: Move = DraftBack(viewer) if draft.picks[viewer] == card.card else DraftPick(viewer, card.card)
    return move if move in board.my_moves() else None


def heading(board: AgricolaBoard) -> tuple[str, str]:
    """The two lines over the cards: what each player holds and passes on to whom, and who is
    still choosing."""
    draft, viewer, view, _ = draft_of(board), board.viewer, board.view, board.gettext
    if draft is None or viewer is None or view is None:
        return "", ""
    ngettext = ngettext_of(_)
    count = len(draft.packets[viewer])
    rest = count - 1
    last = draft.step + 1 >= view.tables.numbers.hand
    if last:
        said = ngettext("{count} card each: keep 1, the rest leave the game",
                        "{count} cards each: keep 1, the rest leave the game", count)
    else:
        said = ngettext("{count} card each: keep 1, pass {rest} to {name}",
                        "{count} cards each: keep 1, pass {rest} to {name}", count)
    first = said.format(count=count, rest=rest, name=board.seat_name((viewer + 1) % view.num_players))
    waiting = [_("you") if p == viewer else board.seat_name(p) for p in draft.waiting()]
    second = _("Still choosing: {names}").format(names=", ".join(waiting)) if waiting else ""
    return first, second


def paint(surface: pygame.Surface, board: AgricolaBoard, area: pygame.Rect, laid: list[HandCard]) -> None:
    """The heading, the hand in front of the person and the kept cards, on ``surface`` whose
    top left is ``area``'s."""
    draft, view, _ = draft_of(board), board.view, board.gettext
    if draft is None or view is None:
        return
    geo = board.geo
    line, px = _lines(board), _size(board)
    colour = BAND[KINDS[draft.kind]]
    first, second = heading(board)
    lines = _head_lines(board, area.width) - 1
    letter(surface, board.fonts, "bold", px, first, pygame.Rect(0, 0, area.width, lines * line), theme.INK,
           max_lines=lines, align="left", top=True)
    letter(surface, board.fonts, "body", px, second, pygame.Rect(0, lines * line, area.width, line), theme.INK_SOFT,
           align="left")
    kept = [card for card in laid if card.state == KEPT]
    for card in laid:
        rect = card.rect.move(-area.x, -area.y)
        draw_compact(surface, board, face_of(board, card.card), rect, card.state if card.state != KEPT else "")
    if kept:
        packet = [card for card in laid if card.state != KEPT]
        bottom = max((card.rect.bottom for card in packet), default=area.y + _head_lines(board, area.width) * line) - area.y
        said = _("Kept so far: {count}").format(count=len(kept))
        rect = pygame.Rect(0, bottom + geo.px(2), area.width, line)
        letter(surface, board.fonts, "bold", px, said, rect, darker(colour, 0.7), align="left")
