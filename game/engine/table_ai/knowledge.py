"""What the CPUs of roppyakken and hana-awase know about a game under its rules in force.

:func:`facts` works out once per rule set: every card's points, the yaku as *targets* (the
cards of a yaku, how many of them it needs, what it is worth; viewing yaku marked as the
ones rain can void), which cards rain and which card saves them from it. On top of that:

- :func:`arrivals`: every set of field cards a card arriving from the hand or the stock could
  take now (the wild card of roppyakken included), from the public game functions;
- :func:`pile_points`: exactly what a capture pile scores now (card points, yaku points),
  the game's own scorer applied (rain, exclusive yaku);
- :func:`potential`: how far a pile is along the yaku still open to it, given the cards it
  can no longer get.

Everything works on bitmasks of card ids, so the normal level and the expert's prior can
rate every candidate in well under a millisecond.
"""

from __future__ import annotations

from game.engine.games import SPECS, spec_of_rules
from game.engine.hana_awase import spec as hana_awase_spec
from game.engine.roppyakken import spec as roppyakken_spec
from game.engine.rulebook import PerRules
from game.engine.spec import AI_TABLE, YakuTarget

ROPPYAKKEN = roppyakken_spec.GAME
HANA_AWASE = hana_awase_spec.GAME
# the games these CPUs play: the specs of their family (each gives its match value, playout
# yaku share and favourite yaku)
GAMES: tuple[str, ...] = tuple(spec.id for spec in SPECS.values() if spec.ai_roster == AI_TABLE)

_pc = int.bit_count

Target = YakuTarget  # the name these CPUs use


class GameFacts:
    """A game's card points and yaku targets under one rule set (from its game's spec)."""

    __slots__ = (
        "rules",
        "game",
        "values",
        "targets",
        "rain",
        "sun",
        "wild",
        "any_card_takes_oni",
        "arrive",
        "held_yaku",
    )

    def __init__(self, rules) -> None:
        spec = spec_of_rules(rules)
        if spec.id not in GAMES:
            raise ValueError(f"the table CPUs do not play {spec.id}")
        self.rules = rules
        self.game = spec.id
        self.values = spec.card_values(rules)
        self.targets = spec.yaku_targets(rules)
        self.rain, self.sun = spec.rain(rules)
        self.wild = spec.wild_card is not None  # the rain man is wild (roppyakken)
        self.any_card_takes_oni = spec.id == ROPPYAKKEN and (
            rules.oni_on_field_taken_by == "any_non_zero"
        )
        self.arrive = spec.arrivals(rules)
        self.held_yaku = spec.yaku_held


facts = PerRules(GameFacts)


def card_sum(values: tuple[int, ...], mask: int) -> int:
    total = 0
    while mask:
        low = mask & -mask
        total += values[low.bit_length() - 1]
        mask ^= low
    return total


def arrivals(game_facts: GameFacts, card: int, field: int, from_stock: bool) -> list[int]:
    """Every set of field cards ``card`` could take on arriving now (empty: it stays on the
    field). One entry when the capture is forced."""
    return game_facts.arrive(card, field, from_stock)


def pile_points(game_facts: GameFacts, pile: int) -> tuple[int, int]:
    """(card points, yaku points) a capture pile scores now under the rules in force."""
    held = game_facts.held_yaku(pile, game_facts.rules)
    return card_sum(game_facts.values, pile), sum(points for _, points in held)


def potential(
    game_facts: GameFacts,
    pile: int,
    lost: int,
    favourites: frozenset[str] = frozenset(),
    favourite_boost: float = 1.5,
    turns: int = 8,
) -> float:
    """How far ``pile`` is along every yaku it has not made yet and can still make (``lost``:
    the cards it can no longer get; ``turns``: the turns its owner has left). A target
    ``need`` cards long with ``have`` of them, ``missing`` short, is worth
    ``points * (have / need) ** 2 * turns / (turns + missing)`` (favourite yaku
    ``favourite_boost`` times that); a viewing yaku rained on also needs the sun card."""
    total = 0.0
    rained = game_facts.rain and pile & game_facts.rain and not pile & game_facts.sun
    for target in game_facts.targets:
        cards, need = target.cards, target.need
        if target.rained and rained:
            if not game_facts.sun or lost & game_facts.sun:
                continue
            cards |= game_facts.sun
            need += 1
        have = _pc(pile & cards)
        if have >= need or _pc(cards & ~lost) < need:
            continue
        value = target.points * (have / need) ** 2 * turns / (turns + need - have)
        if target.name in favourites:
            value *= favourite_boost
        total += value
    return total
