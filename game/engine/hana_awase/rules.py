"""Hana-awase's rule set: seed 003's table and readings as defaults, every other as a key.

Presets (``game/engine/hana_awase/presets/``): ``seed003`` (default), ``fudawiki`` (FudaWiki's
values, every bright yaku and every viewing yaku exclusive) and ``sazano`` (sazano123's table).
docs/games.md lists every key.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, get_args

from game.engine.errors import RuleSetError
from game.engine.rulebook import RuleBook, check_choices, game_preset_names, load_game_preset

GAME = "hana-awase"
PACKAGE = __name__.rpartition(".")[0]  # its presets/ (and names.toml) beside this file
DEFAULT_PRESET = "seed003"

# The enumerated options: one Literal each (the type of its rules field), with every
# value's meaning; CHOICES lists them for the screens and the checks.
Scoring = Literal[
    "zero_sum",  # (card points - par) + own yaku x (players - 1) - the others' yaku
    "additive",  # card points + own yaku (FudaWiki's simpler variant)
]
TwoPlayerDeal = Literal[
    "ten_cards",  # 10 in each hand, 8 on the field: the stock runs out with the hands
    "play_out_stock",  # 8 and 8, then the players keep turning the stock to its end
]
FirstDealer = Literal[
    "earliest",  # seed 003: each draws a card, the earliest month deals
    "latest",  # seed 004: the latest month deals
    "random",
]
NextDealer = Literal[
    "highest",  # the round's highest scorer (tie: earliest in turn order)
    "rotate",  # the seat to the right
]
RainCancelsViewing = Literal["off", "rain_man", "any_willow"]
AmeShimaCancels = Literal[
    "off",
    "all_yaku",  # FudaWiki: four willows void every yaku of the round
    "others_yaku",  # ... or only the other seats' yaku
]

CHOICES: dict[str, tuple[str, ...]] = {
    "scoring": get_args(Scoring),
    "two_player_deal": get_args(TwoPlayerDeal),
    "first_dealer": get_args(FirstDealer),
    "next_dealer": get_args(NextDealer),
    "rain_cancels_viewing": get_args(RainCancelsViewing),
    "ame_shima_cancels": get_args(AmeShimaCancels),
}


@dataclass(frozen=True)
class HanaAwaseRules(RuleBook):
    """Every rule a hana-awase table can vary. Defaults are seed 003's multi-player game."""

    name: str = DEFAULT_PRESET
    rounds: int = 12  # rounds (months) in a match
    # yaku (0: not a yaku)
    goko: int = 200  # the five brights (not with shiko; with matsukiri-bozu)
    shiko: int = 60  # crane, curtain, moon, phoenix
    matsukiri_bozu: int = 30  # crane, moon, phoenix
    omote_sugawara: int = 30  # crane, warbler, curtain
    nanatan: int = 40  # seven ribbons other than the willow ribbon (more still nanatan)
    rokutan: int = 30  # six of them (not with nanatan)
    akatan: int = 40
    aotan: int = 40
    kusatan: int = 20  # wisteria, iris, bush-clover ribbons
    ino_shika_cho: int = 30
    nomi: int = 30  # curtain, moon, sake cup (replaces the two viewings)
    hanami_zake: int = 20
    tsukimi_zake: int = 20
    fuji_shima: int = 20  # all four wisteria
    ame_shima: int = 20  # all four willows
    kiri_shima: int = 20  # all four paulownia
    brights_exclusive: bool = False  # only the best of goko, shiko, omote-sugawara, mkb counts
    nomi_stacks: bool = False  # nomi scores beside the two viewings
    nanatan_counts_willow: bool = False
    rain_cancels_viewing: RainCancelsViewing = "off"
    ame_shima_cancels: AmeShimaCancels = "off"
    # card points and settlement
    chaff_points: int = 1  # each chaff (0: the deck is worth 240, par 80 with three)
    scoring: Scoring = "zero_sum"
    fuke: int = 0  # a seat at or under this many card points makes the round a draw (0: off)
    compensation: int = 0  # three players: the dealer or the next seat with 8 cards or fewer,
    # the third seat with 10 or fewer, is paid this much by each other seat (FudaWiki: 30)
    # deal
    two_player_deal: TwoPlayerDeal = "ten_cards"
    hand_four: bool = False  # four of a month in a hand is redealt (the field's always are)
    first_dealer: FirstDealer = "earliest"
    next_dealer: NextDealer = "highest"

    def __post_init__(self) -> None:
        check_choices(self, CHOICES)
        if self.rounds < 1:
            raise RuleSetError(f"rule rounds = {self.rounds} must be at least 1")

    @property
    def deck_points(self) -> int:
        """Card points of the whole deck: 5 brights x 20 + 9 animals x 10 + 10 ribbons x 5 +
        24 chaff x ``chaff_points``."""
        return 240 + 24 * self.chaff_points


def load_rules(preset: str = DEFAULT_PRESET, overrides: dict[str, Any] | None = None):
    """A hana-awase preset with optional overrides; RuleSetError for anything wrong."""
    return load_game_preset(HanaAwaseRules, PACKAGE, preset, overrides)


def preset_names() -> list[str]:
    return game_preset_names(PACKAGE)
