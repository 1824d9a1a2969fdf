"""Widgets drawn in the table style: buttons, choice rows, check boxes and text fields.

A widget is built with everything it shows already rendered; a screen rebuilds its widgets
when what they show changes (a click, a language switch, a resize).  Between rebuilds a
widget only tracks whether the pointer is over it, so drawing is a few blits.
Callbacks run when a widget is clicked; every widget reports the rectangles of its text so
tests can check that nothing overlaps.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

import pygame

from game.ui import draw, theme
from game.ui.text_watch import put_text
from game.ui.theme import Colour, FontBook, cut_to_width

TextRect = tuple[pygame.Rect, str]


class Widget:
    """Something on screen that may react to the pointer.  ``key`` names it for tests."""

    def __init__(self, key: str, rect: pygame.Rect, enabled: bool = True) -> None:
        self.key = key
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.hovered = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Track hovering; on a left click inside an enabled widget call :meth:`click`."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled:
                self.click(event.pos)
            return True
        return False

    def click(self, pos: tuple[int, int]) -> None:
        """React to a click at ``pos`` (inside the widget)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the widget."""

    def texts(self) -> list[TextRect]:
        """The rectangles of the text this widget shows, with the text."""
        return []


ButtonStyle = Literal["primary", "paper"]


def _button_face(
    size: tuple[int, int], fill: Colour, edge: Colour, radius: int, gloss: bool
) -> pygame.Surface:
    face = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(face, edge, face.get_rect(), border_radius=radius)
    inner = face.get_rect().inflate(-4, -4)
    pygame.draw.rect(face, fill, inner, border_radius=max(1, radius - 2))
    if gloss:
        top = pygame.Rect(inner.x, inner.y, inner.width, inner.height // 2)
        light = pygame.Surface(top.size, pygame.SRCALPHA)
        pygame.draw.rect(light, (255, 255, 255, 24), light.get_rect(), border_radius=max(1, radius - 2))
        face.blit(light, top)
    return face


class Button(Widget):
    """A labelled button.  ``primary`` is terracotta with light text; ``paper`` is a sheet
    with dark text.  A disabled button is greyed and ignores clicks (it still consumes them)."""

    def __init__(
        self,
        key: str,
        rect: pygame.Rect,
        label: str,
        fonts: FontBook,
        text_size: int,
        on_click: Callable[[], None],
        style: ButtonStyle = "primary",
        enabled: bool = True,
        selected: bool = False,
        shadow: pygame.Surface | None = None,
    ) -> None:
        super().__init__(key, rect, enabled)
        self.label = label
        self.on_click = on_click
        self.selected = selected
        self.shadow = shadow
        radius = max(4, self.rect.height // 4)
        if style == "primary" or selected:
            fill, hover, edge, ink = theme.ACCENT, theme.ACCENT_HOVER, theme.ACCENT_DARK, theme.INK_ON_DARK
        else:
            fill, hover, edge, ink = theme.PAPER, (255, 248, 230), theme.PAPER_EDGE, theme.INK
        size = self.rect.size
        self._normal = draw.ready(_button_face(size, fill, edge, radius, True))
        self._hover = draw.ready(_button_face(size, hover, theme.GOLD if style == "paper" else edge, radius, True))
        self._disabled = draw.ready(_button_face(size, theme.DISABLED, theme.DISABLED_INK, radius, False))
        pad = max(4, min(radius, self.rect.height // 6, self.rect.width // 12))
        font = fonts.fit("bold", min(text_size, self.rect.height * 2 // 3), label, self.rect.width - 2 * pad)
        if font.size(label)[0] > self.rect.width - 2 * pad:  # the smallest letters: the padding is given up first
            pad = 2
        self._shown = cut_to_width(font, label, self.rect.width - 2 * pad)
        self.font = font
        """The font the label is drawn in (siblings in a row share one size)."""
        self._ink = (ink, theme.ACCENT_DARK if ink == theme.INK_ON_DARK else None)
        self._labels: dict[bool, pygame.Surface] = {}
        """The label lit and greyed, each rendered when the button is first drawn so."""
        # Measured, not rendered: a button built and replaced before any frame (a table rebuilt
        # when a bot starts thinking) leaves no rendered label that is never drawn.
        self._label_rect = pygame.Rect((0, 0), font.size(self._shown)).move_to(center=self.rect.center)

    def _label_face(self) -> pygame.Surface:
        face = self._labels.get(self.enabled)
        if face is None:
            ink, shade = self._ink if self.enabled else (theme.DISABLED_INK, None)
            face = self._labels[self.enabled] = draw.ready(draw.text(self.font, self._shown, ink, shade))
        return face

    def click(self, pos: tuple[int, int]) -> None:
        self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        lift = 2 if self.hovered and self.enabled else 0
        if self.shadow is not None and self.enabled:
            draw.blit_with_shadow(surface, self.shadow, self.rect, 3 + lift)
        face = self._disabled if not self.enabled else (self._hover if self.hovered else self._normal)
        surface.blit(face, self.rect.move(0, -lift))
        label = self._label_face()
        put_text(surface, label, label.get_rect(center=self._label_rect.center).move(0, -lift), self.rect.move(0, -lift))

    def texts(self) -> list[TextRect]:
        return [(self._label_rect.copy(), self.label)]


def choice_row(
    key: str,
    area: pygame.Rect,
    options: Sequence[tuple[str, str]],
    selected: str,
    fonts: FontBook,
    text_size: int,
    gap: int,
    on_choose: Callable[[str], None],
    enabled: Sequence[bool] | None = None,
) -> list[Button]:
    """A row of buttons of which one (``selected``) is highlighted; clicking another calls
    ``on_choose`` with its value.  Buttons are keyed ``<key>:<value>``.  Every label is drawn
    at one size (:func:`choice_cells`): a long label gets a wider button, not smaller letters."""
    buttons: list[Button] = []
    cells, text_size = choice_cells(area, [label for _value, label in options], fonts, text_size, gap)
    for i, (cell, (value, label)) in enumerate(zip(cells, options, strict=True)):
        buttons.append(
            Button(
                f"{key}:{value}",
                cell,
                label,
                fonts,
                text_size,
                (lambda v=value: on_choose(v)),  # type: ignore[misc]
                style="paper",
                selected=value == selected,
                enabled=enabled[i] if enabled is not None else True,
            )
        )
    return buttons


class CheckBox(Widget):
    """A box with a tick and a label to its right; clicking anywhere on it toggles it."""

    def __init__(
        self,
        key: str,
        rect: pygame.Rect,
        label: str,
        checked: bool,
        fonts: FontBook,
        text_size: int,
        on_toggle: Callable[[bool], None],
        enabled: bool = True,
    ) -> None:
        super().__init__(key, rect, enabled)
        self.label = label
        self.checked = checked
        self.on_toggle = on_toggle
        side = min(self.rect.height, max(12, text_size + 6))
        self._box = pygame.Rect(self.rect.x, self.rect.centery - side // 2, side, side)
        font = fonts.fit("body", text_size, label, self.rect.width - side - side // 2)
        self._label = draw.text(font, label, theme.INK if enabled else theme.DISABLED_INK)
        self._label_rect = self._label.get_rect(midleft=(self._box.right + side // 2, self.rect.centery))

    def click(self, pos: tuple[int, int]) -> None:
        self.on_toggle(not self.checked)

    def draw(self, surface: pygame.Surface) -> None:
        radius = max(2, self._box.width // 5)
        pygame.draw.rect(surface, theme.PAPER, self._box, border_radius=radius)
        edge = theme.GOLD if self.hovered and self.enabled else theme.INK_SOFT
        pygame.draw.rect(surface, edge, self._box, max(2, self._box.width // 10), border_radius=radius)
        if self.checked:
            b = self._box
            points = [(b.x + b.w * 0.22, b.y + b.h * 0.52), (b.x + b.w * 0.42, b.y + b.h * 0.74), (b.x + b.w * 0.8, b.y + b.h * 0.28)]
            pygame.draw.lines(surface, theme.ACCENT, False, points, max(2, b.width // 6))
        put_text(surface, self._label, self._label_rect, self.rect)

    def texts(self) -> list[TextRect]:
        return [(self._label_rect.copy(), self.label)]


class TextField(Widget):
    """A one-line text entry.  Clicking focuses it (``on_focus``); the owner feeds typed text
    through :meth:`edit` while it is focused.  ``placeholder`` shows, greyed, when empty."""

    def __init__(
        self,
        key: str,
        rect: pygame.Rect,
        value: str,
        placeholder: str,
        fonts: FontBook,
        text_size: int,
        focused: bool,
        on_focus: Callable[[], None],
        enabled: bool = True,
    ) -> None:
        super().__init__(key, rect, enabled)
        self.value = value
        self.focused = focused
        self.on_focus = on_focus
        pad = max(4, self.rect.height // 4)
        shown = value or placeholder
        font = fonts.fit("body", text_size, shown or " ", self.rect.width - 2 * pad)
        ink = theme.INK if value else theme.INK_SOFT
        self._text = draw.text(font, shown, ink)
        self._text_rect = self._text.get_rect(midleft=(self.rect.x + pad, self.rect.centery))
        self._shown = shown
        self._caret_x = self._text_rect.right + 1 if value else self._text_rect.left

    def click(self, pos: tuple[int, int]) -> None:
        self.on_focus()

    def draw(self, surface: pygame.Surface) -> None:
        radius = max(3, self.rect.height // 5)
        pygame.draw.rect(surface, (255, 251, 240) if self.enabled else theme.DISABLED, self.rect, border_radius=radius)
        edge = theme.ACCENT if self.focused else (theme.GOLD if self.hovered else theme.PAPER_EDGE)
        pygame.draw.rect(surface, edge, self.rect, 3 if self.focused else 2, border_radius=radius)
        put_text(surface, self._text, self._text_rect, self.rect)
        if self.focused:
            top = self.rect.y + self.rect.height // 5
            pygame.draw.line(surface, theme.ACCENT, (self._caret_x, top), (self._caret_x, self.rect.bottom - self.rect.height // 5), 2)

    def texts(self) -> list[TextRect]:
        return [(self._text_rect.copy(), self._shown)] if self._shown else []


def is_ascii_digit(ch: str) -> bool:
    """Whether ``ch`` is one of 0-9 (``str.isdigit`` also takes "²" and "①", which ``int``
    then refuses): the filter of every field a number is typed in."""
    return len(ch) == 1 and "0" <= ch <= "9"


def edit(value: str, event: pygame.event.Event, max_length: int, allowed: Callable[[str], bool] | None = None) -> str | None:
    """The text after applying a typing event to ``value``, or ``None`` if ``event`` is not
    typing.  ``allowed`` filters typed characters (:func:`is_ascii_digit` for a seed); control
    characters, NUL and lone surrogates never get in, and the text stays within
    ``max_length`` however much is typed or pasted at once."""
    if event.type == pygame.TEXTINPUT:
        text = getattr(event, "text", "")
        if not isinstance(text, str):
            return value
        room = max(0, max_length - len(value))
        typed = "".join(ch for ch in text[: room * 4 + 4] if ch.isprintable() and (allowed is None or allowed(ch)))
        return (value + typed)[:max_length]
    if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
        return value[:-1]
    return None


class Label(Widget):
    """Text that does not react, placed by one of its points (``anchor``)."""

    def __init__(
        self,
        key: str,
        surface: pygame.Surface,
        text: str,
        anchor: str,
        point: tuple[int, int],
        box: pygame.Rect | None = None,
    ) -> None:
        rect = surface.get_rect(**{anchor: point})
        super().__init__(key, rect)
        self.box = box
        """Where the text was meant to stand (the window when not named)."""
        self.surface = surface
        self.text = text

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        put_text(surface, self.surface, self.rect, self.box)

    def texts(self) -> list[TextRect]:
        return [(self.rect.copy(), self.text)] if self.text else []


def choice_cells(
    area: pygame.Rect, labels: Sequence[str], fonts: FontBook, text_size: int, gap: int
) -> tuple[list[pygame.Rect], int]:
    """The buttons of a row of ``labels`` in ``area`` and the one text size they share.

    Each button is as wide as its label needs, and the room left is shared out equally, so
    sibling labels keep the same size ("Pantalla completa" gets a wider button instead of
    smaller letters than "1366 × 768").  Only when the labels cannot all fit at ``text_size``
    does the size shrink, for all of them together."""
    count = max(1, len(labels))
    room = area.width - gap * (count - 1)
    size = min(text_size, area.height * 2 // 3)
    pad = max(4, area.height // 6)
    while True:
        font = fonts.get("bold", size)
        needs = [font.size(label)[0] + 2 * pad + 2 for label in labels]
        if sum(needs) <= room or size <= fonts.smallest:
            break
        size -= max(1, size // 12)
    spare = max(0, room - sum(needs))
    widths = _share_out(needs, spare) if sum(needs) <= room else [room // count] * count
    cells, x = [], area.x
    for width in widths:
        cells.append(pygame.Rect(x, area.y, width, area.height))
        x += width + gap
    return cells, size


def _share_out(needs: Sequence[int], spare: int) -> list[int]:
    """Widths from ``needs`` with ``spare`` given first to the narrowest, so that the buttons
    come out as even as the labels allow."""
    widths = list(needs)
    while spare > 0:
        low = min(widths)
        lowest = [i for i, w in enumerate(widths) if w == low]
        above = min((w for w in widths if w > low), default=low + spare)
        step = min(above - low, spare // len(lowest)) if spare >= len(lowest) else 0
        if step == 0:
            for i in lowest[:spare]:
                widths[i] += 1
            break
        for i in lowest:
            widths[i] += step
        spare -= step * len(lowest)
    return widths
