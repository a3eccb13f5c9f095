"""What an arriving card may take in roppyakken: month matching plus the wild card (oni).

The rain man (11-1) is wild. Played from the hand or turned from the stock it takes another
willow, or any non-0-point field card except one of a non-willow month with three on the
field (three willows it takes together, as any willow would). Lying on the field it is taken
by a willow (matching its month) or, as a wild capture, by a turned non-0-point card (seed 002;
``oni_on_field_taken_by = any_non_zero``: by any non-0 card, from the hand too). A turned card
with no other match must take it; with other matches the player chooses. Three willows on the
field stay together: the wild card in that stack is taken only by the fourth willow.

After a wild capture a lone card of the month it took (or of the willows) has no partner
left: it stays on the field to the round's end (a dead card) and scores for nobody.

Choices between two identical 0-point chaff (two plain chaff of one month) are not asked;
the yellow paulownia (10 points) and a white one (0) are a real choice.
"""

from __future__ import annotations

from game.engine.cards import MONTH_MASKS, RAIN_MAN, WILLOWS, ids_from_mask
from game.engine.roppyakken.scoring import ZERO

ONI = RAIN_MAN
ONI_ID = RAIN_MAN.bit_length() - 1
NON_ZERO = ~ZERO & ((1 << 48) - 1)
_pc = int.bit_count


def stacked_triples(field: int) -> int:
    """The field cards of every month that has three cards on the field."""
    out = 0
    for month in MONTH_MASKS:
        same = field & month
        if _pc(same) == 3:
            out |= same
    return out


def match_card(
    card: int, field: int, from_stock: bool, any_card_takes_oni: bool
) -> tuple[int, int]:
    """(field cards taken at once, field cards to choose from) for an arriving card;
    (0, 0): it stays on the field."""
    if card == ONI_ID:
        willows = field & WILLOWS
        normal = willows & -willows if _pc(willows) == 3 else willows
        options = normal | (field & NON_ZERO & ~WILLOWS & ~stacked_triples(field))
    else:
        same = field & MONTH_MASKS[card >> 2]
        if _pc(same) == 3:
            return same, 0
        options = same
        if (
            field & ONI
            and card >> 2 != 10
            and (from_stock or any_card_takes_oni)
            and (1 << card) & NON_ZERO
            and _pc(field & WILLOWS) < 3
        ):
            options |= ONI
        zero = options & ZERO
        if _pc(zero) == 2:
            options &= ~(zero ^ (zero & -zero))  # two alike chaff: no choice, the first
    if not options:
        return 0, 0
    if options & (options - 1):
        return 0, options
    return capture_for(card, options.bit_length() - 1, field), 0


def capture_for(card: int, chosen: int, field: int) -> int:
    """The field cards ``card`` takes with the chosen option: three of the chosen card's own
    month together (the wild card on three willows), otherwise the chosen card alone."""
    if chosen >> 2 == card >> 2:
        same = field & MONTH_MASKS[chosen >> 2]
        if _pc(same) == 3:
            return same
    return 1 << chosen


def takers(card: int) -> int:
    """Every card that could take ``card`` from the field if it arrived (for dead cards)."""
    takers_mask = MONTH_MASKS[card >> 2] & ~(1 << card)
    if card == ONI_ID:
        return takers_mask | NON_ZERO & ~ONI
    if (1 << card) & NON_ZERO:
        takers_mask |= ONI
    return takers_mask


def arrival_rule(rules):
    """``(card, field, from_stock) -> every set of field cards the card could take now``
    under ``rules`` (empty: it stays on the field; one entry when the capture is forced): the
    one statement of roppyakken's capture rule for its CPUs and baselines."""
    any_card = rules.oni_on_field_taken_by == "any_non_zero"

    def arrivals(card: int, field: int, from_stock: bool) -> list[int]:
        capture, choices = match_card(card, field, from_stock, any_card)
        if capture:
            return [capture]
        return [capture_for(card, option, field) for option in ids_from_mask(choices)]

    return arrivals
