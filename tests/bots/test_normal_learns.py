"""The normal bot learns too (issue 31): where the ladder showed the hard bot keeps its lead,
the normal bot judges by weights learned from self-play, and what it plays can be made again
from the training run's own record."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from game.bots import ladder
from game.bots.evaluation import agricola, fields_of_green, oregon, porto
from game.bots.evaluation.agricola_value import (
    FEATURES,
    learned_farm_worth,
    normal_model,
    shipped_model,
)
from game.bots.evaluation.fields_of_green_value import VALUE as FIELDS_OF_GREEN
from game.bots.evaluation.judged import check_content
from game.bots.evaluation.oregon_value import VALUE as OREGON
from game.bots.evaluation.porto_value import VALUE as PORTO
from game.bots.knowledge import BotKit
from game.bots.value_file import read_value, value_path
from game.content.base import ContentErrors
from game.games import bot_kit
from game.rules.agricola.legal import Phase
from game.rules.core import Rng
from game.simulate import new_state
from tools.train.checkpoint import kept_at
from tools.train.checkpoint import main as checkpoint

PORTO_RECORD = Path("docs/learning_porto_record.json")
OREGON_RECORD = Path("docs/learning_oregon_normal_record.json")


def test_each_level_plays_the_judgement_its_game_gives_it() -> None:
    kit = bot_kit("agricola")
    assert kit.judgement_of("easy") is agricola.EVALUATION
    assert kit.judgement_of("normal") is agricola.NORMAL_EVALUATION
    assert kit.judgement_of("hard") is agricola.DEEP_EVALUATION
    assert ladder.make("normal", 1, kit).evaluation is agricola.NORMAL_EVALUATION  # type: ignore[attr-defined]
    assert ladder.make("easy", 1, kit).evaluation is agricola.EVALUATION  # type: ignore[attr-defined]


def test_porto_s_normal_bot_judges_by_an_earlier_point_of_the_hard_bot_s_tuning_run() -> None:
    kit = bot_kit("porto")
    assert kit.evaluation is porto.EVALUATION and kit.judgement_of("easy") is porto.EVALUATION
    assert kit.judgement_of("normal") is porto.NORMAL_EVALUATION
    assert kit.deep is porto.LEARNED_EVALUATION
    record = json.loads(PORTO_RECORD.read_text(encoding="utf-8"))
    assert PORTO.rows(kept_at(record, 7)) == PORTO.shipped("normal").forms["base"]
    assert PORTO.shipped("normal") != PORTO.shipped("hard")


def test_a_game_without_a_normal_judgement_of_its_own_plays_the_easy_bots() -> None:
    assert BotKit(porto.EVALUATION).judgement_of("normal") is porto.EVALUATION
    assert BotKit(porto.EVALUATION).deep is porto.EVALUATION


def test_replaying_the_porto_run_s_record_gives_the_hard_bot_s_shipped_weights_exactly() -> None:
    record = json.loads(PORTO_RECORD.read_text(encoding="utf-8"))
    last = record["generations"][-1]["generation"]
    assert PORTO.rows(kept_at(record, last)) == PORTO.shipped("hard").forms["base"]


def test_an_earlier_point_of_a_run_is_written_with_the_run_s_command_and_generation(tmp_path: Path) -> None:
    """``tools/train/checkpoint.py`` writes the weights a tuning run held at a generation (how
    Porto's normal bot was tried with an earlier point of its run: docs/learning.md)."""
    out = tmp_path / "value_normal.yaml"
    assert checkpoint([str(PORTO_RECORD), "--generation", "7", "--level", "normal", "--out", str(out)]) == 0
    record = json.loads(PORTO_RECORD.read_text(encoding="utf-8"))
    written = read_value(out, PORTO.features, PORTO.forms, PORTO.stages)
    assert written.forms["base"] == PORTO.rows(kept_at(record, 7)) != PORTO.shipped().forms["base"]
    made = written.provenance
    assert made.command.startswith(record["command"] + "; python -m tools.train.checkpoint")
    assert "generation 7" in made.method and made.games == 1120 and "79.2%" in made.result
    assert made.code_version == PORTO.shipped().provenance.code_version


def test_a_record_without_the_generation_asked_is_refused_in_one_line(tmp_path: Path, capsys: Any) -> None:
    with pytest.raises(SystemExit):
        checkpoint([str(PORTO_RECORD), "--generation", "999", "--out", str(tmp_path / "x.yaml")])
    assert "no generation 999" in capsys.readouterr().err
    broken = tmp_path / "record.json"
    broken.write_text("{not json", encoding="utf-8")
    with pytest.raises(SystemExit):
        checkpoint([str(broken), "--generation", "1", "--out", str(tmp_path / "x.yaml")])
    assert "not a tuning run's record" in capsys.readouterr().err
    assert not (tmp_path / "x.yaml").exists()


def test_a_level_without_weights_of_its_own_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="no learned weights for the easy bots"):
        PORTO.shipped("easy")


def _family(players: int, seed: int) -> Any:
    return new_state("agricola", players, seed, frozenset({"family"}))


def test_agricola_s_normal_bot_judges_the_family_game_by_the_hard_bot_s_weights_and_the_full_game_by_its_own() -> None:
    family = _family(2, 3)
    assert agricola.normal_worth(family, 0) == agricola.DEEP_EVALUATION.worth(family, 0)
    full: Any = new_state("agricola", 2, 3, frozenset())
    own = agricola.judged_worth(full, 0, partial(learned_farm_worth, model=normal_model()))
    assert agricola.normal_worth(full, 0) == own != agricola.DEEP_EVALUATION.worth(full, 0)
    solo = _family(1, 3)
    assert agricola.normal_worth(solo, 0) == agricola.DEEP_EVALUATION.worth(solo, 0) != agricola.agricola_worth(solo, 0)
    harvest = play_until_harvest(_family(2, 4))
    assert agricola.normal_worth(harvest, 0) == agricola.agricola_worth(harvest, 0), "a harvest is reckoned by hand"
    assert bot_kit("agricola").judgement_of("normal") is agricola.NORMAL_EVALUATION
    assert bot_kit("agricola").judgement_of("easy") is agricola.EVALUATION


def test_agricola_s_normal_weights_are_an_earlier_point_of_the_hard_bot_s_training_run() -> None:
    """The full game's normal bot judges by the weights the hard bot's run held at its fifth
    iteration (docs/learning.md, seventeenth session): learned from the same self-play, fitted
    before the cards were counted whole."""
    normal, hard = normal_model(), shipped_model()
    assert set(normal.forms) == {"full"}
    assert normal.forms["full"] != hard.forms["full"]
    made = normal.provenance
    assert made.command.startswith("python -m tools.train.value") and hard.provenance.command.startswith(made.command.split(";")[0])
    assert made.games == 2600 and made.seeds == "11000000:11002600" and "fifth iteration" in made.method
    cards_whole = hard.forms["full"][5][FEATURES.index("hand")]
    assert cards_whole == 1.0 != normal.forms["full"][5][FEATURES.index("hand")]


def play_until_harvest(state: Any) -> Any:
    rng = Rng(4)
    while state.phase != Phase.FEED:
        state.apply(rng.choice(state.legal_moves()))
    return state


def test_validate_names_a_damaged_normal_value_file_by_its_own_name(tmp_path: Path) -> None:
    shipped = value_path("fields_of_green", level="normal")
    damaged = tmp_path / "fields_of_green" / "bots" / "value_normal.yaml"
    damaged.parent.mkdir(parents=True)
    damaged.write_text(shipped.read_text(encoding="utf-8").replace("base:\n  - [", "base:\n  - [many, ", 1),
                       encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        check_content(tmp_path)
    [problem] = [error for error in caught.value.errors if error.file.endswith("fields_of_green/bots/value_normal.yaml")]
    assert problem.text().startswith("content/fields_of_green/bots/value_normal.yaml:")
    assert "forms.base[0][0]" in problem.text()


def test_validate_names_agricola_s_damaged_normal_value_file_by_its_own_name(tmp_path: Path) -> None:
    shipped = value_path("agricola", level="normal")
    damaged = tmp_path / "agricola" / "bots" / "value_normal.yaml"
    damaged.parent.mkdir(parents=True)
    damaged.write_text(shipped.read_text(encoding="utf-8").replace("full:", "family:", 1), encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        check_content(tmp_path)
    [problem] = [error for error in caught.value.errors if error.file.endswith("agricola/bots/value_normal.yaml")]
    assert problem.text().startswith("content/agricola/bots/value_normal.yaml:")


def test_the_fields_of_green_normal_and_hard_bots_judge_by_the_learned_weights_and_the_easy_bot_by_hand() -> None:
    kit = bot_kit("fields_of_green")
    assert kit.judgement_of("normal") is fields_of_green.NORMAL_EVALUATION
    assert kit.judgement_of("hard") is fields_of_green.NORMAL_EVALUATION
    assert kit.judgement_of("easy") is fields_of_green.EVALUATION
    assert fields_of_green.NORMAL_EVALUATION.gain is fields_of_green.DEEP_EVALUATION.gain
    assert FIELDS_OF_GREEN.shipped("normal").provenance.command.startswith("python -m tools.train.tune --game fields_of_green")


def test_oregon_s_normal_bot_judges_by_weights_its_own_tuning_run_kept() -> None:
    """Oregon's normal bot learned from its own hand-made judgement (``tune.py --from-hand
    normal``): replaying the run's record gives its weights exactly, and they differ from where
    the run started; the easy bot keeps the hand-made judgement, the hard bot the deep one."""
    kit = bot_kit("oregon")
    assert kit.judgement_of("easy") is oregon.EVALUATION
    assert kit.judgement_of("normal") is oregon.NORMAL_EVALUATION
    assert kit.judgement_of("hard") is oregon.DEEP_EVALUATION
    shipped = OREGON.shipped("normal")
    assert shipped.provenance.command.startswith("python -m tools.train.tune --game oregon --from-hand normal")
    record = json.loads(OREGON_RECORD.read_text(encoding="utf-8"))
    assert record["command"] == shipped.provenance.command
    last = record["generations"][-1]["generation"]
    assert OREGON.rows(kept_at(record, last)) == shipped.forms["base"]
    assert OREGON.hand_made_normal is not None
    assert shipped.forms["base"] != OREGON.rows(OREGON.hand_made_normal)
