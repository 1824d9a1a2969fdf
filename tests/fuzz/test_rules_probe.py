"""For every registered game, at every player count and with every variant: seeded random
games probe ``apply`` with moves that ``legal_moves()`` does not list (issue 13).

At sampled positions each probe is a listed move with one field changed (a neighbouring or
far-off number, a name of another piece, a value of another kind, a tuple reordered or cut),
two of its fields swapped, a move of another position or another game, something that is no
move at all, or a move read from its text mangled.  A probe that is not a listed move (same
class, same fields of the same types) must be refused with :class:`IllegalMove` and leave
the position exactly as it was; every listed move must be accepted.  The parser is also fed
arbitrary text by Hypothesis: it reads a move or says why not, and what it reads writes back
to itself.

Counts of probes per case are printed (``python tests/fuzz/test_rules_probe.py`` prints them
without pytest).
"""

from __future__ import annotations

import dataclasses
import sys
import time
from collections import Counter
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

if __name__ == "__main__":
    sys.path[:0] = [str(Path(__file__).resolve().parents[1]), str(Path(__file__).resolve().parents[2])]

from contract.games import Case, actors, all_moves, case, case_names  # noqa: E402
from fuzz.texts import strange_texts  # noqa: E402

from game.games import available_games, get_rules  # noqa: E402
from game.rules.core import IllegalMove, Move, PositionError, Rng, State  # noqa: E402

GAMES_PER_CASE = 2
POSITIONS_PER_GAME = 18
MOVES_PROBED_PER_POSITION = 6
TEXTS_PER_POSITION = 24
CASE_BUDGET_S = 3.5
"""A safety net: a case stops probing new positions after this long (counts say how far)."""

CASES = [name for name in case_names() if name.split("-")[0] in available_games()]

STRANGE_CHARACTERS = ("\u200b", "²", "①", "٣", "\x00", "\ud800", "*", "/", ",", "@", " ", "-", "=")

NOT_MOVES: tuple[Any, ...] = (None, 0, "pass", "end-turn", (), object())


# -- which probes are listed moves -----------------------------------------------------------

def same_value(a: Any, b: Any) -> bool:
    """Equal and of the same types all the way down (``True`` is not ``1``, a list is not a
    tuple)."""
    if type(a) is not type(b):
        return False
    if type(a) is tuple:
        return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b, strict=True))
    if dataclasses.is_dataclass(a):
        return all(same_value(getattr(a, f.name), getattr(b, f.name)) for f in dataclasses.fields(a))
    return bool(a == b)


def listed_as(probe: Any, by_text: dict[str, Move]) -> Move | None:
    """The listed move ``probe`` is exactly (``None`` when it is none of them)."""
    try:
        text = str(probe)
    except Exception:  # fields of the wrong kind may not even make a text
        return None
    listed = by_text.get(text)
    return listed if listed is not None and same_value(probe, listed) else None


# -- making probes --------------------------------------------------------------------------

def changed_values(value: Any, seen: list[Any]) -> list[Any]:
    """Values a field holding ``value`` could wrongly hold instead."""
    out: list[Any] = [None, [value]]
    if type(value) is bool:
        out += [not value, int(value), str(value)]
    elif type(value) is int:
        out += [value + 1, value - 1, 0, -1, -value, 99, 10**12, 10**5000, True, float(value), str(value)]
    elif type(value) is str:
        out += ["", value.upper(), value + "x", value[::-1], value + "*", "*" + value, 7, value + "\u200b"]
    elif type(value) is tuple:
        out += [value[::-1], value[:-1], value + value[-1:], (), list(value), value * 2]
        for i, item in enumerate(value):
            for other in changed_values(item, [])[2:6]:
                out.append(value[:i] + (other,) + value[i + 1:])
    out += [v for v in seen if not same_value(v, value)][:6]
    return out


def mutations(move: Move, pool: dict[tuple[str, str], list[Any]]) -> Iterator[Any]:
    """``move`` with one field changed, or two of its fields swapped."""
    if not dataclasses.is_dataclass(move):
        return
    fields = [f.name for f in dataclasses.fields(move)]
    for name in fields:
        value = getattr(move, name)
        for other in changed_values(value, pool.get((type(move).__name__, name), [])):
            yield from _replaced(move, {name: other})
    for i, a in enumerate(fields):
        for b in fields[i + 1:]:
            yield from _replaced(move, {a: getattr(move, b), b: getattr(move, a)})


def _replaced(move: Move, changes: dict[str, Any]) -> Iterator[Any]:
    """``move`` with ``changes``, built as code would build it (nothing when the move's class
    itself refuses such fields)."""
    values = {f.name: getattr(move, f.name) for f in dataclasses.fields(move)}  # type: ignore[arg-type]
    values.update(changes)
    try:
        yield type(move)(**values)
    except (TypeError, ValueError):
        return


def mangled_texts(text: str, rng: Rng, count: int) -> Iterator[str]:
    """``count`` texts near ``text``: a character dropped, doubled, swapped or replaced, a
    strange one inserted, words dropped, swapped or doubled."""
    words = text.split(" ")
    for _ in range(count):
        i = rng.randrange(len(text) + 1)
        kind = rng.randrange(8)
        if kind == 0:
            yield text[:i] + text[i + 1:]
        elif kind == 1:
            yield text[:i] + text[i:i + 1] * 2 + text[i + 1:]
        elif kind == 2 and len(text) > 1:
            i = min(i, len(text) - 2)
            yield text[:i] + text[i + 1] + text[i] + text[i + 2:]
        elif kind == 3:
            yield text[:i] + rng.choice(STRANGE_CHARACTERS) + text[i:]
        elif kind == 4:
            yield text[:i] + rng.choice("0123456789") + text[i + 1:]
        elif kind == 5 and len(words) > 1:
            j = rng.randrange(len(words))
            yield " ".join(words[:j] + words[j + 1:])
        elif kind == 6 and len(words) > 1:
            j = rng.randrange(len(words) - 1)
            yield " ".join(words[:j] + [words[j + 1], words[j]] + words[j + 2:])
        else:
            yield text + " " + rng.choice(words)


# -- probing -------------------------------------------------------------------------------

def fingerprint(state: State) -> tuple[str, int]:
    return state.to_position(), state.rng.state


def expect_refused(state: State, probe: Any, before: tuple[str, int]) -> None:
    trial = state.clone()
    try:
        trial.apply(probe)
    except IllegalMove as refusal:
        assert refusal.reason.strip(), f"empty reason refusing {probe!r}"
    else:
        raise AssertionError(f"{state.game_id}: apply accepted {probe!r}, which is not listed")
    assert fingerprint(trial) == before, f"refusing {probe!r} changed the position"


def expect_accepted(state: State, move: Move) -> None:
    state.clone().apply(move)


def probe_position(
    state: State, game: Case, foreign: list[Any], pool: dict[tuple[str, str], list[Any]], rng: Rng, counts: Counter[str]
) -> None:
    """Every kind of probe at one position, counted in ``counts``."""
    listed = all_moves(state)
    by_text = {str(m): m for m in listed}
    before = fingerprint(state)
    for move in listed:
        expect_accepted(state, move)
        counts["listed moves accepted"] += 1
    chosen = [rng.choice(listed) for _ in range(MOVES_PROBED_PER_POSITION)] if listed else []
    probes: list[tuple[str, Any]] = [("mutated", p) for m in chosen for p in mutations(m, pool)]
    probes += [("foreign", p) for p in foreign]
    probes += [("not a move", p) for p in NOT_MOVES]
    for kind, probe in probes:
        if listed_as(probe, by_text) is None:
            expect_refused(state, probe, before)
            counts[f"{kind} refused"] += 1
        else:
            counts[f"{kind} that is a listed move"] += 1
    for move in chosen[:2]:
        for text in mangled_texts(str(move), rng, TEXTS_PER_POSITION // 2):
            probe_text(state, game, text, by_text, before, counts)


def probe_text(
    state: State, game: Case, text: str, by_text: dict[str, Move], before: tuple[str, int], counts: Counter[str]
) -> None:
    try:
        move = game.rules.parse_move(state, text)
    except PositionError:
        counts["mangled texts unreadable"] += 1
        return
    if listed_as(move, by_text) is None:
        expect_refused(state, move, before)
        counts["mangled texts read and refused"] += 1
    else:
        expect_accepted(state, move)
        counts["mangled texts read as a listed move"] += 1


def remember(pool: dict[tuple[str, str], list[Any]], moves: list[Move]) -> None:
    """Keep field values of listed moves, so a probe can borrow a real value of another piece."""
    for move in moves:
        if dataclasses.is_dataclass(move):
            for f in dataclasses.fields(move):
                values = pool.setdefault((type(move).__name__, f.name), [])
                value = getattr(move, f.name)
                if len(values) < 24 and not any(same_value(value, v) for v in values):
                    values.append(value)


@cache
def foreign_moves() -> dict[str, list[Move]]:
    """A few listed moves of every registered game, from its first positions."""
    found: dict[str, list[Move]] = {}
    for name in CASES:
        game = case(name)
        state = game.new_game(1)
        rng = Rng(1)
        moves = found.setdefault(game.rules.id, [])
        for _ in range(30):
            if state.is_over:
                break
            listed = all_moves(state)
            moves.extend(listed[:2])
            state.apply(rng.choice(listed))
    return found


def probe_case(name: str) -> Counter[str]:
    """Play the case's seeded games and probe them; the counts of what was tried."""
    game = case(name)
    counts: Counter[str] = Counter()
    others = [m for game_id, moves in foreign_moves().items() if game_id != game.rules.id for m in moves[:8]]
    pool: dict[tuple[str, str], list[Any]] = {}
    start = time.perf_counter()
    for seed in range(1, GAMES_PER_CASE + 1):
        rng = Rng(seed * 104_729 + game.players)
        state = game.new_game(seed)
        history: list[Move] = []
        while not state.is_over:
            move = rng.choice(all_moves(state))
            history.append(move)
            state.apply(move)
        step = max(1, len(history) // POSITIONS_PER_GAME)
        state = game.new_game(seed)
        for index, move in enumerate(history):
            remember(pool, all_moves(state))
            if index % step == 0 and time.perf_counter() - start < CASE_BUDGET_S:
                probe_position(state, game, others + history[:: max(1, len(history) // 8)], pool, rng, counts)
                counts["positions probed"] += 1
            assert actors(state)
            state.apply(move)
        expect_refused(state, history[-1], fingerprint(state))
        counts["games played"] += 1
    return counts


def report(name: str, counts: Counter[str]) -> str:
    parts = ", ".join(f"{key} {value:,}" for key, value in sorted(counts.items()))
    return f"rules probe {name}: {parts}"


@pytest.mark.parametrize("name", CASES)
def test_apply_refuses_every_probe_outside_the_listed_moves_and_accepts_every_listed_one(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    counts = probe_case(name)
    refused = sum(v for k, v in counts.items() if k.endswith("refused"))
    with capsys.disabled():
        print("\n" + report(name, counts))
    assert counts["positions probed"] >= GAMES_PER_CASE
    assert refused > 100 * counts["positions probed"] // 10


# -- the move-text parser ---------------------------------------------------------------------

@pytest.fixture(scope="module", params=available_games())
def first_position(request: pytest.FixtureRequest) -> State:
    game = case(next(n for n in CASES if n.startswith(request.param + "-")))
    return game.new_game(1)


def listed_texts() -> list[str]:
    return sorted({str(m) for moves in foreign_moves().values() for m in moves})


PARSER = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@PARSER
@given(text=st.one_of(strange_texts(), st.sampled_from(listed_texts()).flatmap(
    lambda text: st.tuples(st.just(text), strange_texts(6), st.integers(0, len(text))).map(
        lambda t: t[0][: t[2]] + t[1] + t[0][t[2]:]))))
def test_the_move_parser_reads_any_text_or_says_why_not(first_position: State, text: str) -> None:
    rules = get_rules(first_position.game_id)
    try:
        move = rules.parse_move(first_position, text)
    except PositionError as refusal:
        assert len(str(refusal)) < 1000, "the parser repeats untrusted text uncut"
        return
    written = str(move)
    assert written.isascii() and written.isprintable()
    assert same_value(rules.parse_move(first_position, written), move)


def main() -> None:
    """Print the counts of every case (the same run the tests make)."""
    for name in CASES:
        print(report(name, probe_case(name)))


if __name__ == "__main__":
    main()
