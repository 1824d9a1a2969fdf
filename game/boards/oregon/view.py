"""The Oregon board view: the map, the score track, the player panels, the supply and the
hand of the person at the screen, turning their clicks into one legal move.

Picking two cards highlights every space where a legal move plays exactly those cards
(both readings of two landscape cards); hovering a highlighted space previews what it
scores, hovering any other space says why it cannot be used (the rules' reason); a click
on a highlighted space completes the move.  The draw step and the extra turn are offered as
buttons (and the decks themselves are clickable).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.boards.base import SeatLook, board_text_scale
from game.boards.kit.actions import Action
from game.boards.kit.flights import fly
from game.boards.kit.interactive import InteractiveBoard
from game.boards.kit.panels import PanelPainter
from game.boards.kit.picking import positions_of
from game.boards.kit.pieces import SeatPieces
from game.boards.kit.score_track import StripTrackPainter
from game.boards.kit.shading import cast_on_table
from game.boards.kit.timeline import Drop, draw_risings, ease_out
from game.boards.oregon.anim import Animations, fly_played
from game.boards.oregon.board_art import BoardPainter
from game.boards.oregon.cards import CardBook
from game.boards.oregon.choices import Choices, choices_for, prompt_for
from game.boards.oregon.geometry import OregonLayout, lay_out
from game.boards.oregon.hand import HandPainter
from game.boards.oregon.help import hover_reason, space_tooltip
from game.boards.oregon.look import LOOK, TINTS
from game.boards.oregon.panels import private_values, render_panel
from game.boards.oregon.selection import Selection, cards_of, hand_slots, space_of
from game.boards.oregon.supply import SupplyPainter
from game.match_setup import MatchSetup
from game.rules.core import Event, Move, State
from game.rules.oregon.moves import DrawCard
from game.rules.oregon.scoring import BUILDING
from game.rules.oregon.state import OregonState
from game.ui.context import UiContext

TRACK_STEPS = 50
"""Steps in one lap of the score track (0 to 49); a score beyond goes round again."""


class OregonBoardView(InteractiveBoard):
    """Oregon's :class:`BoardView` (see :mod:`game.boards.base` for the life cycle)."""

    view: OregonState | None

    def __init__(
        self, ctx: UiContext, setup: MatchSetup, content: Any, seats: Sequence[SeatLook]
    ) -> None:
        self.anims = Animations(ctx.settings.animation_speed)
        super().__init__(ctx, setup, content, seats, self.anims)
        self.pieces = SeatPieces(self.seats, LOOK.shapes["farmer"], TINTS["piece_shadow"])
        self.board = BoardPainter(ctx.art, content, self.pieces)
        self.track = StripTrackPainter(ctx.fonts, TRACK_STEPS, 5, self.pieces.marker)
        self.panels = PanelPainter(ctx.fonts)
        self._private_values: list[tuple[int, str]] = []
        self.selection = Selection()
        self.geometry: OregonLayout | None = None
        self.legal: list[Move] = []
        self.choices = Choices("over")
        self.hover_space: tuple[int, int] | None = None
        self.hover_slot: int | None = None
        self.hint: Move | None = None
        self._panel_faces: list[tuple[pygame.Rect, pygame.Surface]] = []
        self.panel_scores: list[int] = []
        """The score each player panel shows now (counting up while points are scored)."""
        self.follow_language()

    # -- language and layout -------------------------------------------------------------

    def language_switched(self) -> None:
        self.cards = CardBook(self.ctx.art, self.ctx.fonts, self.content, self._)
        self.hand = HandPainter(self.ctx.fonts, self.ctx.art, self.cards, self._)
        self.supply = SupplyPainter(self.ctx.fonts, self.ctx.art, self._)
        if self.rect.width > 1:
            self.layout(self.rect)

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        content = self.content
        scale = board_text_scale(self.ctx.settings)
        for painter in (self.cards, self.hand, self.supply, self.panels, self.track):
            painter.text_scale = scale
        self.geometry = lay_out(self.rect, content.rows, content.columns, len(self.seats))
        self.board.layout()
        self.picture.forget()  # what lies under the board may have changed with the layout
        self.track.layout(self.geometry.track)
        self.supply.layout(self.geometry.supply, len(content.buildings))
        self._rebuild()

    # -- the position ----------------------------------------------------------------------

    def show(self, view: State, viewer: int | None, interactive: bool) -> None:
        assert isinstance(view, OregonState)
        old = self.view
        changed = old is None or (view.phase, view.player, view.hands) != (old.phase, old.player, old.hands)
        self.accept(view, viewer, interactive)
        if changed:
            self.selection.clear()
        self._rebuild()

    @property
    def start_tile(self) -> int | None:
        """The start tile shown in place of the hand in round one (its building index)."""
        view = self.view
        if view is None or self.viewer is None or view.phase_name != "start" or view.start_tile[self.viewer] < 0:
            return None
        return view.start_tile[self.viewer]

    @property
    def slots(self) -> list[str]:
        """The hand of the person at the screen, one entry per card (and the joker)."""
        if self.view is None or self.viewer is None:
            return []
        return hand_slots(self.view, self.viewer)

    def _rebuild(self) -> None:
        if self.view is None or self.geometry is None:
            return
        self.legal = self.view.legal_moves() if self.interactive else []
        slots = self.slots
        self.choices = choices_for(self.view, self.legal, slots, self.selection.picked, self._)
        self.hand.layout(self.geometry.hand, max(len(slots), self.content.hand_size + 1))
        self.offer(self.hand.actions, self.choices.actions, self.cards.text_scale)
        self._render_panels()

    def _render_panels(self) -> None:
        assert self.view is not None and self.geometry is not None
        self.panel_scores = self.anims.counted_scores(self.view.score)
        self.panels.clear()
        self._private_values = []
        self._panel_faces = []
        for player, rect in enumerate(self.geometry.panels):
            self._private_values += private_values(self.view, player, self.viewer)
            face = render_panel(self.panels, rect, self.seats[player], self.view, player, self.viewer, self.ctx.art,
                                self.pieces, self.panel_scores[player])  # fmt: skip
            self._panel_faces.append((rect, face))

    def animate(self, events: Sequence[Event], before: State | None) -> None:
        old = list(before.score) if isinstance(before, OregonState) else []
        codes = {b.id: BUILDING + i for i, b in enumerate(self.content.buildings)}
        self.anims.start(events, old or [0] * len(self.seats), codes, fly_played(self, events, before))
        drawn = [e for e in events if e.kind == "card_drawn" and str(e.args.get("deck")) in self.supply.decks]
        for n, event in enumerate(drawn if self.anims.factor > 0 else []):
            # a drawn card flies from its deck to the hand at the screen, or up and away for another's hand
            deck = self.supply.decks[str(event.args["deck"])]
            mine = event.player == self.viewer and len(self.hand.slot_rects) > 0
            target = self.hand.slot_rects[-1] if mine else deck.move(0, -deck.height)
            fly(self.anims, self.seen(deck), deck, target, after=0.2 * n, fades=not mine)

    # -- input -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.geometry is not None and super().handle_event(event)

    def point_at(self, pos: tuple[int, int]) -> None:
        if self.geometry is None:  # not laid out yet: nothing lies anywhere
            return
        self.hover_space = self.geometry.space_at(pos)
        self.hover_slot = self.hand.slot_at(pos, self.selection.picked)

    def click(self, pos: tuple[int, int]) -> bool:
        self.point_at(pos)
        if self.hover_slot is not None and self.hover_slot < len(self.slots):
            return self._click_card(self.hover_slot)
        if self.hover_space is not None:
            move = self.choices.targets.get(self.hover_space)
            if move is not None:
                self.play(move)
            return True
        deck = self.supply.deck_at(pos)
        if deck in self.choices.decks:
            self.play(self.choices.decks[deck])
            return True
        return False

    def _click_card(self, slot: int) -> bool:
        phase = self.choices.phase
        if phase == "play":
            self.selection.toggle(slot)
            self._rebuild()
            return True
        if phase == "draw":
            move = self.choices.useless.get(self.slots[slot])
            if move is not None:
                self.play(move)
            return True
        return False

    def play(self, move: Move) -> None:
        if move in self.legal:
            super().play(move)

    def selection_played(self) -> None:
        self.selection.clear()
        self.hint = None

    def cancel(self) -> bool:
        dropped = self.selection.clear()
        if dropped:
            self._rebuild()
        return dropped

    def confirm(self) -> bool:
        """Enter: place on the hovered highlighted space or the only one, else play the
        main action."""
        targets = self.choices.targets
        space = self.hover_space if self.hover_space in targets else None
        if space is None and len(targets) == 1:
            space = next(iter(targets))
        if space is not None:
            self.play(targets[space])
            return True
        return super().confirm()

    def action(self) -> Action | None:
        """The one enabled main button, if there is exactly one."""
        primary = [a for a in self.choices.actions if a.primary and a.move is not None]
        return primary[0] if len(primary) == 1 else None

    def play_action(self, key: str) -> None:
        """Play the move of the action button ``key``."""
        self.buttons.press(key)

    def show_hint(self, move: Move | None) -> None:
        self.hint = move

    def hint_spots(self, move: Move) -> list[pygame.Rect]:
        """Where ``move`` is clicked, in order: the hand's cards (and the joker) it plays, then
        its space; the deck a draw takes from; else the button that plays it."""
        if self.geometry is None:
            return []
        if isinstance(move, DrawCard):
            deck = self.supply.decks.get(move.deck)
            return [deck] if deck is not None else []
        used = list(cards_of(move) or ())
        slots = self.slots
        picks = [n for n in positions_of(slots, used) if n < len(self.hand.slot_rects)]
        spots = [self.hand.slot_rects[n] for n in picks]
        space = self.hint_spot(move)
        if space is not None:
            return spots + [space]
        button = self.buttons.rect_of(move)
        return spots + ([button] if button is not None else [])

    def hint_spot(self, move: Move) -> pygame.Rect | None:
        """The space a placement uses."""
        space = space_of(move)
        return self.geometry.space_rect(space) if space is not None and self.geometry is not None else None

    # -- words -------------------------------------------------------------------------------

    def prompt(self) -> str:
        if self.view is None or not self.interactive:
            return ""
        return hover_reason(self) or prompt_for(self.view, self.choices, len(self.selection.picked), self._)

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        """Over a highlighted space, what placing there would score (beside the pointer, not
        only on the prompt line); elsewhere what is under the pointer."""
        if self.geometry is not None:
            self.point_at(pos)  # the table asks before the board hears the pointer moved
        preview = hover_reason(self) if self.hover_space in self.choices.targets else ""
        return preview or space_tooltip(self, pos)

    # -- drawing ---------------------------------------------------------------------------

    def look(self) -> tuple[object, ...] | None:
        """Everything the drawing reads, so that a still board is one blit a frame (``None``
        while something moves or the spaces on offer pulse)."""
        if self.anims.busy or self.view is None or self.choices.targets:
            return None
        return (*self.shown_look(), id(self.geometry), tuple(self.rect), tuple(self.selection.picked), self.hint,
                self.hover_space, self.hover_slot, tuple((b.hovered, b.enabled) for b in self.buttons))

    def paint(self, surface: pygame.Surface) -> None:
        view, geometry = self.view, self.geometry
        if view is None or geometry is None:
            return
        self.hand.private_shown = []
        if self.anims.counted_scores(view.score) != self.panel_scores:
            self._render_panels()
        hidden = self.anims.dropping_cells(self.content.columns)
        lift = max(2, geometry.cell // 10)
        cast_on_table(surface, geometry.board, max(4, geometry.cell // 5), lift)
        for rect, _face in self._panel_faces:
            cast_on_table(surface, rect, max(6, rect.height // 10), lift)
        self.board.draw(surface, geometry, view.cells, hidden)
        self.board.draw_bands(surface, geometry, self.selection.cards(self.slots))
        hint_space = space_of(self.hint) if self.hint is not None else None
        self.board.draw_highlights(
            surface, geometry, self.choices.targets, self.hover_space, self.anims.clock, hint_space
        )
        if self.hover_space is not None and self.hover_space not in self.choices.targets:
            self.board.draw_hover(surface, geometry, self.hover_space)
        self.track.draw(surface, self.anims.track_scores(view.score))
        for rect, face in self._panel_faces:
            surface.blit(face, rect)
        self.supply.draw(surface, view, set(self.choices.decks))
        self._draw_hand(surface)
        self.buttons.draw(surface)
        self._draw_animations(surface, geometry)

    def _draw_hand(self, surface: pygame.Surface) -> None:
        if self.viewer is None:
            return
        if self.start_tile is not None:
            self.hand.draw_start_tile(surface, self.content.buildings[self.start_tile].id)
            return
        slots, choices = self.slots, self.choices
        usable = self.interactive and choices.phase == "play"
        dimmed = set(range(len(slots))) - choices.playable if usable else set()
        picked = list(self.selection.picked) or _hint_slots(self.hint, slots)
        self.hand.draw(surface, self.viewer, slots, picked, dimmed, self.hover_slot)

    def _draw_animations(self, surface: pygame.Surface, geometry: OregonLayout) -> None:
        """Pieces falling onto their spaces and "+N" rising where points were earned."""
        anims = self.anims
        for cue in anims.running(Drop):
            if not anims.started(cue):
                continue
            t = anims.eased(cue)
            self.board.draw_piece(surface, geometry, cue.what.where, cue.what.what, lift=1.2 * (1 - t),
                                  scale=1.25 - 0.25 * t)  # fmt: skip
        font = self.ctx.fonts.get("display", max(14, int(geometry.cell * 0.6 * self.cards.text_scale)))

        def look(progress: float) -> tuple[int, int]:
            t = ease_out(progress)
            return int(t * geometry.cell * 0.9), int(255 * min(1.0, 2.2 * (1 - t)))

        draw_risings(surface, anims, font, lambda space: geometry.space_rect(space).midtop, look)

    def cell_rect(self, cell: tuple[int, ...]) -> pygame.Rect | None:
        """The space ``(row, column)``; a row or column of -1 is the symbol edge."""
        return self.geometry.space_rect((cell[0], cell[1])) if self.geometry and len(cell) == 2 else None

    # -- checks for tests --------------------------------------------------------------------

    def drawn_texts(self) -> list[str]:
        """Every text the view rendered for the last frame (panels, track, supply, hand,
        buttons)."""
        written = self.panels.texts + self.track.texts + self.supply.texts + self.hand.texts
        return [text for _rect, text in written] + [button.label for button in self.buttons]

    def private_shown(self) -> list[tuple[int, str]]:
        """Private things drawn in the last frame, as ``(owner, what)``: hand cards and
        tile values."""
        return self._private_values + self.hand.private_shown

    def text_rects(self) -> list[tuple[pygame.Rect, str]]:
        """Where each text of the last frame sits (for overlap checks)."""
        return self.panels.texts + self.supply.texts + self.hand.texts + self.buttons.texts()


def _hint_slots(hint: Move | None, slots: list[str]) -> list[int]:
    cards = cards_of(hint) if hint is not None else None
    return positions_of(slots, cards) if cards is not None else []
