"""Writing the Agricola position text (its format and reader: :mod:`.position`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.agricola.draft import write as draft_lines
from game.rules.agricola.farm_text import write_farm
from game.rules.agricola.legal import Phase

if TYPE_CHECKING:
    from game.rules.agricola.state import AgricolaState

PHASES = {phase.name.lower(): phase for phase in Phase}


def _amounts(goods: dict[str, int]) -> str:
    text = ",".join(f"{name}:{amount}" for name, amount in goods.items() if amount)
    return text or "-"


def _list(items: list[Any]) -> str:
    return ",".join(map(str, items)) or "-"


def _cards(state: AgricolaState, player: int) -> str:
    """The full game's card fields of a player line (nothing in the family games)."""
    if state.side != "full" or not state.tables.cards:
        return ""
    farmer = state.players[player]
    scheduled = ",".join(
        f"{r}/{good}/{n}" for r, goods in sorted(farmer.scheduled.items()) for good, n in goods.items() if n
    )
    stored = ",".join(f"{card}/{good}/{n}" for card, goods in farmer.stored.items() for good, n in goods.items() if n)
    sown = ",".join(f"{card}/{crop}/{n}" for card, plots in farmer.patches.items() for crop, n in plots)
    return (
        f" hand={_list(farmer.hand)} played={_list(farmer.played)} scheduled={scheduled or '-'} "
        f"used={_list(farmer.used)}" + (f" stored={stored}" if stored else "") + (f" sown={sown}" if sown else "")
        + (" bent=" + ",".join(f"{card}/{what}" for card, what in farmer.bent) if farmer.bent else "")
        + (" laid=" + ",".join(f"{r}/{card}" for r, cards in sorted(farmer.laid.items()) for card in cards)
           if farmer.laid else "")
    )


def write_position(state: AgricolaState) -> str:
    """The position of ``state`` as text (:func:`read_position` reads it back)."""
    variants = ",".join(sorted(state.config.variants)) or "-"
    lines = [
        f"agricola players={state.num_players} variants={variants} round={state.round} "
        f"phase={state.phase.name.lower()} start={state.start} current={state.current}",
        f"rng {state.rng.state}",
        ("deck? " if state.deck_hidden else "deck ") + " ".join(card.id for card in state.deck),
        "majors " + " ".join(state.majors_left),
    ]
    for i, space in enumerate(state.spaces):
        by = "-" if state.taken[i] < 0 else str(state.taken[i])
        lines.append(f"space {space.id} by={by} stock={_amounts(state.stock[i])}")
    if state.progress is not None:
        p = state.progress
        lines.append(
            f"progress space={p.space} done={_list([int(d) for d in p.done])} part={p.part} "
            f"steps={p.steps} picked={_list(p.picked)} oven={int(p.oven_bake)}"
            + (f" instead={_list(list(p.instead))}" if p.instead else "")
        )
    if state.phase == Phase.HOUSING:
        lines.append(f"housing {state.housing_for} resume={state.resume.name.lower()}")
    if state.feeding:
        lines.append("feeding " + " ".join(map(str, state.feeding)))
    for player, farmer in enumerate(state.players):
        promised = ",".join(f"{r}:{n}" for r, n in sorted(farmer.promised.items())) or "-"
        lines.append(
            f"player {player} people={farmer.people} newborns={farmer.newborns} "
            f"placed={farmer.placed} begging={farmer.begging} goods={_amounts(farmer.goods)} "
            f"animals={_list(farmer.animals)} majors={_list(farmer.majors)} "
            f"promised={promised} crafted={_list(farmer.crafted)}" + _cards(state, player)
        )
        lines.extend("| " + row for row in write_farm(farmer.farm).splitlines())
    if state.draft is not None:
        lines.extend(draft_lines(state.draft))
    return "\n".join(lines) + "\n"
