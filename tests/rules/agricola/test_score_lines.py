"""The final score line by line: every row of the scoring table, each major improvement's
points and bonus, each card in play that scores, by name, and the begging cards — adding up
to the score sheet (rulebook, "Puntuación": the scoring table, improvements, bonus points,
begging cards at −3 each)."""

from __future__ import annotations

from agricola_helpers import game, put_in_play

from game.content.agricola import AgricolaContent
from game.rules.agricola.card_hooks import END
from game.rules.agricola.legal import Phase
from game.rules.agricola.scoring import score_lines
from game.rules.agricola.scoring_table import SCORE_CATEGORIES


def test_each_improvement_and_card_that_scores_has_its_own_line(content: AgricolaContent) -> None:
    state = game(content, 2)
    farmer = state.players[0]
    scoring = [m for m in state.tables.majors if m.points][:2]
    farmer.majors = [m.id for m in scoring]
    card = next(c for c in state.tables.cards if c.points > 0 and not any(e.hook == END.name for e in c.effects))
    put_in_play(state, 0, card.id)
    farmer.begging = 2
    lines = score_lines(state, 0)
    assert [(line.item, line.points) for line in lines if line.category == "improvements"] == [
        (m.id, m.points) for m in scoring]
    assert (card.id, card.points) in [(line.item, line.points) for line in lines if line.category == "cards"]
    begging = next(line for line in lines if line.category == "begging")
    assert begging.count == 2 and begging.points < 0
    assert {line.category for line in lines if not line.item} >= set(SCORE_CATEGORIES) - {"improvements", "bonus"}


def test_the_lines_of_each_row_add_up_to_the_score_sheet(content: AgricolaContent) -> None:
    state = game(content, 3)
    state.players[1].majors = [m.id for m in state.tables.majors if m.bonus_good][:1]
    state.players[1].goods[state.tables.major(state.players[1].majors[0]).bonus_good] = 7
    state.phase = Phase.OVER
    outcome = state.outcome()
    assert outcome is not None
    for player, row in enumerate(outcome.breakdown):
        for category, points in zip(outcome.categories, row, strict=True):
            assert sum(line.points for line in outcome.lines[player] if line.category == category) == points
    assert any(line.category == "bonus" and line.item for line in outcome.lines[1])
