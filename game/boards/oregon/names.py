"""The names of Oregon's pieces — landscape symbols, buildings, terrains, decks, tiles and
tokens — from ``content/oregon/board_words.yaml``; an id the content adds later reads as its
id with spaces until its name is written there."""

from __future__ import annotations

from game.boards.kit.words import Gettext
from game.boards.oregon.words import PIECES

__all__ = ["PIECES", "Gettext", "lower_name", "piece_name"]

piece_name = PIECES
"""The translated name of an id: ``piece_name(ident, _)``."""

lower_name = PIECES.lower
"""The name for use inside a sentence: ``lower_name(ident, _)``."""
