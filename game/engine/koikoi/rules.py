"""Rule sets: every house rule as a field of a frozen value, named presets loaded from TOML.

A :class:`RuleSet` is plain data. Presets live in ``game/engine/koikoi/presets/<name>.toml``; any
field can be overridden with ``KEY=VALUE`` strings (see :func:`parse_overrides`) or a dict.
docs/engine.md lists every key.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Literal, get_args

from game.engine.errors import RuleSetError
from game.engine.rulebook import (
    RuleBook,
    check_choices,
    coerce_rule,
    preset_names_in,
    read_preset,
    rule_fields,
    split_overrides,
)

GAME = "koikoi"  # the game these rules are of (game.engine.games)

# The enumerated options: one Literal each (the type of its RuleSet field), with every
# value's meaning; CHOICES lists them for the screens and the checks.
ViewingYaku = Literal["counted", "never", "with_other"]
Calculation = Literal[
    "modern",  # ino-shika-cho / akatan / aotan absorb tane / tan, +1 per extra card
    "legacy",  # they score flat beside tane / tan
    "stacked",  # +1 per extra card and tane / tan still score beside (two ribbon yaku)
]
KoikoiMultiplier = Literal[
    "opponent_once",  # opponent's koi-koi doubles once (seed 000)
    "opponent_each",  # each koi-koi of the opponent doubles again: 2, 4, 8 ...
    "own_once",  # the stopping player's own koi-koi doubles
    "both_each",  # x2 per koi-koi called by either player this month (seed 001)
    "own_additive",  # KoiKoi Japan: own n calls add +n (n<=3) or multiply by n-2 (n>=4)
    "none",
]
DrawnMonth = Literal[
    "nothing",  # nobody scores (seed 000)
    "dealer_wins",  # oya-ken: the dealer scores drawn_month_points
    "non_dealer_wins",  # the non-dealer scores drawn_month_points
    "dealer_plus_minus",  # KoiKoi Japan: dealer +drawn_month_points, other -drawn_month_points
]
NextDealer = Literal["winner", "alternate"]
DrawnMonthDealer = Literal["stays", "alternates"]
SakeCup = Literal["both", "animal", "chaff", "neither"]
FirstDealer = Literal[
    "random",
    "card_draw",  # seed 000: the earlier month deals
    "card_draw_latest",  # seed 004: the later month deals
]
HandYaku = Literal["score", "redeal", "off"]
RainCancelsViewing = Literal["off", "rain_man", "any_willow"]
GodoriCards = Literal[
    "crane_geese_phoenix",  # seed 004's 五鳥
    "three_birds",  # go-stop's godori: warbler, cuckoo, geese
]

# Allowed values of the enumerated options.
CHOICES: dict[str, tuple[str, ...]] = {
    "viewing_yaku": get_args(ViewingYaku),
    "calculation": get_args(Calculation),
    "koikoi_multiplier": get_args(KoikoiMultiplier),
    "drawn_month": get_args(DrawnMonth),
    "next_dealer": get_args(NextDealer),
    "drawn_month_dealer": get_args(DrawnMonthDealer),
    "sake_cup": get_args(SakeCup),
    "first_dealer": get_args(FirstDealer),
    "hand_yaku": get_args(HandYaku),
    "rain_cancels_viewing": get_args(RainCancelsViewing),
    "godori_cards": get_args(GodoriCards),
}


@dataclass(frozen=True)
class RuleSet(RuleBook):
    """Every rule a Koi-Koi table can vary. Defaults are seed 000 (the nintendo preset)."""

    name: str = "nintendo"
    months: int = 12
    target_score: int = 0  # 0: none; a running score reaching it ends the match
    start_score: int = 0  # each player's score before month 1
    zero_sum: bool = False  # a month moves points from loser to winner
    end_at_zero: bool = False  # the match ends when a score reaches 0 or below
    # yaku values
    goko: int = 10
    shiko: int = 8
    ame_shiko: int = 7
    sanko: int = 5
    ino_shika_cho: int = 5
    akatan: int = 5
    aotan: int = 5
    akatan_aotan: int = 10  # modern calculation: all six ribbons as one yaku
    akatan_aotan_bonus: int = 0  # legacy calculation: extra points for all six
    viewing_yaku: ViewingYaku = "counted"
    viewing_points: int = 5
    viewing_points_after_koikoi: int = 0  # 0: same as viewing_points
    calculation: Calculation = "modern"
    sake_cup: SakeCup = "both"
    bukku: bool = False  # all six special ribbons score bukku_points instead
    bukku_points: int = 12
    nomi: bool = False  # curtain + moon + sake cup score nomi_points
    nomi_points: int = 10
    # multipliers
    seven_doubling: bool = True
    koikoi_multiplier: KoikoiMultiplier = "opponent_once"
    koikoi_once_per_month: bool = False
    # deal and months
    hand_yaku: HandYaku = "score"  # teshi/kuttsuki: score | redeal | off
    hand_yaku_points: int = 6
    first_dealer: FirstDealer = "random"
    next_dealer: NextDealer = "winner"
    drawn_month: DrawnMonth = "nothing"
    drawn_month_points: int = 0
    drawn_month_dealer: DrawnMonthDealer = "stays"
    # house rules of other scorers and seed 004 (the defaults keep seed 000's game)
    hanami_zake: bool = True  # curtain + sake cup is a yaku
    tsukimi_zake: bool = True  # moon + sake cup is a yaku
    # the viewing yaku are void with the rain man / any willow
    rain_cancels_viewing: RainCancelsViewing = "off"
    kusatan: int = 0  # grass ribbons (wisteria, iris, bush clover); 0: not a yaku
    lightning_is_chaff: bool = True  # the willow lightning counts for kasu
    kasu_extra: int = 1  # points per chaff card beyond the tenth
    ame_sanko: int = 0  # three brights with the rain man; 0: nothing
    godori: int = 0  # the three birds of godori_cards; 0: not a yaku
    godori_cards: GodoriCards = "crane_geese_phoenix"
    nanatan: int = 0  # seven ribbons other than the willow ribbon; 0: not a yaku
    rokutan: int = 0  # six such ribbons (not with nanatan)
    tsukifuda: int = 0  # all four cards of the month drawn at the deal; 0: not a yaku
    keiyaku: bool = False  # three of a month in the dealt hand is a hand yaku
    sou_teshi: bool = False  # two fours of a month in the dealt hand are a hand yaku
    hand_size: int = 8  # cards dealt to each hand (8 field cards either way)
    ranking_points: dict = field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self) -> None:
        check_choices(self, CHOICES)
        if self.months < 1:
            raise RuleSetError(f"rule months = {self.months} must be at least 1")
        if not 8 <= self.hand_size <= 10:
            raise RuleSetError(f"rule hand_size = {self.hand_size} must be 8, 9 or 10")

    @property
    def max_koikoi_calls(self) -> int:
        """Koi-koi calls one player can make in a month (one after each turn but the last)."""
        return self.hand_size - 1

    @property
    def viewing_after_koikoi(self) -> int:
        return self.viewing_points_after_koikoi or self.viewing_points


RULE_FIELDS: dict[str, dataclasses.Field] = rule_fields(RuleSet)


def _coerce(key: str, value: Any) -> Any:
    """Check one override and convert strings from the command line to the field's type."""
    return coerce_rule(RULE_FIELDS, key, value)


def parse_overrides(pairs: list[str] | None) -> dict[str, Any]:
    """Turn ["months=6", "seven_doubling=off"] into a checked dict of overrides."""
    return {key: _coerce(key, value) for key, value in split_overrides(pairs).items()}


def preset_names() -> list[str]:
    """The standard presets (each has its CPU win-probability table)."""
    return preset_names_in(resources.files(__package__) / "presets")


def variant_preset_names() -> list[str]:
    """Presets of variant tables (``presets/variants/``: seed 004's), loadable by name like
    the standard ones; they join preset_names() once the CPU has a win-probability table
    for them."""
    return preset_names_in(resources.files(__package__) / "presets" / "variants")


def load_preset(name: str, overrides: dict[str, Any] | None = None) -> RuleSet:
    """The named preset with optional overrides; raises RuleSetError for anything wrong."""
    folder = resources.files(__package__) / "presets"
    if isinstance(name, str) and name in variant_preset_names():
        folder = folder / "variants"
    data = read_preset(
        folder / f"{name}.toml", name, lambda: preset_names() + variant_preset_names()
    )
    data.pop("description", None)
    ranking = data.pop("ranking_points", {})
    values = {key: _coerce(key, value) for key, value in data.items()}
    values["name"] = name
    rules = RuleSet(**values, ranking_points=ranking)
    return rules.with_overrides(overrides) if overrides else rules


def rules_from(
    preset: str = "nintendo", overrides: dict[str, Any] | None = None, **kw: Any
) -> RuleSet:
    merged = dict(overrides or {}, **kw)
    return load_preset(preset, merged)
