"""The think bench finds the dearest decisions a ladder file recorded, to time them again with
today's code: the hard bot's, of the code asked for, dearest first."""

from __future__ import annotations

import json
from pathlib import Path

from benchmarks.bench_think import dearest


def test_the_dearest_recorded_decisions_are_the_hard_bots_of_the_code_asked_dearest_first(tmp_path: Path) -> None:
    def record(code: str, first: str, deal: int, cpu: list[float]) -> str:
        key = json.dumps([code, "oregon", [], first, "normal", deal, deal % 2, []])
        return json.dumps({"key": key, "share": 1.0, "scores": [70, 60], "digest": "d",
                           "thinking": {first: {"cpu": cpu}, "normal": {"cpu": [9000.0]}}})

    path = tmp_path / "run.jsonl"
    path.write_text("\n".join([
        record("aaaa|reference x", "hard", 100000, [2500.0, 100.0, 2900.0]),
        record("aaaa|reference x", "hard", 100001, [1200.0, 3100.0]),
        record("bbbb", "hard", 100002, [9999.0]),
        record("aaaa", "easy", 100003, [8888.0]),
    ]) + "\n", encoding="utf-8")
    found = dearest([str(path)], 3, code="aaaa")
    assert [(deal, seat, index) for _, _, _, deal, seat, _, index in found] == [(100001, 1, 1), (100000, 0, 2),
                                                                                 (100000, 0, 0)]
    assert found[0][0] == 3.1 and found[0][1] == "oregon" and found[0][5] == "normal"
    assert dearest([str(path)], 1)[0][3] == 100002
