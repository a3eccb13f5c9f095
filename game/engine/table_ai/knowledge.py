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

from dataclasses import dataclass

from game.engine.cards import (
    BLUE_RIBBONS,
    BRIGHTS,
    CRANE,
    GRASS_RIBBONS,
    INO_SHIKA_CHO,
    MONTH_MASKS,
    POETRY_RIBBONS,
    WILLOWS,
    ids_from_mask,
)
from game.engine.rulebook import PerRules
from game.engine.yaku_sets import (
    FUJI_SHIMA,
    HANAMI_ZAKE,
    MATSUKIRI_BOZU,
    OMOTE_SUGAWARA,
    RAIN_CARDS,
    SHIKO,
    TSUKIMI_ZAKE,
    VIEWING_THREE,
    counted_ribbons,
)

ROPPYAKKEN = "roppyakken"
HANA_AWASE = "hana-awase"
GAMES: tuple[str, ...] = (ROPPYAKKEN, HANA_AWASE)

_pc = int.bit_count


@dataclass(frozen=True)
class Target:
    """One yaku as something to collect: ``need`` of ``cards`` make it."""

    name: str
    cards: int
    need: int
    points: int
    rained: bool = False  # a viewing yaku that rain can void


class GameFacts:
    """A game's card points and yaku targets under one rule set."""

    __slots__ = ("rules", "game", "values", "targets", "rain", "sun", "any_card_takes_oni")

    def __init__(self, rules) -> None:
        self.rules = rules
        if hasattr(rules, "rain_cards"):
            self.game = ROPPYAKKEN
            self._roppyakken(rules)
        else:
            self.game = HANA_AWASE
            self._hana_awase(rules)

    def _roppyakken(self, rules) -> None:
        from game.engine.roppyakken.scoring import SHIMA_MONTHS, card_points

        self.values = tuple(card_points(1 << card) for card in range(48))
        ribbons = counted_ribbons(rules.nanatan_counts_willow)
        targets = [
            Target("shiko", SHIKO, 4, rules.shiko),
            Target("nanatan", ribbons, 7, rules.nanatan),
            Target("matsukiri-bozu", MATSUKIRI_BOZU, 3, rules.matsukiri_bozu),
            Target("omote-sugawara", OMOTE_SUGAWARA, 3, rules.omote_sugawara),
            Target("ino-shika-cho", INO_SHIKA_CHO, 3, rules.ino_shika_cho),
            Target("akatan", POETRY_RIBBONS, 3, rules.akatan),
            Target("aotan", BLUE_RIBBONS, 3, rules.aotan),
            Target("kusatan", GRASS_RIBBONS, 3, rules.kusatan),
            Target("teppo", VIEWING_THREE, 3, rules.teppo, True),
            Target("hanami-zake", HANAMI_ZAKE, 2, rules.hanami_zake, True),
            Target("tsukimi-zake", TSUKIMI_ZAKE, 2, rules.tsukimi_zake, True),
            Target("nizoro", WILLOWS, 4, rules.nizoro),
            Target("fuji-shima", FUJI_SHIMA, 4, rules.fuji_shima),
        ]
        targets += [Target(name, MONTH_MASKS[m - 1], 4, rules.shima) for name, m in SHIMA_MONTHS]
        self.targets = tuple(t for t in targets if t.points)
        self.rain = RAIN_CARDS[rules.rain_cards]
        self.sun = CRANE if rules.sun_saves else 0
        self.any_card_takes_oni = rules.oni_on_field_taken_by == "any_non_zero"

    def _hana_awase(self, rules) -> None:
        from game.engine.hana_awase.scoring import card_points

        self.values = tuple(card_points(1 << card, rules) for card in range(48))
        ribbons = counted_ribbons(rules.nanatan_counts_willow)
        targets = [
            Target("goko", BRIGHTS, 5, rules.goko),
            Target("shiko", SHIKO, 4, rules.shiko),
            Target("matsukiri-bozu", MATSUKIRI_BOZU, 3, rules.matsukiri_bozu),
            Target("omote-sugawara", OMOTE_SUGAWARA, 3, rules.omote_sugawara),
            Target("nanatan", ribbons, 7, rules.nanatan),
            Target("rokutan", ribbons, 6, rules.rokutan),
            Target("akatan", POETRY_RIBBONS, 3, rules.akatan),
            Target("aotan", BLUE_RIBBONS, 3, rules.aotan),
            Target("kusatan", GRASS_RIBBONS, 3, rules.kusatan),
            Target("ino-shika-cho", INO_SHIKA_CHO, 3, rules.ino_shika_cho),
            Target("nomi", VIEWING_THREE, 3, rules.nomi, True),
            Target("hanami-zake", HANAMI_ZAKE, 2, rules.hanami_zake, True),
            Target("tsukimi-zake", TSUKIMI_ZAKE, 2, rules.tsukimi_zake, True),
            Target("fuji-shima", FUJI_SHIMA, 4, rules.fuji_shima),
            Target("ame-shima", WILLOWS, 4, rules.ame_shima),
            Target("kiri-shima", MONTH_MASKS[11], 4, rules.kiri_shima),
        ]
        self.targets = tuple(t for t in targets if t.points)
        self.rain = RAIN_CARDS[rules.rain_cancels_viewing]
        self.sun = 0
        self.any_card_takes_oni = False


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
    if game_facts.game == ROPPYAKKEN:
        from game.engine.roppyakken.capture import capture_for, match_card

        capture, choices = match_card(card, field, from_stock, game_facts.any_card_takes_oni)
        if capture:
            return [capture]
        return [capture_for(card, option, field) for option in ids_from_mask(choices)]
    same = field & MONTH_MASKS[card >> 2]
    if _pc(same) == 2:
        return [1 << option for option in ids_from_mask(same)]
    return [same] if same else []


def pile_points(game_facts: GameFacts, pile: int) -> tuple[int, int]:
    """(card points, yaku points) a capture pile scores now under the rules in force."""
    rules = game_facts.rules
    if game_facts.game == ROPPYAKKEN:
        from game.engine.roppyakken.scoring import dekiyaku

        held = dekiyaku(pile, rules)[0]
    else:
        from game.engine.hana_awase.scoring import yaku

        held = yaku(pile, rules)[0]
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
