"""The contract between the generic table and one game's drawing and input.

The table scene (``game.scenes.table``) owns the window frame: top bar, player strip, log,
undo/redo, hints, the bot's progress, hand-off screens, results.  It gives a rectangle to the
game's :class:`BoardView`, which draws the board, the pieces and the hand of the player the
screen belongs to, and turns the person's clicks into one legal :class:`Move`.

A board view never decides legality itself: it filters ``view.legal_moves()`` by what the
person has selected so far, and asks ``IllegalMove`` reasons from the rules (applying a
candidate move to a clone of the view) when the person wants to know why something is not
possible.  It never sees the full state: only ``view`` (for the person at the screen) or, when
nobody private is at the screen (hand-off, spectating bots), a view for ``None``-like public
information chosen by the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.match_setup import MatchSetup
from game.rules.core import Decision, Event, Move, Outcome, State
from game.ui.context import UiContext

TEXT_SCALE_BOUNDS = (0.85, 1.3)
"""The text size setting the boards follow: beyond these their lettering would no longer fit
cards, panels and badges at 1366 x 768 (texts are also shrunk to fit their places)."""


def board_text_scale(settings: object) -> float:
    """The settings' text size (``ui_scale``), bounded by :data:`TEXT_SCALE_BOUNDS`."""
    scale = getattr(settings, "ui_scale", 1.0)
    if isinstance(scale, bool) or not isinstance(scale, int | float):
        return 1.0
    low, high = TEXT_SCALE_BOUNDS
    return min(high, max(low, float(scale)))


@dataclass(frozen=True)
class SeatLook:
    """How a seat looks at the table: name, colour (RGB) and symbol id (colour-blind help)."""

    name: str
    colour: tuple[int, int, int]
    symbol: str
    is_bot: bool


class BoardView:
    """One game's interactive board.  Subclasses implement every method.

    Life cycle, all driven by the table scene:

    - ``layout(rect)`` whenever the window or the table's frame changes;
    - ``show(view, viewer, interactive)`` after every move and whenever the person at the
      screen changes; ``viewer`` is the player whose private things may be drawn (``None``:
      draw nothing private, e.g. behind a hand-off screen); ``interactive`` says whether the
      person may act now (their decision, no animation pending);
    - ``animate(events, before)`` right after a move was applied, to show what changed
      (``before`` is the previous view of the same viewer) — placements slide in, points
      float up; ``busy`` stays true while an animation runs (the table waits for it before
      a bot's next move, at the speed of the animation setting);
    - ``handle_event`` / ``update`` / ``draw`` every frame;
    - ``take_move()`` is polled: it returns the move the person completed, once.
    """

    replaying = False
    """Whether the board shows a finished game's record (the replay): nobody plays, so the
    seen player's private things (an Agricola hand) may stay in sight at every step."""

    def __init__(self, ctx: UiContext, setup: MatchSetup, content: Any, seats: Sequence[SeatLook]) -> None:
        self.ctx = ctx
        self.setup = setup
        self.content = content
        self.seats = list(seats)
        self.rect = pygame.Rect(0, 0, 1, 1)

    def layout(self, rect: pygame.Rect) -> None:
        """Lay the board out inside ``rect`` (pixels)."""
        self.rect = pygame.Rect(rect)

    def show(self, view: State, viewer: int | None, interactive: bool) -> None:
        """Show ``view`` as seen by ``viewer``; accept input only when ``interactive``."""
        raise NotImplementedError

    def animate(self, events: Sequence[Event], before: State | None) -> None:
        """Start animating what ``events`` changed (may do nothing at the instant speed)."""

    @property
    def busy(self) -> bool:
        """Whether an animation is still running."""
        return False

    def skip(self) -> None:
        """Finish every running animation at once (the person clicked or pressed a key while
        the board animated); nothing by default."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to input inside the board; return whether it was consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the board onto ``surface`` (never changes state)."""
        raise NotImplementedError

    def take_move(self) -> Move | None:
        """The move the person has just completed, or ``None``; returns each move once."""
        return None

    def prompt(self) -> str:
        """What the person should do now, or why their selection cannot be played
        ("Choose two cards", "That space is water: farmers cannot stand there")."""
        return ""

    def cancel(self) -> bool:
        """Esc: drop the current selection; ``False`` when there was nothing to drop."""
        return False

    def confirm(self) -> bool:
        """Enter: play the selection if it is one complete move; ``False`` otherwise."""
        return False

    def show_hint(self, move: Move | None) -> None:
        """Highlight a suggested move (``None`` clears it)."""

    def hint_spot(self, move: Move) -> pygame.Rect | None:
        """Where on the board ``move`` would be played (its space, house or place), for the
        numbers that tie the hint card's moves to the board; ``None`` where the board cannot
        point at one (the default)."""
        return None

    def hint_spots(self, move: Move) -> list[pygame.Rect]:
        """Every place the person clicks to make ``move`` (the cards it plays, then its
        space), for a tutorial's rings; by default the one :meth:`hint_spot`."""
        spot = self.hint_spot(move)
        return [] if spot is None else [spot]

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        """What the piece, card or token under ``pos`` is (hover help), if anything."""
        return None

    def repoint(self, pos: tuple[int, int] | None) -> None:
        """The view or the layout changed, or the pointer left the board (``pos`` is
        ``None``): forget a hover that no longer lies under the pointer (nothing by default)."""

    def cell_rect(self, cell: tuple[int, ...]) -> pygame.Rect | None:
        """The pixels of ``cell`` of the board, written in the rules' own coordinates (Oregon
        ``(row, column)``, Porto ``(house,)`` or ``(house, floor)``), for the rules
        reference's diagrams (:mod:`game.boards.kit.diagrams`); ``None`` when the board has
        no such cell."""
        return None

    diagram_surround = True
    """Whether a rules diagram shows what the board draws round its part (a map's next
    spaces); ``False`` papers it over (a farm's neighbours are other panels)."""

    def diagram_inset(self, kind: str, width: int, px: int) -> pygame.Surface | None:
        """A strip at most ``width`` pixels wide, its pieces about ``px`` high, picturing
        ``kind`` of the shown state for a rules diagram (what lies on no cell, such as the
        food each seat starts with); ``None`` when the board draws no such strip."""
        return None

    def draws(self, decision: Decision) -> bool:
        """Whether this board draws ``decision`` itself and turns clicks into its moves; for a
        decision it does not draw, the table shows its generic choice panel (a button per
        legal move) over the board."""
        return True


RevealedPanel = tuple[pygame.Surface, list[tuple[pygame.Rect, str]]]
"""A picture of ``size`` and the texts on it (rectangles relative to the picture), for the
screen's overlap checks."""

ResultsPanel = Callable[[UiContext, State, Sequence[SeatLook], tuple[int, int], int, Callable[[str], str]],
                        RevealedPanel | None]
"""``results_panel(ctx, final_state, seats, size, text_px, gettext)``: see :class:`BoardKit`."""

SeatSummary = Callable[[State, int, Callable[[str], str]], str]
"""``seat_summary(view, player, gettext)``: see :class:`BoardKit`."""


@dataclass(frozen=True)
class BoardKit:
    """Everything game-specific the generic table needs.

    - ``board_view``: builds the game's :class:`BoardView`;
    - ``describe_event(event, names, gettext)``: the event as a log sentence in the current
      language ("Ana places a farmer next to the church: +3"), or ``None`` for events not
      worth a line;
    - ``category_label(category, gettext)``: a results-screen row name for an
      ``Outcome.categories`` id;
    - ``explain_tiebreak(outcome, names, gettext)``: how the tie-break decided, in words;
    - ``end_reason(reason, gettext)``: why the game ended, in words;
    - ``rules_file``: the rules reference folder under ``content/`` (one YAML per language);
    - ``results_panel`` (optional): draws what the end of the game reveals — every player's
      private things (Porto's private contracts and what each scored, Oregon's coal and gold
      tiles) — as a picture of ``size`` pixels with text about ``text_px`` high, given the
      final full state (the game is over, so nothing is private any more); returns ``None``
      when there is nothing to reveal.  The results screen places it under the score sheet;
    - ``seat_summary`` (optional): the public facts of a player that the player strip shows
      without hovering ("Cards 5"), read from the view on screen (so only public things).
    """

    game_id: str
    board_view: Callable[[UiContext, MatchSetup, Any, Sequence[SeatLook]], BoardView]
    describe_event: Callable[[Event, Sequence[str], Callable[[str], str]], str | None]
    category_label: Callable[[str, Callable[[str], str]], str]
    explain_tiebreak: Callable[[Outcome, Sequence[str], Callable[[str], str]], str]
    end_reason: Callable[[str, Callable[[str], str]], str]
    rules_folder: str = ""
    results_panel: ResultsPanel | None = None
    seat_summary: SeatSummary | None = None
    extra: dict[str, Any] = field(default_factory=dict)
