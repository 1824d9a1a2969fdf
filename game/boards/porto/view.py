"""Porto's board view: the street, the cards and the contracts, and the person's picks turned
into one legal move.  Legality always comes from the rules (``legal_moves()``, the preview
helpers, or the ``IllegalMove`` of a move tried on a copy)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.boards.base import SeatLook, board_text_scale
from game.boards.kit.actions import Action
from game.boards.kit.cards import card_at
from game.boards.kit.interactive import InteractiveBoard
from game.boards.kit.lettering import write
from game.boards.kit.picking import Picks, Selection, by_key, exactly, may_join, positions_of
from game.boards.kit.pushbutton import draw_canvas_button
from game.boards.kit.timeline import Timeline
from game.boards.kit.tooltips import hit, hit_item
from game.boards.porto import cards, contracts, panel, street, tracks
from game.boards.porto.animations import cue_events, fly_cards
from game.boards.porto.art import PortoArt
from game.boards.porto.geometry import BoardGeometry, lay_out
from game.boards.porto.names import REASONS, WORDS
from game.boards.porto.selection import (
    bonus_house,
    build_refusals,
    draw_total,
    drawn_slots,
    hand_codes,
    kept_positions,
    options_by_house,
)
from game.boards.porto.tooltips import tooltip_at
from game.boards.porto.words import Words
from game.match_setup import MatchSetup
from game.rules.core import Event, Move, State
from game.rules.porto.legal import CHOOSE_CONTRACTS, PLACE_BONUS, PLAY
from game.rules.porto.moves import Build, Draw, KeepContracts, Pass, PlaceBonus
from game.rules.porto.preview import BuildOption, contracts_fulfilled_by, score_preview
from game.rules.porto.setup import tables_for
from game.rules.porto.state import PortoState
from game.ui import draw, theme
from game.ui.context import UiContext


class PortoBoard(InteractiveBoard):
    """The interactive board of Porto (see :mod:`game.boards.base` for the life cycle)."""

    view: PortoState | None

    def __init__(self, ctx: UiContext, setup: MatchSetup, content: Any, seats: Sequence[SeatLook]) -> None:
        self.animations = Timeline()
        super().__init__(ctx, setup, content, seats, self.animations)
        self.tables = tables_for(content)
        self.art = PortoArt(ctx.fonts)
        self.hand: list[str] = []
        self.hand_rects: list[pygame.Rect] = []
        self.hand_picked = Picks[int](2)
        """Hand cards picked to build with (positions in :attr:`hand`; a third replaces the first)."""
        self.display_picked = Picks[int](self.tables.display_size)
        """Display slots (from 1) picked to take."""
        self.keep_picked = Picks[int](self.tables.private_kept, replace=False)
        """Dealt private contracts (from 1) picked to keep."""
        self.selection = Selection(hand=self.hand_picked, display=self.display_picked, keep=self.keep_picked)
        self.options: dict[int, list[BuildOption]] = {}
        self.chips: list[tuple[pygame.Rect, BuildOption]] = []
        self.bonus_targets: dict[int, Move] = {}
        self.focus: BuildOption | None = None
        self.backdrop: pygame.Surface | None = None
        self._panels: list[tuple[pygame.Surface, pygame.Rect]] = []
        self.words = Words(WORDS, self.gettext, self.ctx.translator.ngettext)
        """The board's words in the interface language (built again when it changes)."""
        self.layout(pygame.Rect(0, 0, 1176, 764))

    # --- contract with the table ----------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        # the table lays the board out on every rebuild: what lies beneath may have changed
        self.picture.forget()
        text_scale = board_text_scale(self.ctx.settings)
        if rect == self.rect and self.backdrop is not None and text_scale == self.geo.text_scale:
            return
        self.rect = pygame.Rect(rect)
        t = self.tables
        self.geo: BoardGeometry = lay_out(self.rect, len(t.heights), max(t.heights), t.public_face_up,
                                          t.display_size, t.private_kept, text_scale)
        self.art.kept.clear()
        geo = self.geo
        self.backdrop = street.street_backdrop(geo.street.size, geo.houses[0].bottom - geo.street.y,
                                               geo.river.move(-geo.street.x, -geo.street.y))
        parts = (geo.display, geo.public, geo.hand, geo.private)
        self._panels = [(draw.paper_panel(part.size, geo.px(12)), part) for part in parts]
        self._relayout_selection()

    def show(self, view: State, viewer: int | None, interactive: bool) -> None:
        assert isinstance(view, PortoState)
        self.accept(view, viewer, interactive)
        self.hand = hand_codes(view, viewer) if viewer is not None else []
        self.selection_played()
        self._move = None
        self._refresh()

    def animate(self, events: Sequence[Event], before: State | None) -> None:
        cue_events(self.animations, events, self.speed, self.geo.floor_height * 4, before)
        fly_cards(self, events, before)

    # --- what is picked ------------------------------------------------------------------
    @property
    def keep_panel_open(self) -> bool:
        """Whether the keep-contracts panel covers the street (the person at the screen is
        choosing which private contracts to keep)."""
        return self.view is not None and self.view.phase == CHOOSE_CONTRACTS and self.interactive

    def _refresh(self) -> None:
        view = self.view
        self.options = {}
        self.bonus_targets = {}
        if view is not None and self.interactive:
            if view.phase == PLAY:
                picked = [self.hand[i] for i in self.hand_picked]
                self.options = options_by_house(view, picked)
            elif view.phase == PLACE_BONUS:
                self.bonus_targets = by_key(view.legal_moves(), bonus_house)
        if self.focus is not None and self.focus not in self.options.get(self.focus.house, []):
            self.focus = None
        self._relayout_selection()

    def _relayout_selection(self) -> None:
        self.hand_rects = cards.hand_rects(self, len(self.hand))
        street.lay_chips(self)

    def highlighted_houses(self) -> set[int]:
        """Houses (from 1) lit now: those the picked cards can build on, or the roofs the
        bonus token may go to."""
        return set(self.options) | set(self.bonus_targets)

    def preview_for(self, option: BuildOption) -> list[tuple[str, int]]:
        """The rules' score preview of ``option`` (kept while the view is shown)."""
        view = self.shown
        return self.answer(("preview", option.move), lambda: score_preview(view, option.move))

    def lit_contracts(self) -> set[str]:
        """Public contracts the focused build would fulfil."""
        view, focus = self.view, self.focus
        if focus is None or view is None:
            return set()
        return self.answer(("lit", focus.move), lambda: set(contracts_fulfilled_by(view, focus.move)))

    def may_pick_slot(self, slot: int) -> bool:
        """Whether display slot ``slot`` may join the cards picked so far."""
        return self.view is not None and may_join(self.view.legal_moves(), drawn_slots, self.display_picked, slot)

    def _only_pass(self) -> bool:
        return self.view is not None and self.interactive and self.view.legal_moves() == [Pass()]

    # --- prompts ------------------------------------------------------------------------
    def prompt(self) -> str:
        view = self.view
        if view is None or not self.interactive:
            return ""
        if self.selection.reason:
            return self.selection.reason
        words = self.words
        if view.phase == CHOOSE_CONTRACTS:
            return words.say("keep_prompt", picked=len(self.keep_picked), wanted=view.tables.private_kept)
        if view.phase == PLACE_BONUS:
            return words.say("bonus_prompt", value=view.pending_bonus)
        if self._only_pass():
            return words.must_pass
        if self.display_picked:
            slots = sorted(self.display_picked)
            picked = [view.tables.card_codes[view.display[s - 1]] for s in slots]
            return words.say("take_prompt", cards=words.cards(picked, view.tables), total=draw_total(view, slots),
                             limit=view.tables.draw_max_value)
        if len(self.hand_picked) == 1:
            return words.pick_second
        if len(self.hand_picked) == 2:
            if self.focus is not None:
                f = self.focus
                return words.option_text(f.house, f.floors, f.colour, f.points)
            return words.choose_house if self.options else words.no_build
        # with fewer than two cards in hand, building is not a choice to offer
        return words.say("pick_cards" if len(self.hand) >= 2 else "pick_display", limit=view.tables.draw_max_value)

    # --- input --------------------------------------------------------------------------
    def point_at(self, pos: tuple[int, int]) -> None:
        if not self.options:
            return
        chip = hit_item(self.chips, pos)
        if chip is not None:
            self.focus = chip
            return
        house = self._house_at(pos)
        if house in self.options:
            self.focus = self.options[house][0]

    def _house_at(self, pos: tuple[int, int]) -> int | None:
        """The house a click or hover over ``pos`` means (its roof space counts)."""
        return self.geo.house_at(pos, self.geo.floor_height)

    def click(self, pos: tuple[int, int]) -> bool:
        view = self.shown
        if view.phase == CHOOSE_CONTRACTS:
            return self._click_keep(pos)
        if self.geo.action.collidepoint(pos):
            return self.confirm() or True
        house = self._house_at(pos)
        if view.phase == PLACE_BONUS:
            if house is None:
                return False
            if house in self.bonus_targets:
                self.play(self.bonus_targets[house])
            else:
                self.selection.reason = REASONS.why_not(self.view, PlaceBonus(house), self.gettext)
            return True
        chip = hit_item(self.chips, pos)
        card = card_at(self.hand_rects, pos)
        shown = hit(self.geo.display_cards, pos)
        if chip is not None:
            self.play(chip.move)
        elif card is not None:
            self._pick_hand(card)
        elif shown is not None and view.display[shown] >= 0:
            self._pick_display(shown + 1)
        elif house is not None and len(self.hand_picked) == 2:
            self._click_house(house)
        else:
            return False
        return True

    def _pick_hand(self, index: int) -> None:
        self.selection.pick("hand", index)
        self.focus = None
        self._refresh()

    def _pick_display(self, slot: int) -> None:
        self.focus = None
        self.selection.pick("display", slot, lambda: self._display_refusal(slot))
        self._refresh()

    def _display_refusal(self, slot: int) -> str:
        """Why display slot ``slot`` may not join the cards picked ("" when it may)."""
        if slot in self.display_picked or self.may_pick_slot(slot):
            return ""
        return REASONS.why_not(self.shown, Draw(tuple(sorted([*self.display_picked, slot]))), self.gettext)

    def _click_house(self, house: int) -> None:
        assert self.view is not None
        options = self.options.get(house)
        if options and len(options) == 1:
            self.play(options[0].move)
        elif options:
            self.focus = self.focus if self.focus in options else options[0]
        else:
            reasons = build_refusals(self.view, [self.hand[i] for i in self.hand_picked], house)
            text = " / ".join(REASONS.explain(r, self.gettext) for r in reasons)
            self.selection.reason = self.words.say("house_reason", house=house, reason=text) if text else ""

    def _click_keep(self, pos: tuple[int, int]) -> bool:
        assert self.view is not None and self.viewer is not None
        _panel, rects, button = contracts.keep_layout(self, len(self.view.private_dealt[self.viewer]))
        if button.collidepoint(pos):
            return self.confirm() or True
        card = hit(rects, pos)
        if card is None:
            return False
        self.selection.pick("keep", card + 1)
        return True

    def selection_played(self) -> None:
        self.selection.clear()
        self.focus = None

    def cancel(self) -> bool:
        if not self.selection:
            return False
        self.selection_played()
        self._refresh()
        return True

    def hint_spot(self, move: Move) -> pygame.Rect | None:
        """The house a build or the bonus token goes to, above its number plaque; the cards
        a draw takes from the display."""
        if isinstance(move, Draw) and hasattr(self, "geo"):
            slots = self.geo.display_cards
            taken = [slots[slot - 1] for slot in move.slots if 0 < slot <= len(slots)]
            return taken[0].unionall(taken[1:]) if taken else None
        house = getattr(move, "house", None)
        whole = self.cell_rect((house,)) if isinstance(house, int) else None
        if whole is None:
            return None
        assert isinstance(house, int)
        return pygame.Rect(whole.x, whole.y, whole.width, max(1, self.geo.plaques[house - 1].top - whole.y))

    def hint_spots(self, move: Move) -> list[pygame.Rect]:
        """Each display card a draw takes; a build's two hand cards, then its house."""
        if isinstance(move, Draw) and hasattr(self, "geo"):
            slots = self.geo.display_cards
            return [slots[slot - 1] for slot in move.slots if 0 < slot <= len(slots)]
        spots: list[pygame.Rect] = []
        if isinstance(move, Build) and self.view is not None:
            picks = positions_of(self.hand, [move.floors, move.colour])
            spots = [self.hand_rects[i] for i in picks if 0 <= i < len(self.hand_rects)]
        house = self.hint_spot(move)
        return spots + ([house] if house is not None else [])

    def show_hint(self, move: Move | None) -> None:
        if self.view is None or move is None:
            return
        if isinstance(move, Build):
            self.selection.show("hand", positions_of(self.hand, [move.floors, move.colour]))
            self._refresh()
            self.focus = next((o for o in self.options.get(move.house, []) if o.move == move), self.focus)
        elif isinstance(move, Draw):
            self.selection.show("display", move.slots)
            self._refresh()
        elif isinstance(move, KeepContracts):
            self.selection.show("keep", move.positions)

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        return tooltip_at(self, pos)

    def cell_rect(self, cell: tuple[int, ...]) -> pygame.Rect | None:
        """House ``(n,)`` from its roof space to its plaque, or its floor ``(n, level)``."""
        if not 1 <= cell[0] <= len(self.geo.houses) or len(cell) > 2:
            return None
        house, top = self.geo.houses[cell[0] - 1], street.house_top(self, cell[0] - 1) - self.geo.floor_height
        return street.floor_rect(self, cell[0] - 1, cell[1]) if len(cell) == 2 else (
            pygame.Rect(house.x, top, house.width, self.geo.plaques[cell[0] - 1].bottom - top))

    # --- drawing ------------------------------------------------------------------------
    def action(self) -> Action | None:
        """What the board's button (or Enter) plays now: keep the contracts picked, pass,
        take the display cards picked, or build the focused choice."""
        view, words = self.view, self.words
        if view is None or not self.interactive:
            return None
        if view.phase == CHOOSE_CONTRACTS:
            label = words.say("keep_button", picked=len(self.keep_picked), wanted=view.tables.private_kept)
            return Action("keep", label, exactly(view.legal_moves(), kept_positions, self.keep_picked))
        if view.phase != PLAY:
            return None
        if self._only_pass():
            return Action("pass", words.pass_button, Pass())
        if self.display_picked:
            return Action("take", words.take_button, exactly(view.legal_moves(), drawn_slots, self.display_picked))
        if len(self.hand_picked) == 2:
            return Action("build", words.build_button, self.focus.move if self.focus is not None else None)
        return Action("take", words.take_button, None)

    def look(self) -> tuple[object, ...] | None:
        """Everything the drawing reads, to know when the kept picture is stale (``None``
        while something moves)."""
        if self.animations.busy or self.view is None:
            return None
        return (
            *self.shown_look(), id(self.geo), tuple(self.hand),
            *self.selection.look(), self.focus,
            tuple(self.options), tuple(self.bonus_targets), tuple((tuple(r), o) for r, o in self.chips),
            tuple(tuple(r) for r in self.hand_rects),
        )

    def language_switched(self) -> None:
        self.words = Words(WORDS, self.gettext, self.ctx.translator.ngettext)
        self.art.kept.clear()

    def paint(self, surface: pygame.Surface) -> None:
        assert self.view is not None
        for face, rect in self._panels:
            surface.blit(face, rect)
        street.draw_street(surface, self)
        cards.draw_display(surface, self)
        contracts.draw_public(surface, self)
        tracks.draw_roof_track(surface, self)
        tracks.draw_score_track(surface, self)
        cards.draw_hand(surface, self)
        contracts.draw_private(surface, self)
        panel.draw_preview(surface, self)
        if self.keep_panel_open:
            contracts.draw_keep(surface, self)
        elif (action := self.action()) is not None:
            draw_canvas_button(surface, self.fonts, self.geo, self.geo.action, action)
        panel.draw_floating(surface, self)
        if self.viewer is None:
            font = self.fonts.fit("body", self.geo.text(13), self.words.nobody, self.geo.hand.width)
            write(surface, font, self.words.nobody, theme.INK_SOFT, box=self.geo.hand, center=self.geo.hand.center)
