"""The Porto position format: a few readable lines that set up any position exactly.

Example (a 3-player game in its second round)::

    porto players=3 variants=-
    turn round=2 player=1 phase=play last-round=0 passes=0 bonus=0 end=-
    rng 11400714819323198485
    street x .@1 b2 .@3^2 r1 . . y3 .@2 .@4 .@1 .@2 .@3 x
    display b1 r2 - g3 y1
    deck v3 b2 g1
    discard r3 b1
    public-row P03 P17 P22 P08
    public-deck P11 P30
    p1 hand=b1,b1,r3 points=5,3,2,0,2,0 fulfilled=P05 dealt=S01,S07,S12,S20,S33 kept=S01,S07,S20
    p2 hand=?4 points=0,0,0,0,0,0 fulfilled=- dealt=?,?,?,?,? kept=?,?,?

Houses left to right: ``x`` out of play; ``.`` empty; ``b2`` a blue house of two tiles
(ground floor included); ``@n`` the bonus token on the ground-floor space; ``^n`` a token on
the roof space.  Decks list the top card first.  Players are numbered from 1; ``points`` are
per :data:`~game.rules.porto.events.SCORE_CATEGORIES`.  ``?`` marks what a view hides
(``hand=?4``: four unknown cards).  Supplies of tiles and roofs follow from the street.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.core import GameConfig, PositionError, Rng
from game.rules.porto.events import SCORE_CATEGORIES
from game.rules.porto.hidden import HIDDEN
from game.rules.porto.legal import Phase
from game.rules.porto.position_writer import HOUSE_PATTERN, write_position
from game.rules.porto.setup import tables_for
from game.rules.porto.state import PortoState
from game.rules.porto.turns import END_REASONS
from game.rules.position_words import key_values

if TYPE_CHECKING:
    from game.content.porto import PortoContent

__all__ = ["read_position", "write_position"]


class _Reader:
    """Reads the lines of a position, keeping the line number for messages."""

    def __init__(self, text: str) -> None:
        self.lines: dict[str, tuple[int, list[str]]] = {}
        for number, raw in enumerate(text.splitlines(), 1):
            words = raw.split()
            if not words:
                continue
            if words[0] in self.lines:
                raise PositionError(f"line {number}: {words[0]!r} appears twice")
            self.lines[words[0]] = (number, words[1:])

    def words(self, key: str) -> tuple[int, list[str]]:
        if key not in self.lines:
            raise PositionError(f"the position has no {key!r} line")
        return self.lines[key]

    def fields(self, key: str) -> tuple[int, dict[str, str]]:
        number, words = self.words(key)
        return number, key_values(words, number)


def _int(number: int, fields: dict[str, str], name: str) -> int:
    value = fields.get(name)
    if value is None or not value.isdigit():
        raise PositionError(f"line {number}: {name} must be a whole number, got {value!r}")
    return int(value)


def _lookup(number: int, table: dict[str, int], word: str, what: str) -> int:
    if word == "?":
        return HIDDEN
    if word not in table:
        raise PositionError(f"line {number}: unknown {what} {word!r}")
    return table[word]


def _items(number: int, text: str, table: dict[str, int], what: str) -> list[int]:
    if text == "-" or text == "":
        return []
    return [_lookup(number, table, w, what) for w in text.split(",")]


def read_position(content: PortoContent, text: str) -> PortoState:
    """The state written by :func:`write_position`; raises :class:`PositionError` saying
    which line is wrong and why."""
    t = tables_for(content)
    reader = _Reader(text)
    number, head = reader.fields("porto")
    players = _int(number, head, "players")
    if players not in t.layouts:
        raise PositionError(f"line {number}: Porto is for {min(t.layouts)}-{max(t.layouts)} players")
    variants = head.get("variants", "-")
    flags = frozenset() if variants == "-" else frozenset(variants.split(","))
    state = PortoState(t, GameConfig(players, flags), Rng(0))
    if "viewer" in head:
        state.viewer = _int(number, head, "viewer") - 1
    _read_turn(reader, state)
    number, words = reader.words("rng")
    if len(words) != 1 or not words[0].isdigit():
        raise PositionError(f"line {number}: rng takes one whole number")
    state.rng = Rng(int(words[0]))
    _read_street(reader, state)
    _read_cards(reader, state)
    _read_players(reader, state)
    return state


def _read_turn(reader: _Reader, state: PortoState) -> None:
    number, turn = reader.fields("turn")
    state.round = _int(number, turn, "round")
    state.current = _int(number, turn, "player") - 1
    if not 0 <= state.current < state.num_players:
        raise PositionError(f"line {number}: player must be 1 to {state.num_players}")
    names = [phase.text for phase in Phase]
    if turn.get("phase") not in names:
        raise PositionError(f"line {number}: phase must be one of {', '.join(names)}")
    state.phase = Phase(names.index(turn["phase"]))
    state.last_round = _int(number, turn, "last-round")
    state.passes = _int(number, turn, "passes")
    state.pending_bonus = _int(number, turn, "bonus")
    end = turn.get("end", "-")
    if end != "-" and end not in END_REASONS:
        raise PositionError(f"line {number}: end must be '-' or one of {', '.join(END_REASONS)}")
    state.end_reason = "" if end == "-" else end


def _read_street(reader: _Reader, state: PortoState) -> None:
    t = state.tables
    number, houses = reader.words("street")
    if len(houses) != len(t.heights):
        raise PositionError(f"line {number}: the street has {len(t.heights)} houses, got {len(houses)}")
    letters = {letter: i for i, letter in enumerate(t.colour_letters)}
    for h, word in enumerate(houses):
        if word == "x" or not state.layout.playable[h]:
            if word != "x" or state.layout.playable[h]:
                raise PositionError(f"line {number}: house {h + 1} is {'' if word == 'x' else 'not '}in play")
            continue
        m = HOUSE_PATTERN.fullmatch(word)
        if not m:
            raise PositionError(f"line {number}: cannot read house {h + 1}: {word!r}")
        if m[1]:
            if m[1] not in letters:
                raise PositionError(f"line {number}: house {h + 1}: unknown colour {m[1]!r}")
            tiles = int(m[2])
            if not 1 <= tiles <= t.heights[h]:
                raise PositionError(f"line {number}: house {h + 1} holds 1 to {t.heights[h]} tiles")
            colour = letters[m[1]]
            state.house_colour[h] = colour
            state.house_tiles[h] = tiles
            state.ground_left[colour] -= 1
            state.floors_left[colour] -= tiles - 1
            if tiles == t.heights[h]:
                state.completed += 1
                state.roofs_left -= 1
        state.ground_token[h] = int(m[3] or 0)
        state.roof_token[h] = int(m[4] or 0)
    if min(state.ground_left + state.floors_left) < 0 or state.roofs_left < 0:
        raise PositionError(f"line {number}: more tiles on the street than the game has")


def _read_cards(reader: _Reader, state: PortoState) -> None:
    t = state.tables
    number, words = reader.words("display")
    if len(words) != t.display_size:
        raise PositionError(f"line {number}: the display has {t.display_size} slots")
    state.display = [HIDDEN if w == "-" else _lookup(number, t.kind_by_code, w, "card") for w in words]
    number, words = reader.words("deck")
    state.deck = [_lookup(number, t.kind_by_code, w, "card") for w in reversed(words)]
    number, words = reader.words("discard")
    state.discard = [_lookup(number, t.kind_by_code, w, "card") for w in words]
    number, words = reader.words("public-row")
    if len(words) != t.public_face_up:
        raise PositionError(f"line {number}: the public row has {t.public_face_up} places")
    state.public_row = [HIDDEN if w == "-" else _lookup(number, t.public_by_id, w, "contract") for w in words]
    number, words = reader.words("public-deck")
    state.public_deck = [_lookup(number, t.public_by_id, w, "contract") for w in reversed(words)]


def _read_players(reader: _Reader, state: PortoState) -> None:
    t = state.tables
    for p in range(state.num_players):
        number, fields = reader.fields(f"p{p + 1}")
        hand = fields.get("hand", "-")
        if hand.startswith("?"):
            state.hand_sizes[p] = _int(number, {"hand": hand[1:]}, "hand")
        else:
            for kind in _items(number, hand, t.kind_by_code, "card"):
                if kind < 0:
                    raise PositionError(f"line {number}: write a hidden hand as ?<size>")
                state.hands[p][kind] += 1
            state.hand_sizes[p] = sum(state.hands[p])
        points = fields.get("points", "").split(",")
        if len(points) != len(SCORE_CATEGORIES) or not all(x.isdigit() for x in points):
            raise PositionError(f"line {number}: points needs {len(SCORE_CATEGORIES)} whole numbers")
        state.points[p] = [int(x) for x in points]
        state.fulfilled[p] = _items(number, fields.get("fulfilled", "-"), t.public_by_id, "contract")
        state.private_dealt[p] = _items(number, fields.get("dealt", "-"), t.private_by_id, "contract")
        state.private_kept[p] = _items(number, fields.get("kept", "-"), t.private_by_id, "contract")
