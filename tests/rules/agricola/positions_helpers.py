"""Positions written as text for the Agricola tests: a harvest's feeding and a busy round."""

from __future__ import annotations

from pathlib import Path

from game.content.agricola import AgricolaContent
from game.rules.agricola import AgricolaState, read_position
from game.rules.agricola.farm_text import write_farm
from game.rules.agricola.farmyard import Farmyard

HERE = Path(__file__).parent
BUSY = HERE / "positions" / "busy_4p_round11.txt"
"""Round 11 of a four-player family game; player 2 (to move) has a clay house of three rooms,
sown fields, three pastures with stables, animals, 12 wood and the first fireplace."""

START_FARM = write_farm(Farmyard.start())
"""The starting farm: two wooden rooms, nothing else."""

PASTURE_FARM = """\
+   +   +   +---+---+
:   :   :   |   :   |
+   +   +   +   +   +
:Rw :   :   |   :   |
+   +   +   +---+---+
:Rw :   :   :   :   :
+   +   +   +   +   +"""
"""A farm with one pasture of four cells (room for 8 animals of one kind)."""

DECK = ("house_redevelopment wish_for_children western_quarry vegetable_seeds pig_market eastern_quarry "
        "cattle_market urgent_wish_for_children cultivation farm_redevelopment")
SPACES = ("build_rooms starting_player grain_seeds farmland side_job day_laborer forest clay_pit reed_bank fishing "
          "fencing improvement sheep_market grain_utilization")


def busy(content: AgricolaContent) -> AgricolaState:
    """The busy round-11 position (:data:`BUSY`)."""
    return read_position(content, BUSY.read_text(encoding="utf-8"))


def feeding(
    content: AgricolaContent,
    goods: str = "-",
    animals: str = "0,0,0",
    majors: str = "-",
    people: int = 2,
    newborns: int = 0,
    farm: str = START_FARM,
    crafted: str = "-",
) -> AgricolaState:
    """The harvest after round 4 of a two-player family game, player 0 to feed first, with
    this supply (``food:1,grain:3``), animals (sheep,boar,cattle), improvements, family and
    farm; player 1 is a starting farm with plenty of food."""
    owned = set(majors.split(","))
    lines = [
        "agricola players=2 variants=family round=4 phase=feed start=0 current=0",
        "rng 1",
        f"deck {DECK}",
        "majors " + " ".join(m.id for m in content.tables().majors if m.id not in owned),
        *(f"space {space} by=- stock=-" for space in SPACES.split()),
        "feeding 0 1",
        f"player 0 people={people} newborns={newborns} placed=0 begging=0 goods={goods} animals={animals} "
        f"majors={majors} promised=- crafted={crafted}",
        *(f"| {row}" for row in farm.splitlines()),
        "player 1 people=2 newborns=0 placed=0 begging=0 goods=food:9 animals=0,0,0 majors=- promised=- crafted=-",
        *(f"| {row}" for row in START_FARM.splitlines()),
    ]
    return read_position(content, "\n".join(lines) + "\n")
