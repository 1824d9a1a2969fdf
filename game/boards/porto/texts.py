"""Porto in words for the table: a log sentence for every event, the results screen's row
names, the tie-break and the reason the game ended — worded in
``content/porto/board_words.yaml``, with the functions its sentences name."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.boards.kit.log import name_each
from game.boards.kit.registration import shipped
from game.boards.kit.words import Gettext
from game.boards.porto.names import WORDS, card_code_label, colour_name, private_text, public_text
from game.rules.core import Event, Outcome
from game.rules.porto.tables import PortoTables


@shipped
def shipped_tables() -> PortoTables:
    """The tables of the shipped content (card codes and contract texts in log lines; without
    them the log shows plain codes)."""
    from game.content import load_content
    from game.content.porto import load
    from game.rules.porto.setup import tables_for

    return tables_for(load_content("porto", load))


def _cards(codes: object, _: Gettext) -> str:
    tables = shipped_tables()
    return name_each(codes, lambda code: card_code_label(code, tables, _) if tables is not None else None, ", ")


def _public(contract: object, _: Gettext) -> str:
    tables = shipped_tables()
    if tables is None or contract not in tables.public_by_id:
        return str(contract)
    return public_text(tables.public[tables.public_by_id[str(contract)]], tables, _)


def _private_list(contracts: object, _: Gettext) -> str:
    tables = shipped_tables()

    def name(ident: str) -> str | None:
        if tables is None or ident not in tables.private_by_id:
            return None
        return private_text(tables.private[tables.private_by_id[ident]], tables, _)

    return name_each(contracts, name, "; ")


def _floors_built(event: Event, name: str, texts: Mapping[str, str], _: Gettext) -> str:
    args = event.args
    floors, house = int(args["floors"]), int(args["house"])
    colour = colour_name(str(args["colour"]), _)
    built, from_cards = texts["one" if floors == 1 else "many"], texts["cards"]
    line = _(built).format(name=name, floors=floors, colour=colour, house=house)
    cards = args.get("cards")
    if isinstance(cards, tuple | list) and len(cards) == 2:
        line += " " + _(from_cards).format(first=_cards(cards[0], _), second=_cards(cards[1], _))
    return line


FUNCTIONS: dict[str, Any] = {
    "card_list": _cards,
    "public_contract": _public,
    "private_contract_list": _private_list,
    "floors_built": _floors_built,
    "number": lambda value, _: int(value),
}
"""The functions ``board_words.yaml`` names, by name."""

LOG = WORDS.event_log(FUNCTIONS)
"""The log line of every event kind (``None`` for a silent or an unknown kind)."""


def explain_tiebreak(outcome: Outcome, names: Sequence[str], _: Gettext) -> str:
    """How the tie-break decided (empty when the totals alone decided)."""
    winners = ", ".join(names[w] for w in outcome.winners if 0 <= w < len(names))
    if outcome.tiebreak in ("public_contracts", "seat_order"):
        return WORDS.say(f"tied_{outcome.tiebreak}", _, winners=winners)
    return ""
