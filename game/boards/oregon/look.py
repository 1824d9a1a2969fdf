"""Oregon's colours, tints and the farmer's outline, from ``content/oregon/board_look.yaml``."""

from __future__ import annotations

from game.boards.kit.looks import board_look

LOOK = board_look("oregon/board_look.yaml")
COLOURS, TINTS = LOOK.colours, LOOK.tints
