"""Oregon in words at the table: the log line of every event, the results screen's row
names, tie-break and end reason, and the hover preview — worded in
``content/oregon/board_words.yaml``."""

from __future__ import annotations

from collections.abc import Sequence

from game.boards.kit.words import Gettext
from game.boards.oregon.words import FUNCTIONS, PIECES, WORDS
from game.rules.core import Outcome

LOG = WORDS.event_log(FUNCTIONS)
"""The log line of every event kind (``None`` for a silent or an unknown kind)."""


def explain_tiebreak(outcome: Outcome, names: Sequence[str], _: Gettext) -> str:
    """How the tie-break decided (empty when the totals alone decided)."""
    if not outcome.tiebreak:
        return ""
    winners = [names[p] for p in outcome.winners if p < len(names)]
    farmers = max((outcome.tiebreak_values[p] for p in outcome.winners), default=0)
    if len(winners) == 1:
        return WORDS.say("tied_one_winner", _, name=winners[0], farmers=farmers)
    return WORDS.say("tied_shared", _, names=", ".join(winners), farmers=farmers)


TOKENS = {"joker": "joker_again", "extra_turn": "extra_turn_again"}
"""A token made active again → the text saying so in the preview."""


def preview_text(gains: Sequence[tuple[str, int]], _: Gettext, placed: str = "farmer") -> str:
    """What placing ``placed`` (``"farmer"`` or a building id) on the hovered space would
    bring, from :func:`game.rules.oregon.score_preview` pairs: "Farmer here: +6 (post office
    3, church 3); +1 gold"."""
    points = [(source, n) for source, n in gains if source not in ("coal", "gold", *TOKENS)]
    parts: list[str] = []
    if points:
        detail = ", ".join(f"{PIECES.lower(source, _)} {n}" for source, n in points)
        parts.append(f"+{sum(n for _source, n in points)} ({detail})")
    for source, n in gains:
        if source in ("coal", "gold"):
            parts.append(f"+{n} {PIECES.lower(source, _)}")
        elif source in TOKENS:
            parts.append(_(WORDS.text(TOKENS[source])))
    effect = "; ".join(parts) if parts else _(WORDS.text("no_points"))
    if placed == "farmer":
        return WORDS.say("farmer_here", _, effect=effect)
    return WORDS.say("building_here", _, building=PIECES(placed, _), effect=effect)
