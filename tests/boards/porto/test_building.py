"""Building from the board: two cards light the houses the rules allow, a click builds, an
illegal house says why, and the preview counts what the rules will count."""

from __future__ import annotations

from collections.abc import Callable

from game.boards.porto.names import REASONS
from game.rules.core import IllegalMove
from game.rules.porto.events import PRIVATE_CONTRACTS
from game.rules.porto.moves import Build
from tests.boards.porto.conftest import Table, can_build, play_until


def _pairs(table: Table) -> list[tuple[str, str]]:
    """Every pair of cards in hand that builds somewhere."""
    seen = []
    for move in table.view.legal_moves():
        if isinstance(move, Build):
            pair = tuple(sorted((move.floors, move.colour)))
            if pair not in seen:
                seen.append(pair)
    return seen  # type: ignore[return-value]


def _builds_with(table: Table, pair: tuple[str, str]) -> set[Build]:
    return {m for m in table.view.legal_moves() if isinstance(m, Build) and sorted((m.floors, m.colour)) == list(pair)}


def test_two_cards_light_exactly_the_houses_where_the_rules_allow_the_build(table_for: Callable[..., Table]) -> None:
    for seed in (3, 8, 21):
        table = table_for(play_until(seed, 4, can_build))
        for pair in _pairs(table):
            table.board.cancel()
            table.pick_cards(*pair)
            assert table.board.highlighted_houses() == {m.house for m in _builds_with(table, pair)}


def test_both_readings_of_the_two_cards_are_offered(table_for: Callable[..., Table]) -> None:
    table = table_for(play_until(5, 4, can_build))
    for pair in _pairs(table):
        table.board.cancel()
        table.pick_cards(*pair)
        offered = {option.move for _rect, option in table.board.chips}
        assert offered == _builds_with(table, pair)


def test_clicking_a_choice_above_a_house_plays_that_build(table_for: Callable[..., Table]) -> None:
    table = table_for(play_until(8, 3, can_build))
    table.pick_cards(*_pairs(table)[0])
    rect, option = table.board.chips[0]
    table.click(rect.center)
    move = table.board.take_move()
    assert move == option.move
    assert move in table.view.legal_moves()
    assert table.board.take_move() is None


def test_clicking_a_house_with_a_single_choice_builds_there(table_for: Callable[..., Table]) -> None:
    for seed in range(1, 30):
        table = table_for(play_until(seed, 3, can_build))
        for pair in _pairs(table):
            table.board.cancel()
            table.pick_cards(*pair)
            single = [h for h, options in table.board.options.items() if len(options) == 1]
            if single:
                expected = table.board.options[single[0]][0].move
                table.click(table.house_point(single[0]))
                assert table.board.take_move() == expected
                return
    raise AssertionError("no house with a single choice found")


def test_a_house_that_cannot_take_the_build_gives_the_rules_reason(table_for: Callable[..., Table]) -> None:
    table = table_for(play_until(8, 4, lambda s: can_build(s) and s.round >= 8))
    pair = _pairs(table)[0]
    table.pick_cards(*pair)
    lit = table.board.highlighted_houses()
    house = next(h + 1 for h in table.view.layout.in_play if h + 1 not in lit)
    table.click(table.house_point(house))
    assert table.board.take_move() is None
    try:
        table.view.clone().apply(Build(pair[0], pair[1], house))
    except IllegalMove as exc:
        reason = REASONS.translate(exc.reason, lambda s: s)
    assert reason in table.board.prompt()
    assert f"House {house}" in table.board.prompt()


def test_the_preview_scores_what_the_rules_score(table_for: Callable[..., Table]) -> None:
    for seed in (2, 13):
        table = table_for(play_until(seed, 4, can_build))
        for pair in _pairs(table)[:3]:
            table.board.cancel()
            table.pick_cards(*pair)
            for _rect, option in table.board.chips:
                after = table.state.clone()
                player = after.current
                before = sum(after.points[player]) - after.points[player][PRIVATE_CONTRACTS]
                after.apply(option.move)
                gained = sum(after.points[player]) - after.points[player][PRIVATE_CONTRACTS] - before
                table.board.focus = option
                assert sum(p for _label, p in table.board.preview_for(option)) == gained == option.points


def test_public_contracts_the_build_fulfils_light_up(table_for: Callable[..., Table]) -> None:
    for seed in range(1, 40):
        table = table_for(play_until(seed, 4, can_build))
        for pair in _pairs(table):
            table.board.cancel()
            table.pick_cards(*pair)
            for _rect, option in table.board.chips:
                events = table.state.clone().apply(option.move)
                done = {e.args["contract"] for e in events if e.kind == "contract_fulfilled"}
                table.board.focus = option
                assert table.board.lit_contracts() == done
                if done:
                    return
    raise AssertionError("no build fulfilling a contract found")


def test_hovering_a_lit_house_shows_what_the_build_there_scores_beside_the_pointer(
    table_for: Callable[..., Table]
) -> None:
    table = table_for(play_until(8, 3, can_build))
    table.pick_cards(*_pairs(table)[0])
    house, options = next(iter(table.board.options.items()))
    option = options[0]
    text = table.board.tooltip(table.house_point(house))
    assert text == table.board.words.option_text(option.house, option.floors, option.colour, option.points)
    assert f"+{option.points}" in text or str(option.points) in text
