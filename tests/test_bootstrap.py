"""./test spreads pytest over the machine's cores unless told how many workers to use, and fails
when ruff, mypy or pytest fails."""

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


class _Checking:
    """A stand-in for the mypy process: its report and exit code."""

    def __init__(self, returncode: int) -> None:
        self.returncode = returncode

    def communicate(self) -> tuple[str, None]:
        return "found 1 error\n", None


@pytest.mark.parametrize(("lint", "types", "tests", "expected"), [
    (0, 0, 0, 0), (1, 0, 0, 1), (0, 1, 0, 1), (0, 0, 2, 2), (0, 1, 2, 1),
])
def test_a_failure_of_ruff_mypy_or_the_tests_fails_the_run(
    lint: int, types: int, tests: int, expected: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    ran: list[str] = []

    def call(step: list[str], cwd: Path) -> int:
        ran.append(step[2])
        return lint if step[2] == "ruff" else tests

    monkeypatch.setattr(bootstrap.subprocess, "call", call)
    monkeypatch.setattr(bootstrap.subprocess, "Popen", lambda step, **_: ran.append(step[2]) or _Checking(types))
    assert bootstrap.run_checks(Path("python"), ["-n", "0"]) == expected
    assert ran == (["ruff"] if lint else ["ruff", "mypy", "pytest"])
