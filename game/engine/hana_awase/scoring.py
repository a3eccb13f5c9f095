"""Hana-awase's points: card values 20 / 10 / 5 / 1 (264 in all), seed 003's yaku and the
zero-sum settlement against par (264 / players: 132, 88, 66)."""

from __future__ import annotations

from game.engine.cards import (
    ANIMALS,
    BLUE_RIBBONS,
    BRIGHTS,
    CHAFF,
    GRASS_RIBBONS,
    INO_SHIKA_CHO,
    MONTH_MASKS,
    POETRY_RIBBONS,
    RIBBONS,
)
from game.engine.hana_awase.rules import HanaAwaseRules
from game.engine.yaku_sets import (
    MATSUKIRI_BOZU,
    OMOTE_SUGAWARA,
    RAIN_CARDS,
    SHARED_YAKU_CARDS,
    SHIKO,
    VIEWING_THREE,
    counted_ribbons,
    viewing_yaku,
)

BRIGHT_YAKU = ("goko", "shiko", "omote-sugawara", "matsukiri-bozu")
VIEWING_YAKU = ("nomi", "hanami-zake", "tsukimi-zake")

_pc = int.bit_count


def card_points(mask: int, rules: HanaAwaseRules) -> int:
    return (
        20 * _pc(mask & BRIGHTS)
        + 10 * _pc(mask & ANIMALS)
        + 5 * _pc(mask & RIBBONS)
        + rules.chaff_points * _pc(mask & CHAFF)
    )


def yaku(captured: int, rules: HanaAwaseRules) -> tuple[list[tuple[str, int]], tuple[str, ...]]:
    """(every yaku the pile scores, the viewing yaku it holds that rain cancels)."""
    out: list[tuple[str, int]] = []
    brights: list[tuple[str, int]] = []
    if rules.goko and captured & BRIGHTS == BRIGHTS:
        brights.append(("goko", rules.goko))
    elif rules.shiko and captured & SHIKO == SHIKO:
        brights.append(("shiko", rules.shiko))
    if rules.omote_sugawara and captured & OMOTE_SUGAWARA == OMOTE_SUGAWARA:
        brights.append(("omote-sugawara", rules.omote_sugawara))
    if rules.matsukiri_bozu and captured & MATSUKIRI_BOZU == MATSUKIRI_BOZU:
        brights.append(("matsukiri-bozu", rules.matsukiri_bozu))
    if brights and rules.brights_exclusive:
        brights = [max(brights, key=lambda item: item[1])]
    out.extend(brights)

    ribbons = _pc(captured & counted_ribbons(rules.nanatan_counts_willow))
    if rules.nanatan and ribbons >= 7:
        out.append(("nanatan", rules.nanatan))
    elif rules.rokutan and ribbons >= 6:
        out.append(("rokutan", rules.rokutan))
    for name, mask, points in (
        ("akatan", POETRY_RIBBONS, rules.akatan),
        ("aotan", BLUE_RIBBONS, rules.aotan),
        ("kusatan", GRASS_RIBBONS, rules.kusatan),
        ("ino-shika-cho", INO_SHIKA_CHO, rules.ino_shika_cho),
    ):
        if points and captured & mask == mask:
            out.append((name, points))

    voided: tuple[str, ...] = ()
    viewing = viewing_yaku(
        captured, ("nomi", rules.nomi), rules.nomi_stacks, rules.hanami_zake, rules.tsukimi_zake
    )
    if viewing and captured & RAIN_CARDS[rules.rain_cancels_viewing]:
        voided = tuple(name for name, _ in viewing)
    else:
        out.extend(viewing)

    for name, month, points in (
        ("fuji-shima", 4, rules.fuji_shima),
        ("ame-shima", 11, rules.ame_shima),
        ("kiri-shima", 12, rules.kiri_shima),
    ):
        if points and captured & MONTH_MASKS[month - 1] == MONTH_MASKS[month - 1]:
            out.append((name, points))
    return out, voided


_YAKU_CARDS: dict[str, int] = {
    **SHARED_YAKU_CARDS,
    "goko": BRIGHTS,
    "nomi": VIEWING_THREE,
    "ame-shima": MONTH_MASKS[10],
    "kiri-shima": MONTH_MASKS[11],
}


def yaku_cards(name: str, captured: int, rules: HanaAwaseRules) -> int:
    """The cards of ``captured`` that make the named yaku (every counted ribbon for nanatan
    and rokutan)."""
    if name in ("nanatan", "rokutan"):
        return captured & counted_ribbons(rules.nanatan_counts_willow)
    return captured & _YAKU_CARDS.get(name, 0)


def yaku_points(captured: int, rules: HanaAwaseRules) -> int:
    return sum(points for _, points in yaku(captured, rules)[0])


def par(rules: HanaAwaseRules, seats: int) -> int:
    """Each seat's even share of the deck's card points (264 / players by default)."""
    return rules.deck_points // seats


def cancel_for_ame_shima(held: list[tuple], rules: HanaAwaseRules) -> list[tuple]:
    """The yaku that stand after the ``ame_shima_cancels`` rule (four willows in a pile)."""
    if rules.ame_shima_cancels == "off":
        return held
    holders = [any(name == "ame-shima" for name, _ in seat) for seat in held]
    if not any(holders):
        return held
    if rules.ame_shima_cancels == "all_yaku":
        return [()] * len(held)
    return [seat if holder else () for seat, holder in zip(held, holders, strict=True)]


def compensation(counts: list[int], dealer: int, rules: HanaAwaseRules) -> list[int]:
    """Three players only: the dealer and the next seat with 8 captured cards or fewer, the
    third seat with 10 or fewer, are paid ``rules.compensation`` by each other seat."""
    seats = len(counts)
    out = [0] * seats
    if not rules.compensation or seats != 3:
        return out
    for step, limit in ((0, 8), (1, 8), (2, 10)):
        seat = (dealer + step) % seats
        if counts[seat] <= limit:
            for other in range(seats):
                delta = rules.compensation * (seats - 1) if other == seat else -rules.compensation
                out[other] += delta
    return out


Payment = tuple[int, int, int, str]  # (payer, payee, points, yaku id or "compensation")


def payments(
    held: list[tuple], counts: list[int], dealer: int, rules: HanaAwaseRules
) -> tuple[Payment, ...]:
    """Every payment between seats a round's settlement makes beside the card points: under
    zero-sum scoring each other seat pays a yaku's holder its points; with three players the
    compensation (see :func:`compensation`). Their sum per seat is the settlement's change
    less the card points against par."""
    seats = len(held)
    out: list[Payment] = []
    if rules.scoring == "zero_sum":
        for payee in range(seats):
            for name, points in held[payee]:
                out += [(payer, payee, points, name) for payer in range(seats) if payer != payee]
    if rules.compensation and seats == 3:
        for step, limit in ((0, 8), (1, 8), (2, 10)):
            payee = (dealer + step) % seats
            if counts[payee] <= limit:
                out += [
                    (payer, payee, rules.compensation, "compensation")
                    for payer in range(seats)
                    if payer != payee
                ]
    return tuple(out)


def settle(cards: list[int], yaku_totals: list[int], rules: HanaAwaseRules) -> list[int]:
    """Each seat's score for the round. Zero-sum: (card points - par) + own yaku x (players
    - 1) - the others' yaku; additive: card points + own yaku."""
    seats = len(cards)
    if rules.scoring == "additive":
        return [cards[s] + yaku_totals[s] for s in range(seats)]
    share = par(rules, seats)
    every = sum(yaku_totals)
    return [cards[s] - share + seats * yaku_totals[s] - every for s in range(seats)]
