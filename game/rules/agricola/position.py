"""The Agricola position format: a few readable lines, then each farm as its text grid.

::

    agricola players=2 side=family round=3 phase=work start=0 current=1
    rng 11400714819323198485
    deck sheep_market fencing wish_for_children ...      (a view: "deck? ..." by stage)
    majors fireplace_2 fireplace_3 hearth_4 ...
    space forest by=- stock=wood:3
    space farmland by=0 stock=-
    progress space=4 done=1,0 part=-1 steps=0 picked=- oven=0   (+ instead=o_x,... : cards
                                            offering their action instead of the space's)
    feeding 1 0                                    (phase=breed: those still to choose newborns)
    player 0 people=2 newborns=0 placed=1 begging=0 goods=wood:3,food:2 animals=0,0,0 majors=- promised=-
      (the full game adds: hand=o_x,?minor,... played=m_y,... scheduled=5/wood/1,... used=-, and
      stored=m_z/food/3,... when goods lie on cards, bent=m_w/forest,m_v/again,... when placement
      benders were used this round: the space joined, or again, sown=m_f/grain/2,m_f/vegetable/1
      when crops grow on cards that are fields: one entry per sown plot, laid=5/o_w,... the cards
      that laid the goods waiting on a round's space)
    | <the farmyard's text grid, one line per row of text>
    draft kind=1 step=3 deal=10 viewer=-            (the drafting variant: draft.write)
    drafter 0 pick=- packet=m_a,m_b seen=o_a,o_b;o_c kept=o_a

``progress``, ``feeding`` and ``housing`` lines appear only while they matter.
"""

from __future__ import annotations

from typing import Any

from game.rules.agricola import card_fields, draft
from game.rules.agricola.cards import HIDDEN_MINOR, HIDDEN_OCCUPATION
from game.rules.agricola.farm_text import read_farm
from game.rules.agricola.farmer import Farmer, Progress, empty_goods
from game.rules.agricola.legal import Phase
from game.rules.agricola.position_writer import PHASES, write_position
from game.rules.agricola.setup import side_of, tables_for
from game.rules.agricola.state import AgricolaState
from game.rules.agricola.tables import CROPS, GOODS, SIDES, Space
from game.rules.core import GameConfig, PositionError, Rng
from game.rules.position_words import key_values

__all__ = ["read_position", "write_position"]


def _read_amounts(text: str, line: int) -> dict[str, int]:
    if text == "-":
        return {}
    found = {}
    for item in text.split(","):
        name, sep, amount = item.partition(":")
        if not sep or not amount.isdigit():
            raise PositionError(f"line {line}: {item!r} is not name:amount")
        found[name] = int(amount)
    return found


def _int(fields: dict[str, str], key: str, line: int) -> int:
    value = fields.get(key)
    try:
        return int(value) if value is not None else _missing(key, line)
    except ValueError:
        raise PositionError(f"line {line}: {key} must be a whole number, not {value!r}") from None


def _missing(key: str, line: int) -> int:
    raise PositionError(f"line {line}: {key}= is missing")


def _space(known: dict[str, Space], name: str, line: int) -> Space:
    if name not in known:
        raise PositionError(f"line {line}: no action space or round card {name!r}")
    return known[name]


def read_position(content: Any, text: str) -> AgricolaState:
    """The state written in ``text``; ``PositionError`` (with the line) when it is not a
    position of Agricola."""
    tables = tables_for(content)
    rows = [(n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    if not rows or not rows[0][1].startswith("agricola "):
        raise PositionError("line 1: a position starts with 'agricola'")
    number, first = rows[0]
    head = key_values(first.split()[1:], number)
    variants = frozenset() if head.get("variants", "-") == "-" else frozenset(head["variants"].split(","))
    config = GameConfig(_int(head, "players", number), variants)
    side = side_of(config)
    if side not in SIDES or not 1 <= config.players <= 5:
        raise PositionError(f"line {number}: not a game Agricola can set up")
    state = AgricolaState(tables, config, Rng(0), side)
    state.round = _int(head, "round", number)
    phase = head.get("phase", "")
    if phase not in PHASES:
        raise PositionError(f"line {number}: unknown phase {phase!r}")
    state.phase = PHASES[phase]
    state.start, state.current = _int(head, "start", number), _int(head, "current", number)
    known = {space.id: space for space in tables.board(side, config.players).spaces}
    known.update({card.id: card for stage in tables.stages[side] for card in stage})
    farmer: Farmer | None = None
    farm_rows: list[str] = []
    for number, line in rows[1:]:
        if line.startswith("| "):
            farm_rows.append(line[2:])
            continue
        if farmer is not None and farm_rows:
            farmer.farm = read_farm("\n".join(farm_rows))
            farm_rows = []
        word, *rest = line.split()
        if word == "rng":
            state.rng = Rng(int(rest[0]) if rest and rest[0].isdigit() else _missing("rng", number))
        elif word in ("deck", "deck?"):
            state.deck = [_space(known, name, number) for name in rest]
            state.deck_hidden = word == "deck?"
        elif word == "majors":
            state.majors_left = list(rest)
        elif word == "space" and rest:
            fields = key_values(rest[1:], number)
            state.spaces.append(_space(known, rest[0], number))
            state.taken.append(-1 if fields.get("by", "-") == "-" else _int(fields, "by", number))
            state.stock.append(_read_amounts(fields.get("stock", "-"), number))
        elif word == "progress":
            fields = key_values(rest, number)
            done = [] if fields.get("done", "-") == "-" else [d == "1" for d in fields["done"].split(",")]
            picked = [] if fields.get("picked", "-") == "-" else fields["picked"].split(",")
            state.progress = Progress(
                _int(fields, "space", number), done, _int(fields, "part", number),
                _int(fields, "steps", number), picked, fields.get("oven") == "1",
                tuple(fields["instead"].split(",")) if fields.get("instead", "-") != "-" else (),
            )
        elif word == "housing" and rest:
            state.housing_for = int(rest[0]) if rest[0].isdigit() else _missing("housing", number)
            resume = key_values(rest[1:], number).get("resume", "work")
            state.resume = PHASES.get(resume, Phase.WORK)
        elif word == "feeding":
            state.feeding = [int(p) for p in rest if p.isdigit()]
        elif word == "player":
            farmer = _player(key_values(rest[1:], number), number)
            state.players.append(farmer)
        elif word in ("draft", "drafter"):
            _draft_line(state, word, rest, number)
        else:
            raise PositionError(f"line {number}: unknown line {word!r}")
    if farmer is not None and farm_rows:
        farmer.farm = read_farm("\n".join(farm_rows))
    if len(state.players) != config.players:
        raise PositionError(f"{config.players} players but {len(state.players)} player lines")
    for farmer in state.players:
        for card in farmer.hand + farmer.played + farmer.used:
            if card not in tables.card_index and card not in (HIDDEN_OCCUPATION, HIDDEN_MINOR):
                raise PositionError(f"no occupation or minor improvement {card[:40]!r}")
        for card, plots in farmer.patches.items():
            what = card_fields.patch(state, card)
            if what is None or len(plots) > what.plots or any(crop not in what.crops for crop, _n in plots):
                raise PositionError(f"{card[:40]!r} is no field for {', '.join(crop for crop, _n in plots)}")
    if state.draft is not None:
        drafted = state.draft
        for card in [*drafted.picks, *(c for p in drafted.packets for c in p), *(c for k in drafted.kept for c in k),
                     *(c for seen in drafted.seen for hand in seen for c in hand)]:
            if card and card not in tables.card_index and card not in (HIDDEN_OCCUPATION, HIDDEN_MINOR, draft.CHOSEN):
                raise PositionError(f"the draft names no card {card[:40]!r}")
        if len(drafted.picks) != config.players:
            raise PositionError("the draft's players do not match the game's")
    return state


def _draft_line(state: AgricolaState, word: str, rest: list[str], line: int) -> None:
    """A line of the drafting variant (:func:`.draft.write`)."""
    try:
        if word == "draft":
            state.draft = draft.read_head(key_values(rest, line), state.num_players)
        elif state.draft is None or not rest or not rest[0].isdigit():
            raise ValueError("a drafter line before the draft line")
        else:
            draft.read_drafter(state.draft, int(rest[0]), key_values(rest[1:], line))
    except (KeyError, ValueError) as error:
        raise PositionError(f"line {line}: {str(error)[:80]}") from None


def _player(fields: dict[str, str], line: int) -> Farmer:
    from game.rules.agricola.farmyard import Farmyard

    goods = empty_goods()
    for name, amount in _read_amounts(fields.get("goods", "-"), line).items():
        if name not in GOODS:
            raise PositionError(f"line {line}: unknown good {name!r}")
        goods[name] = amount
    animals = [int(a) for a in fields.get("animals", "0,0,0").split(",")]
    if len(animals) != 3:
        raise PositionError(f"line {line}: animals= takes sheep,boar,cattle")
    promised = {int(r): int(n) for r, n in _read_amounts(fields.get("promised", "-"), line).items()}
    majors = [] if fields.get("majors", "-") == "-" else fields["majors"].split(",")
    crafted = [] if fields.get("crafted", "-") == "-" else fields["crafted"].split(",")
    hand, played, used = (
        [] if fields.get(key, "-") == "-" else fields[key].split(",") for key in ("hand", "played", "used")
    )
    scheduled: dict[int, dict[str, int]] = {}
    for item in [] if fields.get("scheduled", "-") == "-" else fields["scheduled"].split(","):
        parts = item.split("/")
        if len(parts) != 3 or not parts[0].isdigit() or not parts[2].isdigit() or parts[1] not in GOODS:
            raise PositionError(f"line {line}: {item!r} is not round/good/amount")
        scheduled.setdefault(int(parts[0]), {})[parts[1]] = int(parts[2])
    stored: dict[str, dict[str, int]] = {}
    for item in [] if fields.get("stored", "-") == "-" else fields["stored"].split(","):
        parts = item.split("/")
        if len(parts) != 3 or not parts[2].isdigit() or parts[1] not in GOODS:
            raise PositionError(f"line {line}: {item!r} is not card/good/amount")
        if parts[0] not in played:
            raise PositionError(f"line {line}: goods stored on {parts[0][:40]!r}, which is not played")
        stored.setdefault(parts[0], {})[parts[1]] = int(parts[2])
    bent: list[tuple[str, str]] = []
    for item in [] if fields.get("bent", "-") == "-" else fields["bent"].split(","):
        card, _, what = item.partition("/")
        if card not in played or not what:
            raise PositionError(f"line {line}: {item[:40]!r} is not a played card/the space joined or again")
        bent.append((card, what))
    laid: dict[int, tuple[str, ...]] = {}
    for item in [] if fields.get("laid", "-") == "-" else fields["laid"].split(","):
        when, _, card = item.partition("/")
        if not when.isdigit() or not card:  # (a card that travels on may have laid them)
            raise PositionError(f"line {line}: {item[:40]!r} is not round/card")
        laid[int(when)] = (*laid.get(int(when), ()), card)
    patches: dict[str, tuple[tuple[str, int], ...]] = {}
    for item in [] if fields.get("sown", "-") == "-" else fields["sown"].split(","):
        parts = item.split("/")
        if len(parts) != 3 or not parts[2].isdigit() or int(parts[2]) < 1 or parts[1] not in CROPS:
            raise PositionError(f"line {line}: {item!r} is not card/crop/amount")
        if parts[0] not in played:
            raise PositionError(f"line {line}: crops sown on {parts[0][:40]!r}, which is not played")
        patches[parts[0]] = (*patches.get(parts[0], ()), (parts[1], int(parts[2])))
    return Farmer(
        Farmyard.start(),
        goods,
        animals,
        _int(fields, "people", line),
        _int(fields, "newborns", line),
        _int(fields, "placed", line),
        _int(fields, "begging", line),
        majors,
        promised,
        crafted,
        hand,
        played,
        scheduled,
        used,
        stored,
        bent,
        patches,
        laid,
    )
