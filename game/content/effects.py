"""Effects written in content YAML, and their checks against the rules' effect registry.

A card or tile writes each effect as a mapping with a ``verb`` and its parameters
(``{verb: score_points, points: 3}``); a deck whose cards are each exactly one effect (Porto's
contracts) writes the verb and parameters on the card itself.  The loader checks every effect
against its verb's schema in :mod:`game.rules.effects` and reports each problem as
``file:line: field: message`` — an unknown verb (with the closest known one), a verb of another
kind of card, a missing, unknown or bad parameter.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from pydantic import ConfigDict

from game.content.base import ContentError, Frozen, Loc, YamlDoc
from game.rules.effects import Hook, Sets, check_params, find_verb, verbs_of


class WrittenEffect(Frozen):
    """One effect as the YAML writes it: ``verb`` and, as further fields, its parameters."""

    model_config = ConfigDict(frozen=True, extra="allow", strict=False)

    verb: str

    @property
    def params(self) -> dict[str, Any]:
        """The parameters as written (checked by the loader against the verb's schema)."""
        return dict(self.model_extra or {})


@runtime_checkable
class EffectCard(Protocol):
    """Anything with an id and effects: a card, a tile, a contract."""

    @property
    def id(self) -> str: ...

    @property
    def effects(self) -> Sequence[WrittenEffect]: ...


@runtime_checkable
class EffectContent(Protocol):
    """A game's content whose cards carry effects: the card text module renders them all."""

    def effect_cards(self) -> Sequence[EffectCard]:
        """Every card or tile with effects, in content order."""
        ...

    def effect_sets(self) -> Sets:
        """The named sets the verbs' choices read (``{"colour": ("blue", ...)}``)."""
        ...


def check_effect(
    doc: YamlDoc, where: Loc, effect: WrittenEffect, hook: Hook[Any], sets: Sets
) -> list[ContentError]:
    """Every problem of ``effect`` (written at ``where`` in ``doc``), which must be a verb of
    ``hook``, with parameters that fit the verb's schema."""
    verb = find_verb(hook.game, effect.verb)
    if verb is None:
        close = difflib.get_close_matches(effect.verb, [v.name for v in verbs_of(hook.game)], n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else f" (known: {', '.join(hook.names)})"
        return [doc.error(where + ("verb",), f"unknown verb {effect.verb!r}{hint}")]
    if verb.hook != hook.name:
        return [
            doc.error(
                where + ("verb",),
                f"{effect.verb!r} is a {verb.hook} verb; a {hook.name} takes one of "
                f"{', '.join(hook.names)}",
            )
        ]
    _, problems = check_params(verb, effect.params, sets)
    return [doc.error(where + place, message) for place, message in problems]


def check_effects(
    doc: YamlDoc, where: Loc, effects: Sequence[WrittenEffect], hook: Hook[Any], sets: Sets
) -> list[ContentError]:
    """:func:`check_effect` for every effect of a list written at ``where``."""
    errors: list[ContentError] = []
    for i, effect in enumerate(effects):
        errors += check_effect(doc, where + (i,), effect, hook, sets)
    return errors
