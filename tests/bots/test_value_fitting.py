"""The fit every learned value shares (``tools/train/fitting.py``): per stage, ridge regression
of the final score on a position's features, the points on the sheet counting whole, and, for a
solo form, drawn toward its table form's weights where the solo games teach nothing."""

from __future__ import annotations

import random

from tools.train.fitting import Row, fit

FEATURES = ("bias", "sheet", "rooms", "people")


def _games(seed: int) -> list[Row]:
    """Farms whose final score is the sheet, three points a room and some luck; every farm has
    five people (greedy solo games always grow the family)."""
    rng = random.Random(seed)
    rows: list[Row] = []
    for _ in range(400):
        sheet, rooms = rng.randint(0, 20), rng.randint(2, 5)
        rows.append((0, [1.0, float(sheet), float(rooms), 5.0], sheet + 3.0 * rooms + rng.gauss(0.0, 1.0)))
    return rows


def test_the_fit_finds_what_a_room_is_worth_and_counts_the_sheet_whole() -> None:
    (weights,) = fit(_games(1), 1.0, FEATURES, 1)
    assert weights[1] == 1.0
    assert abs(weights[2] - 3.0) < 0.2


def test_a_feature_the_games_never_vary_keeps_the_table_forms_worth_when_fitted_from_it() -> None:
    """A family always grown to five teaches nothing of what a person is worth: fitted from
    nothing the weight is nought, fitted from the table form's it stays the table's."""
    table = ((0.0, 1.0, 2.0, 4.0),)
    (alone,) = fit(_games(2), 1.0, FEATURES, 1)
    (from_table,) = fit(_games(2), 1.0, FEATURES, 1, prior=table)
    assert alone[3] == 0.0
    assert from_table[3] == 4.0
    assert abs(from_table[2] - 3.0) < 0.2, "what the games do vary is still learned"
    assert fit([], 1.0, FEATURES, 1, prior=table) == table
