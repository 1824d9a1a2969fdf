"""Oregon in words: log sentences for every event, results-screen labels and the hover
preview.

Every function takes the translator's ``gettext`` as ``_`` so that the sentences follow the
interface language; names are filled in after translation with ``str.format``.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.boards.kit.log import EventLog, Sentence, arg, arg_as, arg_set, arg_value, choose, simple
from game.boards.kit.words import Gettext, WordTable
from game.boards.oregon.names import PIECES, lower_name, piece_name
from game.i18n import N_
from game.rules.core import Event, Outcome


def _scoring(event: Event) -> str:
    if event.args["source"] == "group":
        return "group"
    return "many" if int(event.args["farmers"]) > 1 else "one"


def _no_legal_play(event: Event, name: str, _: Gettext) -> str:
    hand = ", ".join(lower_name(str(card), _) for card in event.args["hand"])
    first, second = (lower_name(str(card), _) for card in event.args["discarded"])
    return _("{name} cannot play ({hand}) and discards {first} and {second}").format(
        name=name, hand=hand, first=first, second=second
    )


def _tiles_revealed(event: Event, name: str, _: Gettext) -> str:
    coal = "+".join(str(v) for v in event.args["coal"]) or "0"
    gold = "+".join(str(v) for v in event.args["gold"]) or "0"
    return _("{name} reveals coal {coal} and gold {gold}: {points} more points").format(
        name=name, coal=coal, gold=gold, points=int(event.args["points"])
    )


SENTENCES: dict[str, Sentence] = {
    "start_tile_placed": simple(
        N_("{name} places their start tile: {building}"), building=arg_as("building", lower_name)
    ),
    "farmer_placed": choose(
        arg_set("joker"),
        {
            True: N_("{name} places a farmer in the {row} / {column} area, using the joker"),
            None: N_("{name} places a farmer in the {row} / {column} area"),
        },
        row=arg_as("row_symbol", lower_name),
        column=arg_as("column_symbol", lower_name),
    ),
    "building_placed": choose(
        arg_set("joker"),
        {
            True: N_("{name} builds: {building} (the joker as the {symbol} card)"),
            None: N_("{name} builds: {building} (with a {symbol} card)"),
        },
        building=arg_as("building", lower_name),
        symbol=arg_as("symbol", lower_name),
    ),
    "joker_used": simple(N_("{name}'s joker is used up")),
    "scored": choose(
        _scoring,
        {
            "group": N_("{name} scores {points} for a group of {farmers} farmers"),
            "many": N_("{name} scores {points} ({building}, {farmers} farmers)"),
            "one": N_("{name} scores {points} ({building})"),
        },
        points=arg("points"),
        farmers=arg("farmers"),
        building=arg_as("source", lower_name),
    ),
    "tile_drawn": choose(
        arg_value("kind"),
        {"coal": N_("{name} takes a face-down coal tile"), None: N_("{name} takes a face-down gold tile")},
    ),
    "tile_seen": choose(
        arg_value("kind"),
        {
            "coal": N_("Your new coal tile is worth {value}"),
            None: N_("Your new gold tile is worth {value}"),
        },
        value=arg("value"),
    ),
    "tile_stack_empty": choose(
        arg_value("kind"),
        {"coal": N_("No coal tiles are left for {name}"), None: N_("No gold tiles are left for {name}")},
    ),
    "token_activated": choose(
        arg_value("token"),
        {
            "joker": N_("{name}'s joker is active again ({building})"),
            None: N_("{name}'s extra turn is ready again ({building})"),
        },
        building=arg_as("source", lower_name),
    ),
    "building_stack_empty": simple(
        N_("The last {building} tile has been built"), building=arg_as("building", lower_name)
    ),
    "game_end_triggered": choose(
        arg_value("reason"),
        {
            "last_farmer": N_("{name} has placed their last farmer: this round is the last"),
            None: N_("Enough building stacks are empty: this round is the last"),
        },
    ),
    "extra_turn_taken": simple(N_("{name} takes the extra turn")),
    "extra_turn_declined": simple(N_("{name} goes on without the extra turn")),
    "no_legal_play": _no_legal_play,
    "useless_card_discarded": simple(
        N_("{name} discards a useless card: {building}"), building=arg_as("building", lower_name)
    ),
    "deck_reshuffled": choose(
        arg_value("deck"),
        {
            "landscape": N_("The landscape discards are shuffled into a new deck"),
            None: N_("The building discards are shuffled into a new deck"),
        },
    ),
    "card_drawn": choose(
        arg_value("deck"),
        {"landscape": N_("{name} draws a landscape card"), None: N_("{name} draws a building card")},
    ),
    "card_received": simple(N_("{name} drew: {card}"), card=arg_as("card", lower_name)),
    "round_started": simple(N_("Round {round} begins"), round=arg("round")),
    "tiles_revealed": _tiles_revealed,
    "game_over": simple(N_("The game is over")),
}
"""Event kind → its log sentence."""


SILENT: frozenset[str] = frozenset({"turn_started", "turn_ended"})
"""Event kinds deliberately left out of the log: whose turn it is shows at the table, and a
hand full again follows from the draw lines just above."""


LOG = EventLog(SENTENCES, SILENT)
describe_event = LOG.describe
"""``describe_event(event, names, _)``: the log line of ``event`` (``None`` for a kind in
:data:`SILENT` or an unknown kind)."""


CATEGORY_LABELS: dict[str, str] = {
    "board": N_("Points on the track"),
    "coal": N_("Coal tiles"),
    "gold": N_("Gold tiles"),
}


category_label = WordTable(CATEGORY_LABELS, otherwise=PIECES)
"""``category_label(category, _)``: the results-screen row name of an ``Outcome`` category."""


def explain_tiebreak(outcome: Outcome, names: Sequence[str], _: Gettext) -> str:
    """How the tie-break decided (empty when the totals alone decided)."""
    if not outcome.tiebreak:
        return ""
    winners = [names[p] for p in outcome.winners if p < len(names)]
    farmers = max((outcome.tiebreak_values[p] for p in outcome.winners), default=0)
    if len(winners) == 1:
        return _(
            "Tied on points: {name} wins with the most farmers on the board ({farmers})"
        ).format(name=winners[0], farmers=farmers)
    return _(
        "Tied on points and on farmers on the board ({farmers}): {names} share the win"
    ).format(names=", ".join(winners), farmers=farmers)


END_REASONS: dict[str, str] = {
    "last_farmer": N_("A player placed their last farmer and the round was completed"),
    "empty_stacks": N_("Enough building stacks ran out and the round was completed"),
}


end_reason = WordTable(END_REASONS)
"""``end_reason(reason, _)``: why the game ended, in words."""


def preview_text(gains: Sequence[tuple[str, int]], _: Gettext, placed: str = "farmer") -> str:
    """What placing ``placed`` (``"farmer"`` or a building id) on the hovered space would
    bring, from :func:`game.rules.oregon.score_preview` pairs: "Farmer here: +6 (post office
    3, church 3); +1 gold"."""
    points = [
        (source, n) for source, n in gains if source not in ("coal", "gold", "joker", "extra_turn")
    ]
    total = sum(n for _source, n in points)
    parts: list[str] = []
    if points:
        detail = ", ".join(f"{lower_name(source, _)} {n}" for source, n in points)
        parts.append(f"+{total} ({detail})")
    for source, n in gains:
        if source in ("coal", "gold"):
            parts.append(f"+{n} {lower_name(source, _)}")
        elif source == "joker":
            parts.append(_("joker active again"))
        elif source == "extra_turn":
            parts.append(_("extra turn ready again"))
    effect = "; ".join(parts) if parts else _("no points")
    if placed == "farmer":
        return _("Farmer here: {effect}").format(effect=effect)
    return _("{building} here: {effect}").format(building=piece_name(placed, _), effect=effect)
