"""The numbers of the rules pages come from the rules' own tables and from the content, so a
change to either shows on the pages without touching them."""

from __future__ import annotations

from dataclasses import asdict

from game.content.fields_of_green import FogContent
from game.rules.fields_of_green.tables import Numbers


def test_every_rulebook_number_the_rules_read_is_a_fact_of_the_pages(content: FogContent) -> None:
    facts = content.rules_facts()
    for name, value in asdict(Numbers()).items():
        if isinstance(value, int):
            assert facts[name] == value


def test_the_piles_and_the_equipment_stack_on_the_pages_follow_the_content(content: FogContent) -> None:
    facts = content.rules_facts()
    assert (facts["cards_per_pile"], facts["designs_per_pile"], facts["copies"]) == (33, 11, 3)
    assert facts["equipment_tiles"] == 30
    bigger = content.model_copy(update={"copies": 4, "tile_copies": 6})
    assert bigger.rules_facts()["cards_per_pile"] == 44 and bigger.rules_facts()["equipment_tiles"] == 36


def test_the_introduction_split_and_the_market_maximum_are_facts(content: FogContent) -> None:
    facts = content.rules_facts()
    split = tuple(facts[f"intro_{kind}"] for kind in ("field", "livestock", "construction", "building"))
    assert split == Numbers().intro_split
    assert facts["market_most_coins"] == 2 + 2 * 2
