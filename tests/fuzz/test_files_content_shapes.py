"""Content shrunk and stretched the ways a content author could, for every registered game:
fewer or more copies of cards, a list emptied, cut to one or grown by one (a round, a stage,
a card), a number at 0, 1, one off, doubled or far beyond, a table emptied; and the player
colours cut down.  Through ``validate`` and then a game: either ``validate`` names each
problem on one ``file:line: field: what`` line, or a random game at every player count and
with every variant plays to a finished outcome without an error or a stall (issue 32, item
13: ``harvest_after`` ending at 15, ``copies: 1`` or an empty palette passed ``validate`` and
broke every game).

The files changed are those the game's rules read (not its board's words, looks, cues, card
texts or rules pages, which a game never reads).  Every case comes from a fixed seed; kinds
of change are taken in turn so each game meets every kind.  To look further than the suite
does, run ``python tests/fuzz/test_files_content_shapes.py GAME CASES``.
"""

from __future__ import annotations

import copy
import random
import re
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

if __name__ == "__main__":
    sys.path[:0] = [str(Path(__file__).resolve().parents[1]), str(Path(__file__).resolve().parents[2])]

from files_helpers import SEED, built_games, count  # noqa: E402

from game import paths  # noqa: E402
from game.content import clear_cache  # noqa: E402
from game.content.catalogue import load_catalogue  # noqa: E402
from game.games import GAMES, GameSpec, get_rules, load_game_content, validate  # noqa: E402
from game.rules.core import GameConfig  # noqa: E402

SHAPES_PER_GAME = 8
"""Changed versions of each game's content tried by the suite (every kind of change in turn)."""
MOST_MOVES = 20_000
"""A random game still going after this many moves is stuck (the longest shipped one takes a
few hundred)."""
PROBLEM = re.compile(r"(?P<file>[^:\n]+\.yaml):(?P<line>[1-9]\d*): (?:(?P<field>[\w.\[\]]+): )?(?P<what>\S.*)")
"""One line of ``validate``: the file, its line, the field (left out only for the whole
file) and what is wrong."""

Place = tuple[str | int, ...]
Shape = tuple[str, Place, str, Any]
"""A change: the file (inside ``content/``), the place in it, the kind of change, the value."""


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _places(data: Any, at: Place = ()) -> Iterator[tuple[Place, Any]]:
    """Every value of a YAML document with its place, parents first."""
    items: Any = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        yield at + (key,), value
        yield from _places(value, at + (key,))


def changes(value: Any) -> Iterator[tuple[str, Any]]:
    """What an author could do to one value: a list emptied, cut or grown, a number moved to
    its bounds, a table of amounts emptied."""
    if isinstance(value, list):
        yield "list emptied", []
        if len(value) > 1:
            yield "list cut to one", value[:1]
            yield "last removed", value[:-1]
            yield "first removed", value[1:]
        if value and all(_is_int(v) for v in value):
            yield "one more number", [*value, value[-1] + 1]
        elif value:
            yield "last repeated", [*value, copy.deepcopy(value[-1])]
    elif _is_int(value):
        for label, number in (("0", 0), ("1", 1), ("one less", value - 1), ("one more", value + 1),
                              ("doubled", value * 2), ("far beyond", 99)):
            if number != value:
                yield f"number {label}", number
    elif isinstance(value, dict) and value and all(_is_int(v) for v in value.values()):
        yield "amounts emptied", {}


def rules_files(spec: GameSpec) -> list[str]:
    """The YAML files of ``spec``'s content that its rules read, as paths inside ``content/``."""
    shown = {spec.board_words, spec.board_look, spec.cues, f"{spec.id}/card_texts.yaml"}
    folder = paths.content_dir() / spec.id
    return sorted(f"{spec.id}/{p.name}" for p in folder.glob("*.yaml") if f"{spec.id}/{p.name}" not in shown)


def shapes(names: list[str], seed: int, cases: int) -> list[Shape]:
    """``cases`` changes over the files ``names``, the kinds of change taken in turn."""
    by_kind: dict[str, list[Shape]] = {}
    for name in names:
        data = yaml.safe_load((paths.content_dir() / name).read_text(encoding="utf-8"))
        for place, value in _places(data):
            for label, changed in changes(value):
                by_kind.setdefault(label.split(" ")[0] if label.startswith("number") else label, []).append(
                    (name, place, label, changed)
                )
    rng = random.Random(seed)
    kinds = sorted(by_kind)
    rng.shuffle(kinds)
    return [rng.choice(by_kind[kinds[i % len(kinds)]]) for i in range(cases)] if kinds else []


def write_shape(root: Path, shape: Shape) -> None:
    """Write the file of ``shape`` into the copy ``root`` with its one change."""
    name, place, _label, value = shape
    data = yaml.safe_load((paths.content_dir() / name).read_text(encoding="utf-8"))
    parent = data
    for key in place[:-1]:
        parent = parent[key]
    parent[place[-1]] = value
    (root / name).write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")


def problems_or_none(root: Path, what: str) -> list[str]:
    """``validate``'s lines for the copy ``root``, each checked to name a file of it and the
    line; none when the content is valid."""
    clear_cache()
    lines = [problem.text() for problem in validate(root)]
    for line in lines:
        found = PROBLEM.fullmatch(line)
        assert found is not None, f"{what}: not a 'file:line: field: what' line: {line[:300]}"
        assert (root / found["file"].removeprefix("content/")).is_file() or Path(found["file"]).is_file(), (what, line)
    return lines


def set_ups(spec: GameSpec) -> Iterator[GameConfig]:
    """Every player count of ``spec``, plain and with each variant that allows it."""
    rules = get_rules(spec.id)
    for players in range(rules.min_players, rules.max_players + 1):
        yield GameConfig(players)
        for variant in rules.variants:
            if not variant.players or players in variant.players:
                yield GameConfig(players, frozenset({variant.id}))


def play_every_set_up(spec: GameSpec, root: Path, what: str) -> int:
    """A random game at every set-up of ``spec`` on the content in ``root``, each to its
    outcome; the number of games played."""
    rules = get_rules(spec.id)
    content = load_game_content(spec.id, root)
    played = 0
    for number, config in enumerate(set_ups(spec)):
        where = f"{what}, {config.players} players {sorted(config.variants)}"
        rng = random.Random(SEED + number)
        try:
            state = rules.new_game(content, config, SEED + number)
            moves = 0
            while not state.is_over:
                legal = state.legal_moves()
                assert legal, f"{where}: no legal move after {moves} moves and the game is not over"
                state.apply(rng.choice(legal))
                moves += 1
                assert moves < MOST_MOVES, f"{where}: still going after {moves} moves"
            assert state.outcome() is not None, f"{where}: over without an outcome"
        except AssertionError:
            raise
        except Exception as exc:
            raise AssertionError(f"{where}: {exc.__class__.__name__}: {str(exc)[:300]}") from exc
        played += 1
    return played


def describe(shape: Shape) -> str:
    name, place, label, _value = shape
    return f"{name} {'.'.join(map(str, place))}: {label}"


def try_shapes(spec: GameSpec, tmp_path: Path, cases: int) -> tuple[int, int]:
    """Each of ``cases`` shapes of ``spec``'s content through ``validate`` and then a game:
    (shapes refused by ``validate``, shapes played)."""
    copy_root = tmp_path / "content"
    shutil.copytree(paths.content_dir(), copy_root)
    refused = played = 0
    index = [s.id for s in built_games()].index(spec.id)
    try:
        for shape in shapes(rules_files(spec), SEED + index, cases):
            write_shape(copy_root, shape)
            what = describe(shape)
            if problems_or_none(copy_root, what):
                refused += 1
            else:
                play_every_set_up(spec, copy_root, what)
                played += 1
            shutil.copyfile(paths.content_dir() / shape[0], copy_root / shape[0])
    finally:
        clear_cache()
    return refused, played


@pytest.mark.parametrize("spec", built_games(), ids=lambda spec: spec.id)
def test_shrunk_or_stretched_content_is_refused_on_its_line_or_plays_every_game(spec: GameSpec, tmp_path: Path) -> None:
    assert rules_files(spec), f"{spec.id} has no content its rules read"
    refused, played = try_shapes(spec, tmp_path, SHAPES_PER_GAME)
    assert refused + played == SHAPES_PER_GAME
    count(f"content: shrunk and stretched, {spec.id}", refused + played)


def colour_cuts() -> list[tuple[str, int]]:
    """The player palette emptied, cut to one short of the largest game, and to just enough."""
    most = max(spec.max_players for spec in built_games())
    return [(f"{n} colours", n) for n in (0, most - 1, most)]


@pytest.mark.parametrize(("label", "kept"), colour_cuts())
def test_a_cut_palette_is_refused_on_its_line_or_seats_every_game_in_colours_of_their_own(
    label: str, kept: int, tmp_path: Path
) -> None:
    root = tmp_path / "content"
    shutil.copytree(paths.content_dir(), root)
    data = yaml.safe_load((root / "players.yaml").read_text(encoding="utf-8"))
    data["colours"] = data["colours"][:kept]
    (root / "players.yaml").write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    count("content: player palette cut", 1)
    try:
        if problems_or_none(root, f"players.yaml: {label}"):
            return
        colours = load_catalogue(root, GAMES).colours
        for spec in built_games():
            # New game seats the most players in colours no other seat has
            assert len({colour.id for colour in colours}) >= spec.max_players, (label, spec.id)
    finally:
        clear_cache()


if __name__ == "__main__":
    import tempfile

    from game.games import game_spec

    wanted, cases = sys.argv[1], int(sys.argv[2])
    spec = game_spec(wanted)
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder) / "content"
        shutil.copytree(paths.content_dir(), root)
        for shape in shapes(rules_files(spec), SEED + int(sys.argv[3]) if len(sys.argv) > 3 else SEED, cases):
            write_shape(root, shape)
            try:
                if not problems_or_none(root, describe(shape)):
                    play_every_set_up(spec, root, describe(shape))
            except AssertionError as exc:
                print("HOLE", str(exc)[:400], flush=True)
            shutil.copyfile(paths.content_dir() / shape[0], root / shape[0])
