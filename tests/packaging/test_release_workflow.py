"""The release workflow cannot run here; check what can be checked of it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

WORKFLOW = Path(__file__).resolve().parents[2] / ".github" / "workflows" / "release.yml"


def _workflow() -> dict[Any, Any]:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _steps_text(job: dict[str, Any]) -> str:
    return "\n".join(str(step.get("run", "")) for step in job["steps"])


def test_the_workflow_runs_when_a_version_tag_is_pushed() -> None:
    triggers = _workflow()[True]  # YAML 1.1 reads the key `on` as true
    assert "v*" in triggers["push"]["tags"]


def test_linux_windows_and_macos_each_build_on_their_own_runner() -> None:
    jobs = _workflow()["jobs"]
    assert {"linux", "windows", "macos"} <= set(jobs)
    assert jobs["linux"]["runs-on"].startswith("ubuntu-")
    assert jobs["windows"]["runs-on"].startswith("windows-")
    runners = [entry["runner"] for entry in jobs["macos"]["strategy"]["matrix"]["include"]]
    assert runners and all(runner.startswith("macos-") for runner in runners)


def test_linux_builds_on_an_older_ubuntu_than_latest_for_a_low_glibc_floor() -> None:
    assert _workflow()["jobs"]["linux"]["runs-on"] != "ubuntu-latest"


def test_every_platform_smoke_tests_its_frozen_program() -> None:
    jobs = _workflow()["jobs"]
    for name in ("linux", "windows", "macos"):
        assert "build_spec/smoke_test.py" in _steps_text(jobs[name]), name


def test_each_platform_packs_its_own_installer() -> None:
    jobs = _workflow()["jobs"]
    assert "build_spec/build.py" in _steps_text(jobs["linux"])
    assert "makensis" in _steps_text(jobs["windows"])
    assert "hdiutil create" in _steps_text(jobs["macos"])


def test_the_release_waits_for_all_three_and_attaches_their_installers() -> None:
    release = _workflow()["jobs"]["release"]
    assert set(release["needs"]) == {"linux", "windows", "macos"}
    assert "gh release" in _steps_text(release)
