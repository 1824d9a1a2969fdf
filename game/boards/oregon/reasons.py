"""The rules' "why not" reasons in the interface language, as ``board_words.yaml`` words
them (its ``reasons``): symbol, building and terrain ids and the rules' phrases ("play
cards") are named in words; in English the rules' own sentence is shown."""

from __future__ import annotations

from game.boards.oregon.words import WORDS, reason_parts

REASONS = WORDS.reason_words(reason_parts)
translate_reason = REASONS.translate
"""``translate_reason(reason, _)``: a rules reason in the current language."""
