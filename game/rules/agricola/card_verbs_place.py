"""The card verbs that bend where and when a person is placed (facts ``agricola.md`` §11.2,
pattern 13): a person may join an action space another player already occupies, or the owner
places a second person right after the first.  The hook is :data:`.card_hooks.PLACE`; what the
rules do with it is :func:`.cards.bender` (which card allows a bend now, within its limit per
round) and :func:`.legal.space_open` / :mod:`.turns` (the moves and their effect).

Rulings of ours.  Joining gives the space's action as if the space were free; the person
stands beside the one already there and both come home at the end of the round.  Only spaces
whose action is the same for a second person may be joined (:func:`joinable_kind`): never an
accumulation space (the first person took its goods), the starting player's space (one start
player) or a family growth space (one growth per space and round).  At most two people stand on
one space.  "Another player" excludes the owner, except in a one-player game, where the owner
joins their own person.  Each card counts its own uses; the counts are cleared when everyone
comes home.  A card played during an action bends placements from the next one on.
"""

from __future__ import annotations

from game.rules.agricola.card_hooks import PLACE
from game.rules.agricola.tables import Space
from game.rules.effects import Choice, Params, Timing, Whole

BENDS = ("join", "again")
"""What a placement bender allows: ``join`` an occupied space, place ``again`` at once."""

SPACE_KINDS = ("any", "cards", "farm", "goods")
"""Which occupied spaces a joining card opens: ``any`` (every space that may be joined),
``cards`` (a space that plays an occupation or improvement), ``farm`` (one that ploughs, sows,
builds, fences, renovates or bakes), ``goods`` (one that hands out goods not accumulated)."""

NEVER_JOINED = frozenset({"stock", "start", "growth"})
"""Part verbs that make a space unjoinable: accumulated goods, the start player, a growth."""

KIND_VERBS = {
    "cards": frozenset({"occupation", "minor", "major"}),
    "farm": frozenset({"plow", "sow", "rooms", "stables", "fences", "renovate", "bake"}),
    "goods": frozenset({"take", "pick", "buy"}),
}
"""The part verbs that make a space one of the kinds of :data:`SPACE_KINDS` (``any``: every)."""

SPACE_KIND = Choice("space_kind", SPACE_KINDS)
TIMES = Whole(1, 2)


def joinable_kind(space: Space, kind: str) -> bool:
    """Whether a second person may join ``space`` through a card opening spaces of ``kind``."""
    verbs = {part.verb for part in space.parts}
    if verbs & NEVER_JOINED:
        return False
    return kind == "any" or bool(verbs & KIND_VERBS[kind])


@PLACE.verb("join_taken", Timing.ON_ACTION, "place", {"spaces": SPACE_KIND, "times": TIMES})
def join_taken(params: Params, bend: str, space: Space | None, round_number: int) -> int:
    """So many times each round, you may place a person on an action space of a kind that
    another player already occupies, and carry out its action."""
    if bend != "join" or space is None or not joinable_kind(space, params.name("spaces")):
        return 0
    return params.whole("times")


@PLACE.verb("go_again", Timing.ON_ACTION, "place", {"from_round": Whole(1, 14)})
def go_again(params: Params, bend: str, space: Space | None, round_number: int) -> int:
    """Once each round from a round on, right after your person's action, you place your next
    person at once, before the next player (when you have one left)."""
    return 1 if bend == "again" and round_number >= params.whole("from_round") else 0
