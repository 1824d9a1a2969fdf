"""A world the viewer of a drafted game cannot tell from the real one (``determinize``).

The viewer saw every hand passed to them and kept one card of each; the cards they passed on
went round the table, each next player keeping one.  So, hand by hand (a *packet*: the cards
dealt to one player and passed on), what was taken between two of the viewer's looks at it
is known as a set (who took which is not), what was taken before their first look is
unknown, and what was taken after their last look comes from what they passed.  A world is
drawn packet by packet that way: every other player keeps cards the viewer could not rule
out, the cards they have played among them, and the cards the viewer never saw come from
the rest of the deck.  Once the draft is over each other hand is drawn from what that
player kept and has not played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.agricola.cards import HIDDEN, KINDS, real
from game.rules.core import Rng

if TYPE_CHECKING:
    from game.rules.agricola.draft import Draft
    from game.rules.agricola.state import AgricolaState

Slot = tuple[int, int]
"""A pick: (step, player)."""


def fill(state: AgricolaState, rng: Rng) -> None:
    """Turn the view ``state`` (a copy) into one full world consistent with its viewer's
    draft: the other players' records, hands in front of them, face-down choices and hands."""
    draft = state.draft
    assert draft is not None and draft.viewer is not None
    viewer = draft.viewer
    hand = state.tables.numbers.hand
    players = state.num_players
    kept_by: list[list[str]] = [[] for _ in range(players)]
    for k in range(min(draft.kind + 1, len(KINDS))):
        picks, packets, seen = _kind(state, draft, k, rng)
        for seat in range(players):
            if seat == viewer:
                continue
            done = len(picks[seat])
            draft.kept[seat][k * hand:] = picks[seat]
            draft.seen[seat][k * hand:] = [seen[seat][t] for t in range(len(seen[seat]))]
            kept_by[seat] += picks[seat][:done]
            if draft.active and k == draft.kind:
                draft.packets[seat] = packets[seat]
                if draft.picks[seat]:
                    draft.picks[seat] = rng.choice(sorted(packets[seat]))
    _hands(state, draft, kept_by, rng)
    draft.viewer = None


def _kind(state: AgricolaState, draft: Draft, k: int, rng: Rng) -> tuple[list[list[str]], list[list[str]], list[list[tuple[str, ...]]]]:
    """One drawing of the draft of kind ``k``: each player's picks in order, the hand in front
    of each now (while this kind is drafted) and every hand each was passed."""
    viewer = draft.viewer
    assert viewer is not None
    players = state.num_players
    hand = state.tables.numbers.hand
    base = k * hand
    current = draft.active and k == draft.kind
    done = draft.step if current else hand
    looks = draft.seen[viewer][base:base + done + (1 if current else 0)]
    mine = draft.kept[viewer][base:base + done]
    deal = len(looks[0]) if looks else draft.deal
    played = _played(state, KINDS[k])
    everything = _deck(state, KINDS[k])
    shown = {card for look in looks for card in look}
    for farmer in state.players:
        shown.update(card for card in farmer.hand if real(card))
    unseen = [card for card in everything if card not in shown]
    rng.shuffle(unseen)
    forced_unseen = {card: seat for card, seat in played.items() if card not in shown and seat != viewer}
    unseen = [card for card in unseen if card not in forced_unseen]
    pick: dict[Slot, str] = {}
    unknown: list[Slot] = []
    now: list[list[str]] = [[] for _ in range(players)]
    for packet in range(players):
        visits = [t for t in range(len(looks)) if (packet + t) % players == viewer]
        first = visits[0] if visits else done
        unknown += [(t, (packet + t) % players) for t in range(first)]
        for a, b in zip(visits, visits[1:], strict=False):
            taken = set(looks[a]) - {mine[a]} - set(looks[b])
            _share(pick, [(t, (packet + t) % players) for t in range(a + 1, b)], sorted(taken), played, rng)
        if visits:
            last = visits[-1]
            rest = list(looks[last])
            if last < done:
                rest.remove(mine[last])
                slots = [(t, (packet + t) % players) for t in range(last + 1, done)]
                rest = _share(pick, slots, sorted(rest), played, rng)
            if current:
                now[(packet + done) % players] = rest
        elif current:
            holder = (packet + done) % players
            now[holder] = [unseen.pop() if unseen else everything[0] for _ in range(deal - done)]
    _unknown(pick, unknown, forced_unseen, unseen, rng)
    for t, card in enumerate(mine):
        pick[(t, viewer)] = card
    picks = [[pick[(t, seat)] for t in range(done)] for seat in range(players)]
    # every hand each player was passed: the packet's cards from that step on
    by_step: list[dict[int, tuple[str, ...]]] = [{} for _ in range(players)]
    for packet in range(players):
        holder_then = [(packet + t) % players for t in range(done)]
        left = list(now[(packet + done) % players]) if current else []
        cards = [pick[(t, holder_then[t])] for t in range(done)] + left
        if not current:
            cards += _leftover(looks, mine, pick, packet, viewer, players, done)
        for t in range(done + (1 if current else 0)):
            by_step[(packet + t) % players][t] = tuple(sorted(cards[t:]))
    seen = [[looks_at[t] for t in sorted(looks_at)] for looks_at in by_step]
    return picks, now, seen


def _leftover(looks: list[tuple[str, ...]], mine: list[str], pick: dict[Slot, str], packet: int,
              viewer: int, players: int, done: int) -> list[str]:
    """The cards of a finished packet that nobody kept (out of the game)."""
    visits = [t for t in range(len(looks)) if (packet + t) % players == viewer]
    if not visits:
        return []
    last = visits[-1]
    taken = {pick[(t, (packet + t) % players)] for t in range(last, done)}
    return sorted(card for card in looks[last] if card not in taken)


def _share(pick: dict[Slot, str], slots: list[Slot], cards: list[str], played: dict[str, int], rng: Rng) -> list[str]:
    """Give the ``slots`` (one pick each) cards of ``cards``: a card a player has played goes
    to that player's slot; the rest at random.  The cards nobody took."""
    left = cards[:]
    open_slots = []
    for slot in slots:
        owned = [card for card in left if played.get(card) == slot[1]]
        if owned:
            pick[slot] = owned[0]
            left.remove(owned[0])
        else:
            open_slots.append(slot)
    rng.shuffle(left)
    for slot in open_slots:
        pick[slot] = left.pop() if left else cards[0]
    return left


def _unknown(pick: dict[Slot, str], slots: list[Slot], forced: dict[str, int], unseen: list[str], rng: Rng) -> None:
    """Picks the viewer never saw: first the cards each player has played that the viewer never
    saw, then cards of the rest of the deck."""
    by_seat: dict[int, list[Slot]] = {}
    for slot in slots:
        by_seat.setdefault(slot[1], []).append(slot)
    for card, seat in sorted(forced.items()):
        free = by_seat.get(seat, [])
        if free:
            pick[free.pop(rng.randrange(len(free)))] = card
        else:
            unseen.append(card)
    for free in by_seat.values():
        for slot in free:
            pick[slot] = unseen.pop() if unseen else "?"


def _played(state: AgricolaState, kind: str) -> dict[str, int]:
    """Every card of ``kind`` in play, with its player."""
    found = {}
    for seat, farmer in enumerate(state.players):
        for card in farmer.played:
            if state.tables.card(card).kind == kind:
                found[card] = seat
    return found


def _hands(state: AgricolaState, draft: Draft, kept_by: list[list[str]], rng: Rng) -> None:
    """The other players' hands: while drafting, what they kept; after, as many of each kind as
    the view shows, from what they kept and have not played (the rest of the deck when that is
    short: a traveling minor improvement passed to them)."""
    if draft.active:
        for seat, farmer in enumerate(state.players):
            if seat != draft.viewer:
                farmer.hand = list(draft.kept[seat])
        return
    taken = {card for farmer in state.players for card in farmer.played}
    taken.update(card for farmer in state.players for card in farmer.hand if real(card))
    kept_anywhere = {card for kept in kept_by for card in kept}
    spare: dict[str, list[str]] = {}
    for seat, farmer in enumerate(state.players):
        if seat == draft.viewer or all(real(card) for card in farmer.hand):
            continue
        for kind in KINDS:
            count = sum(1 for card in farmer.hand if card == HIDDEN[kind])
            if not count:
                continue
            mine = [card for card in kept_by[seat] if card not in taken and state.tables.card(card).kind == kind]
            rng.shuffle(mine)
            chosen = mine[:count]
            taken.update(chosen)
            if len(chosen) < count and kind not in spare:
                spare[kind] = [c for c in _deck(state, kind) if c not in taken and c not in kept_anywhere]
                rng.shuffle(spare[kind])
            while len(chosen) < count and spare[kind]:
                chosen.append(spare[kind].pop())
            farmer.hand = [card for card in farmer.hand if card != HIDDEN[kind]] + chosen


_DECKS: dict[tuple[int, str, int], tuple[object, list[str]]] = {}


def _deck(state: AgricolaState, kind: str) -> list[str]:
    """The ids of the deck of ``kind`` for the player count (remembered per tables)."""
    key = (id(state.tables), kind, state.num_players)
    found = _DECKS.get(key)
    if found is None or found[0] is not state.tables:
        found = _DECKS[key] = (state.tables, [card.id for card in state.tables.deck(kind, state.num_players)])
    return found[1]
