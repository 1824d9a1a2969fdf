"""The log's lines for the card effects that change a rule (cheaper costs, paying with other
goods, bigger sowings, rule relaxers, animals and children housed on a card, end points): each
names the player and the card in the screen's language, with what the card did."""

from __future__ import annotations

import re

import pytest

from game import paths
from game.boards.agricola.texts import LOG
from game.i18n import Translator
from game.rules.core import Event

NAMES = ["Ana", "Ben"]
EXAMPLES = {
    "card_cost": Event("card_cost", 0, {"card": "m_brick_mould", "paid_for": "room", "less": (("clay", 2),), "more": ()}),
    "card_sowed": Event("card_sowed", 0, {"card": "m_harrow", "cell": "b2", "goods": (("grain", 1),)}),
    "card_fence_wood": Event("card_fence_wood", 0, {"card": "m_boundary_stones", "less": (("wood", 1),)}),
    "card_more_stables": Event("card_more_stables", 0, {"card": "o_rancher", "cell": "c3", "usual": 4}),
    "card_field_apart": Event("card_field_apart", 0, {"card": "o_marsh_drainer", "cell": "e1"}),
    "card_sleeping": Event("card_sleeping", 0, {"card": "m_guest_bed", "people": 4}),
    "card_housed": Event("card_housed", 0, {"card": "m_lean_to", "animals": 2}),
    "card_points": Event("card_points", 0, {"card": "o_rancher", "points": 2}),
    "card_joined": Event("card_joined", 0, {"card": "m_neighbours_gate", "space": "farmland", "by": 1}),
    "card_again": Event("card_again", 0, {"card": "m_early_lantern"}),
    "card_field_sown": Event("card_field_sown", 0, {"card": "m_bean_patch", "crop": "vegetable", "amount": 2}),
    "card_field_harvested": Event("card_field_harvested", 0, {"card": "m_walled_garden", "goods": (("grain", 1), ("vegetable", 1))}),
}
RAW = re.compile(r"\('|\(\d+, |\{|\}|None|[a-z]_[a-z]")


def _line(kind: str, language: str) -> str:
    _ = Translator(paths.locale_dir(), language).gettext
    line = LOG.describe(EXAMPLES[kind], NAMES, _)
    assert line is not None
    return line


def test_a_cheaper_room_names_the_player_the_card_and_the_goods_saved() -> None:
    assert _line("card_cost", "en") == "Ana's Brick Mould: the room costs 2 clay less"
    assert _line("card_cost", "es").startswith("Molde de ladrillos de Ana: la habitación cuesta 2 arcilla")


def test_paying_with_other_goods_says_what_was_paid_instead() -> None:
    event = Event("card_cost", 1, {"card": "m_reed_mat", "paid_for": "room", "less": (("reed", 1),), "more": (("wood", 1),)})
    _ = Translator(paths.locale_dir(), "en").gettext
    assert LOG.describe(event, NAMES, _) == "Ben's Reed Mat: 1 wood paid instead of 1 reed"


def test_a_bigger_sowing_says_how_much_more_was_sown() -> None:
    assert _line("card_sowed", "en") == "Ana's Harrow: 1 grain more sown at b2"


def test_sowing_on_and_harvesting_from_a_card_field_name_the_card_and_the_crops() -> None:
    assert _line("card_field_sown", "en") == "Ana sows 1 vegetable on Bean Patch: 2 on the card"
    assert _line("card_field_sown", "es") == "Ana siembra 1 hortaliza en Bancal de judías: 2 en la carta"
    assert _line("card_field_harvested", "fr").startswith("Ana récolte 1 céréale")
    assert _line("card_field_harvested", "fr").endswith("sur Jardin clos")


def test_a_bigger_sowing_on_a_card_field_names_the_card_where_it_was_sown() -> None:
    event = Event("card_sowed", 0, {"card": "m_harrow", "cell": "m_bean_patch", "goods": (("vegetable", 1),)})
    _ = Translator(paths.locale_dir(), "en").gettext
    assert LOG.describe(event, NAMES, _) == "Ana's Harrow: 1 vegetable more sown at Bean Patch"


@pytest.mark.parametrize("language", ["en", "es", "fr"])
@pytest.mark.parametrize("kind", sorted(EXAMPLES))
def test_every_card_effect_line_names_the_card_in_the_language(kind: str, language: str) -> None:
    line = _line(kind, language)
    assert "Ana" in line and not RAW.search(line), line
    assert EXAMPLES[kind].args["card"] not in line, "the card by its name, not its id"


def test_goods_collected_from_a_round_space_name_the_cards_that_laid_them() -> None:
    _ = Translator(paths.locale_dir(), "en").gettext
    event = Event("card_delivery", 0, {"goods": (("wood", 2),), "round": 5, "cards": ("o_forester", "m_woodpile")})
    assert LOG.describe(event, NAMES, _) == "Ana collects 2 wood from the round space, laid by Forester and Woodpile"
    for language in ("es", "fr"):
        line = LOG.describe(event, NAMES, Translator(paths.locale_dir(), language).gettext)
        assert line is not None and "Ana" in line and not RAW.search(line), line


def test_a_person_joining_an_occupied_space_names_the_card_the_space_and_whose_person_is_there() -> None:
    assert _line("card_joined", "en") == "Ana's Neighbour's Gate: a second person on Farmland, where Ben already has one"
    assert "Ben" in _line("card_joined", "es") and "Ben" in _line("card_joined", "fr")
    assert _line("card_again", "en") == "Ana's Early Lantern: another person goes at once"
