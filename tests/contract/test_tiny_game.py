"""Pairs, the contract suite's own game, behaves as its docstring says."""

from __future__ import annotations

from contract.tiny_game import Draw, PairsContent, Pass, Play, from_position, new_game

from game.rules.core import GameConfig

CONTENT = PairsContent()


def test_a_view_hides_the_other_hands_and_the_deck() -> None:
    state = new_game(CONTENT, GameConfig(2), seed=4)
    text = state.view(0).to_position()
    hands = next(line for line in text.splitlines() if line.startswith("hands "))
    mine, theirs = hands[len("hands "):].split(" / ")
    assert "?" not in mine
    assert theirs == "? ? ?"
    assert "deck ? ?" in text


def test_a_drawn_card_is_shown_only_to_the_player_who_drew_it() -> None:
    state = new_game(CONTENT, GameConfig(2), seed=4)
    events = state.apply(Draw())
    private = [e for e in events if e.kind == "card_seen"]
    assert len(private) == 1
    assert private[0].visible_for(0) and not private[0].visible_for(1)
    assert private[0].reveals


def after_last_card(piles: str) -> tuple[tuple[int, ...], tuple[int, ...], str]:
    """Scores, winners and tie-break once player 0 plays their last card, a 4."""
    state = from_position(
        CONTENT, f"players 2\nvariants\nviewer -\nturn 0 moves 9 over 0\nhands 4 /\n"
        f"piles {piles}\ndeck\nunseen\nrng 1\n"
    )
    state.apply(Play(4))
    outcome = state.outcome()
    assert outcome is not None
    return outcome.scores, outcome.winners, outcome.tiebreak


def test_equal_scores_go_to_the_player_who_played_more_cards() -> None:
    assert after_last_card("1 1 / 1 2 3 5") == ((11, 11), (1,), "most_cards_played")


def test_equal_scores_and_equal_cards_share_the_win() -> None:
    assert after_last_card("1 1 / 2 2 2") == ((11, 11), (0, 1), "most_cards_played")


def test_a_clear_lead_needs_no_tie_break() -> None:
    assert after_last_card("1 1 / 2") == ((11, 2), (0,), "")


def test_the_no_pairs_variant_scores_no_pair_bonus() -> None:
    state = new_game(CONTENT, GameConfig(2, frozenset({"no_pairs"})), seed=1)
    state.piles = [[5, 5], [1]]
    assert state.scores() == (10, 1)


def test_a_player_passes_only_when_nothing_else_is_possible() -> None:
    state = from_position(
        CONTENT, "players 2\nvariants\nviewer -\nturn 0 moves 4 over 0\nhands / 6\n"
        "piles 1 / 2\ndeck\nunseen\nrng 1\n"
    )
    assert state.legal_moves() == [Pass()]
