"""Every event Porto's ``apply`` returns: its ``kind``, its ``args`` and a log line in English,
Spanish and French.

Besides these, ``apply`` sends the boundary events of :mod:`game.rules.core` (made by its
``turn_started`` and ``round_started``), last among a move's events: the table reads them for
undo and the log's grouping, and they have no log line of their own.

Log lines are ``str.format`` templates over ``player`` (the player's name, filled in by the
interface) and the event's ``args``.  Houses and slots in ``args`` are numbered from 1, cards
are codes (``"b3"``), colours and categories are ids from the content (the interface may
translate them before formatting).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.core import Event

SCORE_CATEGORIES: tuple[str, ...] = (
    "floors",
    "neighbours",
    "bonus_tokens",
    "roof_tokens",
    "public_contracts",
    "private_contracts",
)
"""Where points come from (the rows of the results screen): scoring A, B, C, D, E of the
rulebook, then private contracts at the end."""

FLOORS, NEIGHBOURS, BONUS_TOKENS, ROOF_TOKENS, PUBLIC_CONTRACTS, PRIVATE_CONTRACTS = range(6)


@dataclass(frozen=True, slots=True)
class EventDoc:
    """What an event's ``args`` hold and its log line in three languages."""

    args: str
    en: str
    es: str
    fr: str


EVENTS: dict[str, EventDoc] = {
    "contracts_dealt": EventDoc(
        "contracts: ids of the private contracts dealt (seen by that player only)",
        "{player} is dealt private contracts {contracts}",
        "{player} recibe los contratos privados {contracts}",
        "{player} reçoit les contrats privés {contracts}",
    ),
    "contracts_kept": EventDoc(
        "contracts: ids kept (seen by that player only)",
        "{player} keeps {contracts}",
        "{player} se queda con {contracts}",
        "{player} garde {contracts}",
    ),
    "contracts_chosen": EventDoc(
        "count: how many private contracts the player kept",
        "{player} keeps {count} private contracts",
        "{player} se queda con {count} contratos privados",
        "{player} garde {count} contrats privés",
    ),
    "cards_drawn": EventDoc(
        "slots: display slots taken; cards: their codes",
        "{player} takes {cards}",
        "{player} roba {cards}",
        "{player} prend {cards}",
    ),
    "display_refilled": EventDoc(
        "slot: display slot; card: the card turned face up",
        "{card} is turned face up",
        "Se descubre {card}",
        "{card} est révélée",
    ),
    "deck_reshuffled": EventDoc(
        "cards: how many discarded cards form the new deck",
        "The {cards} discarded cards are shuffled into a new deck",
        "Se barajan las {cards} cartas descartadas en un nuevo mazo",
        "Les {cards} cartes défaussées forment une nouvelle pioche",
    ),
    "floors_built": EventDoc(
        "house; colour; floors (tiles placed); cards (floors card, colour card); new_house",
        "{player} builds {floors} {colour} floor(s) on house {house}",
        "{player} construye {floors} piso(s) {colour} en la casa {house}",
        "{player} construit {floors} étage(s) {colour} sur la maison {house}",
    ),
    "scored": EventDoc(
        "category (one of SCORE_CATEGORIES); points; detail (house number or contract id)",
        "{player} scores {points} ({category})",
        "{player} gana {points} PV ({category})",
        "{player} marque {points} PV ({category})",
    ),
    "roof_placed": EventDoc(
        "house; completed: houses completed so far (the roof track)",
        "House {house} is complete and gets its roof ({completed} complete)",
        "La casa {house} está completa y recibe su tejado ({completed} completas)",
        "La maison {house} est terminée et reçoit son toit ({completed} terminées)",
    ),
    "bonus_token_taken": EventDoc(
        "house: where the token lay; value",
        "{player} takes the {value}-point token of house {house}",
        "{player} recoge la ficha de {value} PV de la casa {house}",
        "{player} prend le jeton de {value} PV de la maison {house}",
    ),
    "bonus_token_placed": EventDoc(
        "house: the roof it now lies on; value",
        "{player} puts a {value}-point token on the roof of house {house}",
        "{player} coloca una ficha de {value} PV sobre la casa {house}",
        "{player} pose un jeton de {value} PV sur le toit de la maison {house}",
    ),
    "bonus_token_discarded": EventDoc(
        "value: no empty roof was left, so the token leaves the game",
        "No empty roof: the {value}-point token leaves the game",
        "No hay techo vacío: la ficha de {value} PV se descarta",
        "Aucun toit libre : le jeton de {value} PV est défaussé",
    ),
    "contract_fulfilled": EventDoc(
        "contract: id; slot: its place in the public row; points",
        "{player} fulfils public contract {contract}",
        "{player} cumple el contrato público {contract}",
        "{player} remplit le contrat public {contract}",
    ),
    "public_contract_revealed": EventDoc(
        "contract: id; slot: its place in the public row",
        "New public contract {contract}",
        "Nuevo contrato público {contract}",
        "Nouveau contrat public {contract}",
    ),
    "final_round_triggered": EventDoc(
        "completed: houses complete; mark: the roof-track mark; last_round: the final round",
        "{completed} houses complete: this round is finished, then round {last_round} is the last",
        "{completed} casas completas: se acaba esta ronda y la ronda {last_round} es la última",
        "{completed} maisons terminées : on finit ce tour, puis le tour {last_round} est le dernier",
    ),
    "passed": EventDoc(
        "(none): the player could neither draw nor build",
        "{player} can do nothing and passes",
        "{player} no puede hacer nada y pasa",
        "{player} ne peut rien faire et passe",
    ),
    "private_contracts_revealed": EventDoc(
        "contracts: ids the player kept",
        "{player} reveals {contracts}",
        "{player} revela {contracts}",
        "{player} révèle {contracts}",
    ),
    "game_over": EventDoc(
        "reason: roof_track_mark, street_full or no_moves; scores; winners (player indices)",
        "The game is over ({reason})",
        "Fin de la partida ({reason})",
        "La partie est terminée ({reason})",
    ),
}


def make_event(
    kind: str,
    player: int | None = None,
    visible_to: frozenset[int] | None = None,
    reveals: bool = False,
    **args: Any,
) -> Event:
    """An :class:`Event` of a documented ``kind``."""
    assert kind in EVENTS, kind
    return Event(kind, player, args, visible_to, reveals)


def log_line(event: Event, player_name: str, lang: str = "en") -> str:
    """The log line of ``event`` in ``lang`` (``en``, ``es`` or ``fr``)."""
    doc = EVENTS[event.kind]
    template: str = getattr(doc, lang if lang in ("en", "es", "fr") else "en")
    args = {k: (", ".join(map(str, v)) if isinstance(v, tuple) else v) for k, v in event.args.items()}
    return template.format(player=player_name, **args)
