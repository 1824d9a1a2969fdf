"""Oregon in words: log sentences for every event, results-screen labels and the hover
preview.

Every function takes the translator's ``gettext`` as ``_`` so that the sentences follow the
interface language; names are filled in after translation with ``str.format``.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.boards.kit.log import EventLog, Sentence, arg, arg_as, simple
from game.boards.kit.words import Gettext, WordTable
from game.boards.oregon.names import PIECES, lower_name, piece_name
from game.i18n import N_
from game.rules.core import Event, Outcome


def _farmer_placed(event: Event, name: str, _: Gettext) -> str:
    args = event.args
    row, column = lower_name(str(args["row_symbol"]), _), lower_name(str(args["column_symbol"]), _)
    if args.get("joker"):
        return _("{name} places a farmer in the {row} / {column} area, using the joker").format(
            name=name, row=row, column=column
        )
    return _("{name} places a farmer in the {row} / {column} area").format(
        name=name, row=row, column=column
    )


def _building_placed(event: Event, name: str, _: Gettext) -> str:
    args = event.args
    building = lower_name(str(args["building"]), _)
    symbol = lower_name(str(args["symbol"]), _)
    if args.get("joker"):
        return _("{name} builds: {building} (the joker as the {symbol} card)").format(
            name=name, building=building, symbol=symbol
        )
    return _("{name} builds: {building} (with a {symbol} card)").format(
        name=name, building=building, symbol=symbol
    )


def _scored(event: Event, name: str, _: Gettext) -> str:
    args = event.args
    points, source, farmers = int(args["points"]), str(args["source"]), int(args["farmers"])
    if source == "group":
        return _("{name} scores {points} for a group of {farmers} farmers").format(
            name=name, points=points, farmers=farmers
        )
    if farmers > 1:
        return _("{name} scores {points} ({building}, {farmers} farmers)").format(
            name=name, points=points, building=lower_name(source, _), farmers=farmers
        )
    return _("{name} scores {points} ({building})").format(
        name=name, points=points, building=lower_name(source, _)
    )


def _tile_drawn(event: Event, name: str, _: Gettext) -> str:
    if event.args["kind"] == "coal":
        return _("{name} takes a face-down coal tile").format(name=name)
    return _("{name} takes a face-down gold tile").format(name=name)


def _tile_seen(event: Event, name: str, _: Gettext) -> str:
    value = int(event.args["value"])
    if event.args["kind"] == "coal":
        return _("Your new coal tile is worth {value}").format(value=value)
    return _("Your new gold tile is worth {value}").format(value=value)


def _tile_stack_empty(event: Event, name: str, _: Gettext) -> str:
    if event.args["kind"] == "coal":
        return _("No coal tiles are left for {name}").format(name=name)
    return _("No gold tiles are left for {name}").format(name=name)


def _token_activated(event: Event, name: str, _: Gettext) -> str:
    source = lower_name(str(event.args["source"]), _)
    if event.args["token"] == "joker":
        return _("{name}'s joker is active again ({building})").format(name=name, building=source)
    return _("{name}'s extra turn is ready again ({building})").format(name=name, building=source)


def _game_end_triggered(event: Event, name: str, _: Gettext) -> str:
    if event.args["reason"] == "last_farmer":
        return _("{name} has placed their last farmer: this round is the last").format(name=name)
    return _("Enough building stacks are empty: this round is the last")


def _no_legal_play(event: Event, name: str, _: Gettext) -> str:
    hand = ", ".join(lower_name(str(card), _) for card in event.args["hand"])
    first, second = (lower_name(str(card), _) for card in event.args["discarded"])
    return _("{name} cannot play ({hand}) and discards {first} and {second}").format(
        name=name, hand=hand, first=first, second=second
    )


def _deck_reshuffled(event: Event, name: str, _: Gettext) -> str:
    if event.args["deck"] == "landscape":
        return _("The landscape discards are shuffled into a new deck")
    return _("The building discards are shuffled into a new deck")


def _card_drawn(event: Event, name: str, _: Gettext) -> str:
    if event.args["deck"] == "landscape":
        return _("{name} draws a landscape card").format(name=name)
    return _("{name} draws a building card").format(name=name)


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
    "farmer_placed": _farmer_placed,
    "building_placed": _building_placed,
    "joker_used": simple(N_("{name}'s joker is used up")),
    "scored": _scored,
    "tile_drawn": _tile_drawn,
    "tile_seen": _tile_seen,
    "tile_stack_empty": _tile_stack_empty,
    "token_activated": _token_activated,
    "building_stack_empty": simple(
        N_("The last {building} tile has been built"), building=arg_as("building", lower_name)
    ),
    "game_end_triggered": _game_end_triggered,
    "extra_turn_taken": simple(N_("{name} takes the extra turn")),
    "extra_turn_declined": simple(N_("{name} goes on without the extra turn")),
    "no_legal_play": _no_legal_play,
    "useless_card_discarded": simple(
        N_("{name} discards a useless card: {building}"), building=arg_as("building", lower_name)
    ),
    "deck_reshuffled": _deck_reshuffled,
    "card_drawn": _card_drawn,
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
