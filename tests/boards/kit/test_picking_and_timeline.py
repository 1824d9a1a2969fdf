"""The kit's selection narrowing (only ever from the legal moves) and its animation
timeline (cues by event kind, scaled by the speed setting, unknown kinds passed over)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.boards.kit.picking import (
    Picks,
    Selection,
    by_key,
    exactly,
    may_join,
    partners,
    positions_of,
    refusals,
)
from game.boards.kit.timeline import Drop, Timeline
from game.boards.kit.tracks import stack_levels
from game.boards.oregon.anim import Animations as OregonAnimations
from game.boards.porto.animations import cue_events
from game.rules.core import Event, IllegalMove, Move


@dataclass(frozen=True)
class Take(Move):
    cards: tuple[str, ...]
    space: int = 0

    def __str__(self) -> str:
        return f"take {'+'.join(self.cards)} at {self.space}"


def cards(move: Move) -> Sequence[str] | None:
    return move.cards if isinstance(move, Take) else None


LEGAL = [Take(("a", "b"), 1), Take(("a", "b"), 2), Take(("b", "c"), 3), Take(("c", "c"), 4)]


def test_the_move_of_exactly_the_picked_parts_is_found_in_any_order() -> None:
    assert exactly(LEGAL, cards, ["b", "a"]) == Take(("a", "b"), 1)
    assert exactly(LEGAL, cards, ["c", "c"]) == Take(("c", "c"), 4)
    assert exactly(LEGAL, cards, ["a", "c"]) is None


def test_a_part_may_join_only_where_some_legal_move_holds_all_of_them() -> None:
    assert may_join(LEGAL, cards, ["a"], "b")
    assert not may_join(LEGAL, cards, ["a"], "c")
    assert may_join(LEGAL, cards, ["c"], "c")
    assert partners(LEGAL, cards, "b") == {"a", "c"}


def test_the_first_move_for_each_key_is_kept() -> None:
    spaces = by_key(LEGAL, lambda m: m.space if isinstance(m, Take) and "a" in m.cards else None)
    assert spaces == {1: LEGAL[0], 2: LEGAL[1]}


def test_picks_replace_the_oldest_or_refuse_when_full() -> None:
    two: Picks[int] = Picks(2)
    for slot in (1, 2, 3):
        two.toggle(slot)
    assert two.picked == [2, 3]
    assert two.toggle(3) and two.picked == [2]
    capped: Picks[int] = Picks(1, replace=False)
    assert capped.toggle(5) and not capped.toggle(6)
    assert capped.clear() and not capped.clear()


def test_a_hints_cards_are_found_in_the_hand_once_each() -> None:
    assert positions_of(["a", "b", "a"], ["a", "a"]) == [0, 2]
    assert positions_of(["a"], ["z"]) == []


class Board:
    """A position that refuses every move but one."""

    def clone(self) -> Board:
        return self

    def apply(self, move: Move) -> list[Event]:
        if move != Take(("c", "c"), 4):
            raise IllegalMove(f"no {move}")
        return []


def test_refusals_come_from_the_rules_and_vanish_when_one_reading_is_legal() -> None:
    assert [r.reason for r in refusals(Board(), [Take(("a",)), Take(("a",))])] == ["no take a at 0"]
    assert refusals(Board(), [Take(("a",)), Take(("c", "c"), 4)]) == []


def test_the_timeline_cues_what_it_knows_and_finishes() -> None:
    timeline = Timeline("fast")
    seen: list[str] = []
    events = [Event("turn_started"), Event("scored", 0, {"points": 3}), Event("choices_revealed")]
    timeline.react(events, {"scored": lambda e: (seen.append(e.kind), timeline.add("+3", 1.0))})
    assert seen == ["scored"] and timeline.busy
    cue = timeline.running(str)[0]
    assert cue.duration == 0.5
    timeline.update(0.25)
    assert timeline.progress(cue) == 0.5 and 0.5 < timeline.eased(cue) < 1
    timeline.update(0.25)
    assert not timeline.busy


def test_at_the_instant_speed_nothing_is_cued() -> None:
    timeline = Timeline("instant")
    timeline.react([Event("scored")], {"scored": lambda e: timeline.add("+1", 1.0)})
    assert not timeline.busy


def test_markers_on_one_space_are_stacked_in_turn() -> None:
    assert stack_levels([4, 7, 4, 4, 0]) == [0, 0, 1, 2, 0]


BOUNDARIES = [
    Event("turn_started", 0, {"round": 2}),
    Event("round_started", None, {"round": 2}),
    Event("choices_revealed", None, {"choices": ("a", "b")}),
]


def test_the_boards_animations_pass_over_the_contracts_boundary_events() -> None:
    oregon = OregonAnimations("normal")
    oregon.start(BOUNDARIES, [0, 0], {})
    porto = Timeline()
    cue_events(porto, BOUNDARIES, "normal", 40.0)
    assert not oregon.busy and not porto.busy


def test_a_drop_is_found_by_its_place_until_it_has_landed() -> None:
    timeline = Timeline("normal")
    timeline.add(Drop((2, 3), 7), 1.0)
    cue = timeline.drop_at((2, 3))
    assert cue is not None and cue.what.what == 7
    assert timeline.drop_at((3, 2)) is None and timeline.drop_places() == {(2, 3)}
    timeline.update(1.0)
    assert timeline.drop_at((2, 3)) is None and timeline.drop_places() == set()


def test_a_gliding_marker_moves_from_its_old_score_to_its_new_one() -> None:
    timeline = Timeline("normal")
    timeline.glide({1: 6}, [10, 4], 1.0)
    assert timeline.track_scores([10, 10]) == [10.0, 4.0]
    timeline.update(0.5)
    assert 4.0 < timeline.track_scores([10, 10])[1] < 10.0
    timeline.update(0.5)
    assert timeline.track_scores([10, 10]) == [10.0, 10.0]


def test_porto_floors_fall_onto_their_house_from_the_drop_height() -> None:
    porto = Timeline()
    cue_events(porto, [Event("floors_built", 0, {"house": 4, "floors": 2, "colour": "red"})], "normal", 40.0)
    assert porto.dropping(4) == 2 and porto.drop_offset(4) == 40
    assert porto.dropping(3) == 0 and porto.drop_offset(3) == 0


def test_a_selection_picks_from_one_source_at_a_time_and_keeps_the_last_refusal() -> None:
    hand, display = Picks[int](2), Picks[int](3)
    selection = Selection(hand=hand, display=display)
    assert not selection
    selection.pick("hand", 4)
    selection.pick("display", 2)
    assert list(hand) == [] and list(display) == [2]
    selection.pick("display", 5, lambda: "too many cards")
    assert list(display) == [2] and selection.reason == "too many cards" and selection
    selection.pick("display", 3)
    assert list(display) == [2, 3] and selection.reason == ""
    assert selection.look() == ((), (2, 3), "")
    selection.clear()
    assert not selection and list(display) == []


def test_things_are_grouped_under_their_key_in_order() -> None:
    from game.boards.kit.picking import grouped

    assert grouped(["a1", "b1", "a2"], lambda text: text[0]) == {"a": ["a1", "a2"], "b": ["b1"]}


def test_a_hint_shown_as_a_selection_replaces_the_picks_of_every_source() -> None:
    hand, display = Picks[int](2), Picks[int](3)
    selection = Selection(hand=hand, display=display)
    selection.pick("hand", 1)
    selection.show("display", [2, 4])
    assert list(hand) == [] and list(display) == [2, 4]
