"""The weights the Agricola bots judge a farm with, read from
``content/agricola/bots/judgement.yaml`` (:mod:`game.bots.judgement`): ``normal`` for the
normal bot's judgement (:mod:`.agricola_farm`), ``hard`` for the hard bot's
(:mod:`.agricola_deep`).  The numbers are data, so that training (``tools/train/``) can
replace them with learned ones and record how they were made.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.bots.judgement import weights


@dataclass(frozen=True)
class Weights:
    """What a farm's prospects are worth to the normal bot (:mod:`.agricola_farm`), in points.

    Each person's action still to come is worth ``action``; goods in the supply are worth
    ``wood`` … ``vegetable`` each (crops on the fields too) while ``fade_rounds`` rounds or more remain, less after.
    An empty field is worth ``empty_field`` (it will be sown), a free room ``free_room`` of a
    child born in it next round and a free animal place ``free_place``.  Food missing at the next
    harvest costs ``cook_cost`` each where goods can be cooked for it, else ``missing_food``
    while people may easily fetch it (``fetch`` food an action), rising to the begging card
    as the actions left run short.  Food for
    the harvests after it costs ``later_food`` a food (``later_food_cooking`` with a cooking
    improvement), and food held beyond the next harvest saves that much.  Herds of two or more
    breed at ``breeding`` of the harvests left, where they have room.

    A farm rarely builds with more than ``plenty`` of a building good (wood, clay, reed,
    stone in that order: a room or two, the fences, an oven); each one beyond counts
    ``beyond`` of its worth, so a card that heaps goods on one space is not followed there
    round after round while the goods lie unused.

    What the cards in play will still give (:func:`.agricola_cards.cards_worth`) counts
    ``card_effects`` of its estimate.  Counted more, the normal bot plays more cards but loses
    to itself: ×1.5 won 12.5 of 30 two-player full games against ×1 (2.75 occupations and 2.04
    minors a player against 1.90 and 1.56), ×2 won 10 of 30 (deals 5000-5029, one side each
    deal in turn): the estimate is not low on the whole, it is off card by card.
    """

    action: float
    wood: float
    clay: float
    reed: float
    stone: float
    grain: float
    vegetable: float
    fade_rounds: float
    empty_field: float
    free_room: float
    free_place: float
    missing_food: float
    fetch: float
    cook_cost: float
    later_food: float
    later_food_cooking: float
    breeding: float
    plenty: tuple[int, int, int, int]
    beyond: float
    card_effects: float




@dataclass(frozen=True)
class DeepWeights:
    """What a farm's prospects are worth to the hard bot, in points (see
    :mod:`.agricola_deep`).

    ``action``: a person's action still to come.  ``need_good``: wood or clay some open
    project needs (``reed_need``, ``stone_need`` for the scarcer ones), ``spare_good`` one
    beyond every project; ``room_goods``: a room's worth of building goods and reed held
    together, beyond their worth apart (the scarcer of the two is what holds the room back);
    ``cook_clay``: each of the two clay of a fireplace while the farm has no way to cook.
    ``goods_fade``: rounds before the end below which goods start to lose their worth (fewer
    actions are left to use them).  ``fetch``: food one action fetches (``near_fetch`` of that
    for the next harvest, whose few food spaces the rivals want too); ``food_spare``: a food
    beyond every harvest's needs.  ``room_child``: the share of a child's worth a free room
    brings (growth spaces are few and contested).  ``sow_share``: the share of a sowing's
    extra crop an empty field with seed at hand is worth.  ``cooking``: a cooking
    improvement's worth per harvest left beyond the food it cooks now.  ``breeding``: a
    newborn's worth where the herd has room.  ``free_place``: an animal place still empty.
    ``hand``: the share of what the full game's cards in the hand may still bring beyond the
    actions that play them (:func:`.agricola_hand.hand_worth`; below 1, so that playing a
    good card always raises the judgement), ``card_action`` what such an action would bring
    elsewhere (a card held counts only what it brings beyond that).
    """

    action: float
    need_good: float
    reed_need: float
    stone_need: float
    room_goods: float
    cook_clay: float
    spare_good: float
    goods_fade: float
    fetch: float
    near_fetch: float
    food_spare: float
    room_child: float
    sow_share: float
    cooking: float
    breeding: float
    free_place: float
    hand: float
    card_action: float


SECTIONS: dict[str, type] = {"normal": Weights, "hard": DeepWeights}
"""The sections of Agricola's judgement file."""

WEIGHTS: Weights = weights("agricola", SECTIONS, "normal")
DEEP_WEIGHTS: DeepWeights = weights("agricola", SECTIONS, "hard")
