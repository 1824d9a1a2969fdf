"""Learn the hard bot's judgement of an Agricola farm from self-play (the learned value model of
:mod:`game.bots.evaluation.agricola_value`).

    nice -n 10 .venv/bin/python -m tools.train.value --games 1200 --iterations 3 --jobs 2 \\
        --out build/train/agricola-value

Needs the training extra (``pip install -e .[train]``: numpy, for the fitting only).

Each iteration plays ``--games`` games between greedy players: each placement is the one
leaving the mover's farm worth most once its action is finished greedily (the hard bot's
playout step, :func:`~game.bots.evaluation.agricola_deep.deep_step`), judged by the current
weights (the hand-made judgement before the first fit), and with chance ``--explore`` a random
placement instead, so the games visit farms the greedy players would not build.  Every farm at
every placement is recorded with the score that player ended the game with.  The weights are
then fitted to those scores, per form and per round, by ridge regression over this iteration's
and the previous one's positions (a round's neighbours count half, so that the weights change
smoothly from round to round).  The tables are of 2 players mostly, some of 3 and 4; the forms
alternate: the family game (revised or not) and the full game.  ``--forms family_solo
full_solo`` plays solo games instead, and ``--from-table`` fits a solo form as a correction of
its table form's weights (the ridge draws toward them: what the solo games do not vary keeps
the table's worth; docs/learning.md, "Solo weights of their own").

After each fit the new weights play the hand-made judgement on ``--measure`` held-out deals,
each deal twice with the seats swapped, both sides greedy (no search): the training curve
(alone, each deal played once by each, the higher score winning).

Deals: training from ``TRAIN_DEALS``, measuring from ``CURVE_DEALS`` (both far from the
ladder's, ``benchmarks/deals.py``).  Writes ``value.yaml`` (the weights with their provenance)
and ``record.json`` (the curve) to ``--out`` after every iteration; copy ``value.yaml`` to
``content/agricola/bots/`` to ship it.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import pickle
import random
import sys
import time
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

import yaml

from benchmarks.deals import check_tuning
from game.bots.evaluation.agricola_deep import deep_farm_worth, deep_step
from game.bots.evaluation.agricola_value import (
    FEATURES,
    FORMS,
    STAGES,
    TABLE_FORMS,
    farm_features,
    form_of,
    learned_farm_worth,
    table_form,
)
from game.bots.judgement import Provenance
from game.bots.value_file import ValueModel, read_value
from game.rules.agricola.legal import Phase
from game.rules.agricola.moves import Go
from game.rules.core import Rng, derive_seed
from game.simulate import new_state
from tools.train.evolve import code_version
from tools.train.fitting import Row
from tools.train.fitting import fit as fit_stages

TRAIN_DEALS = 11_000_000
CURVE_DEALS = 11_900_000
FAMILY_FORMS = (frozenset({"family"}), frozenset({"family", "revised"}))
SOLO_FORMS = tuple(form for form in FORMS if form not in TABLE_FORMS)
PLAYERS = (2, 2, 2, 2, 2, 2, 2, 3, 4, 2)
"""The table of each game at a table in turn (2 players seven games in ten)."""


def table_of(index: int, forms: Sequence[str] = TABLE_FORMS) -> tuple[int, frozenset[str]]:
    """The players and variants of the ``index``-th game: the forms of ``forms`` in turn (in
    the order of :data:`FORMS`), a family form revised every other time; a solo form alone,
    the others at the table :data:`PLAYERS` gives the game."""
    ordered = [form for form in FORMS if form in forms]
    form = ordered[index % len(ordered)]
    variants = FAMILY_FORMS[(index // len(ordered)) % 2] if form.startswith("family") else frozenset()
    return (1 if form.endswith("_solo") else PLAYERS[index % len(PLAYERS)]), variants


def read_weights(path: Path) -> ValueModel:
    """The value file at ``path`` to start from or keep: one made before the solo forms had
    weights of their own (such as the shipped file before them) judges a solo farm by the table
    form's weights, as the game does (:func:`~game.bots.evaluation.agricola_value.table_form`),
    and so starts them."""
    model = read_value(path, FEATURES, TABLE_FORMS, STAGES, optional=SOLO_FORMS)
    forms = {form: model.forms.get(form, model.forms[table_form(form)]) for form in FORMS}
    return ValueModel(model.provenance, FEATURES, forms)


def _judge(model: ValueModel | None) -> Any:
    return partial(learned_farm_worth, model=model) if model is not None else _hand_made


def _hand_made(s: Any, player: int) -> float:
    return deep_farm_worth(s, player)


def play(task: tuple[int, int, frozenset[str], ValueModel | None, float]) -> tuple[str, list[Row]]:
    """One recorded game: ``(seed, players, variants, model, explore)`` → its form and every
    farm at every placement, with the score that farm ended with."""
    seed, players, variants, model, explore = task
    state: Any = new_state("agricola", players, seed, variants)
    rng = Rng(derive_seed(seed, 7))
    chance = random.Random(seed)
    judge = _judge(model)
    memo: dict[Any, Any] = {}
    seen: list[tuple[int, int, list[float]]] = []
    while not state.is_over:
        if state.phase == Phase.WORK and (state.draft is None or not state.draft.active):
            for p in range(players):
                seen.append((state.round - 1, p, farm_features(state, p)))
            if chance.random() < explore:
                places = [m for m in state.legal_moves() if isinstance(m, Go)]
                if places:
                    state = state.clone()
                    state.apply_unchecked(chance.choice(places))
                    state = deep_step(state, rng, None, judge=judge)
                    continue
        state = deep_step(state, rng, memo, judge=judge)
    scores = state.scores()
    return form_of(state), [(stage, features, float(scores[p])) for stage, p, features in seen]


def greedy_scores(seed: int, variants: frozenset[str], judges: Sequence[Any]) -> list[int]:
    """The final scores of deal ``seed`` played greedily at a table of ``len(judges)``, each
    seat judging by its own (the same chance for every playing of the deal)."""
    state: Any = new_state("agricola", len(judges), seed, variants)
    rng = Rng(derive_seed(seed, 9))
    memos: list[dict[Any, Any]] = [{} for _ in judges]
    while not state.is_over:
        mover = state.current_player
        state = deep_step(state, rng, memos[mover], judge=judges[mover])
    return list(state.scores())


def _share(mine: int, theirs: int) -> float:
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def duel(task: tuple[int, frozenset[str], ValueModel, int]) -> float:
    """One measuring game, 2 players, both greedy: the learned weights in seat ``seat``
    against the hand-made judgement; the learned side's share of the win."""
    seed, variants, model, seat = task
    judges = [_hand_made, _hand_made]
    judges[seat] = _judge(model)
    scores = greedy_scores(seed, variants, judges)
    return _share(scores[seat], scores[1 - seat])


def alone(task: tuple[int, frozenset[str], ValueModel]) -> float:
    """One measuring deal alone: the solo game played greedily by the learned weights and by
    the hand-made judgement, each with the same chance; the learned game's share of the win
    (the higher score)."""
    seed, variants, model = task
    (mine,), (theirs,) = (greedy_scores(seed, variants, [judge]) for judge in (_judge(model), _hand_made))
    return _share(mine, theirs)


def measured(task: tuple[int, int, frozenset[str], ValueModel, int]) -> float:
    """One measuring game, ``(seed, players, variants, model, seat)``: a duel at a table of
    two (:func:`duel`), the solo deal played both ways alone (:func:`alone`)."""
    seed, players, variants, model, seat = task
    return alone((seed, variants, model)) if players == 1 else duel((seed, variants, model, seat))


LEFT_OUT = ("building",)
"""Features read but given no weight: the hand-made judgement's share of the building goods
credits goods held for a project as if it were made, and with it the learned weights held
five clay and a reed worth more than the four points a renovation paid by a card brings at
once."""


def fit(rows: Sequence[Row], ridge: float, whole: Sequence[str] = (),
        prior: Sequence[Sequence[float]] | None = None) -> tuple[tuple[float, ...], ...]:
    """Per round, the weights predicting a farm's final score from its features
    (:func:`tools.train.fitting.fit`, the building share left out, the ``whole`` features
    counting whole as the sheet does, drawn toward ``prior``'s weights if given)."""
    return fit_stages(rows, ridge, FEATURES, STAGES, LEFT_OUT, whole=whole, prior=prior)


def fit_forms(rows: dict[str, list[Row]], args: argparse.Namespace, kept: ValueModel | None) -> dict[str, Any]:
    """Every form's weights: the forms of ``args.forms`` fitted on ``rows`` (a solo form, with
    ``args.from_table``, drawn toward its table form's weights), the others as ``kept`` has
    them (``--keep``); without it, a solo form not fitted as its table form, the others the
    sheet alone."""
    forms: dict[str, Any] = {}
    for form in FORMS:  # the table forms first
        if form in args.forms:
            prior = forms[table_form(form)] if args.from_table and form != table_form(form) else None
            forms[form] = fit(rows[form], args.ridge, args.whole, prior)
        elif kept is not None:
            forms[form] = kept.forms[form]
        elif table_form(form) in forms:
            forms[form] = forms[table_form(form)]
        else:
            forms[form] = fit([], args.ridge)
    return forms


def drawn(args: argparse.Namespace) -> str:
    """What the method's description adds for ``--from-table``."""
    return ", the solo forms drawn toward their table form's weights" if args.from_table else ""


def with_kept(provenance: Provenance, kept: ValueModel | None, fitted: Sequence[str]) -> Provenance:
    """``provenance`` of a fit of the forms ``fitted`` told together with that of the weights
    the other forms keep (``--keep``): both commands (once, when the run went on from the kept
    file with ``--start``), both runs' deals, the games counted once."""
    if kept is None or set(fitted) >= set(FORMS):
        return provenance
    others = ", ".join(form for form in FORMS if form not in fitted)
    seeds = f"{kept.provenance.seeds}, {provenance.seeds}"
    return provenance.model_copy(update={
        "method": f"{', '.join(fitted)}: {provenance.method}; {others} as before: {kept.provenance.method}",
        "command": provenance.command if provenance.command.startswith(kept.provenance.command)
        else f"{kept.provenance.command}; then {provenance.command}",
        "seeds": seeds, "games": games_in(seeds),
    })


def games_in(seeds: str) -> int:
    """How many deals the spans ``"a:b, c:d"`` hold, a deal in two spans counted once."""
    spans = sorted(tuple(int(x) for x in span.split(":")) for span in seeds.split(", "))
    total, reached = 0, None
    for first, end in spans:
        first = first if reached is None else max(first, reached)
        total += max(0, end - first)
        reached = end if reached is None else max(reached, end)
    return total


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1200, help="games per iteration")
    parser.add_argument("--iterations", type=int, default=3)
    parser.add_argument("--explore", type=float, default=0.15, help="chance of a random placement")
    parser.add_argument("--ridge", type=float, default=30.0)
    parser.add_argument("--measure", type=int, default=100, help="held-out deals per measure (each played twice)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path, default=Path("build/train/agricola-value"))
    parser.add_argument("--start", type=Path, help="a value file to play the first iteration with "
                        "(else the hand-made judgement); its games count in the provenance (with --refit: the "
                        "weights of the run that played the positions, whose commands then come first)")
    parser.add_argument("--first-deal", type=int, default=0, help="skip this many training deals (a continued run)")
    parser.add_argument("--forms", nargs="+", choices=FORMS, default=list(TABLE_FORMS),
                        help="the forms to play and fit (the others' weights come from --keep; "
                             "the solo forms only when named)")
    parser.add_argument("--from-table", action="store_true",
                        help="fit a solo form as a correction of its table form's weights (the ridge "
                             "draws toward them, not toward zero): what the solo games played do not vary, "
                             "such as a family always grown to five, keeps the table's worth")
    parser.add_argument("--keep", type=Path, help="a value file whose weights the forms not fitted keep")
    parser.add_argument("--whole", nargs="+", choices=FEATURES, default=[], metavar="FEATURE",
                        help="features counted whole as the sheet is (e.g. cards_ahead hand: the cards' "
                             "worth as the hand-made judgement sees it)")
    parser.add_argument("--refit", type=Path, nargs="+", metavar="POSITIONS",
                        help="play nothing: fit once on these kept positions files together (several "
                             "iterations' games: weights that vary less from fit to fit)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    args.kept = read_weights(args.keep) if args.keep is not None else None
    if args.refit:
        command = "python -m tools.train.value " + " ".join(sys.argv[1:] if argv is None else argv)
        if args.start is not None:  # the run that played the positions: both commands make the weights
            command = f"{read_weights(args.start).provenance.command}; then {command}"
        return refit(args.refit, args, command)
    first_deal = TRAIN_DEALS + args.first_deal
    check_tuning(range(first_deal, first_deal + args.games * args.iterations))
    pool = multiprocessing.get_context("spawn").Pool(args.jobs) if args.jobs > 1 else None
    mapper: Any = pool.imap_unordered if pool is not None else map
    started = time.monotonic()
    model: ValueModel | None = None
    record: list[dict[str, Any]] = []
    games_before = 0
    if args.start is not None:
        model = read_weights(args.start)
        games_before = model.provenance.games
        earlier = args.start.parent / "record.json"
        if earlier.exists():  # the run continued: its curve goes on
            record = json.loads(earlier.read_text(encoding="utf-8"))
    previous: dict[str, list[Row]] = {form: [] for form in FORMS}
    kept = sorted(args.start.parent.glob("positions-*.pickle")) if args.start is not None else []
    if kept:  # the last iteration's positions are fitted again with the first new ones
        with kept[-1].open("rb") as last:
            previous = pickle.load(last)
    command = "python -m tools.train.value " + " ".join(sys.argv[1:] if argv is None else argv)
    if model is not None:  # continued from an earlier run's weights: both commands make them
        command = f"{model.provenance.command}; then {command}"
    for iteration in range(args.iterations):
        first = first_deal + iteration * args.games
        tasks = [(first + i, *table_of(i, args.forms), model, args.explore) for i in range(args.games)]
        rows: dict[str, list[Row]] = {form: [] for form in FORMS}
        for form, game_rows in mapper(play, tasks, chunksize=4) if pool else map(play, tasks):
            rows[form].extend(game_rows)
        with (args.out / f"positions-{first}.pickle").open("wb") as kept:  # to fit again without playing
            pickle.dump(rows, kept)
        played = time.monotonic() - started
        forms = fit_forms({form: rows[form] + previous[form] for form in FORMS}, args, args.kept)
        previous = rows
        provenance = Provenance(
            method="ridge regression on self-play farms (tools/train/value.py)" + drawn(args),
            code_version=code_version(), games=games_before + args.games * (iteration + 1),
            seeds=f"{first_deal}:{first + args.games}", command=command,
            run_time=f"{played / 60:.0f} min",
        )
        provenance = with_kept(provenance, args.kept, args.forms)
        model = ValueModel(provenance, FEATURES, forms)
        shares = measure(model, args.measure, mapper, args.forms)
        rate = sum(shares) / len(shares) if shares else 0.0
        record.append({"iteration": len(record) + 1, "games": games_before + args.games * (iteration + 1),
                       "positions": sum(len(r) for r in rows.values()), "minutes": round(played / 60, 1),
                       "greedy_v_hand_made": round(rate, 3), "measured_games": len(shares)})
        print(json.dumps(record[-1]), flush=True)
        provenance = provenance.model_copy(update={
            "result": f"greedy v the hand-made judgement: {rate:.1%} of {len(shares)} held-out games"})
        write(args.out / "value.yaml", ValueModel(provenance, FEATURES, forms))
        (args.out / "record.json").write_text(json.dumps(record, indent=1), encoding="utf-8")
    if pool is not None:
        pool.close()
    return 0


SPAN_LIMIT = 2
"""In a refit, a kept file's games run up to the next file's first deal (an iteration may have
played more than ``--games``: the fifth played 600), but at most this many times ``--games``,
so that the deals between two separate runs are not counted as played."""


def measure(model: ValueModel, deals: int, mapper: Any, forms: Sequence[str] = TABLE_FORMS) -> list[float]:
    """``model``'s greedy player against the hand-made judgement on ``deals`` curve deals of
    ``forms``, each from both seats at a table of two, once alone (``mapper``: ``map`` or a
    pool's): its share of each game."""
    tasks = []
    for d in range(deals):
        players, variants = table_of(d, forms)
        seats = (0,) if players == 1 else (0, 1)
        tasks += [(CURVE_DEALS + d, min(players, 2), variants, model, seat) for seat in seats]
    return list(mapper(measured, tasks))


def refit(files: Sequence[Path], args: argparse.Namespace, command: str) -> int:
    """Fit the weights once on the positions of ``files`` (each an iteration's, as
    :func:`main` keeps them beside its weights), measure them as an iteration is measured, and
    write them with their provenance: the deals the files' names start from, and the games
    they hold (:data:`SPAN_LIMIT`)."""
    rows: dict[str, list[Row]] = {form: [] for form in FORMS}
    firsts = []
    for path in files:
        with path.open("rb") as kept:
            found = pickle.load(kept)
        for form in FORMS:
            rows[form].extend(found.get(form, []))
        firsts.append(int(path.stem.rsplit("-", 1)[-1]))
    firsts.sort()
    spans = [(first, min(first + args.games * SPAN_LIMIT, later)) for first, later in zip(firsts, firsts[1:], strict=False)]
    spans.append((firsts[-1], firsts[-1] + args.games))
    started = time.monotonic()
    forms = fit_forms(rows, args, args.kept)
    provenance = Provenance(
        method="ridge regression on self-play farms (tools/train/value.py), several iterations' positions at once"
        + drawn(args),
        code_version=code_version(), games=sum(end - first for first, end in spans),
        seeds=", ".join(f"{first}:{end}" for first, end in spans), command=command,
        run_time=f"{(time.monotonic() - started) / 60:.0f} min",
    )
    provenance = with_kept(provenance, args.kept, args.forms)
    model = ValueModel(provenance, FEATURES, forms)
    if args.jobs > 1:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            shares = measure(model, args.measure, pool.imap_unordered, args.forms)
    else:
        shares = measure(model, args.measure, map, args.forms)
    rate = sum(shares) / len(shares) if shares else 0.0
    print(json.dumps({"refit": [str(path) for path in files], "positions": sum(len(r) for r in rows.values()),
                      "greedy_v_hand_made": round(rate, 3), "measured_games": len(shares)}), flush=True)
    result = f"greedy v the hand-made judgement: {rate:.1%} of {len(shares)} held-out games" if shares else ""
    write(args.out / "value.yaml", ValueModel(provenance.model_copy(update={"result": result}), FEATURES, forms))
    return 0


def write(path: Path, model: ValueModel, game_id: str = "agricola") -> None:
    """Write ``model`` as ``game_id``'s value file (``game.bots.value_file``)."""
    doc = {
        "provenance": model.provenance.model_dump(),
        "features": list(model.features),
        "forms": {form: [list(row) for row in rows] for form, rows in model.forms.items()},
    }
    names = {"porto": "a Porto", "oregon": "an Oregon", "fields_of_green": "a Fields of Green"}
    judged = {"agricola": "an Agricola farm (game/bots/evaluation/agricola_value.py)"}.get(
        game_id, f"{names.get(game_id, 'a ' + game_id)} position (game/bots/evaluation/{game_id}_value.py)")
    header = (f"# The bots' learned judgement of {judged}:\n"
              "# per form, one row per stage, one weight per feature. Made by tools/train/; do not edit.\n")
    path.write_text(header + yaml.safe_dump(doc, sort_keys=False, width=200, default_flow_style=None), encoding="utf-8")


if __name__ == "__main__":
    raise SystemExit(main())
