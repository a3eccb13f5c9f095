"""Yaku and points: what a capture pile scores under a rule set, and the stop multipliers.

Works on bitmasks of card ids (see cards.py) so that the CPU search can call it millions of
times. :func:`evaluate_yaku` returns the yaku as ``(name, points)`` pairs; :func:`yaku_cards`
names the cards behind one yaku (for the result screen and the flourish);
:func:`stop_score` applies the 7-or-more doubling and the koi-koi multiplier mode.
"""

from __future__ import annotations

from game.engine.cards import (
    ANIMALS,
    BLUE_RIBBONS,
    BRIGHTS,
    CHAFF,
    CRANE,
    CUCKOO,
    CURTAIN,
    GEESE,
    GRASS_RIBBONS,
    INO_SHIKA_CHO,
    LIGHTNING,
    MONTH_MASKS,
    MOON,
    PHOENIX,
    POETRY_RIBBONS,
    RAIN_MAN,
    RIBBONS,
    SAKE_CUP,
    WARBLER,
    WILLOW_RIBBON,
)
from game.engine.koikoi.rules import RuleSet
from game.engine.rulebook import PerRules
from game.engine.texts import tr_later
from game.engine.yaku_sets import HANAMI_ZAKE, RAIN_CARDS, TSUKIMI_ZAKE, VIEWING_THREE

YAKU_NAMES: dict[str, tuple[str, str]] = {
    # id: (English display, Japanese)
    "goko": (tr_later("Goko (five brights)"), "五光"),
    "shiko": (tr_later("Shiko (four brights)"), "四光"),
    "ame-shiko": (tr_later("Ame-shiko (rainy four brights)"), "雨四光"),
    "sanko": (tr_later("Sanko (three brights)"), "三光"),
    "hanami-zake": (tr_later("Hanami-zake (flower viewing)"), "花見酒"),
    "tsukimi-zake": (tr_later("Tsukimi-zake (moon viewing)"), "月見酒"),
    "nomi": (tr_later("Nomi (drinking)"), "飲み"),
    "ino-shika-cho": (tr_later("Ino-shika-cho (boar, deer, butterflies)"), "猪鹿蝶"),
    "akatan-aotan": (tr_later("Akatan-aotan (red and blue poetry)"), "赤短青短"),
    "bukku": (tr_later("Bukku (six special ribbons)"), "武功"),
    "akatan": (tr_later("Akatan (red poetry ribbons)"), "赤短"),
    "aotan": (tr_later("Aotan (blue ribbons)"), "青短"),
    "tane": (tr_later("Tane (animals)"), "タネ"),
    "tan": (tr_later("Tan (ribbons)"), "タン"),
    "kasu": (tr_later("Kasu (chaff)"), "カス"),
    "teshi": (tr_later("Teshi (four of a month in hand)"), "手四"),
    "kuttsuki": (tr_later("Kuttsuki (four pairs in hand)"), "くっつき"),
}

_pc = int.bit_count
_SIX_RIBBONS = POETRY_RIBBONS | BLUE_RIBBONS
_RIBBONS_BUT_WILLOW = RIBBONS & ~WILLOW_RIBBON
_GODORI: dict[str, int] = {
    "crane_geese_phoenix": CRANE | GEESE | PHOENIX,
    "three_birds": WARBLER | CUCKOO | GEESE,
}
_VIEWING = ("hanami-zake", "tsukimi-zake", "nomi")


class _Plan:
    """What a rule set makes of the cards, worked out once per RuleSet object: the animal and
    chaff masks after the sake-cup and lightning rules, and the opt-in house yaku."""

    __slots__ = (
        "rules",
        "animals",
        "chaff",
        "rain",
        "ame_sanko",
        "godori",
        "godori_mask",
        "kusatan",
        "nanatan",
        "rokutan",
        "tsukifuda",
        "kasu_extra",
        "calculation",
        "totals",
    )

    def __init__(self, rules: RuleSet):
        self.rules = rules
        self.totals: dict[int, int] = {}  # yaku_total's memo (see _total_key)
        cup_animal = rules.sake_cup in ("both", "animal")
        cup_chaff = rules.sake_cup in ("both", "chaff")
        self.animals = ANIMALS if cup_animal else ANIMALS & ~SAKE_CUP
        chaff = CHAFF | SAKE_CUP if cup_chaff else CHAFF
        self.chaff = chaff if rules.lightning_is_chaff else chaff & ~LIGHTNING
        self.rain = RAIN_CARDS[rules.rain_cancels_viewing]
        self.ame_sanko = rules.ame_sanko
        self.godori = rules.godori
        self.godori_mask = _GODORI[rules.godori_cards]
        self.kusatan = rules.kusatan
        self.nanatan = rules.nanatan
        self.rokutan = rules.rokutan
        self.tsukifuda = rules.tsukifuda
        self.kasu_extra = rules.kasu_extra
        self.calculation = rules.calculation


_plan = PerRules(_Plan)
_PLANS = _plan.plans
_EVEN_BITS = int("01" * 24, 2)
_PAIR_BITS = int("0011" * 12, 2)
_LOW = int("0001" * 12, 2)


def kind_masks(rules: RuleSet) -> tuple[int, int]:
    """(animals, chaff): the cards that count as each under the rules' sake-cup and lightning
    rules."""
    plan = _plan(rules)
    return plan.animals, plan.chaff


def evaluate_yaku(
    captured: int, rules: RuleSet, own_koikoi: int = 0, tsukifuda_month: int = 0
) -> list[tuple[str, int]]:
    """Every yaku the capture mask scores, best bright yaku only, in display order.

    ``tsukifuda_month`` (1-12) is the month drawn at the deal under the ``tsukifuda`` rule."""
    if not captured & SAKE_CUP and _pc(captured) < 3:
        return []  # every yaku but the viewings needs three cards or more
    out: list[tuple[str, int]] = []
    plan = _PLANS.get(id(rules))
    if plan is None or plan.rules is not rules:
        plan = _plan(rules)
    brights = _pc(captured & BRIGHTS)
    if brights == 5:
        out.append(("goko", rules.goko))
    elif brights == 4:
        if captured & RAIN_MAN:
            out.append(("ame-shiko", rules.ame_shiko))
        else:
            out.append(("shiko", rules.shiko))
    elif brights == 3:
        if not captured & RAIN_MAN:
            out.append(("sanko", rules.sanko))
        elif plan.ame_sanko:
            out.append(("ame-sanko", plan.ame_sanko))
    if plan.godori and captured & plan.godori_mask == plan.godori_mask:
        out.append(("godori", plan.godori))

    if captured & SAKE_CUP and rules.viewing_yaku != "never" and not captured & plan.rain:
        viewing = rules.viewing_after_koikoi if own_koikoi else rules.viewing_points
        curtain = captured & CURTAIN
        moon = captured & MOON
        if rules.nomi and curtain and moon:
            out.append(("nomi", rules.nomi_points))
        else:
            if curtain and rules.hanami_zake:
                out.append(("hanami-zake", viewing))
            if moon and rules.tsukimi_zake:
                out.append(("tsukimi-zake", viewing))

    calculation = plan.calculation
    modern = calculation == "modern"
    animals = _pc(captured & plan.animals)
    if captured & INO_SHIKA_CHO == INO_SHIKA_CHO:
        if modern:
            out.append(("ino-shika-cho", rules.ino_shika_cho + animals - 3))
        else:
            extra = animals - 3 if calculation == "stacked" else 0
            out.append(("ino-shika-cho", rules.ino_shika_cho + extra))
            if animals >= 5:
                out.append(("tane", animals - 4))
    elif animals >= 5:
        out.append(("tane", animals - 4))

    ribbons = _pc(captured & RIBBONS)
    aka = captured & POETRY_RIBBONS == POETRY_RIBBONS
    ao = captured & BLUE_RIBBONS == BLUE_RIBBONS
    if aka and ao and rules.bukku:
        out.append(("bukku", rules.bukku_points + (ribbons - 6 if modern else 0)))
        if not modern and ribbons >= 5:
            out.append(("tan", ribbons - 4))
    elif modern:
        if aka and ao:
            out.append(("akatan-aotan", rules.akatan_aotan + ribbons - 6))
        elif aka:
            out.append(("akatan", rules.akatan + ribbons - 3))
        elif ao:
            out.append(("aotan", rules.aotan + ribbons - 3))
        elif ribbons >= 5:
            out.append(("tan", ribbons - 4))
    else:
        extra = ribbons - 3 if calculation == "stacked" else 0
        if aka:
            out.append(("akatan", rules.akatan + extra))
        if ao:
            out.append(("aotan", rules.aotan + extra))
        if aka and ao and rules.akatan_aotan_bonus:
            out.append(("akatan-aotan", rules.akatan_aotan_bonus))
        if ribbons >= 5:
            out.append(("tan", ribbons - 4))
    if plan.kusatan and captured & GRASS_RIBBONS == GRASS_RIBBONS:
        out.append(("kusatan", plan.kusatan))
    if plan.nanatan or plan.rokutan:
        plain = _pc(captured & _RIBBONS_BUT_WILLOW)
        if plain >= 7 and plan.nanatan:
            out.append(("nanatan", plan.nanatan))
        elif plain >= 6 and plan.rokutan:
            out.append(("rokutan", plan.rokutan))

    chaff = _pc(captured & plan.chaff)
    if chaff >= 10:
        out.append(("kasu", 1 + plan.kasu_extra * (chaff - 10)))

    if tsukifuda_month and plan.tsukifuda:
        month = MONTH_MASKS[tsukifuda_month - 1]
        if captured & month == month:
            out.append(("tsukifuda", plan.tsukifuda))

    if rules.viewing_yaku == "with_other" and out:
        if all(name in _VIEWING for name, _ in out):
            out = []
    return out


TOTALS_KEPT = 1 << 17  # yaku_total remembers at most this many capture piles per rule set


def remembered_totals(rules: RuleSet) -> dict[int, int]:
    """yaku_total's memo for ``rules`` (the same dict for the rule set's lifetime; cleared,
    never replaced, when full), keyed by :func:`total_key`: a playout loop reads it directly
    and calls yaku_total only for a pile it has not seen."""
    plan = _PLANS.get(id(rules))
    if plan is None or plan.rules is not rules:
        plan = _plan(rules)
    return plan.totals


def total_key(own_koikoi: int, tsukifuda_month: int) -> int:
    """The bits a capture pile is or-ed with to key yaku_total's memo."""
    # evaluate_yaku reads own_koikoi only as "called at least once"
    return ((own_koikoi > 0) << 48) | (tsukifuda_month << 49)


def yaku_total(captured: int, rules: RuleSet, own_koikoi: int = 0, tsukifuda_month: int = 0) -> int:
    """The points of every yaku of :func:`evaluate_yaku` together, remembered per rule set:
    the search asks for the same capture piles over and over."""
    plan = _PLANS.get(id(rules))
    if plan is None or plan.rules is not rules:
        plan = _plan(rules)
    key = captured | ((own_koikoi > 0) << 48) | (tsukifuda_month << 49)  # total_key, inlined
    totals = plan.totals
    total = totals.get(key)
    if total is None:
        total = 0
        for _, points in evaluate_yaku(captured, rules, own_koikoi, tsukifuda_month):
            total += points
        if len(totals) >= TOTALS_KEPT:
            totals.clear()
        totals[key] = total
    return total


def yaku_cards(name: str, captured: int, rules: RuleSet, tsukifuda_month: int = 0) -> int:
    """The cards of ``captured`` that make the named yaku (all of its kind, extras included)."""
    masks = _plan(rules)
    if name in ("goko", "shiko", "ame-shiko", "sanko", "ame-sanko"):
        return captured & BRIGHTS
    if name == "godori":
        return captured & masks.godori_mask
    if name == "kusatan":
        return captured & GRASS_RIBBONS
    if name in ("nanatan", "rokutan"):
        return captured & _RIBBONS_BUT_WILLOW
    if name == "tsukifuda":
        return captured & MONTH_MASKS[tsukifuda_month - 1] if tsukifuda_month else 0
    if name == "hanami-zake":
        return captured & HANAMI_ZAKE
    if name == "tsukimi-zake":
        return captured & TSUKIMI_ZAKE
    if name == "nomi":
        return captured & VIEWING_THREE
    modern = rules.calculation != "legacy"  # stacked counts the extra cards too
    if name == "ino-shika-cho":
        return captured & (masks.animals if modern else INO_SHIKA_CHO)
    if name == "tane":
        return captured & masks.animals
    if name in ("akatan", "aotan", "akatan-aotan", "bukku"):
        special = {"akatan": POETRY_RIBBONS, "aotan": BLUE_RIBBONS}.get(name, _SIX_RIBBONS)
        return captured & (RIBBONS if modern else special)
    if name == "tan":
        return captured & RIBBONS
    if name == "kasu":
        return captured & masks.chaff
    return 0


def stop_multipliers(
    total: int, rules: RuleSet, own_koikoi: int, opponent_koikoi: int
) -> tuple[int, list[str]]:
    """Final points for stopping with ``total`` yaku points, and the steps spelled out."""
    steps: list[str] = []
    final = total
    mode = rules.koikoi_multiplier
    if mode == "own_additive" and own_koikoi:
        if own_koikoi <= 3:
            final += own_koikoi
            steps.append(f"+{own_koikoi} for {own_koikoi} koi-koi")
        else:
            final *= own_koikoi - 2
            steps.append(f"x{own_koikoi - 2} for {own_koikoi} koi-koi")
    if rules.seven_doubling and total >= 7:
        final *= 2
        steps.append("x2 for 7+")
    if mode == "opponent_once" and opponent_koikoi:
        final *= 2
        steps.append("x2 for the opponent's koi-koi")
    elif mode == "opponent_each" and opponent_koikoi:
        final *= 2**opponent_koikoi
        steps.append(f"x{2**opponent_koikoi} for the opponent's {opponent_koikoi} koi-koi")
    elif mode == "own_once" and own_koikoi:
        final *= 2
        steps.append("x2 for your koi-koi")
    elif mode == "both_each" and own_koikoi + opponent_koikoi:
        calls = own_koikoi + opponent_koikoi
        final *= 2**calls
        steps.append(f"x{2**calls} for {calls} koi-koi")
    return final, steps


def stop_score(total: int, rules: RuleSet, own_koikoi: int, opponent_koikoi: int) -> int:
    return stop_multipliers(total, rules, own_koikoi, opponent_koikoi)[0]


def hand_yaku(hand: int, keiyaku: bool = False, sou_teshi: bool = False) -> str | None:
    """The hand yaku of a dealt hand mask: 'teshi' (four of one month), 'kuttsuki' (four
    pairs); with the seed-004 switches 'sou-teshi' (two fours) and 'keiyaku' (three of a
    month)."""
    counts = (hand & _EVEN_BITS) + (hand >> 1 & _EVEN_BITS)  # cards per half month
    counts = (counts & _PAIR_BITS) + (counts >> 2 & _PAIR_BITS)  # cards per month, 0-4
    low, two, four = counts & _LOW, counts >> 1 & _LOW, counts >> 2 & _LOW
    fours = _pc(four)
    pairs = _pc(two & ~low & ~four)
    threes = two & low
    if fours:
        return "sou-teshi" if sou_teshi and fours >= 2 else "teshi"
    if pairs >= 4:
        return "kuttsuki"
    return "keiyaku" if keiyaku and threes else None
