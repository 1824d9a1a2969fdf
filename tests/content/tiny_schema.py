"""A tiny content schema used only by the content tests (never the real games' content).

A market lists fruits (with points and a sprite) and baskets that hold fruits by id, which is
enough to exercise every kind of content problem: syntax, types, missing and unknown fields,
duplicate ids, unknown references, missing sprites and out-of-range values.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field

from game.content.base import (
    ContentErrors,
    Frozen,
    check_references,
    check_sprites,
    check_unique_ids,
    load_model,
)


class Fruit(Frozen):
    id: str
    points: int = Field(ge=0, le=10)
    sprite: str


class Basket(Frozen):
    id: str
    holds: tuple[str, ...]


class Market(Frozen):
    fruits: tuple[Fruit, ...]
    baskets: tuple[Basket, ...] = ()


def load(content_root: Path, sprites_root: Path | None = None) -> Market:
    """Load ``content_root/market/market.yaml``; raise ``ContentErrors`` listing every problem."""
    path = content_root / "market" / "market.yaml"
    doc, market = load_model(path, Market)
    errors = check_unique_ids(doc, market.fruits, ("fruits",), "fruit")
    errors += check_references(
        doc,
        [
            (("baskets", b, "holds", i), fruit)
            for b, basket in enumerate(market.baskets)
            for i, fruit in enumerate(basket.holds)
        ],
        (f.id for f in market.fruits),
        "fruit",
    )
    errors += check_sprites(
        doc, [(("fruits", i, "sprite"), f.sprite) for i, f in enumerate(market.fruits)], sprites_root
    )
    if errors:
        raise ContentErrors(errors)
    return market
