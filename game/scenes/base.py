"""The common shape of Tablero's screens: lay out from a YAML layout, draw a prepared
background plus widgets, and rebuild when the language, the size or the screen's own
choices change."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame

from game.scenes.stack import Scene
from game.ui import draw, theme
from game.ui.context import UiContext
from game.ui.layout import Placement
from game.ui.text_watch import put_text
from game.ui.theme import Colour
from game.ui.widgets import TextRect, Widget

FAULT_SECONDS = 8.0
"""How long the band saying a fault was survived stays on screen."""


class UiScene(Scene):
    """A screen built from the layout ``content/layouts/<layout_name>.yaml``.

    Subclasses implement :meth:`build`, which paints static parts onto ``self.background``
    (through :meth:`write` and friends) and fills ``self.widgets``.  Call :meth:`changed`
    after altering what the screen shows; the screen rebuilds before the next frame.
    """

    layout_name = ""

    def __init__(self, ctx: UiContext) -> None:
        self.ctx = ctx
        self.size = ctx.stack.size
        self.widgets: list[Widget] = []
        self.static_texts: list[TextRect] = []
        self.background = pygame.Surface((1, 1))
        self.place = self.placement()
        self._built_version = -1
        self._built_scale = self.text_scale
        self._dirty = True
        self._pointer = (-1, -1)
        self.fault_note = ""
        self._fault_left = 0.0

    def changed(self) -> None:
        """Ask for a rebuild (what the screen shows has changed)."""
        self._dirty = True

    def rebuild(self) -> None:
        """Lay the screen out again for the current size, language and choices."""
        self.place = self.placement()
        self.background = self.make_background()
        self.widgets = []
        self.static_texts = []
        self.build()
        self._finish_background()
        for widget in self.widgets:
            widget.hovered = widget.rect.collidepoint(self._pointer)
        self._built_version = self.ctx.translator.version
        self._built_scale = self.text_scale
        self._dirty = False

    @property
    def text_scale(self) -> float:
        """The UI scale setting: how much larger (or smaller) every text is drawn."""
        scale = getattr(self.ctx.settings, "ui_scale", 1.0)
        return float(scale) if isinstance(scale, int | float) else 1.0

    def placement(self) -> Placement:
        """This screen's layout scaled to the window, texts scaled by the UI scale."""
        return Placement(self.ctx.layouts.get(self.layout_name), self.size, self.text_scale)

    def make_background(self) -> pygame.Surface:
        """What lies under the screen: the wooden table by default."""
        return self.ctx.art.table(self.size).copy()

    def _finish_background(self) -> None:
        if pygame.display.get_surface() is not None:
            self.background = self.background.convert_alpha() if self.background.get_flags() & pygame.SRCALPHA else self.background.convert()

    def build(self) -> None:
        """Paint the static parts and create the widgets (subclasses)."""

    def _stale(self) -> bool:
        return (
            self._dirty
            or self._built_version != self.ctx.translator.version
            or self._built_scale != self.text_scale
        )

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.rebuild()

    def on_resume(self) -> None:
        if self._stale():
            self.rebuild()

    def update(self, dt: float) -> None:
        self._fault_left = max(0.0, self._fault_left - dt)
        if self._fault_left == 0.0:
            self.fault_note = ""
        if self._stale():
            self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
        consumed = False
        for widget in reversed(self.widgets):
            if widget.handle_event(event):
                consumed = True
                break
        if not consumed:
            consumed = self.handle_other(event)
        if self._stale():
            self.rebuild()
        return consumed or (self.opaque and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP))

    def fault(self, log: Path | None) -> None:
        """Say on a band at the top of the screen, for a while, that something went wrong
        and where the details are (the table says it on its prompt line instead)."""
        _ = self.ctx.translator.gettext
        said = _("Something went wrong here; the program carried on. The details are in {file}.")
        self.fault_note = said.format(file=str(log) if log is not None else "-")
        self._fault_left = FAULT_SECONDS

    def draw_fault(self, surface: pygame.Surface) -> None:
        """The band of :meth:`fault`, while it is shown."""
        if not self.fault_note:
            return
        width = surface.get_width()
        margin = self.place.px(12)
        font = self.ctx.fonts.fit("body", self.place.px(20), self.fault_note, width - 2 * margin)
        face = draw.text(font, self.fault_note, theme.INK_ON_DARK)
        band = pygame.Rect(0, 0, width, face.get_height() + 2 * margin)  # over the heading, not the buttons
        surface.fill(theme.ACCENT_DARK, band)
        surface.blit(face, face.get_rect(center=band.center))

    def handle_other(self, event: pygame.event.Event) -> bool:
        """Events no widget took (keys, typing).  Return whether consumed."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        for widget in self.widgets:
            widget.draw(surface)
        self.draw_fault(surface)

    def texts(self) -> list[TextRect]:
        """Every text rectangle on screen with its text (static and in widgets)."""
        out = list(self.static_texts)
        for widget in self.widgets:
            out.extend(widget.texts())
        return out

    def widget(self, key: str) -> Widget:
        """The widget named ``key``; ``KeyError`` when there is none."""
        for widget in self.widgets:
            if widget.key == key:
                return widget
        raise KeyError(key)

    def write(
        self,
        content: str,
        role: str,
        size: int,
        colour: Colour,
        box: pygame.Rect,
        align: str = "center",
        shadow: Colour | None = None,
    ) -> pygame.Rect:
        """Paint one line of text, shrunk to fit ``box``'s width, aligned in ``box``
        (``left``, ``center`` or ``right``, vertically centred) and never taller than it (a
        large UI scale is capped by the box); returns its rectangle."""
        # a line is about 5/4 of its size high: a text larger than that would spill out of its box
        font = self.ctx.fonts.fit(role, min(size, max(1, box.height * 4 // 5)), content, box.width)
        face = draw.text(font, content, colour, shadow)
        anchor = {"left": "midleft", "center": "center", "right": "midright"}[align]
        point = getattr(box, anchor)
        rect = put_text(self.background, face, face.get_rect(**{anchor: point}), box)
        self.static_texts.append((rect, content))
        return rect

    def write_wrapped(
        self, content: str, role: str, size: int, colour: Colour, box: pygame.Rect, max_lines: int = 3
    ) -> None:
        """Paint a paragraph, wrapped and shrunk to fit ``box``, centred line by line."""
        font, lines = self.ctx.fonts.fit_wrapped(role, size, content, box.size, max_lines)
        step = font.get_linesize()
        top = box.y + max(0, (box.height - step * len(lines)) // 2)
        for i, line in enumerate(lines):
            face = font.render(line, True, colour)
            rect = put_text(self.background, face, face.get_rect(midtop=(box.centerx, top + i * step)), box)
            self.static_texts.append((rect, line))

    def paper(self, rect: pygame.Rect, radius_units: int = 18) -> None:
        """Paint a paper panel with a soft shadow onto the background."""
        radius = self.place.px(radius_units)
        blur = self.place.px(14)
        draw.blit_with_shadow(self.background, self.ctx.art.shadow(rect.size, radius, blur), rect, self.place.px(6))
        self.background.blit(draw.paper_panel(rect.size, radius), rect)

    @contextmanager
    def painting_on(self, layer: pygame.Surface) -> Iterator[pygame.Surface]:
        """Within the block, :meth:`write`, :meth:`write_wrapped` and :meth:`paper` paint on
        ``layer`` (a panel shown over the board) instead of the background; their texts are
        still the screen's."""
        background, self.background = self.background, layer
        try:
            yield layer
        finally:
            self.background = background

    def heading(self, content: str, region: str) -> None:
        """The screen's title, in the display face on the wood, with a shadow."""
        box = self.place.rect(region)
        self.write(content, "display", self.place.text(region), theme.INK_ON_DARK, box, shadow=(20, 10, 4))
