"""The table's menu (Esc): resume, rules, the table's settings (hints, single-option decisions
played for the person, bot move delay, UI scale) and leaving the table (the match stays saved)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.scenes.choices import delay_choices, scale_choices
from game.scenes.dialog import DialogScene
from game.scenes.table.words import table_prefs
from game.ui import theme
from game.ui.context import UiContext
from game.ui.widgets import Button, CheckBox, choice_row

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene


class TableMenu(DialogScene):
    """A dialog over ``table``."""

    layout_name = "table_menu"

    def __init__(self, ctx: UiContext, table: TableScene) -> None:
        self.table = table
        super().__init__(ctx)

    def build(self) -> None:
        _ = self.ctx.translator.gettext
        place, fonts = self.place, self.ctx.fonts
        prefs = table_prefs(self.ctx.settings)
        self.paper(place.rect("panel"))
        self.write(_("Menu"), "display", place.text("title"), theme.INK, place.rect("title"))
        self.widgets.append(Button("resume", place.rect("resume"), _("Back to the table"), fonts,
                                   place.text("resume"), self.ctx.stack.pop))
        self.widgets.append(Button("rules", place.rect("rules"), _("Rules (F1)"), fonts, place.text("rules"),
                                   self.rules, "paper"))
        self.widgets.append(CheckBox("hints", place.rect("hints"), _("Offer hints from the hard bot"), prefs.hints,
                                     fonts, place.text("hints"), lambda on: self.change(hints=on)))
        self.widgets.append(CheckBox("moves", place.rect("moves"), _("Play decisions with a single option for me"),
                                     prefs.auto_single, fonts, place.text("moves"),
                                     lambda on: self.change(auto_single=on)))
        self.widgets.append(CheckBox("harvest", place.rect("harvest"), _("Pause at each harvest"),
                                     prefs.harvest_pause, fonts, place.text("harvest"),
                                     lambda on: self.change(harvest_pause=on)))
        self.write(_("Bot move delay"), "bold", place.text("delay_label"), theme.INK, place.rect("delay_label"), "left")
        self.widgets += choice_row("delay", place.rect("delay"), delay_choices(_, self.ctx.settings.language), f"{prefs.bot_delay:g}", fonts,
                                   place.text("delay"), place.gap("delay"), lambda v: self.change(bot_delay=float(v)))
        self.write(_("Text size"), "bold", place.text("scale_label"), theme.INK,
                   place.rect("scale_label"), "left")
        self.widgets += choice_row("scale", place.rect("scale"), scale_choices(self.ctx.settings.language), f"{prefs.ui_scale:g}", fonts,
                                   place.text("scale"), place.gap("scale"), lambda v: self.change(ui_scale=float(v)))
        self.widgets.append(Button("leave", place.rect("leave"), _("Leave the table"), fonts, place.text("leave"),
                                   self.leave, "paper"))
        note = (_("The tutorial keeps its step: Learn to play on the title screen resumes it.")
                if getattr(self.table, "tutorial", None) is not None
                else _("The match is saved after every move: Continue on the title screen resumes it."))
        self.write(note, "body", place.text("note"), theme.INK_SOFT, place.rect("note"))

    def change(self, **changes: object) -> None:
        """Change table settings (kept with the other settings)."""
        try:
            settings = self.ctx.settings.with_changes(**changes)
        except (TypeError, ValueError):
            return
        self.ctx.change_settings(settings)
        self.table.changed()
        self.changed()

    def rules(self) -> None:
        """Open the rules reference over the table."""
        self.ctx.stack.pop()
        self.table.open_rules()

    def leave(self) -> None:
        """Close the menu and the table."""
        self.ctx.stack.pop()
        self.table.leave()
