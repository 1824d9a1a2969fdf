"""The settings screen: language, window size or full screen, animation speed, bot move delay,
text size (the UI scale, applied to every screen), the sounds' volume, hints at the table and
whether decisions with a single option are played for the player.

Every change applies at once (the whole interface switches language immediately) and is
saved by the app through :meth:`UiContext.change_settings`.
"""

from __future__ import annotations

import pygame

from game.i18n import LANGUAGES, N_
from game.scenes.base import UiScene
from game.scenes.choices import delay_choices, scale_choices, volume_choices
from game.settings import ANIMATION_SPEEDS, WINDOW_SIZES
from game.ui import theme
from game.ui.widgets import Button, CheckBox, choice_row

SPEED_LABELS: dict[str, str] = {
    "slow": N_("Slow"),
    "normal": N_("Normal"),
    "fast": N_("Fast"),
    "instant": N_("Instant"),
}
FULLSCREEN = "fullscreen"


def size_id(size: tuple[int, int]) -> str:
    """The choice value of a window size (``"1366x768"``)."""
    return f"{size[0]}x{size[1]}"


class SettingsScene(UiScene):
    """Change and keep the player's settings."""

    layout_name = "settings"

    def build(self) -> None:
        _ = self.ctx.translator.gettext
        place, fonts, settings = self.place, self.ctx.fonts, self.ctx.settings
        self.heading(_("Settings"), "heading")
        self.paper(place.rect("panel"))
        rows = (("language", _("Language")), ("window", _("Window")), ("animation", _("Animations")),
                ("delay", _("Bot pause")), ("scale", _("Text size")), ("sound", _("Sound")), ("hints", _("Hints")),
                ("moves", _("Moves")))
        for row, label in rows:
            self.write(label, "bold", place.text(f"{row}_label"), theme.INK, place.rect(f"{row}_label"), "left")
        self.widgets += choice_row(
            "language", place.rect("language"), list(LANGUAGES.items()), settings.language,
            fonts, place.text("language"), place.gap("language"), self.choose_language,
        )
        windows = [(size_id(s), f"{s[0]} × {s[1]}") for s in WINDOW_SIZES] + [(FULLSCREEN, _("Full screen"))]
        current = FULLSCREEN if settings.fullscreen else size_id(settings.window_size)
        self.widgets += choice_row(
            "window", place.rect("window"), windows, current,
            fonts, place.text("window"), place.gap("window"), self.choose_window,
        )
        speeds = [(speed, _(SPEED_LABELS[speed])) for speed in ANIMATION_SPEEDS]
        self.widgets += choice_row(
            "animation", place.rect("animation"), speeds, settings.animation_speed,
            fonts, place.text("animation"), place.gap("animation"), self.choose_speed,
        )
        self.widgets += choice_row(
            "delay", place.rect("delay"), delay_choices(_, settings.language), f"{settings.bot_delay:g}",
            fonts, place.text("delay"), place.gap("delay"), lambda v: self.change(bot_delay=float(v)),
        )
        self.widgets += choice_row(
            "scale", place.rect("scale"), scale_choices(settings.language), f"{settings.ui_scale:g}",
            fonts, place.text("scale"), place.gap("scale"), lambda v: self.change(ui_scale=float(v)),
        )
        volume = "0" if settings.muted else str(settings.volume)
        self.widgets += choice_row(
            "sound", place.rect("sound"), volume_choices(_, settings.language), volume,
            fonts, place.text("sound"), place.gap("sound"), lambda v: self.change(volume=int(v), muted=False),
        )
        self.widgets.append(CheckBox("hints", place.rect("hints"), _("Offer hints from the hard bot"), settings.hints,
                                     fonts, place.text("hints"), lambda on: self.change(hints=on)))
        self.widgets.append(CheckBox("moves", place.rect("moves"), _("Play decisions with a single option for me"),
                                     settings.auto_single, fonts, place.text("moves"),
                                     lambda on: self.change(auto_single=on)))
        self.widgets.append(CheckBox("harvest", place.rect("harvest"), _("Pause at each harvest"),
                                     settings.harvest_pause, fonts, place.text("harvest"),
                                     lambda on: self.change(harvest_pause=on)))
        self.write(_("Changes apply at once and are kept for next time."), "body", place.text("note"), theme.INK_SOFT, place.rect("note"))
        self.widgets.append(
            Button("back", place.rect("back"), _("Back"), fonts, place.text("back"), self.ctx.stack.pop,
                   shadow=self.ctx.art.shadow(place.rect("back").size, place.rect("back").height // 4, place.px(10)))
        )

    def choose_language(self, code: str) -> None:
        """Switch the interface to ``code``."""
        self.ctx.change_settings(self.ctx.settings.with_changes(language=code))
        self.changed()

    def choose_window(self, value: str) -> None:
        """Use a window of the chosen size, or the full screen."""
        if value == FULLSCREEN:
            settings = self.ctx.settings.with_changes(fullscreen=True)
        else:
            width, height = (int(v) for v in value.split("x"))
            settings = self.ctx.settings.with_changes(fullscreen=False, window_size=(width, height))
        self.ctx.change_settings(settings)
        self.changed()

    def choose_speed(self, speed: str) -> None:
        """Set how fast moves are animated."""
        self.ctx.change_settings(self.ctx.settings.with_changes(animation_speed=speed))
        self.changed()

    def change(self, **changes: object) -> None:
        """Change other settings (bot move delay, text size, hints, volume, single options)."""
        self.ctx.change_settings(self.ctx.settings.with_changes(**changes))
        self.changed()

    def handle_other(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return True
        return False
