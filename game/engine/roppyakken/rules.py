"""Roppyakken's rule set: every reading of seed 002 and the other sources as a key.

Defaults are seed 002 (Shiragiku Hanafuda, the ``shiragiku`` preset); ``fudawiki`` holds
FudaWiki's values and readings. Presets live in ``game/engine/roppyakken/presets/``;
docs/games.md lists every key.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, get_args

from game.engine.errors import RuleSetError
from game.engine.rulebook import RuleBook, check_choices, game_preset_names, load_game_preset

GAME = "roppyakken"
PACKAGE = __name__.rpartition(".")[0]  # its presets/ (and names.toml) beside this file
DEFAULT_PRESET = "shiragiku"

# The enumerated options: one Literal each (the type of its rules field), with every
# value's meaning; CHOICES lists them for the screens and the checks.
WinRule = Literal[
    "end_of_round_highest",  # Shiragiku 2019, FudaWiki: at round end ichikoro, else top 600+
    "first_to_target",  # Shiragiku before 2019: the first to reach 600 (and keep it) wins
    "highest_every_round",  # the 2019 text read literally: no 600, the round's top wins
]
RainCards = Literal[
    "any_willow",  # seed 002: any willow in the pile voids teppo / hanami / tsukimi
    "rain_man",  # only the rain man does
    "off",
]
OniOnFieldTakenBy = Literal[
    "willow_or_turned",  # seed 002: a willow from the hand, or any turned non-0 card
    "any_non_zero",  # FudaWiki: any non-0 card, from the hand too
]
NextDealer = Literal["rotate", "highest"]
FirstDealer = Literal["card_draw", "random"]

CHOICES: dict[str, tuple[str, ...]] = {
    "win_rule": get_args(WinRule),
    "rain_cards": get_args(RainCards),
    "oni_on_field_taken_by": get_args(OniOnFieldTakenBy),
    "next_dealer": get_args(NextDealer),
    "first_dealer": get_args(FirstDealer),
}


@dataclass(frozen=True)
class RoppyakkenRules(RuleBook):
    """Every rule a roppyakken table can vary. Defaults are seed 002 (Shiragiku)."""

    name: str = DEFAULT_PRESET
    # dekiyaku (0: not a yaku)
    shiko: int = 600  # crane, curtain, moon, phoenix
    nanatan: int = 600  # any seven ribbons
    matsukiri_bozu: int = 150  # crane, moon, phoenix
    omote_sugawara: int = 100  # 大三: crane, warbler, curtain
    ino_shika_cho: int = 300
    akatan: int = 150  # 小三: the three poetry ribbons
    aotan: int = 200
    kusatan: int = 100  # wisteria, iris, bush-clover ribbons
    teppo: int = 300  # curtain, moon, sake cup
    hanami_zake: int = 100
    tsukimi_zake: int = 100
    nizoro: int = 200  # all four willows
    shima: int = 50  # all four of pine, plum, cherry, pampas, maple or paulownia (each)
    fuji_shima: int = 0  # all four wisteria (FudaWiki)
    teppo_stacks: bool = False  # teppo scores beside hanami / tsukimi instead of replacing them
    nanatan_counts_willow: bool = True  # the willow ribbon counts toward nanatan
    rain_cards: RainCards = "any_willow"
    sun_saves: bool = True  # holding the crane (日の出) keeps the viewing yaku
    # teyaku at the deal (0: not a teyaku)
    tesan: int = 200  # three of a month in the dealt hand
    sogasu: int = 400  # every dealt card a 0-point card
    tesan_per_triple: bool = True  # two triples score te-san twice
    # the round
    fuke: int = 30  # a seat at or under this many card points voids the round (0: off)
    fuke_counts_willow_paulownia: bool = False  # seed 002 leaves willow and paulownia out
    fuke_spares_shiko: bool = True  # no fuke when shiko was made
    oni_on_field_taken_by: OniOnFieldTakenBy = "willow_or_turned"
    # winning
    target: int = 600
    ichikoro: bool = True  # shiko, then nanatan, win the game whatever the scores
    win_rule: WinRule = "end_of_round_highest"
    wins_to_match: int = 3  # games to win the match (1: a single game)
    win_points: int = 10  # each won game; the others pay wins_to_match x this - their own
    # deal
    two_player_hand: int = 8  # cards in each hand with two players (8 on the field)
    first_dealer: FirstDealer = "card_draw"
    next_dealer: NextDealer = "rotate"

    def __post_init__(self) -> None:
        check_choices(self, CHOICES)
        if self.target < 1:
            raise RuleSetError(f"rule target = {self.target} must be at least 1")
        if self.wins_to_match < 1:
            raise RuleSetError(f"rule wins_to_match = {self.wins_to_match} must be at least 1")
        if not 8 <= self.two_player_hand <= 10:
            raise RuleSetError(f"rule two_player_hand = {self.two_player_hand} must be 8, 9 or 10")


def load_rules(preset: str = DEFAULT_PRESET, overrides: dict[str, Any] | None = None):
    """A roppyakken preset with optional overrides; RuleSetError for anything wrong."""
    return load_game_preset(RoppyakkenRules, PACKAGE, preset, overrides)


def preset_names() -> list[str]:
    return game_preset_names(PACKAGE)
