"""The effect registry: verbs are registered once per game with a parameter schema and a
timing, and a parameter dict is checked against the schema with readable problems."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from game.rules.effects import (
    Choice,
    Hook,
    ListOf,
    Tiers,
    Timing,
    Whole,
    check_params,
    describe_params,
    find_verb,
    resolve,
    verbs_of,
)
from game.rules.oregon.scoring import BUILDING_EFFECTS
from game.rules.porto.contracts import PRIVATE_CONTRACTS, PUBLIC_CONTRACTS

SETS = {"colour": ("blue", "yellow", "green")}
HOOK: Hook[Callable[..., Any]] = Hook("registry_test", "card")


@HOOK.verb(
    "plant",
    Timing.AT_PHASE,
    "harvest",
    {
        "amount": Whole(1, 3),
        "colour": Choice("colour"),
        "pair": ListOf(Choice("colour"), 2, 2),
        "tiers": Tiers(Whole(1, 5), Whole(0, 9)),
    },
)
def plant(amount: int, colour: str, pair: tuple[str, ...], tiers: Any) -> int:
    """Plant something (a verb for these tests only)."""
    return amount


GOOD = {"amount": 2, "colour": "blue", "pair": ["blue", "green"], "tiers": {1: 1, 3: 4}}


def problems(**changes: object) -> list[str]:
    given = {**GOOD, **changes}
    verb = find_verb("registry_test", "plant")
    assert verb is not None
    _, found = check_params(verb, {k: v for k, v in given.items() if v is not None}, SETS)
    return [f"{'.'.join(map(str, where))}: {message}" for where, message in found]


def test_a_good_parameter_dict_is_checked_into_the_values_the_rules_read() -> None:
    verb = find_verb("registry_test", "plant")
    assert verb is not None and verb.timing is Timing.AT_PHASE and verb.when == "harvest"
    params = resolve(verb, GOOD, SETS)
    assert params.whole("amount") == 2 and params.name("colour") == "blue"
    assert params.names("pair") == ("blue", "green")
    assert params.tiers() == ((1, 1), (3, 4))


def test_a_number_of_the_wrong_type_or_out_of_bounds_says_what_was_expected() -> None:
    assert problems(amount="x") == ["amount: expected a whole number 1-3, got 'x'"]
    assert problems(amount=4) == ["amount: expected a whole number 1-3, got 4"]
    assert problems(amount=True) == ["amount: expected a whole number 1-3, got True"]


def test_a_name_outside_its_set_lists_the_names_it_may_be() -> None:
    assert problems(colour="navy") == ["colour: unknown colour 'navy' (known: blue, yellow, green)"]


def test_a_list_checks_its_length_its_items_and_repeats() -> None:
    assert problems(pair=["blue"])[0].startswith("pair: expected a list of 2 different colours")
    assert problems(pair=["blue", "navy"]) == ["pair.1: unknown colour 'navy' (known: blue, yellow, green)"]
    assert problems(pair=["blue", "blue"])[0].startswith("pair.1: 'blue' is named twice")


def test_tiers_must_rise_and_stay_in_bounds() -> None:
    assert problems(tiers={2: 1, 1: 4}) == ["tiers.1: tier counts must rise; 1 follows 2"]
    assert problems(tiers={1: 10}) == ["tiers.1: expected a whole number 0-9, got 10"]
    assert problems(tiers=[1, 2])[0].startswith("tiers: expected tiers as count: points")


def test_a_missing_or_unknown_parameter_is_named() -> None:
    assert problems(amount=None) == ["amount: missing; expected a whole number 1-3"]
    assert problems(seeds=3) == ["seeds: unknown parameter of plant (known: amount, colour, pair, tiers)"]


def test_resolving_unchecked_parameters_fails_with_the_first_problem() -> None:
    verb = find_verb("registry_test", "plant")
    assert verb is not None
    with pytest.raises(ValueError, match="plant: amount: expected a whole number 1-3"):
        resolve(verb, {**GOOD, "amount": 0}, SETS)


def test_the_schema_reads_as_one_line() -> None:
    verb = find_verb("registry_test", "plant")
    assert verb is not None
    assert describe_params(verb, SETS).startswith("amount: a whole number 1-3, colour: a colour (blue, ")


def test_a_verb_name_is_unique_within_a_game_but_may_repeat_in_another() -> None:
    with pytest.raises(ValueError, match="already has an effect verb called 'plant'"):
        HOOK.verb("plant", Timing.AT_ONCE)(plant)
    other: Hook[Callable[..., Any]] = Hook("registry_test_other", "card")
    other.verb("plant", Timing.AT_ONCE)(plant)
    assert find_verb("registry_test_other", "plant") is not find_verb("registry_test", "plant")


def test_a_hook_looks_verbs_up_by_name_and_by_index() -> None:
    assert HOOK.function("plant") is plant and HOOK.index("plant") == 0
    with pytest.raises(KeyError, match="'sow' is not a registry_test card verb"):
        HOOK.get("sow")


def test_oregon_and_porto_register_their_verbs_with_a_timing() -> None:
    assert BUILDING_EFFECTS.names == ("score_points", "score_church", "draw_tile", "activate_token")
    assert PUBLIC_CONTRACTS.names == ("build_floors", "complete_house", "two_cards", "card_pair")
    assert len(PRIVATE_CONTRACTS.names) == 5
    assert {v.timing for v in verbs_of("porto") if v.hook == "private contract"} == {Timing.AT_END}
    assert {v.timing for v in verbs_of("oregon")} == {Timing.ON_ACTION}
    assert all(v.summary and v.summary[0].isupper() for v in verbs_of("porto") + verbs_of("oregon"))
