"""Hachi-hachi's rule set: FudaWiki's complete text as the default, every other source's
reading as a key or a preset.

Presets (``game/engine/hachi_hachi/presets/``): ``fudawiki`` (default), ``shiragiku``
(Shiragiku Hanafuda: yaku paid on completion, liability for shiko), ``bga`` (Board Game
Arena's readable parts: willows are chaff in the dekiyaku), ``jawp`` (Japanese Wikipedia: 10 mon
to the kan, aka 3, sunashi) and ``leonard`` (Graham Leonard: aka 3, the higher bright only).
Teyaku, dekiyaku, specials and bonuses are in kan; card settlement in mon; every account is
kept in whole mon (``kan_mon`` to the kan). docs/games.md lists every key and why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, get_args

from game.engine.errors import RuleSetError
from game.engine.rulebook import RuleBook, check_choices, game_preset_names, load_game_preset

GAME = "hachi-hachi"
PACKAGE = __name__.rpartition(".")[0]  # its presets/ (and names.toml) beside this file
DEFAULT_PRESET = "fudawiki"

# The enumerated options: one Literal each (the type of its rules field), with every
# value's meaning; CHOICES lists them for the screens and the checks.
AkaRibbons = Literal["at_least_2", "exactly_2"]
TeyakuDeclare = Literal[
    "choose",  # each seat with a teyaku says show or hide at the deal (hidden: void)
    "auto",  # every teyaku is shown
]
MultiBright = Literal[
    "carry",  # the largest now, the rest queued for later rounds (FudaWiki, BGA)
    "stack",  # every bright multiplies (FudaWiki's variant)
    "highest",  # the largest only, nothing carried (Leonard)
]
DekiPayment = Literal[
    "round_end",  # FudaWiki: paid by how the round ends
    "on_completion",  # Shiragiku: each yaku paid when it is made
]
SagePenalty = Literal[
    "sage_callers_pay",  # a sage caller who loses to shobu pays double
    "off",
]
Cancel = Literal["half", "off"]
ExhaustedDeki = Literal[
    "half_each",  # hands empty with dekiyaku: each holder paid half
    "card_points",  # ... or settled by card points (Shiragiku)
]
Hatto = Literal[
    "off",
    "shiko",  # the feeder of the fourth bright pays double (Shiragiku)
    "bright_ribbons",  # shiko, akatan, aotan (and ino-shika-cho): FudaWiki's option
]
FirstDealer = Literal["card_draw", "random"]

CHOICES: dict[str, tuple[str, ...]] = {
    "aka_ribbons": get_args(AkaRibbons),
    "teyaku_declare": get_args(TeyakuDeclare),
    "multi_bright": get_args(MultiBright),
    "deki_payment": get_args(DekiPayment),
    "sage_penalty": get_args(SagePenalty),
    "cancel": get_args(Cancel),
    "exhausted_deki": get_args(ExhaustedDeki),
    "hatto": get_args(Hatto),
    "first_dealer": get_args(FirstDealer),
}

# the teyaku value keys, group A then group B (kan from each opponent)
GROUP_A = (
    "shiso",
    "ichinishi",
    "nitatesanbon",
    "sanbon_tatesanbon",
    "haneken",
    "futasanbon",
    "teshi",
    "kuttsuki",
    "tatesanbon",
    "sanbon",
)
GROUP_B = ("karasu", "pikaichi", "sunashi", "tanichi", "toichi", "aka")
DEKIYAKU = ("goko", "shiko", "nanatan", "akatan", "aotan", "ino_shika_cho")


@dataclass(frozen=True)
class HachiHachiRules(RuleBook):
    """Every rule a hachi-hachi table can vary. Defaults are FudaWiki's."""

    name: str = DEFAULT_PRESET
    months: int = 12  # rounds in a match (12 or 6)
    kan_mon: int = 12  # mon to the kan (JAWP: 10)
    par: int = 88  # card points each seat is settled against
    # group A teyaku (kan from each opponent)
    shiso: int = 20  # 4-3
    ichinishi: int = 8  # 4-2-1
    nitatesanbon: int = 8  # 3-3, both tate
    sanbon_tatesanbon: int = 7  # 3-3, one tate
    haneken: int = 7  # 3-2-2
    futasanbon: int = 6  # 3-3
    teshi: int = 6  # 4
    kuttsuki: int = 4  # 2-2-2
    tatesanbon: int = 3  # 3 of wisteria, iris or bush clover; the three paulownia chaff
    sanbon: int = 2  # 3 of a month
    # group B teyaku (the willows are chaff)
    karasu: int = 4  # 7 chaff
    pikaichi: int = 4  # 1 bright, 6 chaff
    sunashi: int = 0  # no chaff (JAWP 4)
    tanichi: int = 3  # 1 ribbon, 6 chaff
    toichi: int = 3  # 1 animal, 6 chaff
    aka: int = 2  # ribbons, the rest chaff
    aka_ribbons: AkaRibbons = "at_least_2"
    willow_chaff_teyaku: bool = True
    teyaku_declare: TeyakuDeclare = "choose"
    shiso_wins_round: bool = False  # a shown 4-3 ends the round at the deal
    # dekiyaku (kan from each opponent)
    goko: int = 12
    shiko: int = 10  # crane, curtain, moon, phoenix
    nanatan: int = 10  # seven ribbons, the willow ribbon not counted
    nanatan_extra: int = 0  # kan per ribbon past seven (the willow ribbon then counts)
    akatan: int = 7
    aotan: int = 7
    ino_shika_cho: int = 0  # Nintendo's leaflet: 7
    goko_shiko_exclusive: bool = True
    willow_chaff_dekiyaku: bool = False  # BGA read literally: no goko
    deki_payment: DekiPayment = "round_end"
    sage_penalty: SagePenalty = "sage_callers_pay"
    cancel: Cancel = "half"
    exhausted_deki: ExhaustedDeki = "half_each"
    hatto: Hatto = "off"
    # the field multiplier
    zetsuba: bool = True  # rain man and phoenix make x4 (off: x2 like the others)
    multi_bright: MultiBright = "carry"
    # specials (no dekiyaku), bonuses
    sohachi: int = 10  # all at 88: the dealer takes this from each
    futahachi: int = 10  # one seat at 168 or more ...
    futahachi_step: int = 1  # ... plus this per point past 168
    sujuroku: int = 12  # 16 chaff or more, willows counted ...
    sujuroku_step: int = 2  # ... plus this per chaff past 16
    specials_cancel_teyaku: bool = True
    tobikomi: int = 1  # declared a triple and captured the fourth card of its month
    nukeyaku: int = 1  # declared a group B teyaku (not pikaichi), 89 card points or more
    # the match
    first_dealer: FirstDealer = "card_draw"

    def __post_init__(self) -> None:
        check_choices(self, CHOICES)
        if self.months < 1:
            raise RuleSetError(f"rule months = {self.months} must be at least 1")
        if self.kan_mon < 2 or self.kan_mon % 2:
            raise RuleSetError(f"rule kan_mon = {self.kan_mon} must be an even number (10, 12)")

    @property
    def rounds(self) -> int:
        """Rounds in the match (the name the table and the shared code read)."""
        return self.months


def load_rules(preset: str = DEFAULT_PRESET, overrides: dict[str, Any] | None = None):
    """A hachi-hachi preset with optional overrides; RuleSetError for anything wrong."""
    return load_game_preset(HachiHachiRules, PACKAGE, preset, overrides)


def preset_names() -> list[str]:
    return game_preset_names(PACKAGE)
