"""Keyboard shortcuts at the table: Ctrl+Z undo, Ctrl+Y redo, Enter confirm, Esc cancel or
menu, F1 rules, H hint, M sound on or off."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene


def table_key(table: TableScene, event: pygame.event.Event) -> bool:
    """Run the shortcut ``event`` stands for; return whether it was one."""
    if event.type != pygame.KEYDOWN:
        return False
    ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
    if ctrl and event.key == pygame.K_z:
        table.undo()
    elif ctrl and event.key == pygame.K_y:
        table.redo()
    elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
        if table.driver.handoff_to is not None:
            table.take_screen()
        elif table.driver.interactive:
            table.board.confirm()
    elif event.key == pygame.K_ESCAPE:
        if not (table.driver.interactive and table.board.cancel()):
            table.open_menu()
    elif event.key == pygame.K_F1:
        table.open_rules()
    elif event.key == pygame.K_h:
        table.hint()
    elif event.key == pygame.K_m:
        table.toggle_sound()
    else:
        return False
    return True
