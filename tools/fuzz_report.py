"""Run the fuzz suite's file and command-line half once and print the cases tried per area.

    .venv/bin/python tools/fuzz_report.py

Runs ``tests/fuzz/test_files_*``, ``test_cli_*`` and ``test_kill_*`` with pytest, the tests
adding up their cases in a file named by ``TABLERO_FUZZ_COUNTS`` (see
``tests/fuzz/files_helpers.py``), then prints one line per area, the total, the tests' result
and the time the run took.  Exits with pytest's status.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PATTERNS = ("test_files_*.py", "test_cli_*.py", "test_kill_*.py")


def main() -> int:
    """Run the tests, print the counts; return pytest's exit status."""
    files = sorted(str(path.relative_to(ROOT)) for pattern in PATTERNS for path in (ROOT / "tests" / "fuzz").glob(pattern))
    with tempfile.TemporaryDirectory() as folder:
        counts_file = Path(folder) / "counts.json"
        env = dict(os.environ, TABLERO_FUZZ_COUNTS=str(counts_file), SDL_VIDEODRIVER="dummy")
        started = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-p", "no:randomly", *files],
            cwd=ROOT, env=env, capture_output=True, text=True,
        )
        took = time.perf_counter() - started
        counts = json.loads(counts_file.read_text(encoding="utf-8")) if counts_file.exists() else {}
    width = max((len(area) for area in counts), default=10)
    print("fuzz suite, file and command-line half: cases tried per area")
    for area, cases in sorted(counts.items()):
        print(f"  {area.ljust(width)}  {cases:6d}")
    print(f"  {'total'.ljust(width)}  {sum(counts.values()):6d}")
    summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else "no output"
    print(f"pytest: {summary} (status {done.returncode}); {took:.1f} s")
    if done.returncode:
        print(done.stdout[-4000:], done.stderr[-2000:], sep="\n", file=sys.stderr)
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
