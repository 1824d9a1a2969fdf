"""The hand of the person at the screen in the full game, in the band beside their farm.

While a person is placed, the band has two tabs: the hand (occupations on the left, minor
improvements on the right, each a compact card) and the score sheet; pointing at an action
space still shows the sheet with that space's preview.  When a card may be played (an
occupation on Lessons, a minor improvement on an improvement action, after family growth or
on the starting-player space), the band shows that kind's cards under the step's buttons: those
that can be played are lit with what they cost now, clicking one plays it; the others are
greyed, with the reason under the pointer.  Only the viewer's own hand is ever drawn: with
nobody at the screen (a hot-seat hand-off, bots at play) the band shows the sheet alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.boards.agricola import draft_cards
from game.boards.agricola.art import COLOURS, darker
from game.boards.agricola.card_compact import draw_compact
from game.boards.agricola.card_faces import BAND, HandCard, face_of
from game.boards.agricola.letters import letter
from game.boards.agricola.names import goods_text
from game.rules.agricola import card_instead, cards
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import PlayCard
from game.rules.agricola.tables import Goods
from game.ui import draw, theme

if TYPE_CHECKING:
    from game.boards.agricola.view import AgricolaBoard

DECISION_KINDS = {"play_occupation": "occupation", "play_minor": "minor", "buy_major": "minor"}
"""The decisions in which a card of the hand may be played, and the kind played."""


def full_game(board: AgricolaBoard) -> bool:
    """Whether the shown game is the full game (with occupations and minor improvements)."""
    view = board.view
    return view is not None and view.side == "full" and bool(view.tables.cards)


def own_hand(board: AgricolaBoard) -> list[str]:
    """The cards of the viewer's hand, in hand order; none when nobody is at the screen."""
    view, viewer = board.view, board.viewer
    if view is None or viewer is None:
        return []
    return [card for card in view.players[viewer].hand if cards.real(card)]


def card_decision(board: AgricolaBoard) -> str:
    """The kind of card the person may play now (``occupation``, ``minor``), or ``""``."""
    kind = DECISION_KINDS.get(board.kind(), "")
    if not kind or not full_game(board) or board.viewer is None or not board.interactive:
        return ""
    if board.kind() == "buy_major" and not any(isinstance(m, PlayCard) for m in board.my_moves()):
        return ""
    return kind


def tabs_shown(board: AgricolaBoard) -> bool:
    """Whether the band offers its hand and score tabs (a person is placed in the full game,
    by someone at the screen; in a replay with a hand shown, at every step)."""
    view = board.view
    if board.replaying:  # a finished game's replay: the hand seen at every step, nobody plays
        return (full_game(board) and board.viewer is not None and not draft_cards.drafting(board)
                and bool(own_hand(board)))
    return (full_game(board) and board.viewer is not None and view is not None and view.phase == Phase.WORK
            and not card_decision(board) and not draft_cards.drafting(board) and bool(own_hand(board)) and not board.controls)


def hand_drawn(board: AgricolaBoard) -> bool:
    """Whether the band shows the hand now (not the score sheet): the draft's cards too."""
    if card_decision(board) or draft_cards.drafting(board):
        return True
    hover = board.hover
    # a space's preview serves the choice; once it is made the hand comes back
    pointing = board.interactive and hover is not None and hover[0] in ("space", "major")
    return tabs_shown(board) and board.band_tab == "hand" and not pointing


def tab_rects(board: AgricolaBoard) -> list[tuple[str, pygame.Rect]]:
    """The tabs over the band's body: the hand, then the score sheet."""
    body = board.band_body()
    height = board.geo.px(22)
    half = body.width // 2
    return [("hand", pygame.Rect(body.x, body.y, half - board.geo.px(2), height)),
            ("score", pygame.Rect(body.x + half + board.geo.px(2), body.y, body.width - half - board.geo.px(2),
                                  height))]


def tab_body(board: AgricolaBoard) -> pygame.Rect:
    """The band's body under the tabs."""
    body = board.band_body()
    top = body.y + board.geo.px(26)
    return pygame.Rect(body.x, top, body.width, body.bottom - top)


def hand_area(board: AgricolaBoard) -> pygame.Rect | None:
    """Where the hand is drawn now (``None``: not drawn)."""
    if draft_cards.drafting(board):
        return board.below_buttons()
    if not hand_drawn(board) or not own_hand(board):
        return None
    return board.below_buttons() if card_decision(board) else tab_body(board)


def tab_label(board: AgricolaBoard, key: str) -> str:
    """A tab's words: the hand with how many occupations and minor improvements it holds."""
    _ = board.gettext
    if key == "score":
        view = board.view
        if board.replaying and view is not None and view.phase == Phase.FEED:
            return board.words.harvest_title  # the replay's harvest: its table under this tab
        return _("Score")
    hand = own_hand(board)
    occupations = sum(1 for card in hand if face_of(board, card).kind == "occupation")
    return _("Hand {occupations} · {minors}").format(occupations=occupations, minors=len(hand) - occupations)


def laid_out(board: AgricolaBoard) -> list[HandCard]:
    """The hand's cards where they lie in the band, each with its state now."""
    area = hand_area(board)
    if area is None:
        return []
    key = ("hand", tuple(area), board.text_scale)
    return board.answer(key, lambda: _lay_out(board, area))


def _lay_out(board: AgricolaBoard, area: pygame.Rect) -> list[HandCard]:
    if draft_cards.drafting(board):
        return draft_cards.lay_out(board, area)
    hand = own_hand(board)
    kind = card_decision(board)
    geo = board.geo
    gap = geo.px(2)
    head = geo.px(15) if kind else 0
    if kind:
        # one kind, two columns: larger cards, the lit ones first
        shown = [card for card in hand if face_of(board, card).kind == kind]
        states = [_state(board, card) for card in shown]
        order = sorted(range(len(shown)), key=lambda i: states[i][0] != "lit")
        columns = [order[0::2], order[1::2]]
        listed = [[(shown[i], states[i]) for i in col] for col in columns]
    else:
        listed = [[(card, ("", None, "", "")) for card in hand if face_of(board, card).kind == k]
                  for k in cards.KINDS]
    width = (area.width - gap) // 2
    rows = max(4, max(len(col) for col in listed))
    tall = min(geo.px(52), (area.height - head - gap * (rows - 1)) // rows)
    out = []
    for c, column in enumerate(listed):
        x = area.x + c * (width + gap)
        for r, (card, (state, cost, reason, short)) in enumerate(column):
            rect = pygame.Rect(x, area.y + head + r * (tall + gap), width, tall)
            out.append(HandCard(card, rect, state, cost, reason, short))
    return out


def _state(board: AgricolaBoard, card_id: str) -> tuple[str, Goods | None, str, str]:
    """A card's state in a card decision: lit with its cost now, or dim with the reason (in
    full and in short)."""
    view, viewer, _ = board.shown, board.viewer, board.gettext
    assert viewer is not None
    farmer = view.players[viewer]
    card = view.tables.card(card_id)
    progress = view.progress
    cost: Goods = card.cost
    if progress is not None and progress.part >= 0:
        cost = cards.card_cost(view, farmer, card, card_instead.part_of(view, progress))
    if PlayCard(card_id) in board.my_moves():
        return "lit", cost, "", ""
    if not cards.meets(view, viewer, card):
        return "dim", None, _("Its prerequisite is not met"), _("Needs not met")
    if not farmer.has(cost):
        return "dim", None, _("You cannot pay {cost} now").format(cost=goods_text(cost, _)), _("Cannot pay")
    return "dim", None, _("Cannot be played now"), _("Not now")


def card_at(board: AgricolaBoard, pos: tuple[int, int]) -> HandCard | None:
    """The hand's card under ``pos``."""
    return next((card for card in laid_out(board) if card.rect.collidepoint(pos)), None)


def tab_at(board: AgricolaBoard, pos: tuple[int, int]) -> str | None:
    """The band's tab under ``pos``."""
    if not tabs_shown(board):
        return None
    return next((key for key, rect in tab_rects(board) if rect.collidepoint(pos)), None)


def click(board: AgricolaBoard, pos: tuple[int, int]) -> bool:
    """A click on a tab opens it; on a lit card, plays it."""
    tab = tab_at(board, pos)
    if tab is not None:
        board.band_tab = tab
        return True
    card = card_at(board, pos)
    if card is None:
        return False
    if draft_cards.drafting(board):
        move = draft_cards.move_of(board, card)
        if move is not None:
            board.play(move)
    elif card.state == "lit":
        board.play(PlayCard(card.card))
    return True


def draw_tabs(surface: pygame.Surface, board: AgricolaBoard) -> None:
    """The hand and score tabs, the open one on the band's paper."""
    geo = board.geo
    px = round(geo.px(12) * board.text_scale)
    for key, rect in tab_rects(board):
        open_ = board.band_tab == key
        pygame.draw.rect(surface, COLOURS["farm_paper"] if open_ else COLOURS["space"], rect,
                         border_radius=geo.px(5))
        pygame.draw.rect(surface, theme.GOLD if open_ else COLOURS["space_edge"], rect, max(1, geo.px(2 if open_ else 1)),
                         border_radius=geo.px(5))
        letter(surface, board.fonts, "bold" if open_ else "body", px, tab_label(board, key), rect, theme.INK)


def hand_picture(board: AgricolaBoard, area: pygame.Rect) -> pygame.Surface:
    """The hand in ``area`` as a picture (kept while the view, the language and the size stay)."""
    key = (board.shown_look(), tuple(area), board.text_scale, board.band_tab)
    kept = board.kept_hand
    if kept is not None and kept[0] == key:
        return kept[1]
    picture = pygame.Surface(area.size, pygame.SRCALPHA)
    _paint(picture, board, area)
    picture = draw.ready(picture)
    board.kept_hand = (key, picture)
    return picture


def _paint(surface: pygame.Surface, board: AgricolaBoard, area: pygame.Rect) -> None:
    geo, _ = board.geo, board.gettext
    laid = laid_out(board)
    if draft_cards.drafting(board):
        draft_cards.paint(surface, board, area, laid)
        return
    head = geo.px(15)
    px = round(geo.px(11) * board.text_scale)
    kind = card_decision(board)
    if kind:  # (the two kinds of the whole hand differ by their paper, with no heading)
        lit = sum(1 for card in laid if card.state == "lit")
        said = (_("Occupations playable now: {count}") if kind == "occupation"
                else _("Minors playable now: {count}")).format(count=lit)
        letter(surface, board.fonts, "bold", px, said, pygame.Rect(0, 0, area.width, head), darker(BAND[kind], 0.7),
               align="left")
    for card in laid:
        rect = card.rect.move(-area.x, -area.y)
        draw_compact(surface, board, face_of(board, card.card), rect, card.state, card.cost_now, card.short)


def draw_hand(surface: pygame.Surface, board: AgricolaBoard) -> None:
    """The tabs (while a person is placed) and the hand, if it is drawn now."""
    if tabs_shown(board):
        draw_tabs(surface, board)
    area = hand_area(board)
    if area is not None and area.width > 0 and area.height > 0:
        surface.blit(hand_picture(board, area), area)
