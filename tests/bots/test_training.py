"""The training of the bots' judgement runs end to end and writes the weights it learned
with where they came from, and its curve can be drawn."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.bots.evaluation.agricola_weights import SECTIONS, WEIGHTS
from game.bots.judgement import read_judgement
from tools.train import evolve, plot, selfplay


@pytest.mark.slow
def test_one_tiny_generation_writes_learned_weights_with_their_provenance(tmp_path: Path) -> None:
    # one training deal, two games; a candidate that cannot be promising is never adopted
    evolve.main(["--game", "agricola", "--generations", "1", "--deals", "1", "--promising", "2",
                 "--seed", "3", "--out", str(tmp_path)])
    learned = read_judgement(tmp_path / "judgement.yaml", SECTIONS)
    assert learned.sections["normal"] == WEIGHTS
    provenance = learned.provenance
    assert provenance.games == 2
    assert f"training {evolve.TRAIN_DEALS}-{evolve.TRAIN_DEALS}" in provenance.seeds
    assert provenance.command.startswith("python -m tools.train.evolve") and "--seed 3" in provenance.command
    assert provenance.code_version
    record = json.loads((tmp_path / "record.json").read_text(encoding="utf-8"))
    [generation] = record["generations"]
    assert generation["train"][1] == 2 and not generation["accepted"]
    plot.main([str(tmp_path / "record.json"), str(tmp_path / "curve.png")])
    assert (tmp_path / "curve.png").read_bytes().startswith(b"\x89PNG")


@pytest.mark.slow
def test_a_run_told_one_form_plays_only_that_form_and_says_so(tmp_path: Path) -> None:
    evolve.main(["--game", "agricola", "--generations", "1", "--deals", "2", "--promising", "2",
                 "--form", "full", "--out", str(tmp_path)])
    learned = read_judgement(tmp_path / "judgement.yaml", SECTIONS)
    assert learned.sections["normal"] == WEIGHTS
    assert learned.provenance.method.endswith("normal bot v normal bot, 2 players, full game")
    assert selfplay.paired("agricola", range(2), {}, {}, (frozenset(),)) == [
        selfplay.Game("agricola", deal, frozenset(), ({}, {})) for deal in (0, 0, 1, 1)]


def test_a_candidate_changes_only_the_weights_it_mutates() -> None:
    import dataclasses
    import random

    start = dataclasses.asdict(WEIGHTS)
    changed = evolve.mutate(start, random.Random(5), 3, 0.3)
    differ = [name for name in start if changed[name] != start[name]]
    assert 1 <= len(differ) <= 3
    assert changed["plenty"] == start["plenty"]
    assert all(changed[name] > 0 for name in differ)


def test_a_recorded_self_play_game_pairs_every_farm_at_every_placement_with_the_score_it_ended_with() -> None:
    from tools.train import value

    form, rows = value.play((value.TRAIN_DEALS, 2, frozenset({"family", "revised"}), None, 0.15))
    assert form == "family"
    finals = {score for _, _, score in rows}
    assert len(finals) <= 2  # two farms, each with the one score it ended with
    stages = {stage for stage, _, _ in rows}
    assert stages == set(range(value.STAGES))  # every round recorded
    assert all(len(features) == len(value.FEATURES) for _, features, _ in rows)


def test_learned_weights_written_by_the_training_read_back_as_the_shipped_file_does(tmp_path: Path) -> None:
    from game.bots.evaluation.agricola_value import FEATURES, FORMS, STAGES, shipped_model
    from game.bots.value_file import read_value
    from tools.train import value

    value.write(tmp_path / "value.yaml", shipped_model())
    assert read_value(tmp_path / "value.yaml", FEATURES, FORMS, STAGES) == shipped_model()


def test_a_refit_fits_several_kept_iterations_at_once_and_says_which_deals_they_came_from(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import pickle
    import random

    from game.bots.evaluation.agricola_value import FEATURES, FORMS, STAGES, TABLE_FORMS
    from game.bots.value_file import read_value
    from tools.train import value

    rng = random.Random(5)
    files = []
    for first in (11_000_000, 11_000_040):  # two iterations' positions, as main keeps them
        rows = {form: [(stage, [1.0] + [rng.random() for _ in FEATURES[1:]], rng.uniform(10, 40))
                       for stage in range(STAGES) for _ in range(12)] for form in FORMS}
        files.append(tmp_path / f"positions-{first}.pickle")
        files[-1].write_bytes(pickle.dumps(rows))
    fitted: list[int] = []

    def fit(rows: list[Any], ridge: float, whole: Any = (), prior: Any = None) -> tuple[tuple[float, ...], ...]:  # needs numpy (train extra)
        fitted.append(len(rows))
        return tuple((0.0, 1.0) + (0.0,) * (len(FEATURES) - 2) for _ in range(STAGES))

    monkeypatch.setattr(value, "fit", fit)
    assert value.main(["--refit", *map(str, files), "--games", "40", "--measure", "0", "--jobs", "1",
                       "--out", str(tmp_path / "out")]) == 0
    model = read_value(tmp_path / "out" / "value.yaml", FEATURES, FORMS, STAGES)
    assert model.provenance.games == 80
    assert model.provenance.seeds == "11000000:11000040, 11000040:11000080"
    assert "--refit" in model.provenance.command
    assert all(len(rows) == STAGES for rows in model.forms.values())
    assert fitted == [2 * STAGES * 12] * len(TABLE_FORMS)  # each table form fitted once, on both files' farms
    assert model.forms["family_solo"] == model.forms["family"], "a solo form not named takes its table form's"


def test_a_refit_of_one_form_keeps_the_others_weights_and_tells_both_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--forms full --keep FILE --whole cards_ahead hand``: only the full game is fitted (with
    the cards' parts counted whole), the family game's weights are the kept file's to the bit,
    and the provenance tells both commands and counts a deal in both runs once."""
    import pickle

    from game.bots.evaluation.agricola_value import FEATURES, FORMS, STAGES, shipped_model
    from game.bots.value_file import read_value, value_path
    from tools.train import value

    rows = {form: [(stage, [1.0] * len(FEATURES), 30.0) for stage in range(STAGES)] for form in FORMS}
    kept_positions = tmp_path / "positions-11002000.pickle"
    kept_positions.write_bytes(pickle.dumps(rows))
    asked: list[tuple[int, tuple[str, ...]]] = []

    def fit(found: list[Any], ridge: float, whole: Any = (), prior: Any = None) -> tuple[tuple[float, ...], ...]:
        asked.append((len(found), tuple(whole)))
        return tuple((0.5, 1.0) + (0.0,) * (len(FEATURES) - 2) for _ in range(STAGES))

    monkeypatch.setattr(value, "fit", fit)
    assert value.main(["--refit", str(kept_positions), "--games", "600", "--measure", "0", "--jobs", "1",
                       "--forms", "full", "--keep", str(value_path("agricola")), "--whole", "cards_ahead", "hand",
                       "--out", str(tmp_path / "out")]) == 0
    assert asked == [(STAGES, ("cards_ahead", "hand"))]  # the full game alone was fitted
    model = read_value(tmp_path / "out" / "value.yaml", FEATURES, FORMS, STAGES)
    shipped = shipped_model()
    assert model.forms["family"] == shipped.forms["family"]
    assert model.forms["full"][0][0] == 0.5
    assert model.provenance.command.startswith(shipped.provenance.command)
    assert model.provenance.command.endswith("--out " + str(tmp_path / "out"))
    assert model.provenance.seeds == f"{shipped.provenance.seeds}, 11002000:11002600"
    assert value.games_in(model.provenance.seeds) == model.provenance.games
    assert value.games_in("11000000:11002600, 11002000:11002600") == 2600


def test_a_continued_run_names_its_own_deals_beside_the_kept_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--start FILE --first-deal N --forms full --keep FILE``: the provenance lists the kept
    runs' deals and then this run's own, from deal N (not from the first training deal), and
    counts each deal once (N past any deal the shipped weights were trained on)."""
    from game.bots.evaluation.agricola_value import FEATURES, FORMS, STAGES, shipped_model
    from game.bots.value_file import read_value, value_path
    from tools.train import value

    def play(task: tuple[Any, ...]) -> tuple[str, list[Any]]:
        return "full", [(stage, [1.0] * len(FEATURES), 30.0) for stage in range(STAGES)]

    def fit(found: list[Any], ridge: float, whole: Any = (), prior: Any = None) -> tuple[tuple[float, ...], ...]:
        return tuple((0.5, 1.0) + (0.0,) * (len(FEATURES) - 2) for _ in range(STAGES))

    monkeypatch.setattr(value, "play", play)
    monkeypatch.setattr(value, "fit", fit)
    shipped_file = str(value_path("agricola"))
    assert value.main(["--start", shipped_file, "--first-deal", "800000", "--games", "3", "--iterations", "1",
                       "--measure", "0", "--jobs", "1", "--forms", "full", "--keep", shipped_file,
                       "--whole", "cards_ahead", "hand", "--out", str(tmp_path / "out")]) == 0
    model = read_value(tmp_path / "out" / "value.yaml", FEATURES, FORMS, STAGES)
    shipped = shipped_model()
    assert model.provenance.seeds == f"{shipped.provenance.seeds}, 11800000:11800003"
    assert model.provenance.games == value.games_in(model.provenance.seeds) == shipped.provenance.games + 3


def test_a_value_training_curve_is_drawn_with_its_ladder_measures_and_their_intervals(tmp_path: Path) -> None:
    iterations = [{"iteration": 1, "games": 500, "greedy_v_hand_made": 0.6}]
    ladder = [{"games": 500, "wins": 14, "played": 20, "label": "hard v reference"}]
    (tmp_path / "record.json").write_text(json.dumps({"iterations": iterations, "ladder": ladder}), encoding="utf-8")
    curve = plot.as_curve({"iterations": iterations, "ladder": ladder})
    assert curve["ladder"] == ladder and curve["curve"][-1] == {"games": 500, "rate": 0.6}
    plot.main([str(tmp_path / "record.json"), str(tmp_path / "curve.png")])
    (tmp_path / "bare.json").write_text(json.dumps(iterations), encoding="utf-8")
    plot.main([str(tmp_path / "bare.json"), str(tmp_path / "bare.png")])
    import pygame

    with_ladder, without = (pygame.image.load(str(tmp_path / name)) for name in ("curve.png", "bare.png"))
    differing = sum(with_ladder.get_at((x, y)) != without.get_at((x, y))
                    for x in range(0, with_ladder.get_width(), 2) for y in range(0, with_ladder.get_height(), 2))
    assert differing > 20  # the square, its interval and its label are drawn
