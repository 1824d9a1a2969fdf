"""Fields of Green's board view: the farms, the draft's hand and the face-down choices, the
draw's split, the actions, the equipment choice and the harvest, and the person's picks
turned into one legal move.  Legality always comes from the rules (``legal_moves()`` and the
helpers of :mod:`game.rules.fields_of_green.preview`); what is lit is what those lists say."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.boards.base import SeatLook, board_text_scale
from game.boards.fields_of_green import band, farms, help
from game.boards.fields_of_green.animations import cue_events
from game.boards.fields_of_green.art import FogArt
from game.boards.fields_of_green.geometry import (
    FarmPlace,
    FogLayout,
    Frame,
    arrange_others,
    frame_of,
    lay_out,
    place_farm,
)
from game.boards.fields_of_green.names import WORDS, CardBook
from game.boards.kit.actions import Action
from game.boards.kit.interactive import InteractiveBoard
from game.boards.kit.phrasebook import Phrasebook, ngettext_of
from game.boards.kit.timeline import Timeline
from game.match_setup import MatchSetup
from game.rules.core import Event, Move, State
from game.rules.fields_of_green.farm import HIDDEN_PICK, Cell, free_cells
from game.rules.fields_of_green.legal import Phase
from game.rules.fields_of_green.moves import (
    AutoHarvest,
    Build,
    BuildSilo,
    BuildTower,
    Equip,
    Flip,
    Harvest,
    Market,
    Pick,
    Restore,
    Split,
    Take,
)
from game.rules.fields_of_green.preview import (
    BuildOption,
    build_options,
    card_options,
    harvest_flips,
    tower_range,
)
from game.rules.fields_of_green.state import FogState
from game.ui.context import UiContext
from game.ui.widgets import Button

OTHERS_LARGEST = 100
"""How tall (design pixels) the cards of the other farms may grow."""

MODE_MOVES = band.MODE_MOVES
"""What a click on a lit place of the farm plays in each mode of the action step."""


def _shape(farm: dict[Cell, Any]) -> tuple[int, int]:
    """A farm's columns and rows."""
    xs = [x for x, _y in farm] or [0]
    ys = [y for _x, y in farm] or [0]
    return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


class FogBoard(InteractiveBoard):
    """The interactive board of Fields of Green (see :mod:`game.boards.base` for the life cycle)."""

    view: FogState | None

    def __init__(self, ctx: UiContext, setup: MatchSetup, content: Any, seats: Sequence[SeatLook]) -> None:
        self.animations = Timeline()
        super().__init__(ctx, setup, content, seats, self.animations)
        self.tables = content.tables()
        self.book = CardBook(content)
        self.art = FogArt(ctx.fonts, self.book)
        self.words = Phrasebook(WORDS, self.gettext, ngettext_of(self.gettext))
        self.geo: FogLayout = lay_out(pygame.Rect(0, 0, 1004, 652), setup.config.players)
        self.farms: list[FarmPlace] = []
        self.hand: list[str] = []
        """The codes of the cards the tray shows to choose from (hand, face-up row, tiles)."""
        self.hand_rects: list[pygame.Rect] = []
        self.chosen: int | None = None
        """The tray card picked (its place in :attr:`hand`)."""
        self.mode = "build"
        self.attach = ""
        self.split: list[int] = [2, 2, 1, 1]
        self.split_keys: list[tuple[pygame.Rect, int, int]] = []
        self.harvest_rows: list[band.HarvestRow] = []
        self.built_controls: list[Button] = []
        self.control_marks: tuple[object, ...] = ()
        """What :attr:`built_controls` were built from (kept while it stays the same)."""
        self.controls_due = True
        """Whether the step's buttons must be built again before they are next used."""
        self.lit: dict[Cell, Move] = {}
        self.options: dict[Cell, BuildOption] = {}
        self.flips: set[Cell] = set()
        self.hover_cell: tuple[int, Cell] | None = None
        self.hover_card: int | None = None
        self.pointer = (0, 0)
        self.hinted: Cell | None = None
        """The place of the move the hint suggests (outlined on the large farm)."""
        self.pile_rects: list[pygame.Rect] = []
        self.frames: dict[tuple[bool, int], Frame] = {}
        """The cells each farm has been fitted to so far (large, player): it only grows."""
        self.layout(self.geo.rect)

    # --- contract with the table ----------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.picture.forget()
        self.rect = pygame.Rect(rect)
        self.geo = lay_out(self.rect, self.setup.config.players)
        self.text_scale = board_text_scale(self.ctx.settings)
        self._place()
        self.controls_due = True

    def accept(self, view: State, viewer: int | None, interactive: bool) -> None:
        super().accept(view, viewer, interactive)
        # in the draft everyone chooses at once: the table says whose turn it is at the screen
        if isinstance(view, FogState) and view.phase == Phase.PICK:
            self.interactive = interactive and viewer is not None and viewer in view.waiting()

    def show(self, view: State, viewer: int | None, interactive: bool) -> None:
        assert isinstance(view, FogState)
        phase_before = self.view.phase if self.view is not None else None
        self.accept(view, viewer, interactive)
        if view.phase != phase_before or not self.interactive:
            self.selection_played()
        if view.phase == Phase.DRAW:
            self._default_split()
        self._move = None
        self._refresh()

    def animate(self, events: Sequence[Event], before: State | None) -> None:
        cue_events(self, events)

    # --- who and what is shown --------------------------------------------------------------
    @property
    def focus(self) -> int:
        """The farm shown large: the person at the screen's, else the player to move's."""
        if self.viewer is not None:
            return self.viewer
        view = self.view
        current = view.current_player if view is not None else None
        return current if current is not None else 0

    def seat_order(self) -> list[int]:
        """The focus farm, then the others in turn order."""
        n = self.setup.config.players
        return [(self.focus + k) % n for k in range(n)]

    def _place(self) -> None:
        view = self.view
        if view is None:
            return
        order = self.seat_order()
        self.farms = []
        panels = arrange_others(self.geo, [_shape(view.players[p].farm) for p in order[1:]], OTHERS_LARGEST)
        for k, player in enumerate(order):
            farm = view.players[player].farm
            cells = set(farm)
            if k == 0 and view.phase in (Phase.PICK, Phase.TAKE, Phase.ACT):
                cells |= set(free_cells(farm))  # where a card could go, while one is being chosen
            # a farm is fitted to every place it has shown, so it re-fits only when it grows,
            # never between the clicks of a decision (the free places come and go by phase)
            frame = frame_of(cells, self.frames.get((k == 0, player)))
            if frame is not None:
                self.frames[(k == 0, player)] = frame
            if k == 0:
                place = place_farm(player, self.geo.own, cells, self.geo.unit, 120, frame)
            else:
                place = place_farm(player, panels[k - 1], cells, self.geo.unit, OTHERS_LARGEST, frame)
            self.farms.append(place)
        self.hand_rects = band.tray_rects(self)

    def farm_of(self, player: int) -> FarmPlace | None:
        """Where ``player``'s farm is on screen."""
        return next((f for f in self.farms if f.player == player), None)

    def _default_split(self) -> None:
        splits = self._splits()
        if splits and tuple(self.split) not in splits:
            wanted = (2, 2, 1, 1)
            self.split = list(wanted if wanted in splits else splits[0])

    def _splits(self) -> list[tuple[int, ...]]:
        return [m.counts for m in self.my_moves() if isinstance(m, Split)]

    def my_moves(self) -> list[Move]:
        """The legal moves of the person at the screen (none unless they may act)."""
        view, viewer = self.view, self.viewer
        if view is None or viewer is None or not self.interactive:
            return []
        return self.answer(("moves", viewer), lambda: view.legal_moves_for(viewer))

    def tray_codes(self) -> list[str]:
        """The cards the tray offers now: the viewer's hand in the draft (a private decision,
        so the table hands the screen over first), the face-up row (two players) or the
        equipment tiles drawn."""
        view, viewer = self.view, self.viewer
        if view is None or viewer is None:
            return []
        cards = self.tables.cards
        if view.phase == Phase.TAKE:
            return [cards[c].code for c in view.row]
        if view.phase == Phase.EQUIP and view.current == viewer:
            return [self.tables.equipment[t].code for t in view.offer if t >= 0]
        if view.phase != Phase.PICK:
            # the actions are taken in turn without a hand-off: the next hand stays hidden
            return []
        return [cards[c].code for c in view.players[viewer].hand if c >= 0]

    def revealed(self, player: int) -> str:
        """The code of ``player``'s chosen card once it shows ("" while hidden or none)."""
        view = self.view
        if view is None:
            return ""
        pick = view.players[player].pick
        return self.tables.cards[pick].code if pick >= 0 else ""

    def face_down(self, player: int) -> bool | None:
        """In the draft: whether ``player`` has chosen (``None`` outside the draft)."""
        view = self.view
        if view is None or view.phase != Phase.PICK:
            return None
        pick = view.players[player].pick
        return pick == HIDDEN_PICK or pick >= 0

    # --- what is lit ---------------------------------------------------------------------
    def _refresh(self) -> None:
        view, viewer = self.view, self.viewer
        self.hand = self.tray_codes()
        self._place()
        self.lit, self.options, self.flips = {}, {}, set()
        if view is None or viewer is None:
            self.controls_due = True
            return
        moves = self.my_moves()
        if view.phase == Phase.ACT and self.interactive:
            kind = MODE_MOVES[self.mode]
            for move in moves:
                if type(move) is kind and getattr(move, "attach", "") == self.attach:
                    self.lit[move.cell] = move
            if self.mode == "build":
                self.options = {o.cell: o for o in self.answer(("options", viewer), lambda: build_options(view, viewer))}
        elif view.phase in (Phase.PICK, Phase.TAKE):
            card = self.previewed()
            if card is not None:
                index = self.tables.by_code[card]
                self.options = {o.cell: o for o in self.answer(("card", card), lambda: card_options(view, viewer, index))}
        elif view.phase == Phase.EQUIP and self.interactive and self.chosen is not None and self.chosen < len(self.hand):
            code = self.hand[self.chosen]
            self.lit = {m.cell: m for m in moves if isinstance(m, Equip) and m.code == code and m.cell is not None}
        elif view.phase == Phase.HARVEST and view.current == viewer:
            self.lit = {m.cell: m for m in moves if isinstance(m, Harvest)}
            self.flips = set(self.answer(("flips", viewer), lambda: harvest_flips(view, viewer)))
        self.controls_due = True

    @property
    def controls(self) -> list[Button]:
        """The buttons of the step at hand, built when first needed after a change: a button
        renders its label when built, so one built for a layout that is replaced before the
        next frame would leave a label rendered and never drawn."""
        if self.controls_due:
            self.controls_due = False
            self.built_controls = band.controls(self)
        return self.built_controls

    def previewed(self) -> str | None:
        """The draft card whose places are lit: the one picked, else the one under the pointer."""
        index = self.chosen if self.chosen is not None else self.hover_card
        if index is None or index >= len(self.hand) or self.view is None or self.view.phase == Phase.EQUIP:
            return None
        return self.hand[index]

    def reach(self) -> tuple[int, set[Cell]] | None:
        """The farm and places the water tower under the pointer reaches."""
        if self.hover_cell is None or self.view is None:
            return None
        player, cell = self.hover_cell
        loc = self.view.players[player].farm.get(cell)
        if loc is None or not loc.is_tower:
            return None
        return player, self.answer(("reach", player, cell), lambda: tower_range(self.shown, player, cell))

    def market_moves(self) -> list[Market]:
        """The market choices now (sell 0, 1 or 2 food)."""
        return [m for m in self.my_moves() if isinstance(m, Market)]

    # --- input --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            for button in self.controls:
                button.handle_event(event)
        return super().handle_event(event)

    def point_at(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        before = (self.hover_cell, self.hover_card)
        self.hover_cell = None
        for place in self.farms:
            cell = place.cell_at(pos)
            if cell is not None:
                self.hover_cell = (place.player, cell)
                break
        self.hover_card = next((i for i, r in enumerate(self.hand_rects) if r.collidepoint(pos)), None)
        previewing = self.chosen is None and self.view is not None and self.view.phase in (Phase.PICK, Phase.TAKE)
        if (self.hover_cell, self.hover_card) != before and previewing:
            self._refresh()

    def click(self, pos: tuple[int, int]) -> bool:
        for button in self.controls:
            if button.rect.collidepoint(pos):
                button.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
                return True
        view = self.shown
        if view.phase == Phase.DRAW:
            return self._click_split(pos)
        if view.phase == Phase.HARVEST:
            for row in self.harvest_rows:
                for rect, move in ((row.pay, Harvest(row.cell)), (row.flip, Flip(row.cell))):
                    if rect is not None and rect.collidepoint(pos) and move in self.my_moves():
                        self.play(move)
                        return True
        card = next((i for i, r in enumerate(self.hand_rects) if r.collidepoint(pos)), None)
        if card is not None and view.phase in (Phase.PICK, Phase.TAKE, Phase.EQUIP):
            if self.chosen == card and view.phase != Phase.EQUIP:
                return self.confirm() or True
            self.chosen = card
            self._refresh()
            return True
        own = self.farms[0] if self.farms else None
        cell = own.cell_at(pos) if own is not None else None
        if cell is not None and cell in self.lit:
            self.play(self.lit[cell])
            return True
        return False

    def _click_split(self, pos: tuple[int, int]) -> bool:
        for rect, pile, step in self.split_keys:
            if rect.collidepoint(pos):
                self.split[pile] = max(0, min(6, self.split[pile] + step))
                self._refresh()
                return True
        return False

    def press(self, key: str) -> None:
        """A button of the band: a mode of the action step, or a move."""
        if key in MODE_MOVES:
            self.mode = key
            self.attach = ""  # a tile chosen for one kind of location may not fit another
            self._refresh()
            return
        if key.startswith("attach:"):
            tile = key.partition(":")[2]
            self.attach = "" if self.attach == tile else tile
            self._refresh()
            return
        for action in band.actions(self):
            if action.key == key and action.move is not None:
                self.play(action.move)

    def selection_played(self) -> None:
        self.hinted = None
        self.chosen = None
        self.mode = "build"
        self.attach = ""

    def cancel(self) -> bool:
        if self.chosen is None and self.mode == "build" and not self.attach:
            return False
        self.selection_played()
        self._refresh()
        return True

    def show_hint(self, move: Move | None) -> None:
        self.hinted = getattr(move, "cell", None)
        if self.view is None or move is None:
            return
        if isinstance(move, Pick | Take | Equip) and move.code in self.hand:
            self.chosen = self.hand.index(move.code)
        elif isinstance(move, Split):
            self.split = list(move.counts)
        elif isinstance(move, Build | BuildTower | BuildSilo | Restore):
            self.mode = next(key for key, kind in MODE_MOVES.items() if type(move) is kind)
            self.attach = getattr(move, "attach", "")
        self._refresh()

    def hint_spot(self, move: Move) -> pygame.Rect | None:
        """The place on the person's own farm a move builds on, or the card of the hand or
        the face-up row it takes."""
        cell = getattr(move, "cell", None)
        for place in self.farms:
            if place.player == self.viewer and cell in place.cells:
                return place.cells[cell]
        code = getattr(move, "code", None)
        if isinstance(move, Pick | Take) and code in self.hand:
            index = self.hand.index(code)
            return self.hand_rects[index] if index < len(self.hand_rects) else None
        return None

    def hint_spots(self, move: Move) -> list[pygame.Rect]:
        """Where ``move`` is clicked, in order: the button choosing what a lit place plays (a
        tower, a silo, a restoring), the place or the card, then the button that plays it (the
        draw of a split, the keeping of a pick, a market, paying every harvest)."""
        buttons = {button.key.removeprefix("fields_of_green_"): button.rect for button in self.controls}
        before = {BuildTower: "tower", BuildSilo: "silo", Restore: "restore"}.get(type(move))
        after = {Split: "draw", Pick: "keep", Take: "keep", AutoHarvest: "auto"}.get(type(move))
        if isinstance(move, Market):
            after = f"market{move.food}"
        spots = [buttons.get(before) if before and self.mode != before else None, self.hint_spot(move),
                 buttons.get(after) if after else None]
        return [rect for rect in spots if rect is not None]

    def action(self) -> Action | None:
        """What Enter plays: the split set, the card picked."""
        primary = [a for a in band.actions(self) if a.primary]
        return primary[0] if primary else None

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        return help.tooltip_at(self, pos)

    def prompt(self) -> str:
        return help.prompt(self)

    # --- drawing ------------------------------------------------------------------------
    def look(self) -> tuple[object, ...] | None:
        if self.animations.busy or self.view is None:
            return None
        return (*self.shown_look(), id(self.geo), tuple(self.hand), self.chosen, self.mode, self.attach,
                tuple(self.split), self.previewed(), tuple(self.lit), self.hinted,
                tuple(b.hovered for b in self.controls), self.text_scale)

    def language_switched(self) -> None:
        self.words = Phrasebook(WORDS, self.gettext, ngettext_of(self.gettext))
        self.art.kept.clear()
        if self.view is not None:
            self._refresh()

    def paint(self, surface: pygame.Surface) -> None:
        farms.draw_strip(surface, self)
        for k, place in enumerate(self.farms):
            farms.draw_farm(surface, self, place, large=k == 0)
        band.draw_band(surface, self)
        for button in self.controls:
            button.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.view is not None:
            farms.draw_reveal(surface, self)
        if self.view is not None and not self.animations.busy:
            farms.draw_hover(surface, self)
            help.draw_enlarged(surface, self)
