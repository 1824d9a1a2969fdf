"""Agricola's board view: the action board, the farms and the step at hand, and the person's
clicks turned into one legal move.  Legality always comes from the rules (``legal_moves()``
filtered by what was clicked); what is lit is what that list says."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.boards.agricola import band, farm_counts, farms, hand, help, tableau
from game.boards.agricola.action_board import draw_action_board
from game.boards.agricola.art import COLOURS, LOOK, TINTS, AgricolaArt
from game.boards.agricola.band_harvest import harvest_picture
from game.boards.agricola.card_overlay import draw_card_overlay
from game.boards.agricola.geometry import BoardLayout, FarmPlace, lay_out, place_farm
from game.boards.agricola.insets import draw_inset
from game.boards.agricola.names import WORDS
from game.boards.agricola.pointer import draw_pointed
from game.boards.agricola.previews import cheapest_feeding, space_previews
from game.boards.agricola.sheet import draw_outlook_panel, sheet_picture
from game.boards.base import SeatLook, board_text_scale
from game.boards.kit.actions import Action
from game.boards.kit.interactive import InteractiveBoard
from game.boards.kit.phrasebook import Phrasebook, ngettext_of
from game.boards.kit.pieces import SeatPieces
from game.boards.kit.timeline import Drop, Timeline
from game.match_setup import MatchSetup
from game.rules.agricola import actions as verbs
from game.rules.agricola.farmyard import EDGES_OF, bit
from game.rules.agricola.fences import PastureOption
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import (
    Build,
    BuyMajor,
    DraftPick,
    Fence,
    Go,
    PlayCard,
    Sow,
    SowCard,
    read_cell,
)
from game.rules.agricola.state import AgricolaState
from game.rules.core import Decision, Event, Move, State
from game.ui.context import UiContext
from game.ui.widgets import Button

DROP_SECONDS = 0.3
BUILT = frozenset({"room_built", "stable_built", "plow_built"})
"""The events whose building drops onto its farmyard space."""

CELL_KINDS = {"build_room": "room", "build_stable": "stable", "plow_field": "plow"}
"""The decisions answered by clicking a farmyard space, and the building each makes."""


class AgricolaBoard(InteractiveBoard):
    """The interactive board of Agricola (see :mod:`game.boards.base` for the life cycle)."""

    view: AgricolaState | None

    def __init__(self, ctx: UiContext, setup: MatchSetup, content: Any, seats: Sequence[SeatLook]) -> None:
        self.animations = Timeline()
        super().__init__(ctx, setup, content, seats, self.animations)
        self.art = AgricolaArt(ctx.fonts)
        self.pieces = SeatPieces(self.seats, LOOK.shapes["person"], TINTS["shadow"])
        self.words = Phrasebook(WORDS, self.gettext, ngettext_of(self.gettext))
        self.text_scale = 1.0
        self.geo: BoardLayout = lay_out(pygame.Rect(0, 0, 1004, 652), setup.config.players, 10, 14, 10)
        self.farms: list[FarmPlace] = []
        self.picked_cell: int | None = None
        self.picked_card: str | None = None
        """The card that is a field picked for sowing (its crop chosen next)."""
        """The empty field picked for sowing (its crop chosen next)."""
        self.picked_major: str | None = None
        """The major improvement picked when it may be paid two ways."""
        self.picked_edges = 0
        """The fence edges chosen for the next pasture (a mask)."""
        self.said = ""
        """What the last click on something that could not be used answered (whose person
        stands on a space); the prompt line says it until the next click or move."""
        self.queue: list[Move] = []
        """Moves still to play one by one (the cheapest feeding), each while still legal."""
        self.hinted: Move | None = None
        self.hover: tuple[str, Any] | None = None
        self.built_controls: list[Button] = []
        self.control_marks: tuple[object, ...] = ()
        self.controls_due = True
        self.kept_sheet: tuple[object, pygame.Surface] | None = None
        """The band's score sheet as last painted, and what it showed."""
        self.kept_hand: tuple[object, pygame.Surface] | None = None
        """The band's hand as last painted, and what it showed."""
        self.band_tab = "hand"
        """The band's open tab while a person is placed in the full game: ``hand`` or ``score``."""
        self.laid_cards = False
        """Whether the farms were laid out with room for cards in play."""
        self.layout(self.geo.rect)

    # --- contract with the table ----------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        self.picture.forget()
        self.rect = pygame.Rect(rect)
        self.text_scale = board_text_scale(self.ctx.settings)
        self._lay_out()

    def _lay_out(self) -> None:
        view = self.view
        tables = view.tables if view is not None else None
        permanent = self.permanent if view is not None else 10
        majors = len(tables.majors) if tables is not None else 10
        rounds = tables.numbers.rounds if tables is not None else 14
        self.geo = lay_out(self.rect, self.setup.config.players, permanent, rounds, majors)
        order = self.seat_order()
        self.farms = []
        self.laid_cards = hand.full_game(self)
        for k, player in enumerate(order):
            panel = self.geo.own if k == 0 else self.geo.others[k - 1] if k - 1 < len(self.geo.others) else None
            if panel is not None:
                self.farms.append(place_farm(player, panel, self.geo.unit, k == 0, self.text_scale, self.laid_cards))
        self.controls_due = True

    def accept(self, view: State, viewer: int | None, interactive: bool) -> None:
        super().accept(view, viewer, interactive)
        # the drafting variant: everyone chooses at once (and may take the choice back)
        decision = view.decision() if isinstance(view, AgricolaState) and view.draft is not None else None
        if decision is not None and decision.simultaneous:
            self.interactive = interactive and viewer is not None and decision.is_for(viewer)

    def show(self, view: State, viewer: int | None, interactive: bool) -> None:
        assert isinstance(view, AgricolaState)
        before = self._step_key()
        focus = self.focus
        self.accept(view, viewer, interactive)
        self.said = ""
        if self._step_key() != before or not self.interactive:
            self.selection_played()
        if focus != self.focus or len(self.geo.spaces) != self.permanent or self.laid_cards != hand.full_game(self):
            self._lay_out()
        if view.phase != Phase.FEED or not self.interactive:
            self.queue = []
        self._move = None
        self.controls_due = True
        self._play_queued()

    def _step_key(self) -> tuple[object, ...]:
        view = self.view
        if view is None:
            return ()
        progress = view.progress
        return (view.phase, view.current_player, progress.space if progress else -1, progress.part if progress else -1)

    def _play_queued(self) -> None:
        while self.queue and self.interactive:
            move = self.queue.pop(0)
            if move in self.my_moves():
                self.hand_over(move)
                return
        self.queue = []

    def animate(self, events: Sequence[Event], before: State | None) -> None:
        """A person placed drops onto their space; a room, stable or field built drops onto
        its farmyard space."""
        self.animations.restart(self.speed, self.geo.px(30))
        self.picture.forget()
        for event in events if self.animations.factor > 0 else []:
            if event.kind == "person_placed":
                self.animations.add(Drop(("space", str(event.args.get("space"))), event.player), DROP_SECONDS)
            elif event.kind in BUILT and event.player is not None:
                cell = read_cell(str(event.args.get("cell", "")))
                self.animations.add(Drop(("cell", event.player, cell), event.kind), DROP_SECONDS)

    def draws(self, decision: Decision) -> bool:
        return True

    # --- who and what is shown --------------------------------------------------------------
    @property
    def permanent(self) -> int:
        """How many action spaces are printed on the board (the round cards follow them)."""
        view = self.shown
        return len(view.tables.board(view.side, view.num_players).spaces)

    @property
    def focus(self) -> int:
        """The farm shown large: the person at the screen's, else the player to move's."""
        if self.viewer is not None:
            return self.viewer
        current = self.view.current_player if self.view is not None else None
        return current if current is not None else 0

    def seat_order(self) -> list[int]:
        """The focus farm, then the others in turn order."""
        n = self.setup.config.players
        return [(self.focus + k) % n for k in range(n)]

    def seat_name(self, player: int | None) -> str:
        """A seat's name (empty for none)."""
        return self.seats[player].name if player is not None and 0 <= player < len(self.seats) else ""

    def space_rects(self) -> dict[int, pygame.Rect]:
        """Where each action space and round card turned up lies, by its index in the view."""
        view = self.shown
        rects: dict[int, pygame.Rect] = {}
        permanent = self.permanent
        for index in range(len(view.spaces)):
            if index < permanent:
                if index < len(self.geo.spaces):
                    rects[index] = self.geo.spaces[index]
            elif index - permanent < len(self.geo.rounds):
                rects[index] = self.geo.rounds[index - permanent]
        return rects

    def my_moves(self) -> list[Move]:
        """The legal moves of the person at the screen (none unless they may act)."""
        view, viewer = self.view, self.viewer
        if view is None or viewer is None or not self.interactive:
            return []
        # a simultaneous decision (the draft): the person's own moves, whoever is listed first
        return self.answer(("moves", viewer), lambda: view.legal_moves_for(viewer))

    def kind(self) -> str:
        """The kind of the decision at hand (``""`` when there is none)."""
        view = self.view
        decision = view.decision() if view is not None else None
        return decision.kind if decision is not None else ""

    def previews(self) -> dict[str, Any]:
        """The rules' preview of every space the person could take now, by space id (none
        while another decision is at hand, such as the draft's card)."""
        view, viewer = self.view, self.viewer
        if view is None or viewer is None or view.phase != Phase.WORK or view.current_player != viewer:
            return {}
        if self.kind() != "choose_space":
            return {}
        return self.answer(("previews", viewer), lambda: space_previews(view, viewer))

    def space_state(self, index: int) -> str:
        """How a space is framed: ``lit`` (may be taken now), ``closed``, ``hinted`` or ``""``."""
        view = self.shown
        space = view.spaces[index]
        if isinstance(self.hinted, Go) and self.hinted.space == space.id:
            return "hinted"
        if not self.interactive or view.phase != Phase.WORK:
            return ""
        return "lit" if Go(space.id) in self.my_moves() else "closed"

    def major_state(self, major_id: str) -> str:
        """How a major improvement is framed while one may be bought."""
        if isinstance(self.hinted, BuyMajor) and self.hinted.major == major_id:
            return "hinted"
        if self.kind() != "buy_major":
            return ""
        if self.picked_major == major_id:
            return "hinted"
        return "lit" if any(isinstance(m, BuyMajor) and m.major == major_id for m in self.my_moves()) else ""

    def lit_cells(self) -> list[int]:
        """The farmyard spaces the step at hand lets the person click."""
        kind = self.kind()
        moves = self.my_moves()
        what = CELL_KINDS.get(kind)
        if what is not None:
            return [m.cell for m in moves if isinstance(m, Build) and m.what == what]
        if kind == "sow_field":
            return sorted({m.cell for m in moves if isinstance(m, Sow)})
        return []

    def hinted_cells(self) -> int:
        """The farmyard spaces of the hinted move (a mask)."""
        move = self.hinted
        if isinstance(move, Build | Sow):
            return bit(move.cell)
        if isinstance(move, Fence):
            from game.rules.agricola.farmyard import parse_cells

            return parse_cells(move.cells)
        return 0

    def fences_left(self, player: int) -> int:
        """Fences ``player`` has not built."""
        view = self.shown
        return verbs.fences_left(view, view.players[player])

    def stables_left(self, player: int) -> int:
        """Stables ``player`` has not built."""
        view = self.shown
        return verbs.stables_left(view, view.players[player])

    # --- fencing ----------------------------------------------------------------------------
    def fencing(self) -> bool:
        """Whether the person is choosing fences now."""
        return self.interactive and self.kind() == "fence_pasture"

    def _options(self) -> list[PastureOption]:
        view, viewer = self.shown, self.viewer
        if viewer is None:
            return []
        farmer = view.players[viewer]  # the rules' own choice (a card may make fences cheaper)
        return self.answer(("pastures", viewer), lambda: verbs.pasture_choices(view, farmer))

    def fence_option(self) -> PastureOption | None:
        """The legal pasture the chosen edges make exactly, if any."""
        if not self.picked_edges or not self.fencing():
            return None
        return next((o for o in self._options() if o.new_fences == self.picked_edges), None)

    def fence_move(self, option: PastureOption | None) -> Move | None:
        """The move that fences ``option`` (``None`` for none)."""
        if option is None:
            return None
        move = Fence(option.text)
        return move if move in self.my_moves() else None

    def _toggle_cell_fences(self, cell: int) -> None:
        """A click on a space while fencing: its sides join the chosen edges (or leave them),
        except those already fenced, so that clicking spaces outlines a pasture."""
        view, viewer = self.shown, self.viewer
        assert viewer is not None
        built = view.players[viewer].farm.fences
        self.picked_edges ^= EDGES_OF[cell] & ~built

    # --- input --------------------------------------------------------------------------
    @property
    def controls(self) -> list[Button]:
        """The buttons of the step at hand, built when first needed after a change."""
        if self.controls_due:
            self.controls_due = False
            self.built_controls = band.controls(self)
        return self.built_controls

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            for button in self.controls:
                button.handle_event(event)
        if self.replaying and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.view is not None:
            tab = hand.tab_at(self, event.pos)  # nobody plays a replay, but its band's tabs open
            if tab is not None:
                self.band_tab = tab
                return True
        return super().handle_event(event)

    def point_at(self, pos: tuple[int, int]) -> None:
        self.hover = self._thing_at(pos)

    def _thing_at(self, pos: tuple[int, int]) -> tuple[str, Any] | None:
        if self.view is None:
            return None
        tab = hand.tab_at(self, pos)
        if tab is not None:
            return ("tab", tab)
        card = hand.card_at(self, pos)
        if card is not None:
            return ("card", card.card)
        chip = tableau.chip_at(self, pos)
        if chip is not None:
            return ("chip", chip)
        counted = farm_counts.counts_at(self, pos)
        if counted is not None:
            return ("counts", counted)
        for index, rect in self.space_rects().items():
            if rect.collidepoint(pos):
                return ("space", index)
        for r, rect in enumerate(self.geo.rounds):
            if rect.collidepoint(pos):
                return ("round", r + 1)
        for major, rect in zip(self.shown.tables.majors, self.geo.majors, strict=False):
            if rect.collidepoint(pos):
                return ("major", major.id)
        for place in self.farms:
            if place.large and self.fencing():
                edge = place.edge_at(pos)
                if edge is not None:
                    return ("edge", edge)
            cell = place.cell_at(pos)
            if cell is not None:
                return ("cell", (place.player, cell))
        return None

    def click(self, pos: tuple[int, int]) -> bool:
        for button in self.controls:
            if button.rect.collidepoint(pos):
                button.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
                return True
        if hand.click(self, pos):
            self.kept_hand = None
            return True
        thing = self._thing_at(pos)
        self.said = ""
        if thing is None:
            return False
        what, which = thing
        moves = self.my_moves()
        kind = self.kind()
        if what == "space":
            move = Go(self.shown.spaces[which].id)
            if move in moves:
                self.play(move)
                return True
            self.said = help.space_taker(self, which)
            self._changed()
            return bool(self.said)
        if what == "major" and kind == "buy_major":
            return self._click_major(which, moves)
        if what == "edge":
            self.picked_edges ^= 1 << which
            self._changed()
            return True
        if what == "cell" and which[0] == self.viewer:
            return self._click_cell(which[1], kind, moves)
        if what == "chip" and kind == "sow_field" and which[1] == self.viewer:
            return self._click_field_card(which[0], moves)
        return False

    def _click_field_card(self, card: str, moves: list[Move]) -> bool:
        """A card that is a field clicked while sowing: sow it at once when one crop may go
        on it, else pick it and let the buttons choose the crop (as for a field)."""
        crops = [m for m in moves if isinstance(m, SowCard) and m.card == card]
        if len(crops) == 1:
            self.play(crops[0])
        elif crops:
            self.picked_card, self.picked_cell = card, None
            self._changed()
        return bool(crops)

    def _click_major(self, major_id: str, moves: list[Move]) -> bool:
        ways = [m for m in moves if isinstance(m, BuyMajor) and m.major == major_id]
        if len(ways) == 1:
            self.play(ways[0])
        elif ways:
            self.picked_major = major_id
            self._changed()
        return bool(ways)

    def _click_cell(self, cell: int, kind: str, moves: list[Move]) -> bool:
        what = CELL_KINDS.get(kind)
        if what is not None:
            move = Build(what, cell)
            if move in moves:
                self.play(move)
                return True
            return False
        if kind == "sow_field":
            crops = [m for m in moves if isinstance(m, Sow) and m.cell == cell]
            if len(crops) == 1:
                self.play(crops[0])
            elif crops:
                self.picked_cell, self.picked_card = cell, None
                self._changed()
            return bool(crops)
        if kind == "fence_pasture":
            self._toggle_cell_fences(cell)
            self._changed()
            return True
        return False

    def _changed(self) -> None:
        self.controls_due = True
        self.picture.forget()

    def press(self, action: Action) -> None:
        """A button of the step: clear the fences, feed the cheapest way, or play its move."""
        if action.key == "clear":
            self.picked_edges = 0
            self._changed()
            return
        if action.key == "cheapest" and self.view is not None and self.viewer is not None:
            self.queue = list(cheapest_feeding(self.view, self.viewer))
            self._play_queued()
            return
        if action.move is not None:
            self.play(action.move)

    def selection_played(self) -> None:
        self.hinted = None
        self.picked_cell = None
        self.picked_card = None
        self.picked_major = None
        self.picked_edges = 0
        self.controls_due = True

    def cancel(self) -> bool:
        if self.picked_cell is None and self.picked_card is None and self.picked_major is None and not self.picked_edges:
            return False
        self.selection_played()
        self.picture.forget()
        return True

    def show_hint(self, move: Move | None) -> None:
        self.hinted = move
        if isinstance(move, Fence) and self.view is not None and self.viewer is not None:
            option = next((o for o in self._options() if o.text == move.cells), None)
            self.picked_edges = option.new_fences if option is not None else 0
        self._changed()

    def hint_spot(self, move: Move) -> pygame.Rect | None:
        """The action space a person goes to, or the card of the hand played."""
        if isinstance(move, PlayCard | DraftPick):
            return next((card.rect for card in hand.laid_out(self) if card.card == move.card), None)
        if not isinstance(move, Go):
            return None
        ids = [space.id for space in self.shown.spaces]
        return self.space_rects().get(ids.index(move.space)) if move.space in ids else None

    def hint_spots(self, move: Move) -> list[pygame.Rect]:
        """Where ``move`` is clicked: its action space or card, the person's farmyard space it
        builds or sows on, else the step's button that plays it."""
        spot = self.hint_spot(move)
        if spot is None and isinstance(move, Build | Sow) and self.farms:
            spot = self.cell_rect((move.cell,))
        if spot is not None:
            return [spot]
        keys = {f"agricola_{action.key}" for action in band.actions(self) if action.move == move}
        return [button.rect for button in self.controls if button.key in keys]

    def action(self) -> Action | None:
        """What Enter plays: the step's main button."""
        primary = [a for a in band.actions(self) if a.primary and a.move is not None and a.key != "cheapest"]
        return primary[0] if primary else None

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        return help.tooltip_at(self, self._thing_at(pos))

    def prompt(self) -> str:
        return help.prompt(self)

    def cell_rect(self, cell: tuple[int, ...]) -> pygame.Rect | None:
        if len(cell) != 1 or not self.farms:
            return None
        return self.farms[0].cell_rect(cell[0])

    diagram_surround = False

    def diagram_inset(self, kind: str, width: int, px: int) -> pygame.Surface | None:
        return draw_inset(self, kind, width, px) if self.view is not None else None

    # --- drawing ------------------------------------------------------------------------
    def look(self) -> tuple[object, ...] | None:
        if self.animations.busy or self.view is None:
            return None
        return (*self.shown_look(), id(self.geo), self.picked_cell, self.picked_card, self.picked_major, self.picked_edges,
                str(self.hinted), self.text_scale)

    def band_body(self) -> pygame.Rect:
        """The band under its two title lines."""
        return band.band_body(self)

    def below_buttons(self) -> pygame.Rect:
        """The band under the step's buttons."""
        return band.below_buttons(self)

    def _sheet_shown(self) -> bool:
        """Whether the band shows the score sheet (and the preview of the space under the
        pointer): while a person is placed, when the band has no buttons."""
        view = self.view
        if self.replaying and hand.tabs_shown(self):
            return True
        return view is not None and view.phase == Phase.WORK and not self.controls

    def language_switched(self) -> None:
        self.words = Phrasebook(WORDS, self.gettext, ngettext_of(self.gettext))
        self.art.kept.clear()
        self.controls_due = True
        self.control_marks = ()

    def paint(self, surface: pygame.Surface) -> None:
        draw_action_board(surface, self)
        for place in self.farms:
            farms.draw_farm(surface, self, place)
        if self.geo.spare is not None:
            draw_outlook_panel(surface, self, self.geo.spare)
        band.draw_band(surface, self)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.view is not None:
            for button in self.controls:
                button.draw(surface)
            if self.replaying and hand.tabs_shown(self) and not self.animations.busy:
                # the tabs and the hand lie over the step's own words, which the harvest tab shows
                body = band.band_body(self)
                top = self.geo.band.y + self.geo.px(28)
                pygame.draw.rect(surface, COLOURS["farm_paper"], (body.x - self.geo.px(4), top, body.width + self.geo.px(8),
                                                                  body.bottom - top))
            if self._sheet_shown() and not self.animations.busy:
                body = hand.tab_body(self) if hand.tabs_shown(self) else band.band_body(self)
                if not hand.hand_drawn(self):
                    harvest = self.replaying and self.shown.phase == Phase.FEED
                    surface.blit(harvest_picture(self, body.size, band.below_buttons(self)) if harvest else sheet_picture(self, body.size), body)
            if not self.animations.busy:
                hand.draw_hand(surface, self)
            if self.interactive and not self.animations.busy:
                draw_pointed(surface, self)
            if not self.animations.busy:
                draw_card_overlay(surface, self)
