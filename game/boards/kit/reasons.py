"""The rules' "why not" reasons in the interface language.

Every game's rules give a refusal as a :class:`game.rules.core.Reason` (or an ``IllegalMove``
carrying ``template`` and ``template_args``): an English sentence that keeps the template it
was made from and the values put in.  A game lists the templates its rules use and how each
reads to the player (:class:`ReasonWords`); the values are translated by the game's own
``parts`` function and filled in.  In English, or where the catalogue lacks the sentence, the
rules' own sentence is shown (translated when the catalogue knows it as a whole).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game.boards.kit.picking import refusal
from game.boards.kit.words import Gettext, capital_first
from game.rules.core import IllegalMove, Move

Parts = Callable[[Mapping[str, Any], Gettext], Mapping[str, Any]]
"""A reason's values → the values shown (names translated), given ``gettext``."""


def _unchanged(args: Mapping[str, Any], _: Gettext) -> Mapping[str, Any]:
    return args


def template_and_args(reason: object) -> tuple[str, Mapping[str, Any] | None]:
    """The template and values of a ``Reason`` or an ``IllegalMove`` (``("", None)`` for a
    plain string)."""
    template = getattr(reason, "template", "")
    args = getattr(reason, "args", None)
    if not isinstance(args, Mapping):
        args = getattr(reason, "template_args", None)
    if isinstance(template, str) and isinstance(args, Mapping):
        return template, args
    return "", None


@dataclass(frozen=True)
class ReasonWords:
    """How one game's refusals read: rules template → the translatable sentence shown,
    ``parts`` translating the values, and whether a reason starts with a capital."""

    templates: Mapping[str, str]
    parts: Parts = _unchanged
    capitalise: bool = False

    def translate(self, reason: object, _: Gettext) -> str:
        """``reason`` (a rules ``Reason``, an ``IllegalMove`` or a plain string) in the
        current language; the rules' own text when there is no translation."""
        text = str(getattr(reason, "reason", reason))
        template, args = template_and_args(reason)
        shown = self.templates.get(template)
        if shown is None or args is None or _(shown) == shown:
            out = _(text)
        else:
            try:
                out = _(shown).format(**self.parts(args, _))
            except (KeyError, IndexError, ValueError):
                out = text
        return capital_first(out) if self.capitalise else out

    def explain(self, error: IllegalMove, _: Gettext) -> str:
        """Why the rules refused a move, in the current language."""
        return self.translate(error, _)

    def why_not(self, view: Any, move: Move, _: Gettext) -> str:
        """Why the rules refuse ``move`` on ``view`` (tried on a copy), in the current
        language; empty when the move is legal."""
        error = refusal(view, move)
        return self.explain(error, _) if error is not None else ""
