"""What the cards in an Agricola hand may still bring (issue 17): the hard bot's reason to head
for an occupation space or an improvement action for a good card it holds.

A card in the hand is worth nothing on the score sheet; played, it is worth what
:func:`.agricola_cards.card_prospect` estimates (its printed points, its effects over the
rounds left, less its cost), and the hard bot's judgement (:mod:`.agricola_deep`) then counts
it among the cards in play.  Held, it is worth a share of that, and only for the few cards the
player can still play:

- **Slots.**  A card needs an action: an occupation the lessons, a minor improvement one of
  the improvement actions (the starting player, the improvement, the wish for children, the
  house redevelopment), and the rivals want those spaces too.  A player who seeks them plays
  about one card of each kind every five rounds (:data:`SLOT_RATE`), so of each kind only the
  best ``SLOT_RATE * rounds left`` cards count, each later one a little less
  (:data:`SLOT_FADE`: it will be played later, with fewer rounds to give).
- **Beyond the action.**  Every action still to come is already counted by the judgement
  (:attr:`.DeepWeights.action`), so a held card counts only what it brings beyond the action
  that plays it (its prospect less ``action``: the hard bot's :attr:`.DeepWeights.card_action`,
  :data:`ACTION_COST` by default); a card worth no more than an action counts nothing.
- **Ready or not.**  A card whose prerequisites the farm does not meet counts
  :data:`UNMET_SHARE` of its worth; a minor improvement whose cost the supply does not hold,
  or an occupation whose food (the lessons' second and later) is missing,
  :data:`UNPAID_SHARE`.  Gathering a card's cost or meeting its prerequisites thus raises the
  hand's worth: the bot has a reason to prepare a good card.
- **Holding never beats playing.**  The hand counts ``share`` (:attr:`.DeepWeights.hand`, below
  1) of each counted card's worth beyond the action, and the counted cards' weights never grow
  down the order, so playing a card lowers the hand's worth by at most ``share`` times its
  prospect while the cards in play gain about its prospect: playing a card raises the
  judgement by its worth less the hand's share of it.

**Rivals' hands.**  A hand is judged by its cards only by its owner.  The bot reads only its
view, where a rival's hand is hidden (``?occupation``, ``?minor``), and judges positions in
guessed worlds (:func:`game.bots.worlds.sample_world`) where the rivals hold cards sampled from
those it cannot see; judging those sampled cards would make its judgement of a position differ
from its judgement of its view (and follow the luck of the sample).  So when one player judges
another's farm (``seen=False``: the hard bot's judgement of a position for its viewer,
:func:`.agricola_deep.deep_farm_worth` with ``viewer``), every card of that hand counts alike,
as a card of its kind of average prospect (:data:`HIDDEN_PROSPECT`), ready to play: a rival's
hand is worth its size, consistently in the view, in every guessed world and in the true
position.  A player choosing its own move in a playout (the rival too, in a guessed world)
judges its own hand by its cards.

**Measured** (2-player full games, hard v normal, ``bench_agricola_sheets --full``; cards
played counts occupations and minor improvements a game):

================================================  ===================  ============  ==========  ============
hard bot                                          deals                wins          score       cards played
================================================  ===================  ============  ==========  ============
before (no hand)                                  891000-891009        10/10         38.9-15.3   3.8 (5.5)
hand 0.5, rivals' sampled hands by their cards    891000-891009        10/10         39.4-10.6   3.4 (4.6)
the same, fresh deals                             890000-890039        40/40, 100 %  40.3-13.9   3.7 (5.6)
                                                                       [91.2, 100]
hand 0.5, rivals' hands by their size (this code) 890000-890003        4/4           44.0-15.0   5.8 (6.8)
the same, merged with the balance run 3 cards     893000-893038 (37)   37/37, 100 %  39.6-12.6   4.3 (5.5)
and the building worths (memo missing them)                            [90.6, 100]
this code, fresh deals                            894000-894019        20/20, 100 %  40.0-14.8   4.0 (5.0)
                                                                       [83.9, 100]
================================================  ===================  ============  ==========  ============

On the fresh deals the cards row was 1.8 (the normal bot's 1.7; before, on 880000-880039, 1.0
and 1.75), and the hard bot's think 264 / 626 / 914 ms of processor time a decision (quartiles;
at most 1.8 s; a game 46 s median), a little above the 219 / 542 / 855 ms before on the
tuning deals, on a machine loaded far beyond its two cores.  The hand does not by itself make
the bot play more cards: holding never beats playing, so a share of the hand can only lower
what playing a card gains (judged greedily, the best placement of 240 in normal-bot games,
deals 891100-891103, played a card 26 times without the hand, 20 with a share of 0.5, 23 with
0.25).  What holds the cards back is their worth beside the farm's actions: the lessons with a
typical occupation bring 0 to 1.2 points beyond the action, the farmland 2.45.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.bots.evaluation.agricola_cards import FARM_VERBS, card_prospect
from game.rules.agricola import cards
from game.rules.agricola.tables import CardDef

SLOT_RATE = 0.2
"""Cards of one kind a player who seeks them plays a round (about one every five rounds)."""

SLOT_FADE = 0.85
"""Each later slot's card counts this much of the one before it (it is played later)."""

ACTION_COST = 1.2
"""What a card must bring to be worth more than the action that plays it, by default (the
hard bot passes its judgement's worth of an action still to come)."""

UNMET_SHARE = 0.3
"""The share of a card's worth counted while the farm does not meet its prerequisites."""

UNPAID_SHARE = 0.6
"""The share of a card's worth counted while the supply does not hold its cost."""

HIDDEN_PROSPECT = 2.0
"""The prospect of a card nobody can see (a rival's hidden card in a view): about a dealt
card's average."""


def hand_worth(
    s: Any, player: int, share: float, time_left: float, action: float = ACTION_COST, seen: bool = True
) -> float:
    """What ``player``'s hand may still bring, in points-equivalent: ``share`` of the best
    cards' prospects beyond ``action`` (the worth of the action that plays each), per kind as
    many as ``time_left`` (rounds, a share of the current one included) leaves actions for
    (see the module docs).  Nothing in the family game, once no round is left, or while the
    hands are drafted (the draft's own judgement, :func:`.agricola_cards.draft_worth`, counts
    the cards kept then).  ``seen=False`` (a rival's hand, judged by another player) counts
    every card as one of its kind nobody can see: :data:`HIDDEN_PROSPECT`, ready to play."""
    farmer = s.players[player]
    if not farmer.hand or share <= 0.0 or time_left <= 0.0:
        return 0.0
    draft = getattr(s, "draft", None)
    if draft is not None and draft.active:
        return 0.0
    slots = SLOT_RATE * time_left
    infos = _infos(s.tables)
    by_kind: dict[str, list[float]] = {"occupation": [], "minor": []}
    occupations = -1  # the occupations played, counted when first needed
    for card_id in farmer.hand:
        info = infos.get(card_id)
        if info is None or not seen:
            # a card the judge may not see (a rival's): an average one of its kind, ready to play
            if info is not None:
                kind = info.card.kind
            elif cards.real(card_id):
                continue
            else:
                kind = card_id[1:]
            if action < HIDDEN_PROSPECT:
                by_kind[kind].append(HIDDEN_PROSPECT - action)
            continue
        net = _prospect(s, player, info) - action
        if net <= 0.0:
            continue
        card = info.card
        if card.needs and not cards.meets(s, player, card):
            net *= UNMET_SHARE
        elif card.kind == "occupation":
            # the lessons' first occupation is free, the later ones ask a food
            if farmer.goods["food"] < 1:
                if occupations < 0:
                    occupations = sum(1 for c in farmer.played if c in infos and infos[c].card.kind == "occupation")
                if occupations:
                    net *= UNPAID_SHARE
        elif card.cost and not farmer.has(card.cost):
            net *= UNPAID_SHARE
        by_kind[card.kind].append(net)
    worth = 0.0
    for nets in by_kind.values():
        if not nets:
            continue
        nets.sort(reverse=True)
        weight = 1.0
        for index, net in enumerate(nets):
            room = slots - index
            if room <= 0.0:
                break
            worth += weight * (room if room < 1.0 else 1.0) * net
            weight *= SLOT_FADE
    return share * worth


# -- a memo of the prospects: the judgement asks for them thousands of times a decision -----

_FARM_VERBS = frozenset({"fence_discount"})
"""Verbs whose prospect reads the farm beyond the things named by a ``thing`` parameter (the
pastures fenced)."""

_BUILD_HOOKS = frozenset({cards.BUILD.name, cards.HOUSE.name})
"""Hooks whose prospect reads the farm's builds still to come (:func:`~game.bots.evaluation.agricola_cards.builds_ahead`: rooms,
fields, pastures, the house, the family, the baking improvements)."""


@dataclass(frozen=True)
class _Info:
    """A card and what of the farm its prospect reads besides the round: the ``things`` its
    effects measure, and whether it reads the ``pastures`` fenced."""

    card: CardDef
    things: tuple[str, ...]
    pastures: bool
    builds: bool = False


_INFOS: dict[int, dict[str, _Info]] = {}
_PROSPECTS: dict[tuple[Any, ...], float] = {}
_MEMO_LIMIT = 200_000


def _infos(tables: Any) -> dict[str, _Info]:
    """Every card of ``tables`` by id, with what its prospect reads (kept: the tables never
    change)."""
    found = _INFOS.get(id(tables))
    if found is None:
        found = {}
        for card in tables.cards:
            things = tuple(sorted({effect.params.name("thing") for effect in card.effects
                                   if "thing" in effect.params.values}
                                  | {"field" for effect in card.effects if effect.hook == cards.FIELD.name}))
            pastures = any(effect.verb in _FARM_VERBS for effect in card.effects)
            builds = any(effect.hook in _BUILD_HOOKS or effect.verb in FARM_VERBS for effect in card.effects)
            found[card.id] = _Info(card, things, pastures, builds)
        _INFOS[id(tables)] = found
    return found


def _prospect(s: Any, player: int, info: _Info) -> float:
    """:func:`card_prospect`, remembered by the card, the round and what of the farm the card's
    effects measure: the prospect depends on nothing else (its numbers may change freely; should
    it come to read more of the state, that must join the key here)."""
    key: tuple[Any, ...]
    if info.things or info.pastures or info.builds:
        key = (info.card.id, s.round, *(cards.measure(s, player, thing) for thing in info.things))
        if info.pastures:
            key += (len(s.players[player].farm.pastures),)
        if info.builds:
            farmer = s.players[player]
            farm = farmer.farm
            key += (farm.room_count(), farm.fields.bit_count(), len(farm.pastures), farm.house,
                    farmer.people, tuple(farmer.majors))
    else:
        key = (info.card.id, s.round)
    value = _PROSPECTS.get(key)
    if value is None:
        if len(_PROSPECTS) > _MEMO_LIMIT:
            _PROSPECTS.clear()
        value = _PROSPECTS[key] = card_prospect(s, player, info.card.id)
    return value
