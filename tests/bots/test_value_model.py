"""The hard bot's learned judgement of an Agricola farm: its weights are data made by self-play,
the shipped file is what the hard bot judges with, and a damaged file is refused with the file,
the line and the field at fault."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.bots.evaluation import agricola
from game.bots.evaluation.agricola_deep import deep_farm_worth, deep_step
from game.bots.evaluation.agricola_value import (
    FEATURES,
    FORMS,
    STAGES,
    farm_features,
    form_of,
    learned_farm_worth,
    shipped_model,
    table_form,
)
from game.bots.evaluation.judged import check_content
from game.bots.value_file import read_value, value_path
from game.content.base import ContentError, ContentErrors
from game.rules.core import Rng
from game.simulate import new_state

SHIPPED = value_path("agricola")


def _damaged(tmp_path: Path, old: str, new: str) -> Path:
    text = SHIPPED.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "agricola" / "bots" / "value.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def _played(variants: frozenset[str], players: int, seed: int, placements: int) -> object:
    state = new_state("agricola", players, seed, variants)
    rng = Rng(seed)
    for _ in range(placements):
        if state.is_over:
            break
        state = deep_step(state, rng, {})
    return state


def test_the_shipped_weights_were_learned_by_self_play_and_say_how_to_make_them_again() -> None:
    model = shipped_model()
    assert model.features == FEATURES
    assert set(model.forms) == set(FORMS)
    assert all(len(rows) == STAGES for rows in model.forms.values())
    provenance = model.provenance
    assert provenance.games > 0 and "tools.train.value" in provenance.command
    assert provenance.seeds and provenance.result


@pytest.mark.parametrize("variants", [frozenset({"family", "revised"}), frozenset({"family"})], ids=["revised", "family"])
def test_the_hard_bot_judges_a_two_player_family_farm_by_the_learned_weights(variants: frozenset[str]) -> None:
    state: object = _played(variants, 2, 41, 30)
    worths = agricola.DEEP_EVALUATION.worth(state, 0)  # type: ignore[arg-type]
    assert worths == [learned_farm_worth(state, p, None, 0) for p in range(2)]


def test_a_full_game_farm_is_judged_by_the_learned_weights_that_count_the_cards_worth_whole() -> None:
    """The full game's weights give the hand-made judgement's worth of the cards in play and
    in hand a weight of one at every round, as the points on the sheet (a fit left free gave
    them a third and the bot played few cards)."""
    state: object = _played(frozenset(), 2, 44, 30)
    assert "full" in agricola.LEARNED_FORMS
    assert [agricola.learned_judge(state, p, 0) for p in range(2)] == [learned_farm_worth(state, p, None, 0) for p in range(2)]
    rows = shipped_model().forms["full"]
    for name in ("sheet", "cards_ahead", "hand"):
        assert {row[FEATURES.index(name)] for row in rows} == {1.0}, name


def test_a_trial_of_new_weights_judges_the_forms_it_names_with_them_and_the_others_as_shipped() -> None:
    """A trial (``bench_agricola_sheets.py --value``) judges the full game by the weights tried;
    a form it does not name is judged by the hand-made judgement, as the reference judges it."""
    model = shipped_model()
    doubled = type(model)(model.provenance, model.features,
                          {**model.forms, "full": tuple(tuple(2 * w for w in row) for row in model.forms["full"])})
    trial = agricola.learned_evaluation(doubled, frozenset({"full"}))
    full: object = _played(frozenset(), 2, 44, 30)
    assert [agricola.learned_judge(full, p, 0, doubled, frozenset({"full"})) for p in range(2)] == [
        learned_farm_worth(full, p, doubled, 0) for p in range(2)]
    assert trial.worth(full, 0) != agricola.DEEP_EVALUATION.worth(full, 0)  # type: ignore[arg-type]
    family: object = _played(frozenset({"family"}), 2, 41, 30)
    assert trial.worth(family, 0) == agricola.HAND_MADE_DEEP.worth(family, 0)  # type: ignore[arg-type]


def test_training_on_one_form_plays_only_that_form() -> None:
    """``tools/train/value.py --forms full`` plays full games only, ``--forms family`` the
    family game revised and not in turn; with both, the forms alternate as before, at tables
    of two to four."""
    from tools.train.value import FAMILY_FORMS, PLAYERS, table_of

    def variants(forms: list[str], games: int) -> list[frozenset[str]]:
        return [table_of(i, forms)[1] for i in range(games)]

    assert set(variants(["full"], 6)) == {frozenset()}
    assert variants(["family"], 4) == [FAMILY_FORMS[0], FAMILY_FORMS[1]] * 2
    assert [table_of(i) for i in range(4)] == [(PLAYERS[0], FAMILY_FORMS[0]), (PLAYERS[1], frozenset()),
                                               (PLAYERS[2], FAMILY_FORMS[1]), (PLAYERS[3], frozenset())]
    assert {table_of(i)[0] for i in range(len(PLAYERS))} == {2, 3, 4}


def test_training_the_solo_forms_plays_alone_and_only_when_asked() -> None:
    """``--forms family_solo full_solo`` plays the solo family game (revised and not) and the
    solo full game in turn, each alone; the default plays only at a table."""
    from tools.train.value import FAMILY_FORMS, table_of

    assert [table_of(i, ["full_solo", "family_solo"]) for i in range(4)] == [
        (1, FAMILY_FORMS[0]), (1, frozenset()), (1, FAMILY_FORMS[1]), (1, frozenset())]
    assert all(table_of(i)[0] > 1 for i in range(40))


@pytest.mark.parametrize("variants", [frozenset(), frozenset({"family"})], ids=["full", "family"])
def test_a_solo_farm_is_judged_by_weights_fitted_on_solo_games(variants: frozenset[str]) -> None:
    """Alone an adult eats three food and no rival takes a space first: the solo forms have
    weights of their own, fitted on solo self-play from the table's (docs/learning.md, "A solo
    farm"), and a model without them judges a solo farm by the table's."""
    state: object = _played(variants, 1, 42, 12)
    form = "family" if variants else "full"
    model = shipped_model()
    assert form_of(state) == f"{form}_solo" and table_form(f"{form}_solo") == form
    assert model.forms[f"{form}_solo"] != model.forms[form]
    assert agricola.DEEP_EVALUATION.worth(state, 0) == agricola.judged_worth(state, 0, agricola.learned_judge)  # type: ignore[arg-type]
    assert agricola.learned_judge(state, 0) == learned_farm_worth(state, 0) != deep_farm_worth(state, 0)
    table_only = type(model)(model.provenance, model.features, {f: model.forms[f] for f in ("family", "full")})
    as_table = type(model)(model.provenance, model.features, {**model.forms, f"{form}_solo": model.forms[form]})
    assert learned_farm_worth(state, 0, table_only) == learned_farm_worth(state, 0, as_table) != learned_farm_worth(state, 0)


def test_once_the_game_is_over_the_learned_worth_is_the_score() -> None:
    state: object = _played(frozenset({"family"}), 2, 43, 10_000)
    assert state.is_over  # type: ignore[attr-defined]
    assert [learned_farm_worth(state, p) for p in range(2)] == [float(s) for s in state.scores()]  # type: ignore[attr-defined]


def test_the_learned_weights_foresee_final_scores_better_than_the_score_sheet_now() -> None:
    """On games the training never saw, the weights' prediction at round 7 is nearer the final
    score than the sheet at round 7 is: they learned what a farm still becomes."""
    predicted_error = sheet_error = 0.0
    for seed in (101, 102, 103):
        state: object = new_state("agricola", 2, seed, frozenset({"family", "revised"}))
        rng = Rng(seed)
        middle: list[tuple[float, float]] = []
        while not state.is_over:  # type: ignore[attr-defined]
            if state.round == 7 and not middle:  # type: ignore[attr-defined]
                middle = [(learned_farm_worth(state, p), farm_features(state, p)[1]) for p in range(2)]
            state = deep_step(state, rng, {})
        for (predicted, sheet), final in zip(middle, state.scores(), strict=True):  # type: ignore[attr-defined]
            predicted_error += abs(predicted - final)
            sheet_error += abs(sheet - final)
    assert predicted_error < sheet_error / 2


@pytest.mark.parametrize(
    ("old", "new", "field", "what"),
    [
        ("features: [bias, ", "features: [bias, extra, ", "features", "train the model again"),
        ("family:\n  - [", "family:\n  - [1.0, ", "forms.family[0]", "expected 40 weights"),
        ("full:\n  - [", "full:\n  - [lots, ", "forms.full[0][0]", "valid number"),
    ],
    ids=["other features", "a weight too many", "not a number"],
)
def test_a_damaged_value_file_is_refused_with_its_file_line_and_field(
    tmp_path: Path, old: str, new: str, field: str, what: str
) -> None:
    path = _damaged(tmp_path, old, new)
    with pytest.raises((ContentError, ContentErrors)) as caught:
        read_value(path, FEATURES, FORMS, STAGES)
    errors = caught.value.errors if isinstance(caught.value, ContentErrors) else [caught.value]
    [problem] = errors
    assert problem.field == field and what in problem.message
    assert problem.file == str(path) and problem.line > 1


def test_validate_names_a_missing_value_file(tmp_path: Path) -> None:
    with pytest.raises(ContentErrors) as caught:
        check_content(tmp_path)
    assert any(error.file == "content/agricola/bots/value.yaml" and "file not found" in error.text()
               for error in caught.value.errors)


@pytest.mark.parametrize("variants", [frozenset({"family", "revised"}), frozenset()], ids=["family", "full"])
def test_the_parts_the_weights_give_nothing_are_skipped_without_changing_a_worth_by_a_bit(variants: frozenset[str]) -> None:
    """The judgement leaves out the hand-made parts weighing nothing in a form (in the family
    game, the building share and every card part): the prediction is the same float as with
    every part computed, at every placement of a played game."""
    model = shipped_model()
    form = "family" if "family" in variants else "full"
    assert "building" in model.unused[form]
    assert "sheet" not in model.unused[form] and "feeding" not in model.unused[form]
    state: object = new_state("agricola", 2, 45, variants)
    rng = Rng(45)
    judged = 0
    while not state.is_over and judged < 40:  # type: ignore[attr-defined]
        for p in range(2):
            whole = model.predict(form, state.round - 1, farm_features(state, p))  # type: ignore[attr-defined]
            assert learned_farm_worth(state, p, model) == whole
            judged += 1
        state = deep_step(state, rng, {})
    assert judged == 40
