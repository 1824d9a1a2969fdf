"""Agricola's farm judgement tuned by the games it wins (``tools/train/tune_farm.py``): the
fitted rows scaled feature by feature, the other forms kept, the start's history carried on."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.bots.evaluation.agricola_value import FEATURES, FORMS, STAGES, shipped_model
from game.bots.value_file import read_value
from tools.train import tune_farm


def test_multipliers_of_one_leave_the_fitted_weights_as_they_are() -> None:
    start = shipped_model()
    weights = tune_farm.multipliers(start, "family")
    assert set(weights.values()) == {(1.0, 1.0)}
    assert tune_farm.tuned(start, "family", weights).forms == start.forms


def test_only_features_a_round_weighs_are_tuned_and_never_the_constant_or_the_sheet() -> None:
    start = shipped_model()
    weights = tune_farm.multipliers(start, "family")
    assert "bias" not in weights and "sheet" not in weights
    column = FEATURES.index("building")  # never weighed: the harvest's reckoning leaves it out
    assert all(row[column] == 0.0 for row in start.forms["family"]) and "building" not in weights
    assert "rooms" in weights


def test_a_multiplier_moves_in_equal_steps_from_the_first_round_to_the_last() -> None:
    start = shipped_model()
    column = FEATURES.index("rooms")
    rows = tune_farm.tuned(start, "family", {"rooms": (3.0, 1.0)}).forms["family"]
    before = start.forms["family"]
    assert rows[0][column] == pytest.approx(3.0 * before[0][column], abs=1e-5)
    assert rows[-1][column] == pytest.approx(before[-1][column], abs=1e-5)
    middle = STAGES // 2
    share = 3.0 - 2.0 * middle / (STAGES - 1)
    assert rows[middle][column] == pytest.approx(share * before[middle][column], abs=1e-5)
    other = FEATURES.index("fields")
    assert [row[other] for row in rows] == [row[other] for row in before]


@pytest.mark.slow
def test_a_tiny_run_writes_a_value_file_the_game_reads_with_the_start_s_history(tmp_path: Path) -> None:
    tune_farm.main(["--generations", "1", "--deals", "1", "--held-out", "1", "--curve", "1", "--jobs", "1",
                    "--promising", "2", "--out", str(tmp_path)])
    record = json.loads((tmp_path / "record.json").read_text(encoding="utf-8"))
    assert record["curve"][0]["rate"] == 0.5  # the start against itself, each deal from both seats
    [generation] = record["generations"]
    assert generation["train"][1] == 2 and not generation["accepted"]  # never promising: not kept
    written = read_value(tmp_path / "value.yaml", FEATURES, ("family", "full"), STAGES, optional=FORMS)
    start = shipped_model()
    assert written.forms == start.forms  # nothing promising was kept
    made = written.provenance
    assert made.command.startswith(start.provenance.command + "; then python -m tools.train.tune_farm")
    assert made.games == start.provenance.games + 4  # the curve's two games, the generation's two


@pytest.mark.slow
def test_one_spsa_iteration_moves_every_tuned_number_by_the_same_step(tmp_path: Path) -> None:
    tune_farm.main(["--method", "spsa", "--generations", "1", "--every", "1", "--deals", "2", "--curve", "1",
                    "--jobs", "1", "--sigma", "0.2", "--out", str(tmp_path)])
    record = json.loads((tmp_path / "record.json").read_text(encoding="utf-8"))
    [iteration] = record["iterations"]
    lead = iteration["plus_won"] - 0.5
    start = shipped_model()
    written = read_value(tmp_path / "value.yaml", FEATURES, ("family", "full"), STAGES, optional=FORMS)
    assert written.forms["full"] == start.forms["full"]  # only the family game's weights are tuned
    first_round = [new / old for new, old in zip(written.forms["family"][0], start.forms["family"][0], strict=True)
                   if abs(old) > 0.05]
    step = 0.6 / 21 ** 0.602 * abs(lead) / 0.2  # a_0 · lead / c_0, each multiplier's scale being 1
    assert all(abs(abs(m - 1.0) - step) < 1e-3 or m == 1.0 for m in first_round)
    assert any(m != 1.0 for m in first_round) == (lead != 0)
