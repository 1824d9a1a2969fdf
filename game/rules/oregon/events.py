"""Every event ``kind`` Oregon emits, with its ``args``, for the log and the animations.

``player`` is the player concerned (``None`` for table-wide events).  Spaces are ``(row,
column)`` tuples; building ids and symbols are content ids (``"gold_mine"``, ``"eagle"``).
Events are public unless ``private`` is noted (then ``visible_to`` holds only that player).
A test checks that this table lists every kind the rules emit.
"""

from __future__ import annotations

EVENT_KINDS: dict[str, str] = {
    "start_tile_placed": "building, space — the player put their start tile there",
    "farmer_placed": "row_symbol, column_symbol, space, joker ('', 'row' or 'column': the card "
    "the joker stood in for)",
    "building_placed": "building, symbol (the band used), space, joker (bool)",
    "joker_used": "— the player's joker token turned to its inactive side",
    "scored": "points, source (a building id or 'group'), space (the building's, or the farmer's "
    "for the group bonus), farmers (how many farmers earned it; the group size for 'group')",
    "tile_drawn": "kind ('coal' or 'gold'), space (the mine) — one face-down tile taken",
    "tile_seen": "kind, value — private: the value of the tile just taken",
    "tile_stack_empty": "kind, space — a tile was due but that stack is empty (nothing taken)",
    "token_activated": "token ('joker' or 'extra_turn'), source (building id)",
    "building_stack_empty": "building — its last tile was just placed",
    "game_end_triggered": "reason ('last_farmer' or 'empty_stacks'); the round is finished",
    "extra_turn_taken": "— the player plays and scores once more this turn",
    "extra_turn_declined": "— the player goes on to draw",
    "no_legal_play": "hand (every card shown), discarded (the two cards discarded)",
    "useless_card_discarded": "building — a building card whose tiles are all used",
    "deck_reshuffled": "deck ('landscape' or 'building'), cards — the discards became the deck",
    "card_drawn": "deck — the player drew one card from that deck",
    "card_received": "deck, card — private: the card just drawn",
    "turn_ended": "— the player's hand is full again",
    "round_started": "round — player None",
    "turn_started": "round — the player whose turn it now is",
    "tiles_revealed": "coal, gold (tuples of values), points (their sum) — at the end",
    "game_over": "reason, winners, tiebreak ('' or 'farmers_on_board'), scores — player None",
}
"""Event kind → a description of its ``args``."""
