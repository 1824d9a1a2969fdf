"""The new-game screen: choose the game, the number of players, who sits in each seat
(a person with a name or a bot with a level) and their colour, a seed and the variants.
Start hands a :class:`~game.match_setup.MatchSetup` to ``ctx.on_start``."""

from __future__ import annotations

import random

import pygame

from game.i18n import N_
from game.match_setup import MatchSetup, Seat, clean_name
from game.rules.core import GameConfig
from game.scenes.base import UiScene
from game.scenes.dialog import MessageDialog
from game.scenes.seats import LEVEL_LABELS, SeatDraft, seat_row_widgets
from game.scenes.series_panel import SeriesPanel
from game.ui import theme
from game.ui.context import UiContext
from game.ui.layout import split_column, split_row
from game.ui.widgets import Button, CheckBox, TextField, choice_row, edit, is_ascii_digit

SEED_DIGITS = 9
NAME_LENGTH = 16
MAX_SEAT_ROWS = 5


class NewGameScene(UiScene):
    """Set up a match.  ``game_id`` preselects a game (the first available one otherwise)."""

    layout_name = "new_game"

    def __init__(self, ctx: UiContext, game_id: str | None = None) -> None:
        available = ctx.available_games()
        ids = [g.id for g in ctx.catalogue.games]
        last = ctx.settings.last_game if ctx.settings.last_game in available else None
        self.game_id = game_id or last or (available[0] if available else ids[0])
        self.players = 0
        self.seats: list[SeatDraft] = []
        self.seed_text = ""
        self.variants: set[str] = set()
        self.focus: str | None = None
        self.series_panel = SeriesPanel(self)
        super().__init__(ctx)
        self.choose_game(self.game_id)
        if self.game_id == last:
            self.restore_seats()

    def restore_seats(self) -> None:
        """Seat the players of the last match started (kept in the settings), when this game
        allows that many: a returning player finds their name and their opponents again."""
        low, high = self.player_range()
        last = self.ctx.settings.last_seats
        if not low <= len(last) <= high:
            return
        palette = [c.id for c in self.ctx.catalogue.colours]
        seats: list[SeatDraft] = []
        for kind, name, level, colour in last:
            taken = {s.colour for s in seats}
            if colour not in palette or colour in taken:
                colour = self._free_colour(taken)
            seats.append(SeatDraft(kind, name if kind == "human" else "", level if level in LEVEL_LABELS else "normal", colour))
        self.seats = seats
        self.set_players(len(seats))

    # --- what the choices allow -------------------------------------------------------
    def player_range(self) -> tuple[int, int]:
        """Fewest and most players of the chosen game."""
        rules = self.ctx.rules_for(self.game_id)
        if rules is not None:
            return rules.min_players, rules.max_players
        return self.ctx.catalogue.game(self.game_id).players

    def can_start(self) -> bool:
        """Whether the chosen game's rules are built (and, for the solo series' next game,
        no occupation is still to keep)."""
        if self.series_panel.starts() and not self.series_panel.ready():
            return False
        return self.game_id in self.ctx.available_games()

    def _free_colour(self, taken: set[str]) -> str:
        return next(c.id for c in self.ctx.catalogue.colours if c.id not in taken)

    # --- changing the choices ---------------------------------------------------------
    def choose_game(self, game_id: str) -> None:
        """Pick a game with its default variants ticked; the player count is kept when the
        game allows it."""
        self.game_id = game_id
        low, high = self.player_range()
        self.variants = set(self.ctx.catalogue.game(game_id).default_variants)
        self.set_players(min(max(self.players or low, low), high))

    def set_players(self, count: int) -> None:
        """Seat ``count`` players: new seats are normal bots in the next free colours."""
        self.players = count
        del self.seats[count:]
        while len(self.seats) < count:
            taken = {s.colour for s in self.seats}
            kind = "human" if not self.seats else "bot"
            self.seats.append(SeatDraft(kind=kind, name="", level="normal", colour=self._free_colour(taken)))
        rules = self.ctx.rules_for(self.game_id)
        if rules is not None:
            allowed = {v.id for v in rules.variants if not v.players or count in v.players}
            self.variants &= allowed
        self.changed()

    def next_colour(self, index: int) -> None:
        """Give seat ``index`` the next palette colour no other seat uses."""
        palette = [c.id for c in self.ctx.catalogue.colours]
        taken = {s.colour for i, s in enumerate(self.seats) if i != index}
        start = palette.index(self.seats[index].colour)
        for step in range(1, len(palette) + 1):
            candidate = palette[(start + step) % len(palette)]
            if candidate not in taken:
                self.seats[index].colour = candidate
                break
        self.changed()

    def set_kind(self, index: int, kind: str) -> None:
        """Make seat ``index`` a person or a bot."""
        self.seats[index].kind = kind
        self.focus = None
        self.changed()

    def set_level(self, index: int, level: str) -> None:
        """Set the level of the bot in seat ``index``."""
        self.seats[index].level = level
        self.changed()

    def toggle_variant(self, variant: str, on: bool) -> None:
        """Switch a variant on or off (on, it switches off those it cannot be played with)."""
        if on:
            self.variants.add(variant)
            rules = self.ctx.rules_for(self.game_id)
            for spec in rules.variants if rules is not None else ():
                if spec.id == variant:
                    self.variants -= set(spec.excludes)
                elif variant in spec.excludes:
                    self.variants.discard(spec.id)
        else:
            self.variants.discard(variant)
        self.changed()

    def set_focus(self, key: str | None) -> None:
        """Send typing to the field ``key`` (``"seed"`` or ``"name:<seat>"``)."""
        self.focus = key
        self.changed()

    # --- starting ---------------------------------------------------------------------
    def match_setup(self) -> MatchSetup:
        """The match as chosen now (a random seed when none was typed)."""
        _ = self.ctx.translator.gettext
        seats = []
        for i, draft in enumerate(self.seats):
            if draft.kind == "human":
                seats.append(Seat("human", self.person_name(i, draft.name), "", draft.colour))
            else:
                name = _("{level} bot").format(level=_(LEVEL_LABELS[draft.level]))
                seats.append(Seat("bot", name, draft.level, draft.colour))
        digits = "".join(ch for ch in self.seed_text if is_ascii_digit(ch))[:SEED_DIGITS]
        seed = int(digits) if digits else random.SystemRandom().randrange(1 << 31)
        config = GameConfig(self.players, frozenset(self.variants))
        return MatchSetup(self.game_id, config, seed, tuple(seats))

    def person_name(self, index: int, typed: str) -> str:
        """The name of the person in seat ``index``: what was typed, cleaned, or the seat's
        default name when that would draw nothing (only spaces, joiners, marks)."""
        _ = self.ctx.translator.gettext
        name = clean_name(typed).strip()
        if theme.shows_something(self.ctx.fonts.get("body", self.place.text("seats")), name):
            return name
        return _("Player {number}").format(number=index + 1)

    def start(self) -> None:
        """Check the configuration with the game's rules and hand the match over."""
        rules = self.ctx.rules_for(self.game_id)
        if rules is None:
            return
        setup = self.match_setup()
        if self.series_panel.starts():
            setup = self.series_panel.series_setup(setup)
        try:
            rules.check_config(setup.config)
        except ValueError as exc:
            self.ctx.stack.push(MessageDialog(self.ctx, N_("Cannot start"), "{reason}", {"reason": str(exc)}))
            return
        last = tuple((s.kind, s.name.strip() if s.kind == "human" else "", s.level, s.colour) for s in self.seats)
        self.ctx.change_settings(self.ctx.settings.with_changes(last_game=self.game_id, last_seats=last))
        self.ctx.on_start(setup)

    # --- layout -----------------------------------------------------------------------
    def build(self) -> None:
        _ = self.ctx.translator.gettext
        place, fonts = self.place, self.ctx.fonts
        self.heading(_("New game"), "heading")
        self.paper(place.rect("left_panel"))
        self.paper(place.rect("right_panel"))
        for region, label in (
            ("game_label", _("Game")), ("players_label", _("Players")),
            ("seed_label", _("Seed (optional)")), ("variants_label", _("Variants")), ("seats_label", _("Seats")),
        ):
            self.write(label, "bold", place.text(region), theme.INK, place.rect(region), "left")
        self._game_buttons()
        low, high = self.player_range()
        counts = [(str(n), str(n)) for n in range(low, high + 1)]
        self.widgets += choice_row(
            "players", place.rect("players"), counts, str(self.players), fonts, place.text("players"),
            place.gap("players"), lambda value: self.set_players(int(value)),
        )
        self.widgets.append(
            TextField("seed", place.rect("seed"), self.seed_text, _("Random"), fonts, place.text("seed"),
                      self.focus == "seed", lambda: self.set_focus("seed"))
        )
        self._variant_boxes()
        slots = split_column(place.rect("seats"), MAX_SEAT_ROWS, place.gap("seats"))
        for index, (draft, slot) in enumerate(zip(self.seats, slots, strict=False)):
            self.widgets += seat_row_widgets(self, index, draft, slot)
        if self.series_panel.shown():
            self.series_panel.build(slots[1].union(slots[-1]))
        back, start = place.rect("back"), place.rect("start")
        shadow = self.ctx.art.shadow(back.size, back.height // 4, place.px(10))
        self.widgets.append(Button("back", back, _("Back"), fonts, place.text("back"), self.ctx.stack.pop, "paper", shadow=shadow))
        self.widgets.append(
            Button("start", start, _("Start"), fonts, place.text("start"), self.start, enabled=self.can_start(), shadow=shadow)
        )

    def _game_buttons(self) -> None:
        _ = self.ctx.translator.gettext
        place = self.place
        available = set(self.ctx.available_games())
        games = self.ctx.catalogue.games
        rows = split_column(place.rect("games"), 2, place.gap("games"))
        cells = [cell for row in rows for cell in split_row(row, 2, place.gap("games"))]
        for info, cell in zip(games, cells, strict=False):
            label = _(info.name) if info.id in available else _("{game} (soon)").format(game=_(info.name))
            self.widgets.append(
                Button(f"game:{info.id}", cell, label, self.ctx.fonts, place.text("games"),
                       (lambda g=info.id: self.choose_game(g)),  # type: ignore[misc]
                       "paper", enabled=info.id in available or info.id == self.game_id,
                       selected=info.id == self.game_id)
            )

    def _variant_boxes(self) -> None:
        _ = self.ctx.translator.gettext
        place = self.place
        rules = self.ctx.rules_for(self.game_id)
        specs = tuple(v for v in rules.variants if not v.value) if rules is not None else ()
        info = self.ctx.catalogue.game(self.game_id)
        if not specs:
            self.write(_("This game has no variants."), "body", place.text("variants"), theme.INK_SOFT,
                       split_column(place.rect("variants"), 2, 0)[0], "left")
            return
        rows = split_column(place.rect("variants"), max(2, len(specs)), place.gap("variants"))
        for spec, row in zip(specs, rows, strict=False):
            # a game of the solo series is played by the series' own rules
            usable = (not spec.players or self.players in spec.players) and not self.series_panel.starts()
            self.widgets.append(
                CheckBox(f"variant:{spec.id}", row, _(info.variant_label(spec.id, spec.name)), spec.id in self.variants, self.ctx.fonts,
                         place.text("variants"), (lambda on, v=spec.id: self.toggle_variant(v, on)), usable)  # type: ignore[misc]
            )

    # --- input ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and self.focus is not None:
            self.focus = None
            self.changed()
        return super().handle_event(event)

    def handle_other(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
            self.set_focus(None)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.focus is None:
                self.ctx.stack.pop()
            self.set_focus(None)
            return True
        if self.focus == "seed":
            typed = edit(self.seed_text, event, SEED_DIGITS, is_ascii_digit)
            if typed is not None:
                self.seed_text = typed
                self.changed()
                return True
        elif self.focus is not None and self.focus.startswith("name:"):
            draft = self.seats[int(self.focus.split(":")[1])]
            typed = edit(draft.name, event, NAME_LENGTH)
            if typed is not None:
                draft.name = typed
                self.changed()
                return True
        return False

