"""What Agricola's harvest is made of, for the table's harvest screen: it begins after the
round's last person is placed, every harvest feeds every family, and it is over when the next
round begins or the game ends."""

from __future__ import annotations

from game.boards.kit.harvest import HarvestWords

HARVEST = HarvestWords(
    ends=frozenset({"round_started", "game_over"}),
    kinds=frozenset({"harvested", "card_field_harvested", "card_goods", "cooked", "card_converted", "fed",
                     "begged", "animals_born", "animals_kept", "card_sleeping"}),
    after="person_placed",
    needs="fed",
)
