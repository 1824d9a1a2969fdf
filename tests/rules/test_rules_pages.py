"""The rules pages a player reads are checkable (issue 14, "Wrong"): every number in them is a
``{fact}`` read from the game's content, every claim they make is played by a named test,
every language states the same claims, and F1 finds a page for every decision.

A page that said "a new building scores nothing by itself" while the game paid every farmer
beside it could not pass: the claim ``new_building_pays_farmers_beside`` is played by tests
that pay those farmers.
"""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest
import yaml

from game.content.rules_text import PLACEHOLDER, RulesText, load_rules_text
from game.games import available_games, game_spec, load_game_content
from game.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
CONTENT = ROOT / "content"
GAMES = [game for game in available_games() if game_spec(game).rules_pages]
ALL_LANGUAGES = tuple(LANGUAGES)
TRANSLATIONS = [code for code in LANGUAGES if code != "en"]


def pages(game: str, language: str) -> RulesText:
    text = load_rules_text(CONTENT, game_spec(game).rules_pages, language)
    assert text is not None
    return text


def claims_registry(game: str) -> dict[str, list[str]]:
    path = Path(__file__).parent / game / "rules_claims.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_language_has_the_same_pages_claims_and_decisions_as_english(game: str, language: str) -> None:
    english, other = pages(game, "en"), pages(game, language)
    shape = [(s.id, s.claims, s.kinds, s.picture, s.not_with, s.only_with) for s in english.sections]
    assert [(s.id, s.claims, s.kinds, s.picture, s.not_with, s.only_with) for s in other.sections] == shape


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", ALL_LANGUAGES)
def test_every_number_on_a_page_is_a_fact_of_the_content(game: str, language: str) -> None:
    facts = load_game_content(game).rules_facts()
    for section in pages(game, language).sections:
        assert section.facts_named() <= set(facts), section.id
        written = PLACEHOLDER.sub("", section.text + section.heading)
        assert not re.search(r"\d", written), f"{section.id}: a number written by hand"
        assert all("{" not in p and "}" not in p for p in section.filled(facts)), section.id


@pytest.mark.parametrize("game", GAMES)
def test_a_fact_changed_in_the_content_changes_the_page(game: str) -> None:
    facts = dict(load_game_content(game).rules_facts())
    text = pages(game, "en")
    section = next(s for s in text.sections if s.facts_named())
    name = sorted(section.facts_named())[0]
    before = " ".join(section.filled(facts))
    facts[name] += 1000
    assert " ".join(section.filled(facts)) != before and str(facts[name]) in " ".join(section.filled(facts))


@pytest.mark.parametrize("game", GAMES)
def test_every_page_makes_claims_and_each_claim_is_played_by_an_existing_test(game: str) -> None:
    registry = claims_registry(game)
    claimed = {claim for section in pages(game, "en").sections for claim in section.claims}
    assert all(section.claims for section in pages(game, "en").sections)
    assert claimed == set(registry), "claims on the pages and in rules_claims.yaml differ"
    folder = Path(__file__).parent / game
    for claim, tests in registry.items():
        assert tests, claim
        for test in tests:
            file, name = test.split("::")
            tree = ast.parse((folder / file).read_text(encoding="utf-8"))
            functions = {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}
            assert name in functions, f"{claim}: {test} does not exist"


@pytest.mark.parametrize("game", GAMES)
def test_every_decision_of_the_game_opens_a_page_that_explains_it(game: str) -> None:
    kinds = set(importlib.import_module(f"game.rules.{game}.turns").DECISION_KINDS)
    text = pages(game, "en")
    explained = {kind for section in text.sections for kind in section.kinds}
    assert explained == kinds
    for kind in kinds:
        assert kind in text.sections[text.section_for(kind)].kinds


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", ALL_LANGUAGES)
def test_every_page_has_a_row_in_the_rules_screens_index(game: str, language: str) -> None:
    from game.scenes.table.rules_scene import MAX_INDEX_ROWS

    dealt: list[frozenset[str] | None] = [None, frozenset()]
    dealt += [frozenset({variant.id}) for variant in game_spec(game).rules().variants]
    for variants in dealt:
        shown = pages(game, language).dealt(variants).sections
        assert len(shown) <= MAX_INDEX_ROWS, f"{variants}: a page beyond the index cannot be opened from it"


def test_an_unknown_decision_opens_the_first_page() -> None:
    assert pages(GAMES[0], "en").section_for("no such decision") == 0


SUBJECTS = {
    ("agricola", "draft_card"): "draft",
    ("agricola", "play_occupation"): "occupations",
    ("agricola", "play_minor"): "minors",
    ("agricola", "feed_family"): "harvest",
    ("agricola", "fence_pasture"): "fences",
    ("agricola", "choose_space"): "round",
    ("fields_of_green", "draft_pick"): "draft",
    ("fields_of_green", "choose_action"): "actions",
    ("fields_of_green", "pay_or_flip"): "harvest",
    ("porto", "take_or_build"): "turn",
    ("porto", "keep_contracts"): "contracts",
    ("oregon", "play_cards"): "farmer",
    ("oregon", "draw_cards"): "drawing",
}
"""The page that is about each main decision of each game (issue 33: F1 during Agricola's
draft opened "Solo and the variants")."""


@pytest.mark.parametrize(("game", "kind"), sorted(SUBJECTS))
def test_f1_on_a_main_decision_opens_the_page_about_it(game: str, kind: str) -> None:
    for language in ALL_LANGUAGES:
        text = pages(game, language)
        assert text.sections[text.section_for(kind)].id == SUBJECTS[(game, kind)]


@pytest.mark.parametrize("game", GAMES)
def test_every_decision_a_random_game_meets_opens_the_one_page_about_it(game: str) -> None:
    from game.rules.core import GameConfig, Rng

    rules, content = game_spec(game).rules(), load_game_content(game)
    configs = [GameConfig(max(2, rules.min_players))]
    configs += [GameConfig(3, frozenset({v.id})) for v in rules.variants if v.id == "draft"]
    met: set[str] = set()
    for seed, config in enumerate(configs):
        state, rng = rules.new_game(content, config, seed), Rng(seed)
        while not state.is_over:
            decision = state.decision()
            assert decision is not None
            met.add(decision.kind)
            state.apply(rng.choice(state.legal_moves()))
    text = pages(game, "en")
    for kind in met:
        about = [section.id for section in text.sections if kind in section.kinds]
        assert len(about) == 1, f"{kind}: F1 needs one page about it, not {about}"
        assert text.sections[text.section_for(kind)].id == about[0]


def test_a_family_game_shows_its_own_opening_page_and_none_on_the_cards() -> None:
    # issue 33: the family game keeps its pages as a variant's; the full game is the one dealt
    text = pages("agricola", "en")
    full = [s.id for s in text.dealt(frozenset()).sections]
    index = [s.id for s in text.dealt(None).sections]
    family = [s.id for s in text.dealt(frozenset({"family"})).sections]
    assert full == index and "aim_family" not in full
    assert {"occupations", "minors", "timing", "draft"} <= set(full)
    assert family[0] == "aim_family" and not {"aim", "occupations", "minors", "timing", "draft"} & set(family)
    assert [s.id for s in text.dealt(frozenset({"revised"})).sections] == family
    kinds = {kind for s in text.dealt(frozenset({"family"})).sections for kind in s.kinds}
    assert not {"play_occupation", "play_minor", "draft_card"} & kinds


@pytest.mark.parametrize("game", GAMES)
def test_a_page_kept_to_some_deals_names_variants_of_its_game(game: str) -> None:
    variants = {variant.id for variant in game_spec(game).rules().variants}
    for section in pages(game, "en").sections:
        assert set(section.not_with) | set(section.only_with) <= variants, section.id
