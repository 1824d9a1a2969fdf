"""The rules reference of one game in the interface language, page by page, with pictures.

The text is written by each game's engineers in ``content/<game>/rules/<lang>.yaml`` (see
:mod:`game.content.rules_text`).  A game without one shows a clear "not written yet" note; a
broken file shows its one-line problem instead of the text.  A page with a diagram
(``content/<game>/rules/figures.yaml``) shows it beside the text, drawn by the game's own
board (:mod:`game.boards.kit.diagrams`); other pages show their picture.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from game import paths
from game.boards.kit.diagrams import DiagramPicture, draw_diagram
from game.content.base import ContentErrors
from game.content.rules_diagrams import Diagrams, load_diagrams
from game.content.rules_text import RulesSection, RulesText, load_rules_text
from game.games import load_game_content
from game.scenes.base import UiScene
from game.ui import theme
from game.ui.context import UiContext
from game.ui.layout import split_column, split_row
from game.ui.text_watch import put_text
from game.ui.widgets import Button

MAX_INDEX_ROWS = 16

DIAGRAM_SHARES = (0.5, 0.45, 0.4, 0.35, 0.3, 0.25)
"""The parts of the text box's width a diagram may take, largest first: the page takes the
largest with which its text fits on one page (the text keeps the rest of the width beside
the diagram, and the whole width under it)."""

Page = list[tuple[int, str]]
"""The lines of one page of text, each with its distance from the top of the text box."""

GAPS = (1.0, 0.5)
"""The gap between two paragraphs, in lines: a whole line, or half of one where that keeps a
page's text on one screen (the largest text sizes)."""


class RulesScene(UiScene):
    """Read the rules of ``game_id``: pick a section on the left, turn its pages.  Opened
    from a table, it shows the pages of the game dealt there (its ``variants``) and starts at
    the page explaining the decision of ``kind`` in play."""

    layout_name = "table_rules"

    def __init__(self, ctx: UiContext, game_id: str, kind: str = "", variants: frozenset[str] | None = None) -> None:
        self.game_id = game_id
        self.kind = kind
        self.variants = variants
        self.section = 0
        self._facts: Mapping[str, int] | None = None
        self.page = 0
        self.pages = 1
        self.problem = ""
        self._text: RulesText | None = None
        self._language = ""
        self._diagrams: Diagrams | None = None
        self._drawn: dict[tuple[object, ...], DiagramPicture | str] = {}
        """Diagrams drawn so far (or why one could not be), by page, language and size."""
        self.figure: pygame.Rect | None = None
        """Where the page's diagram is drawn (``None``: the page has none)."""
        super().__init__(ctx)

    def rules(self) -> RulesText | None:
        """The reference in the current language (read again after a language switch)."""
        language = self.ctx.translator.language
        if language != self._language:
            self._language = language
            try:
                pages = self.ctx.catalogue.game(self.game_id).rules_pages
                text = load_rules_text(paths.content_dir(), pages, language)
                self._text = text.dealt(self.variants) if text is not None else None
                self._diagrams = self._read_diagrams(pages)
                self.problem = ""
                if self._text is not None and self.kind:
                    self.section, self.kind = self._text.section_for(self.kind), ""
            except ContentErrors as exc:
                self._text = None
                self.problem = exc.errors[0].text() if exc.errors else "broken rules file"
        return self._text

    @staticmethod
    def _read_diagrams(pages: str) -> Diagrams | None:
        """The game's diagrams; a broken file (which ``validate`` reports) leaves the pages
        with their pictures rather than hiding the text."""
        try:
            return load_diagrams(paths.content_dir(), pages)
        except ContentErrors:
            return None

    def facts(self) -> Mapping[str, int]:
        """The numbers the pages name, from the game's content (none when it cannot be read:
        the placeholders then stay as written rather than failing)."""
        if self._facts is None:
            try:
                self._facts = load_game_content(self.game_id).rules_facts()
            except (ContentErrors, LookupError, KeyError, AttributeError):
                self._facts = {}
        return self._facts

    def build(self) -> None:
        _ = self.ctx.translator.gettext
        place, fonts = self.place, self.ctx.fonts
        text = self.rules()
        try:
            game_name = _(self.ctx.catalogue.game(self.game_id).name)
        except KeyError:
            game_name = self.game_id
        self.heading(text.title if text else _("{game}: rules").format(game=game_name), "heading")
        self.paper(place.rect("sheet"))
        self.widgets.append(Button("back", place.rect("back"), _("Back"), fonts, place.text("back"), self.ctx.stack.pop))
        if text is None:
            note = self.problem or _("The rules reference of this game is not written yet.")
            self.write_wrapped(note, "body", place.text("text"), theme.INK, place.rect("text"), 4)
            return
        self.section = min(self.section, len(text.sections) - 1)
        rows = split_column(place.rect("index"), max(len(text.sections), 8), place.gap("index"))
        for i, (section, row) in enumerate(zip(text.sections[:MAX_INDEX_ROWS], rows, strict=False)):
            self.widgets.append(Button(f"section:{i}", row, section.heading, fonts, place.text("index"),
                                       (lambda i=i: self.open_section(i)), "paper", selected=i == self.section))  # type: ignore[misc]
        current = text.sections[self.section]
        self.write(current.heading, "display", place.text("section_title"), theme.INK, place.rect("section_title"), "left")
        box = place.rect("text")
        self.figure = None
        font = fonts.get("body", place.text("text"))
        paragraphs = current.filled(self.facts())
        if self._diagrams is not None and self._diagrams.for_section(current.id) is not None:
            pages, side = self._fit_beside_diagram(current, paragraphs, font, box)
            self._diagram(current, pygame.Rect(box.right - side, box.y, side, box.height))
        else:
            narrow, beside_until = box.width, box.y
            if current.picture:  # the text beside the picture, then under it
                picture = place.rect("picture")
                narrow, beside_until = picture.x - box.x - place.px(20), picture.bottom + place.px(12)
                self._picture(current.picture)
            for gap in GAPS:
                pages = self._pages(paragraphs, font, self._room(box), narrow, beside_until, gap)
                if len(pages) == 1:
                    break
            else:
                pages = self._pages(paragraphs, font, box, narrow, beside_until)
        self._write_page(pages, font, box)
        if self.pages > 1:
            self.write(_("Page {page} of {pages}").format(page=self.page + 1, pages=self.pages), "body",
                       place.text("page"), theme.INK_SOFT, place.rect("page"), "right")
        more_before = self.page > 0 or self.section > 0
        more_after = self.page < self.pages - 1 or self.section < len(text.sections) - 1
        self.widgets.append(Button("previous", place.rect("previous"), _("Previous"), fonts, place.text("previous"),
                                   self.previous, "paper", more_before))
        self.widgets.append(Button("next", place.rect("next"), _("Next"), fonts, place.text("next"), self.next, "primary",
                                   more_after))

    def _picture(self, name: str) -> None:
        area = self.place.rect("picture")
        try:
            art = self.ctx.art.sprite(name, area.size)
        except (FileNotFoundError, pygame.error, OSError):
            return
        self.background.blit(art, area)

    def _drawn_diagram(self, section: RulesSection, size: tuple[int, int]) -> DiagramPicture | str:
        """The page's diagram drawn into ``size`` with its key in the page's words (kept for
        the next frame), or why it cannot be drawn."""
        assert self._diagrams is not None
        diagram = self._diagrams.for_section(section.id)
        assert diagram is not None
        text_px = self._key_px()
        look = (self.game_id, section.id, self._language, size, text_px)
        if look not in self._drawn:
            try:
                self._drawn[look] = draw_diagram(self.ctx, self.game_id, diagram, section.labels, size, text_px)
            except (ValueError, KeyError, pygame.error) as exc:
                self._drawn[look] = f"{section.id}: {exc}"
        return self._drawn[look]

    def _key_px(self) -> int:
        """The text size of a diagram's key."""
        return max(12, round(self.place.text("text") * 0.85))

    def _diagram(self, section: RulesSection, area: pygame.Rect) -> None:
        """The page's diagram at the top of ``area``, its key in the page's words; a diagram
        that cannot be drawn shows why in its place."""
        drawn = self._drawn_diagram(section, area.size)
        if isinstance(drawn, str):
            self.write_wrapped(drawn, "body", self._key_px(), theme.INK_SOFT, area, 6)
            return
        at = (area.x + (area.width - drawn.surface.get_width()) // 2, area.y)
        self.figure = self.background.blit(drawn.surface, at)
        self.static_texts += [(rect.move(at), line) for rect, line in drawn.texts]

    def _room(self, box: pygame.Rect) -> pygame.Rect:
        """``box`` reaching down over the page counter's line: the room of a page that needs
        no counter (the text of one page)."""
        return pygame.Rect(box.x, box.y, box.width, max(box.height, self.place.rect("page").bottom - box.y))

    def _fit_beside_diagram(
        self, section: RulesSection, paragraphs: list[str], font: pygame.font.Font, box: pygame.Rect
    ) -> tuple[list[Page], int]:
        """The pages of ``paragraphs`` beside the page's diagram and the diagram's width: the
        largest diagram with which the text fits on one page (beside it, then under it), with
        whole-line paragraph gaps if they fit, else half-line ones; or the largest diagram
        over several pages when none does."""
        margin = self.place.px(28)
        first: tuple[list[Page], int] | None = None
        for share in DIAGRAM_SHARES:
            side = int(box.width * share)
            drawn = self._drawn_diagram(section, (side, box.height))
            if isinstance(drawn, str) and first is not None:
                continue  # too narrow to draw: a larger one over two pages is better
            height = box.height if isinstance(drawn, str) else drawn.surface.get_height()
            beside_until = box.y + height + self.place.px(12)
            narrow = box.width - side - margin
            for gap in GAPS:
                pages = self._pages(paragraphs, font, self._room(box), narrow, beside_until, gap)
                if len(pages) == 1:
                    return pages, side
            if first is None:
                first = (self._pages(paragraphs, font, box, narrow, beside_until), side)
        assert first is not None
        return first

    def _pages(self, paragraphs: list[str], font: pygame.font.Font, box: pygame.Rect, narrow: int,
               beside_until: int, gap: float = 1.0) -> list[Page]:
        """``paragraphs`` broken into lines and pages that fit ``box``: a line whose top is
        above ``beside_until`` is ``narrow`` pixels wide (beside a diagram), a line under it
        takes the box's whole width; paragraphs are ``gap`` lines apart, and a page starts
        without a gap."""
        step = font.get_linesize()
        pages: list[Page] = [[]]
        y = 0  # where the next line goes on the current page

        def width() -> int:
            return narrow if box.y + y < beside_until else box.width

        def add(line: str) -> None:
            nonlocal y
            if pages[-1] and y + step > box.height:
                pages.append([])
                y = 0
            pages[-1].append((y, line))
            y += step

        for paragraph in paragraphs:
            if pages[-1]:
                y += round(step * gap)
            current = ""
            for word in paragraph.split():
                trial = f"{current} {word}" if current else word
                if current and font.size(trial)[0] > width():
                    add(current)
                    current = word
                else:
                    current = trial
            if current:
                add(current)
        return pages

    def _write_page(self, pages: list[Page], font: pygame.font.Font, box: pygame.Rect) -> None:
        """The lines of the current page, from the top of ``box``."""
        self.pages = len(pages)
        self.page = min(self.page, self.pages - 1)
        room = self._room(box) if self.pages == 1 else box
        for y, line in pages[self.page]:
            face = font.render(line, True, theme.INK)
            rect = put_text(self.background, face, (box.x, box.y + y), room)
            self.static_texts.append((rect, line))

    def open_section(self, index: int) -> None:
        """Show section ``index`` from its first page."""
        self.section, self.page = index, 0
        self.changed()

    def next(self) -> None:
        """The next page, or the next section's first page."""
        text = self.rules()
        if self.page < self.pages - 1:
            self.page += 1
        elif text is not None and self.section < len(text.sections) - 1:
            self.section, self.page = self.section + 1, 0
        self.changed()

    def previous(self) -> None:
        """The previous page, or the previous section's first page."""
        if self.page > 0:
            self.page -= 1
        elif self.section > 0:
            self.section, self.page = self.section - 1, 0
        self.changed()

    def handle_other(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.ctx.stack.pop()
        elif event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_DOWN):
            self.next()
        elif event.key in (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_UP):
            self.previous()
        else:
            return False
        return True


class RulesIndex(UiScene):
    """Choose the game whose rules to read (the title screen's Rules); ``learn(game_id)``,
    when given, opens a game's guided first game from its tile."""

    layout_name = "table_rules"

    def __init__(self, ctx: UiContext, learn: Callable[[str], None] | None = None) -> None:
        self.learn = learn
        super().__init__(ctx)

    def build(self) -> None:
        _ = self.ctx.translator.gettext
        place, fonts = self.place, self.ctx.fonts
        self.heading(_("Rules"), "heading")
        self.paper(place.rect("sheet"))
        games = self.ctx.catalogue.games
        self._tiles(games)
        rows = split_column(place.rect("index"), max(len(games), 8), place.gap("index"))
        for info, row in zip(games, rows, strict=False):
            self.widgets.append(Button(f"game:{info.id}", row, _(info.name), fonts, place.text("index"),
                                       (lambda g=info.id: self.ctx.stack.push(RulesScene(self.ctx, g))),  # type: ignore[misc]
                                       "paper"))
        self.widgets.append(Button("back", place.rect("back"), _("Back"), fonts, place.text("back"), self.ctx.stack.pop))

    def _tiles(self, games: Sequence[Any]) -> None:
        """Each game on the sheet as its title tile, name and blurb, a click away from its
        rules (the same as the buttons on the left, with something to look at)."""
        _ = self.ctx.translator.gettext
        place, fonts = self.place, self.ctx.fonts
        sheet = place.rect("sheet").inflate(-place.px(40), -place.px(40))
        columns = 2
        rows = max(1, -(-len(games) // columns))
        cells = [cell for row in split_column(sheet, rows, place.px(24)) for cell in split_row(row, columns, place.px(24))]
        for info, cell in zip(games, cells, strict=False):
            art = pygame.Rect(cell.x, cell.y, cell.height * 4 // 5, cell.height * 4 // 5)
            try:
                self.background.blit(self.ctx.art.sprite(info.art, art.size), art)
            except (FileNotFoundError, pygame.error, OSError):
                pygame.draw.rect(self.background, theme.PAPER_SHADE, art, border_radius=8)
            text = pygame.Rect(art.right + place.px(16), cell.y, cell.right - art.right - place.px(16), cell.height)
            name_box = pygame.Rect(text.x, text.y, text.width, place.px(44))
            self.write(_(info.name), "display", place.text("section_title"), theme.INK, name_box, "left")
            blurb = pygame.Rect(text.x, name_box.bottom, text.width, art.height - name_box.height)
            self.write_wrapped(_(info.blurb), "body", place.text("text"), theme.INK_SOFT, blurb, 4)
            read = pygame.Rect(cell.x, art.bottom + place.px(8), cell.width, cell.bottom - art.bottom - place.px(8))
            opener = self.learn
            if info.tutorial and opener is not None:
                read, learn = split_row(read, 2, place.px(12))
                self.widgets.append(Button(f"learn:{info.id}", learn, _("Learn to play"), fonts, place.text("index"),
                                           (lambda g=info.id, o=opener: o(g)), "paper"))  # type: ignore[misc]
            self.widgets.append(Button(f"read:{info.id}", read, _("Read the rules"), fonts, place.text("index"),
                                       (lambda g=info.id: self.ctx.stack.push(RulesScene(self.ctx, g))),  # type: ignore[misc]
                                       "paper"))

    def handle_other(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return True
        return False
