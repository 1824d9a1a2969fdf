"""./test spreads pytest over the machine's cores unless told how many workers to use."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

_SPEC = importlib.util.spec_from_file_location("bootstrap", Path(__file__).resolve().parent.parent / "tools" / "bootstrap.py")
assert _SPEC is not None and _SPEC.loader is not None
bootstrap = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(bootstrap)


def test_the_tests_run_on_every_core_of_a_machine_with_several(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bootstrap.os, "cpu_count", lambda: 2)
    assert bootstrap.workers(["tests/rules", "-x"]) == ["-n", "auto", "tests/rules", "-x"]


@pytest.mark.parametrize("given", [["-n", "0"], ["-n0"], ["--numprocesses=3"]])
def test_workers_chosen_on_the_command_line_are_kept(given: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bootstrap.os, "cpu_count", lambda: 8)
    assert bootstrap.workers(given) == given


def test_a_single_core_runs_the_tests_in_one_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bootstrap.os, "cpu_count", lambda: 1)
    assert bootstrap.workers(["-q"]) == ["-q"]
