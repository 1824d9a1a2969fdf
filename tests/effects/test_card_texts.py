"""The rules text on every card is generated from its effects, in English, Spanish and French,
and says what the rules do with the same card."""

from __future__ import annotations

import re
from typing import Any

import pytest

from game.content.card_text import card_text
from game.content.effects import WrittenEffect
from game.games import card_texts, load_game_content
from game.i18n import LANGUAGES
from game.rules.core import Event, GameConfig
from game.rules.oregon import new_game as new_oregon
from game.rules.oregon.scoring import BUILDING, score_farmer
from game.rules.porto.contracts import private_points, public_fulfilled
from game.rules.porto.setup import tables_for

GAMES = ("oregon", "porto")


def every_card() -> list[tuple[str, Any]]:
    return [(game, card) for game in GAMES for card in load_game_content(game).effect_cards()]


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_card_of_every_game_has_a_whole_text_in_every_language(lang: str) -> None:
    for game, card in every_card():
        text = card_text(card_texts(game), card, lang)
        assert text.endswith(".") and "{" not in text and "}" not in text, (card.id, text)
        if lang != "en":
            assert text != card_text(card_texts(game), card, "en"), (card.id, lang)


def effect(**fields: object) -> WrittenEffect:
    return WrittenEffect.model_validate(fields)


def test_numbers_take_the_plural_each_language_gives_them() -> None:
    one = effect(verb="build_floors", colours=["blue"], floors=1, points=0)
    two = effect(verb="build_floors", colours=["red"], floors=2, points=1)
    texts = card_texts("porto")
    assert texts.effect_text(one, "en") == "Build exactly 1 blue floor: 0 points."
    assert texts.effect_text(two, "en") == "Build exactly 2 red floors: 1 point."
    assert texts.effect_text(one, "fr").endswith("1 étage de couleur bleu : 0 point.")
    assert texts.effect_text(two, "es") == "Construye exactamente 2 pisos de color rojo: 1 punto."


def test_a_list_of_names_is_joined_as_each_language_joins_lists() -> None:
    trio = [effect(verb="adjacent_trio", colours=["blue", "red", "green"], tiers={1: 4})]
    assert "blue, red, and green" in card_text(card_texts("porto"), trio, "en")
    assert "azul, rojo y verde" in card_text(card_texts("porto"), trio, "es")
    assert "bleu, rouge et vert" in card_text(card_texts("porto"), trio, "fr")


# What the English text says, read back, must be what the rules do with the card.

COLOUR_WORDS = r"\b(blue|yellow|green|red|violet)\b"


def test_every_public_contract_is_fulfilled_by_exactly_the_builds_its_text_names() -> None:
    content = load_game_content("porto")
    tables = tables_for(content)
    colour = {name: i for i, name in enumerate(tables.colour_ids)}
    for card, rule in zip(content.public_contracts, tables.public, strict=True):
        text = card_text(card_texts("porto"), card, "en")
        points = int(re.search(r": (\d+) points?\.$", text).group(1))  # type: ignore[union-attr]
        assert points == rule.points, text
        says = _public_reading(text, colour)
        for built in range(len(tables.colour_ids)):
            for floors in (1, 2, 3):
                for completed in (False, True):
                    for a in range(len(tables.colour_ids)):
                        for b in range(len(tables.colour_ids)):
                            build = (built, floors, completed, (a, b))
                            assert public_fulfilled(rule, *build) == says(*build), (text, build)


def _public_reading(text: str, colour: dict[str, int]) -> Any:
    if m := re.match(rf"Build exactly (\d) {COLOUR_WORDS} floors?:", text):
        n, c = int(m.group(1)), colour[m.group(2)]
        return lambda built, floors, done, cards: built == c and floors == n
    if m := re.match(rf"Complete a {COLOUR_WORDS} house:", text):
        c = colour[m.group(1)]
        return lambda built, floors, done, cards: done and built == c
    if m := re.match(rf"Build with two {COLOUR_WORDS} cards:", text):
        c = colour[m.group(1)]
        return lambda built, floors, done, cards: cards == (c, c)
    if m := re.match(rf"Build with a {COLOUR_WORDS} card and a {COLOUR_WORDS} card:", text):
        pair = {colour[m.group(1)], colour[m.group(2)]}
        return lambda built, floors, done, cards: cards[0] != cards[1] and set(cards) == pair
    raise AssertionError(f"unread contract text: {text}")


def test_every_private_contract_pays_the_tiers_its_text_prints() -> None:
    content = load_game_content("porto")
    tables = tables_for(content)
    for card, rule in zip(content.private_contracts, tables.private, strict=True):
        text = card_text(card_texts("porto"), card, "en")
        tiers = tuple((int(c), int(p)) for c, p in re.findall(r"(\d+) = (\d+) points?", text))
        assert tiers == rule.tiers, text
        named = re.findall(COLOUR_WORDS, text.split(":")[0])
        assert named == [tables.colour_ids[c] for c in rule.colours], text


def test_a_colour_contract_pays_the_printed_tier_for_each_number_of_houses() -> None:
    content = load_game_content("porto")
    tables = tables_for(content)
    for card, rule in zip(content.private_contracts, tables.private, strict=True):
        if card.verb != "houses_of_colour":
            continue
        printed = dict(re.findall(r"(\d+) = (\d+) points?", card_text(card_texts("porto"), card, "en")))
        mine = rule.colours[0]
        for houses in range(1, 4):
            street = [mine] * houses + [-1] * 5
            best = max((int(c) for c in printed if int(c) <= houses), default=None)
            assert private_points(rule, street, tables.colours) == int(printed[str(best)])


def test_every_building_does_to_a_farmer_placed_beside_it_what_its_text_says() -> None:
    content = load_game_content("oregon")
    for b, spec in enumerate(content.buildings):
        text = card_text(card_texts("oregon"), spec, "en")
        state = new_oregon(content, GameConfig(2), 3)
        state.cells = [0] * len(state.cells)
        state.joker, state.extra = [False, False], [False, False]
        building, farmer = 3 * state.tables.columns + 3, 3 * state.tables.columns + 4
        state.cells[building] = BUILDING + b
        state.cells[farmer] = 1
        before_coal, before_gold = len(state.coal[0]), len(state.gold[0])
        events: list[Event] = []
        score_farmer(state, 0, farmer, events)
        if m := re.search(r"scores (\d+) points?\.", text):
            assert state.score[0] == int(m.group(1)), text
        elif "for each farmer of any colour" in text:
            assert state.score[0] == 1, text
        else:
            assert state.score[0] == 0, text
        assert len(state.coal[0]) - before_coal == ("coal tile" in text), text
        assert len(state.gold[0]) - before_gold == ("gold tile" in text), text
        assert state.joker[0] == ("joker active" in text), text
        assert state.extra[0] == ("extra turn active" in text), text


def test_sentences_under_the_same_label_share_it_instead_of_repeating_it() -> None:
    food = effect(verb="produce", resource="food", amount=1)
    coins = effect(verb="produce", resource="coins", amount=2)
    texts = card_texts("fields_of_green")
    assert card_text(texts, [food, coins], "en") == "Harvest: Food +1, Coins +2."
    assert card_text(texts, [food, coins], "fr") == "Récolte : Nourriture +1, Pièces +2."
    gift = effect(verb="gain_coins", coins=2)
    assert card_text(texts, [gift, food], "en") == "Now: take 2 coins. Harvest: Food +1."
