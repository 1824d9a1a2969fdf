"""The normal bot learns too (issue 31): where the ladder showed the hard bot keeps its lead,
the normal bot judges by weights learned from self-play, and what it plays can be made again
from the training run's own record."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.bots import ladder
from game.bots.evaluation import agricola, porto
from game.bots.evaluation.porto_value import VALUE as PORTO
from game.bots.knowledge import BotKit
from game.games import bot_kit
from game.simulate import new_state
from tools.train.checkpoint import kept_at
from tools.train.checkpoint import main as checkpoint
from tools.train.tune import weights_of

PORTO_RECORD = Path("docs/learning_porto_record.json")


def test_each_level_plays_the_judgement_its_game_gives_it() -> None:
    kit = bot_kit("porto")
    assert kit.judgement_of("easy") is porto.EVALUATION
    assert kit.judgement_of("normal") is porto.NORMAL_EVALUATION
    assert kit.judgement_of("hard") is porto.LEARNED_EVALUATION
    assert ladder.make("normal", 1, kit).evaluation is porto.NORMAL_EVALUATION  # type: ignore[attr-defined]
    assert ladder.make("easy", 1, kit).evaluation is porto.EVALUATION  # type: ignore[attr-defined]


def test_a_game_without_a_normal_judgement_of_its_own_plays_the_easy_bots() -> None:
    kit = BotKit(porto.EVALUATION)
    assert kit.normal is porto.EVALUATION and kit.deep is porto.EVALUATION


def test_replaying_the_porto_run_s_record_gives_the_hard_bot_s_shipped_weights_exactly() -> None:
    record = json.loads(PORTO_RECORD.read_text(encoding="utf-8"))
    last = record["generations"][-1]["generation"]
    assert PORTO.rows(kept_at(record, last)) == PORTO.shipped("hard").forms["base"]


def test_the_porto_normal_bot_plays_an_earlier_point_of_the_same_run() -> None:
    hard, normal = PORTO.shipped("hard"), PORTO.shipped("normal")
    assert normal.provenance.command.startswith(hard.provenance.command + "; python -m tools.train.checkpoint")
    assert normal.provenance.games < hard.provenance.games
    record = json.loads(PORTO_RECORD.read_text(encoding="utf-8"))
    assert normal.forms["base"] == PORTO.rows(kept_at(record, 7))
    assert weights_of("porto", normal) != weights_of("porto", hard)


def test_a_checkpoint_written_again_is_the_shipped_file_but_for_where_it_was_written(tmp_path: Path) -> None:
    import yaml

    out = tmp_path / "value_normal.yaml"
    assert checkpoint([str(PORTO_RECORD), "--generation", "7", "--level", "normal", "--out", str(out)]) == 0
    written = yaml.safe_load(out.read_text(encoding="utf-8"))
    shipped = yaml.safe_load(Path("content/porto/bots/value_normal.yaml").read_text(encoding="utf-8"))
    assert written["provenance"].pop("command") == shipped["provenance"].pop("command") + f" --out {out}"
    assert written == shipped


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


def test_agricola_s_normal_bot_judges_the_family_game_by_the_learned_weights_and_the_full_game_by_hand() -> None:
    family = _family(2, 3)
    assert agricola.normal_worth(family, 0) == agricola.DEEP_EVALUATION.worth(family, 0)
    full: Any = new_state("agricola", 2, 3, frozenset())
    assert agricola.normal_worth(full, 0) == agricola.agricola_worth(full, 0)
    solo = _family(1, 3)
    assert agricola.normal_worth(solo, 0) == agricola.agricola_worth(solo, 0)
    assert bot_kit("agricola").judgement_of("normal") is agricola.NORMAL_EVALUATION
    assert bot_kit("agricola").judgement_of("easy") is agricola.EVALUATION
