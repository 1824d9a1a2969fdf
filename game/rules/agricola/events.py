"""Every event Agricola's ``apply`` returns, with what its ``args`` hold.

Besides these, ``apply`` sends the boundary events of :mod:`game.rules.core`:
``round_started`` when a round begins and ``turn_started`` before each move taken in turn.
Cells are farmyard texts (``a1`` … ``e3``); goods are ``(good, amount)`` pairs; every event is
public (the only hidden thing, the order of the face-down round cards, never shows in one
until its card is turned up, which is marked as a reveal).
"""

from __future__ import annotations

EVENT_KINDS: dict[str, str] = {
    "round_card": "the round's card was turned up (args: card, round; a reveal)",
    "promised_food": "food promised on the round's space was handed out (args: food)",
    "person_placed": "a person went to an action space (args: space)",
    "goods_taken": "goods taken from a space or a pick (args: goods, space when from a space)",
    "goods_bought": "goods bought on a space that sells them (args: paid, goods)",
    "start_player": "the player took the starting-player marker (no args)",
    "room_built": "a room was built (args: cell, paid)",
    "stable_built": "a stable was built (args: cell, paid)",
    "plow_built": "a field was ploughed (args: cell, paid: nothing)",
    "sown": "a field was sown (args: cell, crop, amount)",
    "baked": "grain was baked into food (args: grain, food)",
    "major_bought": "a major improvement was built (args: major, paid, returned fireplace or '')",
    "renovated": "the house was renovated (args: house material, paid)",
    "family_grew": "a child was born (args: people)",
    "pasture_fenced": "a pasture was fenced (args: cells, fences)",
    "animals_kept": "animals that did not all fit: those kept, the food from the others (args: "
    "sheep, boar, cattle, food)",
    "harvested": "the field phase took one grain or vegetable from each sown field (args: "
    "grain, vegetable)",
    "cooked": "a good was turned into food (args: good, food)",
    "card_played": "an occupation or minor improvement was played (args: card, kind, paid)",
    "card_goods": "a card gave its owner goods or animals (args: card, goods)",
    "card_passed": "a traveling minor improvement went on to the next player's hand (args: card, to)",
    "card_scheduled": "a card laid goods on later round spaces (args: card, good, amount, rounds)",
    "card_delivery": "the goods cards laid on this round's space were collected (args: goods, round, cards: those that laid them)",
    "card_converted": "a card's conversion was used (args: card, give, food)",
    "card_stored": "a card laid goods on itself for its owner to take later (args: card, goods)",
    "card_taken": "the owner took the goods kept on a card (args: card, goods)",
    "card_granted": "a card granted its owner an extra action now (args: card, action: bake)",
    "card_instead": "the owner chose a card's action instead of the space's own (args: card, "
    "action: one of card_instead.ACTIONS, space)",
    "card_cost": "a card changed what its owner paid, at the moment of paying (args: card, "
    "paid_for, less: goods taken off the price, more: goods paid instead, empty when none)",
    "card_sowed": "a card laid more crops on a field just sown (args: card, cell, goods; cell is "
    "the card's id when the field sown is a card)",
    "card_field_sown": "a card that is a field was sown (args: card, crop, amount laid on it)",
    "card_field_harvested": "the field phase took one crop from each sown plot of a card that is "
    "a field (args: card, goods)",
    "card_fence_wood": "a card took wood off the fences of a pasture just fenced (args: card, less)",
    "card_more_stables": "a card allowed a stable past the usual number (args: card, cell, usual)",
    "card_field_apart": "a card allowed a field away from the other fields (args: card, cell)",
    "card_sleeping": "a child born with every room full sleeps on a card (args: card, people)",
    "card_housed": "animals that came or were kept need a card's places (args: card, animals: how "
    "many the card keeps, the fewest needed)",
    "card_joined": "a placement bender let its owner's person join an occupied space (args: card, "
    "space, by: the player already there)",
    "card_again": "a placement bender let its owner place another person at once (args: card)",
    "card_points": "a card's end-of-game effect scored, in the final scoring (args: card, points)",
    "fed": "the family was fed (args: food, people)",
    "begged": "food was missing: begging cards taken (args: cards)",
    "animals_born": "breeding: newborn animals housed (args: sheep, boar, cattle)",
    "game_over": "the fourteenth round's harvest is over (no args)",
}
"""The event kinds, each with what it means and its args."""
