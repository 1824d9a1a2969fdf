"""Every event Fields of Green's ``apply`` returns, with what its ``args`` hold.

Besides these, ``apply`` sends the boundary events of :mod:`game.rules.core`:
``choices_revealed`` when the draft's face-down picks turn over together, ``round_started``
when a year begins and ``turn_started`` before each move taken in turn.  Cells are ``x,y``
texts, cards and tiles their codes.
"""

from __future__ import annotations

SCORE_CATEGORIES: tuple[str, ...] = (
    "locations",
    "tokens",
    "equipment",
    "coins",
    "food",
    "empty_towers",
    "end_abilities",
)
"""The rows of the rulebook's score sheet, in its order: points printed on face-up
locations, point tokens, equipment (end abilities and 1 per tile left aside), 1 per 3 coins,
1 per 2 food, 1 per empty water tower, end-of-game abilities."""

EVENT_KINDS: dict[str, str] = {
    "upkeep": "a year's supplies arrived (args: food, water, coins, lost_food, lost_water)",
    "split_chosen": "a player drew 6 cards (args: split, four counts; public)",
    "cards_drawn": "the cards a player drew (args: cards; seen by that player only; with two "
    "players the cards go to the pool unseen and this is not sent)",
    "row_revealed": "two players: cards turned face up from the pool (args: cards; public)",
    "card_chosen": "a player chose a card face down (no args; public)",
    "card_picked": "which card it was (args: card; seen by that player only)",
    "choice_taken_back": "a player took back their face-down choice",
    "built": "a location was built (args: card, cell, coins, water, food, attach)",
    "tower_built": "a water tower was built (args: cell, card discarded, attach)",
    "silo_built": "a silo was built (args: cell, card discarded, attach)",
    "market": "a player went to market (args: card discarded, food sold, coins)",
    "restored": "an open area was turned face up (args: cell, card discarded)",
    "equipment_drawn": "the tiles drawn to choose from (args: tiles; that player only)",
    "equipment_kept": "a tile was kept (args: tile, cell or 'aside')",
    "harvested": "a harvest cost was paid and the ability applied (args: cell, card, paid: coins, water, "
    "food; gave: (food|water|coins|points, amount) pairs of what the ability and its equipment gave)",
    "spilt": "what a build or a harvest ability gave that the towers and silos could not hold "
    "(args: food, water; public)",
    "flipped": "a location became an open area (args: cell, card, equipment lost)",
    "first_player": "the first-player token passed left (args: player)",
    "game_over": "the fourth harvest is over",
}
"""Every event kind with what it means and its args."""
