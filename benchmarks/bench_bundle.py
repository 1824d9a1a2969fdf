"""Size and launch speed of the frozen program (prints figures, checks no thresholds).

    .venv/bin/python benchmarks/bench_bundle.py [--runs 5] [--top 12] [--force]

Builds the bundle with ``build_spec/build.py`` if it is missing or stale (and says how long
that took), then prints:

- the unpacked bundle size (target under 80 MB) and its biggest parts,
- the sizes of any installers already in ``dist/``,
- launch to the first drawn frame of the title screen (target under 2 s), timed until the
  program prints the ``TABLERO_FIRST_FRAME`` marker, with the dummy video driver and, where
  Xvfb is installed, in a real X11 window,
- ``tablero --version`` and ``tablero shot --scene title`` wall times, for comparison.
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "build_spec"))

import smoke_test  # noqa: E402
from xvfb import private_display  # noqa: E402

build = importlib.import_module("build")  # build_spec/build.py (not the build/ output folder)

MB = 1024 * 1024


def folder_size(path: Path) -> int:
    """Bytes of every regular file under ``path`` (symbolic links not followed)."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def biggest_parts(bundle: Path, top: int) -> list[tuple[int, str]]:
    """The ``top`` largest entries of the bundle's ``_internal`` folder, largest first."""
    inner = bundle / "_internal"
    entries = [p for p in inner.iterdir() if not p.is_symlink()] if inner.is_dir() else []
    parts = [(folder_size(p), p.name) for p in entries]
    return sorted(parts, reverse=True)[:top]


def timed_runs(runs: int, action: Callable[[], object]) -> list[float]:
    """Wall-clock seconds of ``runs`` calls of ``action``."""
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        samples.append(time.perf_counter() - started)
    return samples


def describe(samples: list[float]) -> str:
    """Median, minimum and maximum of some timings in seconds."""
    return (
        f"median {statistics.median(samples):5.2f} s  "
        f"min {min(samples):5.2f} s  max {max(samples):5.2f} s  ({len(samples)} runs)"
    )


def main(argv: list[str] | None = None) -> int:
    """Print the bundle's figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="launches per timing")
    parser.add_argument("--top", type=int, default=12, help="how many big parts to list")
    parser.add_argument("--force", action="store_true", help="rebuild the bundle first")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    exe = build.ensure_bundle(force=args.force)
    print(f"bundle ready in {time.perf_counter() - started:.1f} s: {exe}")
    bundle = exe.parent
    print(f"unpacked bundle: {folder_size(bundle) / MB:.1f} MB (target under 80 MB)")
    for size, name in biggest_parts(bundle, args.top):
        print(f"  {size / MB:7.2f} MB  {name}")
    for installer in sorted(build.DIST_DIR.glob("*")) if build.DIST_DIR.is_dir() else []:
        print(f"installer {installer.name}: {installer.stat().st_size / MB:.1f} MB")

    with tempfile.TemporaryDirectory(prefix="tablero-bench-") as folder:
        home = Path(folder)
        dummy = timed_runs(args.runs, lambda: smoke_test.first_frame_seconds(exe, home))
        print(f"launch to first title frame, dummy video: {describe(dummy)} (target under 2 s)")
        with private_display() as display:
            if display is None:
                print("launch to first title frame, X11: skipped (Xvfb not installed)")
            else:
                real = timed_runs(
                    args.runs, lambda: smoke_test.first_frame_seconds(exe, home, display)
                )
                print(f"launch to first title frame, X11 (Xvfb): {describe(real)}")
        version = timed_runs(args.runs, lambda: smoke_test.run(exe, ["--version"], home))
        print(f"tablero --version: {describe(version)}")
        shot = timed_runs(args.runs, lambda: smoke_test.check_title_shot(exe, home))
        print(f"tablero shot --scene title (1366x768): {describe(shot)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
