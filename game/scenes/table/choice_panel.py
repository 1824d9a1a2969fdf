"""The generic choice panel: for a decision the game's board does not draw itself
(:meth:`~game.boards.base.BoardView.draws` is false), the table shows the decision's kind as a
title, the step of a multi-step action, one button per legal move and "Done" where the player
may stop, over the board, a page at a time when the moves are many.

A new game is playable on screen this way before its board is drawn.  Texts come from the
``table`` catalog; a kit may name its own decisions and moves through ``kit.extra``:
``decision_title(kind, gettext) -> str | None`` and ``move_label(move, gettext) -> str``.
:func:`choice_layout` places the parts; :class:`ChoicePanel` paints them for the table scene.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.boards.base import BoardKit
from game.i18n import N_
from game.rules.core import Decision, Move
from game.scenes.base import UiScene
from game.ui import theme
from game.ui.widgets import Button

Gettext = Callable[[str], str]

KIND_TITLES: dict[str, str] = {
    "move": N_("Your move"),
    "choose_space": N_("Choose a space"),
    "choose_card": N_("Choose a card"),
    "pay_or_flip": N_("Pay or flip"),
    "place_fence": N_("Place a fence"),
    "sow": N_("Sow your fields"),
    "feed": N_("Feed your family"),
    "keep_contracts": N_("Keep three contracts"),
    "take_or_build": N_("Take cards or build"),
    "place_bonus": N_("Place the bonus token"),
    "place_start_tile": N_("Place your start tile"),
    "play_cards": N_("Play two cards"),
    "discard_two": N_("Discard two cards"),
    "extra_turn": N_("Take the extra turn?"),
    "draw_cards": N_("Draw cards"),
}
"""Titles of the decision kinds the table knows; other kinds read as their key in words."""

STOP_TEXTS = frozenset({"done", "stop", "end", "end-turn", "no-extra-turn", "pass"})
"""The text forms of the explicit "done" move a decision with ``can_stop`` offers (Oregon's
"end-turn" and "no-extra-turn", Porto's "pass", and the plain words a new game would use)."""


def decision_title(decision: Decision, kit: BoardKit, gettext: Gettext) -> str:
    """The panel's title: the kit's own name for the kind, the table's, or the key in words
    ("choose_space" → "Choose a space"; an unknown "take_coins" → "Take coins")."""
    named = kit.extra.get("decision_title")
    if callable(named):
        title = named(decision.kind, gettext)
        if title:
            return str(title)
    known = KIND_TITLES.get(decision.kind or "move")
    if known is not None:
        return gettext(known)
    words = decision.kind.replace("_", " ").strip()
    return words[:1].upper() + words[1:]


def step_text(decision: Decision, gettext: Gettext) -> str:
    """"Step 2 of 3" for a multi-step action ("Step 4" when open-ended), else nothing."""
    if decision.steps == 0:
        return gettext("Step {step}").format(step=decision.step)
    if decision.steps > 1:
        return gettext("Step {step} of {steps}").format(step=decision.step, steps=decision.steps)
    return ""


def move_label(move: Move, kit: BoardKit, gettext: Gettext) -> str:
    """A button's text: the kit's label for the move, else its text form."""
    label = kit.extra.get("move_label")
    if callable(label):
        return str(label(move, gettext))
    return str(move)


def split_stop(decision: Decision, moves: Sequence[Move]) -> tuple[list[Move], Move | None]:
    """The moves for buttons and, when the decision may stop here, the "done" move."""
    if decision.can_stop:
        for move in moves:
            if str(move) in STOP_TEXTS:
                return [m for m in moves if m is not move], move
    return list(moves), None


@dataclass(frozen=True)
class ChoiceLayout:
    """Where the panel's parts go: the panel, title, step line, the buttons of one page, the
    page controls (``previous``/``next``, ``None`` with a single page) and "Done"."""

    panel: pygame.Rect
    title: pygame.Rect
    step: pygame.Rect
    cells: list[pygame.Rect]
    per_page: int
    previous: pygame.Rect | None
    page_label: pygame.Rect | None
    next: pygame.Rect | None
    done: pygame.Rect | None

    def pages(self, count: int) -> int:
        """How many pages ``count`` moves take."""
        return max(1, -(-count // self.per_page))


def choice_layout(board: pygame.Rect, count: int, has_stop: bool, px: Callable[[float], int]) -> ChoiceLayout:
    """Lay the panel out inside ``board`` for ``count`` move buttons (``px`` turns layout units
    into pixels): two columns when there is room, as many rows as fit, pages beyond."""
    margin, pad, gap = px(24), px(20), px(10)
    width = min(board.width - 2 * margin, px(760))
    columns = 2 if width >= px(560) and count > 4 else 1
    row = px(50)
    title_h, step_h, footer_h = px(58), px(32), px(54)
    fixed = 2 * pad + title_h + step_h + gap
    room = board.height - 2 * margin - fixed
    rows_fit = max(1, (room - footer_h - gap + gap) // (row + gap))
    rows_needed = max(1, -(-count // columns))
    paged = rows_needed > rows_fit
    rows = min(rows_needed, rows_fit)
    has_footer = paged or has_stop
    height = fixed + rows * (row + gap) - gap + (gap + footer_h if has_footer else 0)
    panel = pygame.Rect(0, 0, width, min(height, board.height - 2 * margin))
    panel.center = board.center
    inner = panel.inflate(-2 * pad, -2 * pad)
    title = pygame.Rect(inner.x, inner.y, inner.width, title_h)
    step = pygame.Rect(inner.x, title.bottom, inner.width, step_h)
    cell_w = (inner.width - gap * (columns - 1)) // columns
    top = step.bottom + gap
    cells = [pygame.Rect(inner.x + c * (cell_w + gap), top + r * (row + gap), cell_w, row)
             for r in range(rows) for c in range(columns)]
    footer = pygame.Rect(inner.x, inner.bottom - footer_h, inner.width, footer_h)
    previous = page_label = next_ = done = None
    if paged:
        arrow = min(px(90), footer.width // 5)
        previous = pygame.Rect(footer.x, footer.y, arrow, footer.height)
        page_label = pygame.Rect(previous.right + gap, footer.y, arrow * 2, footer.height)
        next_ = pygame.Rect(page_label.right + gap, footer.y, arrow, footer.height)
    if has_stop:
        done_w = min(px(220), footer.width - (next_.right - footer.x + gap if next_ else 0))
        done = pygame.Rect(footer.right - done_w, footer.y, done_w, footer.height)
    return ChoiceLayout(panel, title, step, cells, rows * columns, previous, page_label, next_, done)


class ChoicePanel:
    """The panel at the table: painted on its own layer over the board, its buttons among the
    table's widgets; it remembers the page shown of the decision under way."""

    def __init__(self) -> None:
        self.layer: pygame.Surface | None = None
        self.rect: pygame.Rect | None = None
        self._page = (-1, 0)
        """The decision (by move count) the panel shows and its page."""

    def clear(self) -> None:
        """Show no panel (until the next :meth:`build`)."""
        self.layer, self.rect = None, None

    def covers(self, pos: tuple[int, int]) -> bool:
        """Whether the panel is shown over ``pos`` (the board beneath must not take it)."""
        return self.rect is not None and self.rect.collidepoint(pos)

    def turn_page(self, by: int) -> None:
        """Go to the previous (-1) or next (+1) page."""
        key, page = self._page
        self._page = (key, max(0, page + by))

    def build(
        self, painter: UiScene, text_px: Callable[[str], int], decision: Decision, moves: Sequence[Move],
        kit: BoardKit, key: int, choose: Callable[[Move], None], changed: Callable[[], None],
    ) -> list[Button]:
        """Paint the panel for ``decision`` (``moves``: the legal moves of the person at the
        screen; ``key``: the decision's place in the match, which keeps the page while it
        lasts) with ``painter``'s helpers on a layer of its own; returns its buttons, which
        ``choose`` a move or turn the page (then ``changed``)."""
        self.clear()
        _ = painter.ctx.translator.gettext
        place, fonts = painter.place, painter.ctx.fonts
        moves, stop = split_stop(decision, moves)
        spot = choice_layout(place.rect("board"), len(moves), stop is not None, place.px)
        if self._page[0] != key:
            self._page = (key, 0)
        pages = spot.pages(len(moves))
        page = min(self._page[1], pages - 1)
        body = text_px("handoff_body")
        size = text_px("buttons")
        with painter.painting_on(pygame.Surface(painter.size, pygame.SRCALPHA)) as layer:
            painter.paper(spot.panel)
            painter.write(decision_title(decision, kit, _), "display", body * 3 // 2, theme.INK, spot.title)
            step = step_text(decision, _)
            if step:
                painter.write(step, "body", body, theme.INK_SOFT, spot.step)
            if spot.page_label is not None:
                painter.write(_("{page} of {pages}").format(page=page + 1, pages=pages), "body", size, theme.INK_SOFT,
                              spot.page_label)
        self.layer, self.rect = layer, spot.panel

        def turn(by: int) -> None:
            self.turn_page(by)
            changed()

        buttons = []
        shown = moves[page * spot.per_page:(page + 1) * spot.per_page]
        for n, (cell, move) in enumerate(zip(spot.cells, shown, strict=False)):
            buttons.append(Button(f"choice:{n}", cell, move_label(move, kit, _), fonts, size,
                                  lambda m=move: choose(m), "paper"))  # type: ignore[misc]
        if spot.previous is not None and spot.next is not None:
            buttons.append(Button("choice:previous", spot.previous, "‹", fonts, size, lambda: turn(-1), "paper",
                                  page > 0))
            buttons.append(Button("choice:next", spot.next, "›", fonts, size, lambda: turn(1), "paper",
                                  page < pages - 1))
        if stop is not None and spot.done is not None:
            buttons.append(Button("choice:done", spot.done, _("Done"), fonts, size,
                                  lambda m=stop: choose(m)))  # type: ignore[misc]
        return buttons

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the panel (its buttons are drawn with the table's widgets)."""
        if self.layer is not None:
            surface.blit(self.layer, (0, 0))
