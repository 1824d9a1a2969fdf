"""Speed figures of the Agricola farmyard model (prints them; no thresholds).

    .venv/bin/python benchmarks/bench_agricola_farm.py [--repeat N]

Target from the brief: ``pasture_options`` under 1 ms on a busy farm.  "fresh" figures clear
the model's caches before every call (the work itself); "cached" ones repeat a question the
model has answered before, as a search does.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.rules.agricola import fences, herds  # noqa: E402
from game.rules.agricola.farm_text import (  # noqa: E402
    read_farm,
    read_farm_compact,
    write_farm,
    write_farm_compact,
)
from game.rules.agricola.farmyard import Farmyard, parse_cells  # noqa: E402
from game.rules.agricola.fences import add_pasture, parse_pasture_option, pasture_options  # noqa: E402
from game.rules.agricola.herds import best_kept, can_house, housing  # noqa: E402
from game.rules.agricola.scoring_table import score_sheet  # noqa: E402


def _busy_farm() -> Farmyard:
    """A mid-game farm: three rooms, three fields (two sown), two stables, two pastures and
    six fences left."""
    farm = Farmyard.start()
    farm.rooms |= parse_cells("b3")
    farm.fields = parse_cells("b1c1c2")
    farm.crops = {1: ("grain", 3), 2: ("vegetable", 2)}
    farm.stables = parse_cells("e1e3")
    for text in ("d1e1", "e2"):
        add_pasture(farm, parse_pasture_option(farm, 15 - farm.fences.bit_count(), text))
    return farm


def _time(action: Callable[[], object], repeat: int, fresh: bool) -> list[float]:
    samples = []
    for _ in range(repeat):
        if fresh:
            fences.clear_caches()
            herds.clear_caches()
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return samples


def _report(name: str, samples: list[float]) -> None:
    values = sorted(sample * 1e6 for sample in samples)
    print(
        f"{name:<44} median {statistics.median(values):9.1f} us   "
        f"min {values[0]:8.1f}   max {values[-1]:9.1f}   (n={len(values)})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    repeat = parser.parse_args().repeat

    start = time.perf_counter()
    regions = len(fences._region_index().regions)
    print(f"all {regions} regions of the grid, built once: {(time.perf_counter() - start) * 1e3:.1f} ms")

    empty = Farmyard.start()
    busy = _busy_farm()
    left = 15 - busy.fences.bit_count()
    print(f"busy farm ({len(pasture_options(busy, left))} options, {left} fences left):")
    print(write_farm(busy))
    print(f"start farm: {len(pasture_options(empty, 15))} options")
    for fresh in (True, False):
        kind = "fresh" if fresh else "cached"
        _report(f"pasture_options busy farm ({kind})", _time(lambda: pasture_options(busy, left), repeat, fresh))
        _report(f"pasture_options start farm ({kind})", _time(lambda: pasture_options(empty, 15), repeat, fresh))
        _report(f"can_house 5/2/1 busy farm ({kind})", _time(lambda: can_house(busy, 5, 2, 1), repeat, fresh))
        _report(f"best_kept 8/4/2 busy farm ({kind})", _time(lambda: best_kept(busy, 8, 4, 2), repeat, fresh))
        _report(f"housing 5/2/1 busy farm ({kind})", _time(lambda: housing(busy, 5, 2, 1), repeat, fresh))
    _report("Farmyard.copy", _time(busy.copy, repeat, False))
    text = write_farm(busy)
    _report("write_farm", _time(lambda: write_farm(busy), repeat, False))
    _report("read_farm", _time(lambda: read_farm(text), repeat, False))
    word = write_farm_compact(busy)
    _report("write_farm_compact", _time(lambda: write_farm_compact(busy), repeat, False))
    _report("read_farm_compact", _time(lambda: read_farm_compact(word), repeat, False))
    goods = {"grain": 2, "vegetable": 1}
    _report("score_sheet", _time(lambda: score_sheet(busy, goods, (9, 6, 3), 4, 0, 5, 0), repeat, False))


if __name__ == "__main__":
    main()
