"""Porto in words for the table: a log sentence for every event, the results screen's row
names, the tie-break and the reason the game ended.

Every function takes the translator's ``gettext`` as ``_`` so the sentences follow the
interface language; names and numbers are filled in after translation with ``str.format``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from game.boards.kit.log import EventLog, Sentence, arg, arg_value, choose, simple
from game.boards.kit.words import Gettext, WordTable
from game.boards.porto.names import card_code_label, colour_name, private_text, public_text
from game.i18n import N_
from game.rules.core import Event, Outcome
from game.rules.porto.tables import PortoTables


@cache
def shipped_tables() -> PortoTables | None:
    """The tables of the shipped content (card codes and contract texts in log lines), or
    ``None`` when the content cannot be read (the log then shows plain codes)."""
    try:
        from game.content import load_content
        from game.content.porto import load
        from game.rules.porto.setup import tables_for

        return tables_for(load_content("porto", load))
    except Exception:  # a broken content folder is reported elsewhere; the log still works
        return None


def _cards(codes: object, _: Gettext) -> str:
    tables = shipped_tables()
    items = codes if isinstance(codes, tuple | list) else (codes,)
    if tables is None:
        return ", ".join(str(c) for c in items)
    return ", ".join(card_code_label(str(c), tables, _) for c in items)


def _public(contract: object, _: Gettext) -> str:
    tables = shipped_tables()
    if tables is None or contract not in tables.public_by_id:
        return str(contract)
    return public_text(tables.public[tables.public_by_id[str(contract)]], tables, _)


def _private_list(contracts: object, _: Gettext) -> str:
    tables = shipped_tables()
    items = contracts if isinstance(contracts, tuple | list) else (contracts,)
    texts = []
    for c in items:
        if tables is not None and c in tables.private_by_id:
            texts.append(private_text(tables.private[tables.private_by_id[str(c)]], tables, _))
        else:
            texts.append(str(c))
    return "; ".join(texts)


def _floors_built(event: Event, name: str, _: Gettext) -> str:
    args = event.args
    floors, house = int(args["floors"]), int(args["house"])
    colour = colour_name(str(args["colour"]), _)
    if floors == 1:
        text = _("{name} builds 1 {colour} floor on house {house}")
    else:
        text = _("{name} builds {floors} {colour} floors on house {house}")
    line = text.format(name=name, floors=floors, colour=colour, house=house)
    cards = args.get("cards")
    if isinstance(cards, tuple | list) and len(cards) == 2:
        line += " " + _("(floors from {first}, colour from {second})").format(
            first=_cards(cards[0], _), second=_cards(cards[1], _)
        )
    return line


SCORE_SOURCES: dict[object, str] = {
    "floors": N_("{name} scores {points} for the floors of house {detail}"),
    "neighbours": N_("{name} scores {points} for neighbouring floors of house {detail}"),
    "bonus_tokens": N_("{name} scores {points} for the bonus token of house {detail}"),
    "roof_tokens": N_("{name} scores {points} for the token on the roof of house {detail}"),
    "public_contracts": N_("{name} scores {points} for public contract {detail}"),
    "private_contracts": N_("{name} scores {points} for private contract {detail}"),
}


def _final_round(event: Event, name: str, _: Gettext) -> str:
    return _("{completed} houses are complete: after this round, round {last_round} is the last").format(
        completed=int(event.args["completed"]), last_round=int(event.args["last_round"])
    )


def _game_over(event: Event, name: str, _: Gettext) -> str:
    return _("The game is over: {reason}").format(reason=end_reason(str(event.args["reason"]), _))


SENTENCES: dict[str, Sentence] = {
    "contracts_dealt": simple(N_("{name} is dealt private contracts to choose from")),
    "contracts_chosen": simple(N_("{name} keeps {count} private contracts"), count=arg("count")),
    "cards_drawn": simple(N_("{name} takes {cards}"), cards=lambda e, _: _cards(e.args["cards"], _)),
    "display_refilled": simple(N_("New card on display: {card}"), card=lambda e, _: _cards(e.args["card"], _)),
    "deck_reshuffled": simple(N_("The {cards} discarded cards are shuffled into a new deck"), cards=arg("cards")),
    "floors_built": _floors_built,
    "scored": choose(
        arg_value("category"),
        {**SCORE_SOURCES, None: N_("{name} scores {points}")},
        points=arg("points"),
        detail=lambda event, _: event.args.get("detail", ""),
    ),
    "roof_placed": simple(
        N_("House {house} is complete and gets its roof ({completed} on the roof track)"),
        house=arg("house"),
        completed=arg("completed"),
    ),
    "bonus_token_taken": simple(
        N_("{name} takes the {value}-point token of house {house}"), value=arg("value"), house=arg("house")
    ),
    "bonus_token_placed": simple(
        N_("{name} puts the {value}-point token on the roof space of house {house}"),
        value=arg("value"),
        house=arg("house"),
    ),
    "bonus_token_discarded": simple(
        N_("No house without a roof is left: the {value}-point token leaves the game"), value=arg("value")
    ),
    "contract_fulfilled": simple(
        N_("{name} fulfils a public contract: {contract}"), contract=lambda e, _: _public(e.args["contract"], _)
    ),
    "public_contract_revealed": simple(
        N_("New public contract: {contract}"), contract=lambda e, _: _public(e.args["contract"], _)
    ),
    "final_round_triggered": _final_round,
    "passed": simple(N_("{name} can neither draw nor build, and passes")),
    "private_contracts_revealed": simple(
        N_("{name} reveals: {contracts}"), contracts=lambda e, _: _private_list(e.args["contracts"], _)
    ),
    "game_over": _game_over,
}
"""Event kind → its log sentence (every kind of ``game.rules.porto.events.EVENTS`` not in
:data:`SILENT`)."""

SILENT: frozenset[str] = frozenset({"contracts_kept"})
"""Event kinds deliberately left out of the log: the contracts a person kept are on their own
panel, and the public line "Ana keeps 3 private contracts" already says the choice was made,
in words every seat may read."""


LOG = EventLog(SENTENCES, SILENT)
describe_event = LOG.describe
"""``describe_event(event, names, _)``: the log line of ``event`` (``None`` for a kind in
:data:`SILENT` or an unknown kind)."""


CATEGORY_LABELS: dict[str, str] = {
    "floors": N_("Floors built (A)"),
    "neighbours": N_("Neighbouring floors (B)"),
    "bonus_tokens": N_("Bonus tokens (C)"),
    "roof_tokens": N_("Tokens on roofs (D)"),
    "public_contracts": N_("Public contracts (E)"),
    "private_contracts": N_("Private contracts"),
}


category_label = WordTable(CATEGORY_LABELS)
"""``category_label(category, _)``: the results-screen row name of an ``Outcome`` category."""


def explain_tiebreak(outcome: Outcome, names: Sequence[str], _: Gettext) -> str:
    """How the tie-break decided (empty when the totals alone decided)."""
    winners = ", ".join(names[w] for w in outcome.winners if 0 <= w < len(names))
    if outcome.tiebreak == "public_contracts":
        return _("Tied on points: {winners} fulfilled more public contracts").format(winners=winners)
    if outcome.tiebreak == "seat_order":
        return _("Tied on points and public contracts: {winners} sat furthest from the first player").format(
            winners=winners
        )
    return ""


END_REASONS: dict[str, str] = {
    "roof_track_mark": N_("the roof track reached its mark and the last round was played"),
    "street_full": N_("no house in the street can take another floor"),
    "no_moves": N_("nobody could draw or build for a whole round"),
}


end_reason = WordTable(END_REASONS)
"""``end_reason(reason, _)``: why the game ended, in words."""
