"""What Agricola's rules pages say of the cards holds in the content and the rules (issue 33):
what each Lessons space asks by player count, where a minor improvement is played, that an
occupation prints no points, and that every card acts at one of the times the page "When the
cards act" names."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from agricola_helpers import game

from game.content.agricola import AgricolaContent
from game.content.agricola_facts import lessons_facts
from game.content.rules_text import load_rules_text
from game.rules.agricola import cards
from game.rules.agricola.card_hooks import CONVERT
from game.rules.agricola.card_verbs_farm import ANY_TIME_CONVERSIONS
from game.rules.agricola.setup import tables_for
from game.rules.effects import Timing, Verb, verbs_of

CONTENT_ROOT = Path(__file__).resolve().parents[3] / "content"

TIMES = ("At once", "Each round", "On later round spaces", "On an action", "At any time", "In the harvest",
         "At the end")
"""The times of the page "When the cards act", as its English text words them."""


def time_of(verb: Verb[Any], schedules: bool) -> str:
    """The page's time for ``verb`` (``schedules``: it lays goods on later round spaces): a
    conversion offered only while the family is fed acts in the harvest."""
    timing = verb.timing
    if timing is Timing.AT_ONCE:
        return "On later round spaces" if schedules else "At once"
    if timing is Timing.AT_PHASE:
        return {"round": "Each round", "harvest": "In the harvest"}[verb.when]
    if timing is Timing.ANY_TIME:
        fed_only = verb.hook == CONVERT.name and verb.name not in ANY_TIME_CONVERSIONS
        return "In the harvest" if fed_only else "At any time"
    return {Timing.ON_ACTION: "On an action", Timing.AT_END: "At the end"}[timing]


def test_every_lessons_space_asks_what_its_page_says_by_player_count(content: AgricolaContent) -> None:
    # the page: the printed space asks nothing for the first occupation, then one price; each
    # Lessons card one price for the first few occupations, then another
    facts = lessons_facts(tables_for(content))
    assert facts["lessons_first"] == 0 and facts["lessons_first_count"] == 1
    for players in range(1, 6):
        state = game(content, players)
        farmer = state.players[0]
        for space in state.spaces:
            part = next((p for p in space.parts if p.verb == "occupation"), None)
            if part is None:
                continue
            assert facts[f"{space.id}_players"] <= players
            asked = []
            for card in [c.id for c in state.tables.deck("occupation", players)][:4]:
                asked.append(dict(cards.occupation_cost(state, farmer, part)).get("food", 0))
                farmer.played.append(card)
            del farmer.played[-4:]
            first, count, later = (facts[f"{space.id}_{name}"] for name in ("first", "first_count", "later"))
            assert asked == [first] * count + [later] * (4 - count), space.id


def test_the_five_player_lessons_card_offers_a_family_growth_from_the_round_its_page_names(
    content: AgricolaContent,
) -> None:
    facts = lessons_facts(tables_for(content))
    state = game(content, 5)
    space = next(s for s in state.spaces if s.id == "lessons_or_growth_5")
    growth = next(p for p in space.parts if p.verb == "growth")
    assert space.join == "or" and growth.from_round == facts["lessons_or_growth_5_growth_from"]


def test_a_minor_improvement_is_offered_on_the_spaces_its_page_names(content: AgricolaContent) -> None:
    tables = tables_for(content)
    spaces = [s for (side, _players), board in tables.boards.items() if side == "full" for s in board.spaces]
    spaces += [s for stage in tables.stages["full"] for s in stage]
    minors = {s.id for s in spaces if any(p.verb == "minor" for p in s.parts)}
    beside_majors = {s.id for s in spaces if any(p.verb == "major" for p in s.parts)}
    assert minors == {"starting_player", "wish_for_children"}
    assert beside_majors == {"improvement", "house_redevelopment"}


def test_an_occupation_prints_no_points_and_scores_only_by_its_text(content: AgricolaContent) -> None:
    tables = tables_for(content)
    occupations = tables.deck("occupation", 5)
    assert occupations and all(card.points == 0 for card in occupations)
    assert any(effect.hook == "end of game" for card in occupations for effect in card.effects)


def test_every_card_acts_at_one_of_the_times_its_rules_page_names(content: AgricolaContent) -> None:
    verbs = {verb.name: verb for verb in verbs_of("agricola")}
    found: dict[str, set[str]] = {}
    for card in tables_for(content).deck("occupation", 5) + tables_for(content).deck("minor", 5):
        for effect in card.effects:
            verb = verbs[effect.verb]
            schedules = False
            if verb.timing is Timing.AT_ONCE:
                state = game(content, 2)
                effect.function(state, 0, effect.params, card.id)
                schedules = bool(state.players[0].scheduled)
            found.setdefault(time_of(verb, schedules), set()).add(card.id)
    assert set(found) == set(TIMES), "every time the page names is a card's, and no card acts at another"
    page = next(s for s in load_rules_text(CONTENT_ROOT, "agricola/rules", "en").sections  # type: ignore[union-attr]
                if s.id == "timing")
    assert all(f"{time}:" in page.text.replace("\n", " ") for time in TIMES)


@pytest.mark.parametrize("verb", sorted(v.name for v in verbs_of("agricola")))
def test_every_card_verb_has_a_time_on_the_page(verb: str) -> None:
    found = next(v for v in verbs_of("agricola") if v.name == verb)
    assert time_of(found, False) in TIMES
