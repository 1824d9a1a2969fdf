"""Dialogs: transparent scenes that dim the screen beneath, take every event while open and
close with Escape.  :class:`MessageDialog` is a paper note closed with its button, Enter or
Escape; the table's menu is another dialog."""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pygame

from game.scenes.base import UiScene
from game.ui import theme
from game.ui.context import UiContext
from game.ui.widgets import Button

VEIL = (12, 6, 2, 150)
"""The dimming laid over the screen beneath a dialog (RGBA)."""


MAX_ARGUMENT_LENGTH = 400
"""The most characters of one value a message repeats (a reason may quote a damaged file)."""


def shown(value: object) -> str:
    """``value`` as a message shows it: its text, cut to :data:`MAX_ARGUMENT_LENGTH`."""
    text = str(value)
    return text if len(text) <= MAX_ARGUMENT_LENGTH else text[: MAX_ARGUMENT_LENGTH - 1] + "…"


class DialogScene(UiScene):
    """A scene over the dimmed screen beneath; it consumes every event, and one of
    ``closing_keys`` closes it."""

    opaque = False
    closing_keys: tuple[int, ...] = (pygame.K_ESCAPE,)

    def make_background(self) -> pygame.Surface:
        veil = pygame.Surface(self.size, pygame.SRCALPHA)
        veil.fill(VEIL)
        return veil

    def handle_other(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in self.closing_keys:
            self.ctx.stack.pop()
        return True


class MessageDialog(DialogScene):
    """Shows ``title`` and ``body`` (source strings, translated when drawn and formatted with
    ``args``) until dismissed."""

    layout_name = "dialog"
    closing_keys = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)

    def __init__(self, ctx: UiContext, title: str, body: str, args: Mapping[str, str] | None = None) -> None:
        self.title = title
        self.body = body
        self.args = {name: shown(value) for name, value in (args or {}).items()}
        super().__init__(ctx)

    def build(self) -> None:
        _ = self.ctx.translator.gettext
        place = self.place
        self.paper(place.rect("panel"))
        self.write(_(self.title), "display", place.text("title"), theme.INK, place.rect("title"))
        self.write_wrapped(_(self.body).format(**self.args), "body", place.text("body"), theme.INK, place.rect("body"), 5)
        self.buttons()

    def buttons(self) -> None:
        """The dialog's buttons: OK, which closes it."""
        _ = self.ctx.translator.gettext
        place = self.place
        self.widgets.append(Button("ok", place.rect("button"), _("OK"), self.ctx.fonts, place.text("button"), self.ctx.stack.pop))


class ConfirmDialog(MessageDialog):
    """Asks before something that cannot be undone: ``action`` (labelled ``verb``, a source
    string) runs only when chosen; Cancel, Escape or Enter leave everything as it was."""

    def __init__(
        self, ctx: UiContext, title: str, body: str, args: Mapping[str, str] | None, verb: str,
        action: Callable[[], None],
    ) -> None:
        self.verb = verb
        self.action = action
        super().__init__(ctx, title, body, args)

    def buttons(self) -> None:
        """Cancel, and the verb that does it."""
        _ = self.ctx.translator.gettext
        place, fonts = self.place, self.ctx.fonts
        button = place.rect("button")
        gap = place.px(20)
        cancel = button.move(-(button.width + gap) // 2, 0)
        confirm = button.move((button.width + gap) // 2, 0)
        self.widgets.append(Button("cancel", cancel, _("Cancel"), fonts, place.text("button"), self.ctx.stack.pop, "paper"))
        self.widgets.append(Button("confirm", confirm, _(self.verb), fonts, place.text("button"), self.confirm))

    def confirm(self) -> None:
        """Close the question and do it."""
        self.ctx.stack.pop()
        self.action()
