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
    CURTAIN,
    INO_SHIKA_CHO,
    MOON,
    POETRY_RIBBONS,
    RAIN_MAN,
    RIBBONS,
    SAKE_CUP,
)
from game.engine.rules import RuleSet

YAKU_NAMES: dict[str, tuple[str, str]] = {
    # id: (English display, Japanese)
    "goko": ("Goko (five brights)", "五光"),
    "shiko": ("Shiko (four brights)", "四光"),
    "ame-shiko": ("Ame-shiko (rainy four brights)", "雨四光"),
    "sanko": ("Sanko (three brights)", "三光"),
    "hanami-zake": ("Hanami-zake (flower viewing)", "花見酒"),
    "tsukimi-zake": ("Tsukimi-zake (moon viewing)", "月見酒"),
    "nomi": ("Nomi (drinking)", "飲み"),
    "ino-shika-cho": ("Ino-shika-cho (boar, deer, butterflies)", "猪鹿蝶"),
    "akatan-aotan": ("Akatan-aotan (red and blue poetry)", "赤短青短"),
    "bukku": ("Bukku (six special ribbons)", "武功"),
    "akatan": ("Akatan (red poetry ribbons)", "赤短"),
    "aotan": ("Aotan (blue ribbons)", "青短"),
    "tane": ("Tane (animals)", "タネ"),
    "tan": ("Tan (ribbons)", "タン"),
    "kasu": ("Kasu (chaff)", "カス"),
    "teshi": ("Teshi (four of a month in hand)", "手四"),
    "kuttsuki": ("Kuttsuki (four pairs in hand)", "くっつき"),
}

_pc = int.bit_count
_SIX_RIBBONS = POETRY_RIBBONS | BLUE_RIBBONS


class _Masks:
    """Kind masks after the sake-cup rule (it may count as animal, chaff or both)."""

    __slots__ = ("animals", "chaff")

    def __init__(self, rules: RuleSet):
        self.animals = ANIMALS if rules.sake_cup in ("both", "animal") else ANIMALS & ~SAKE_CUP
        self.chaff = CHAFF | SAKE_CUP if rules.sake_cup in ("both", "chaff") else CHAFF


_MASK_CACHE: dict[str, _Masks] = {}


def _masks(rules: RuleSet) -> _Masks:
    found = _MASK_CACHE.get(rules.sake_cup)
    if found is None:
        found = _MASK_CACHE[rules.sake_cup] = _Masks(rules)
    return found


def kind_masks(rules: RuleSet) -> tuple[int, int]:
    """(animals, chaff): the cards that count as each under the rules' sake-cup rule."""
    masks = _masks(rules)
    return masks.animals, masks.chaff


def evaluate_yaku(captured: int, rules: RuleSet, own_koikoi: int = 0) -> list[tuple[str, int]]:
    """Every yaku the capture mask scores, best bright yaku only, in display order."""
    out: list[tuple[str, int]] = []
    masks = _masks(rules)
    brights = _pc(captured & BRIGHTS)
    if brights == 5:
        out.append(("goko", rules.goko))
    elif brights == 4:
        if captured & RAIN_MAN:
            out.append(("ame-shiko", rules.ame_shiko))
        else:
            out.append(("shiko", rules.shiko))
    elif brights == 3 and not captured & RAIN_MAN:
        out.append(("sanko", rules.sanko))

    if captured & SAKE_CUP and rules.viewing_yaku != "never":
        viewing = rules.viewing_after_koikoi if own_koikoi else rules.viewing_points
        curtain = captured & CURTAIN
        moon = captured & MOON
        if rules.nomi and curtain and moon:
            out.append(("nomi", rules.nomi_points))
        else:
            if curtain:
                out.append(("hanami-zake", viewing))
            if moon:
                out.append(("tsukimi-zake", viewing))

    modern = rules.calculation == "modern"
    animals = _pc(captured & masks.animals)
    if captured & INO_SHIKA_CHO == INO_SHIKA_CHO:
        if modern:
            out.append(("ino-shika-cho", rules.ino_shika_cho + animals - 3))
        else:
            out.append(("ino-shika-cho", rules.ino_shika_cho))
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
        if aka:
            out.append(("akatan", rules.akatan))
        if ao:
            out.append(("aotan", rules.aotan))
        if aka and ao and rules.akatan_aotan_bonus:
            out.append(("akatan-aotan", rules.akatan_aotan_bonus))
        if ribbons >= 5:
            out.append(("tan", ribbons - 4))

    chaff = _pc(captured & masks.chaff)
    if chaff >= 10:
        out.append(("kasu", chaff - 9))

    if rules.viewing_yaku == "with_other" and out:
        if all(name in ("hanami-zake", "tsukimi-zake", "nomi") for name, _ in out):
            out = []
    return out


def yaku_total(captured: int, rules: RuleSet, own_koikoi: int = 0) -> int:
    total = 0
    for _, points in evaluate_yaku(captured, rules, own_koikoi):
        total += points
    return total


def yaku_cards(name: str, captured: int, rules: RuleSet) -> int:
    """The cards of ``captured`` that make the named yaku (all of its kind, extras included)."""
    masks = _masks(rules)
    if name in ("goko", "shiko", "ame-shiko", "sanko"):
        return captured & BRIGHTS
    if name == "hanami-zake":
        return captured & (CURTAIN | SAKE_CUP)
    if name == "tsukimi-zake":
        return captured & (MOON | SAKE_CUP)
    if name == "nomi":
        return captured & (CURTAIN | MOON | SAKE_CUP)
    modern = rules.calculation == "modern"
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


def hand_yaku(hand: int) -> str | None:
    """'teshi' (four of one month) or 'kuttsuki' (four pairs) for an 8-card hand mask."""
    pairs = 0
    for month in range(12):
        n = _pc(hand >> (4 * month) & 0b1111)
        if n == 4:
            return "teshi"
        if n == 2:
            pairs += 1
    return "kuttsuki" if pairs == 4 else None
