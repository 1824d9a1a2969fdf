"""Set up a local virtual environment on first use, then play or test.

    python3 tools/bootstrap.py play [ARGS...]   # ./play
    python3 tools/bootstrap.py test [ARGS...]   # ./test

Works on Linux, macOS and Windows with Python 3.11+.  The environment lives in ``.venv`` next
to this repository and is refreshed when ``pyproject.toml`` changes.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"


TEST_HELP = """usage: ./test [PYTEST ARGS...]

Runs ruff, then pytest with the arguments given (for example ./test -q -x, or
./test tests/rules -k church) with mypy checking beside it, spread over one worker process
per processor core (pytest-xdist; give -n 0 to run in this process alone).  pytest's own
options follow.
"""


def workers(args: list[str]) -> list[str]:
    """pytest's arguments with one worker per core added (``-n auto``), unless the arguments
    choose the workers already or the machine has a single core."""
    chosen = any(arg == "-n" or arg.startswith(("-n", "--numprocesses")) for arg in args)
    if chosen or (os.cpu_count() or 1) < 2:
        return args
    return ["-n", "auto", *args]


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def ensure_env(extras: str) -> Path:
    if sys.version_info < (3, 11):  # noqa: UP036 - this script may be started by any Python
        major, minor = sys.version_info[:2]
        sys.exit(f"Tablero needs Python 3.11 or newer (this is {major}.{minor})")
    py = venv_python()
    if not py.exists():
        print("Setting up .venv (first run only)...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()[:16]
    stamp = VENV / f".installed-{extras or 'base'}-{digest}"
    if not stamp.exists():
        target = f".[{extras}]" if extras else "."
        print(f"Installing dependencies ({extras or 'base'})...", flush=True)
        subprocess.run(
            [str(py), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
             "-e", target],
            cwd=ROOT, check=True,
        )
        stamp.touch()
    return py


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("play", "test"):
        print("usage: bootstrap.py play|test [ARGS...]", file=sys.stderr)
        return 2
    what, rest = argv[0], argv[1:]
    if what == "play":
        py = ensure_env("")
        return subprocess.call([str(py), "-m", "game", *rest], cwd=ROOT)
    py = ensure_env("test")
    if any(arg in ("-h", "--help") for arg in rest):
        print(TEST_HELP, flush=True)
        return subprocess.call([str(py), "-m", "pytest", "--help"], cwd=ROOT)
    return run_checks(py, rest)


def announce(step: list[str]) -> None:
    """Print the command about to run, as a shell's ``set -x`` would."""
    print("+ " + " ".join(Path(step[0]).name if i == 0 else a for i, a in enumerate(step)), flush=True)


def run_checks(py: Path, pytest_args: list[str]) -> int:
    """ruff, then pytest with mypy checking beside it (mypy uses one core for half a minute
    while the tests' workers start; its report is printed after theirs): ruff's exit code if
    it failed (nothing else runs), else mypy's if it failed, else pytest's."""
    lint = [str(py), "-m", "ruff", "check", "game", "tests", "tools", "benchmarks"]
    types = [str(py), "-m", "mypy"]
    tests = [str(py), "-m", "pytest", *workers(pytest_args)]
    announce(lint)
    code = subprocess.call(lint, cwd=ROOT)
    if code != 0:
        return code
    announce(types)
    checking = subprocess.Popen(types, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    announce(tests)
    code = subprocess.call(tests, cwd=ROOT)
    report, _ = checking.communicate()
    print("+ mypy's report (it ran beside the tests):\n" + report, end="", flush=True)
    return checking.returncode or code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
