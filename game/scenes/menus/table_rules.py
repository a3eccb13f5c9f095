"""More rules of roppyakken or hana-awase: every rule key of the game, read from the engine
(its rules dataclass and CHOICES), as on/off toggles and choices; values changed from the
preset are kept as overrides of the TableSetup being edited. Two columns, paged when a game
has more keys than fit."""

from __future__ import annotations

import pygame

from game.core.scenes import SceneContext
from game.engine import games
from game.i18n import current_language, tr, tr_ctx, tr_later
from game.match.table_setup import (
    LENGTH_KEY,
    TableSetup,
    preset_values,
    rule_kinds,
    value_choices,
)
from game.scenes.menus.setup_rows import reset_and_done, rule_accessors, rule_row
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button

ROWS_PER_COLUMN = 9
PER_PAGE = ROWS_PER_COLUMN * 2
ROW_HEIGHT, ROW_GAP = 62, 10

# key -> (label, description) of the rules that are not yaku (a yaku row is named after the
# yaku); marked for the catalogs, translated when the screen is built
RULE_WORDS: dict[str, tuple[str, str]] = {
    "shima": (
        tr_later("Shima"),
        tr_later("All four cards of pine, plum, cherry, pampas, maple or paulownia."),
    ),
    "teppo_stacks": (
        tr_later("Teppo stacks"),
        tr_later("Teppo scores beside the two viewing yaku."),
    ),
    "nanatan_counts_willow": (
        tr_later("Nanatan counts willow"),
        tr_later("The willow ribbon counts toward seven ribbons."),
    ),
    "rain_cards": (
        tr_later("Rain cards"),
        tr_later("Which willow in a pile voids the viewing yaku."),
    ),
    "rain_cancels_viewing": (
        tr_later("Rain cancels viewing"),
        tr_later("Which willow in a pile voids the viewing yaku."),
    ),
    "sun_saves": (tr_later("Sun saves"), tr_later("Holding the crane keeps the viewing yaku.")),
    "tesan": (tr_later("Te-san"), tr_later("Three of a month in the dealt hand.")),
    "tesan_per_triple": (
        tr_later("Te-san per triple"),
        tr_later("Two triples in the dealt hand score te-san twice."),
    ),
    "fuke": (tr_later("Fuke"), tr_later("A round at or under this many card points is void.")),
    "fuke_counts_willow_paulownia": (
        tr_later("Fuke counts willow and paulownia"),
        tr_later("Willow and paulownia cards count toward the fuke limit."),
    ),
    "fuke_spares_shiko": (
        tr_later("Shiko spares fuke"),
        tr_later("No fuke in a round with shiko."),
    ),
    "oni_on_field_taken_by": (
        tr_later("Wild card on the field"),
        tr_later("Which cards take the rain man from the field."),
    ),
    "target": (tr_later("Target"), tr_later("The score that wins a game.")),
    "ichikoro": (tr_later("Ichikoro"), tr_later("Shiko, then nanatan, win the game at once.")),
    "win_rule": (tr_later("Who wins a game"), tr_later("When a game is won.")),
    "win_points": (tr_later("Win-points"), tr_later("What each won game is worth.")),
    "two_player_hand": (
        tr_later("Two-player hand"),
        tr_later("Cards in each hand with two players."),
    ),
    "first_dealer": (tr_later("First dealer"), tr_later("Who deals the first round.")),
    "next_dealer": (tr_later("Next dealer"), tr_later("Who deals the following round.")),
    "brights_exclusive": (
        tr_later("Best bright yaku only"),
        tr_later("Only the best of the bright yaku counts."),
    ),
    "nomi_stacks": (tr_later("Nomi stacks"), tr_later("Nomi scores beside the two viewing yaku.")),
    "ame_shima_cancels": (
        tr_later("Ame-shima cancels"),
        tr_later("Whose yaku all four willows void."),
    ),
    "chaff_points": (tr_later("Chaff points"), tr_later("What each chaff card is worth.")),
    "scoring": (tr_later("Settlement"), tr_later("How the round's points are paid.")),
    "compensation": (
        tr_later("Compensation"),
        tr_later("Paid to a seat dealt few cards worth points."),
    ),
    "two_player_deal": (tr_later("Two-player deal"), tr_later("How two players deal and play.")),
    "hand_four": (tr_later("Four in a hand"), tr_later("Four of a month in a hand is redealt.")),
    # hachi-hachi's rules (its yaku and specials are named by their yaku names)
    "kan_mon": (tr_later("Kan in mon"), tr_later("How many mon make one kan.")),
    "par": (tr_later("Par"), tr_later("The card points each player is settled against.")),
    "aka_ribbons": (
        tr_later("Aka's ribbons"),
        tr_later("How many ribbons the aka teyaku needs (the rest chaff)."),
    ),
    "willow_chaff_teyaku": (
        tr_later("Willows are chaff in teyaku"),
        tr_later("The four willow cards count as chaff for the teyaku of kinds."),
    ),
    "teyaku_declare": (
        tr_later("Teyaku shown"),
        tr_later("Each player chooses to show or hide a teyaku, or every teyaku is shown."),
    ),
    "shiso_wins_round": (
        tr_later("Shiso wins the round"),
        tr_later("A shown four-and-three ends the round at the deal."),
    ),
    "nanatan_extra": (
        tr_later("Nanatan extra"),
        tr_later("Kan for each ribbon past seven (the willow ribbon then counts)."),
    ),
    "goko_shiko_exclusive": (
        tr_later("Goko replaces shiko"),
        tr_later("Goko does not also score shiko."),
    ),
    "willow_chaff_dekiyaku": (
        tr_later("Willows are chaff in dekiyaku"),
        tr_later("The willows count as chaff in the dekiyaku too: no goko."),
    ),
    "deki_payment": (
        tr_later("Dekiyaku paid"),
        tr_later("At the round's end by how it ends, or each yaku when it is made."),
    ),
    "sage_penalty": (
        tr_later("Sage penalty"),
        tr_later("A player who called sage pays double when another calls shobu."),
    ),
    "cancel": (
        tr_later("Cancel"),
        tr_later("A player who called sage may end the round at a later turn for half."),
    ),
    "exhausted_deki": (
        tr_later("Hands empty with dekiyaku"),
        tr_later("Each holder paid half, or settled by card points."),
    ),
    "hatto": (
        tr_later("Feeder pays"),
        tr_later("A player who feeds the last card of a yaku pays it double."),
    ),
    "zetsuba": (
        tr_later("Rain man and phoenix x4"),
        tr_later("The rain man or the phoenix on the field quadruples the round (else x2)."),
    ),
    "multi_bright": (
        tr_later("Several brights on the field"),
        tr_later("The largest now and the rest carried over, all multiplied, or the largest."),
    ),
    "futahachi_step": (
        tr_later("Futahachi per point"),
        tr_later("Kan for each card point past 168."),
    ),
    "sujuroku_step": (
        tr_later("Sujuroku per chaff"),
        tr_later("Kan for each chaff past sixteen."),
    ),
    "specials_cancel_teyaku": (
        tr_later("Specials cancel teyaku"),
        tr_later("Sohachi, futahachi and sujuroku void the round's teyaku and bonuses."),
    ),
}
# the words of the text values (a value without words is shown by its name)
VALUE_WORDS: dict[str, str] = {
    "any_willow": tr_later("Any willow"),
    "rain_man": tr_later("Rain man only"),
    "off": tr_later("Off"),
    "willow_or_turned": tr_later("Willow or turned card"),
    "any_non_zero": tr_later("Any card worth points"),
    "end_of_round_highest": tr_later("Top score at round end"),
    "first_to_target": tr_later("First to the target"),
    "highest_every_round": tr_later("Top score each round"),
    "card_draw": tr_later("Card draw"),
    "random": tr_later("Random"),
    "rotate": tr_later("Rotate"),
    "highest": tr_later("Top scorer"),
    "all_yaku": tr_later("Every yaku"),
    "others_yaku": tr_later("The others' yaku"),
    "zero_sum": tr_later("Zero-sum (par)"),
    "additive": tr_later("Card points + yaku"),
    "ten_cards": tr_later("Ten cards each"),
    "play_out_stock": tr_later("Play out the stock"),
    "earliest": tr_later("Earliest month"),
    "latest": tr_later("Latest month"),
    # hachi-hachi's
    "at_least_2": tr_later("Two or more"),
    "exactly_2": tr_later("Exactly two"),
    "choose": tr_later("Show or hide"),
    "auto": tr_later("Always shown"),
    "carry": tr_later("Carried over"),
    "stack": tr_later("All multiply"),
    "round_end": tr_later("At the round's end"),
    "on_completion": tr_later("When made"),
    "sage_callers_pay": tr_later("Double"),
    "half": tr_later("For half"),
    "half_each": tr_later("Half each"),
    "card_points": tr_later("Card points"),
    "bright_ribbons": tr_later("Shiko, akatan, aotan"),
}


def rule_label(game: str, key: str) -> str:
    """A rule key in words, translated: a yaku by its name ("Ino-shika-cho"; in Japanese the
    game's kanji name), a worded rule by its label, else the key spelled out."""
    name = games.yaku_names(game).get(key.replace("_", "-"))
    if name is not None:  # in Japanese the game's own name of the yaku (seed 002's for roppyakken)
        return name[1] if current_language() == "ja" else _short(tr_ctx("yaku", name[0]))
    if key in RULE_WORDS:
        return tr(RULE_WORDS[key][0])
    if key == LENGTH_KEY.get(game):  # the setup's Length row
        return tr("Length")
    return key.replace("_", " ").capitalize()


def _short(name: str) -> str:
    """A yaku's name without its explanation in brackets."""
    for bracket in (" (", "（", "("):
        name = name.split(bracket)[0]
    return name.strip()


# a value whose words depend on its rule (the same value names another thing elsewhere)
KEYED_VALUE_WORDS: dict[tuple[str, str], str] = {
    ("multi_bright", "highest"): tr_later("The largest only"),
    ("hatto", "shiko"): tr_later("Shiko only"),
}


def value_label(value, key: str = "") -> str:
    keyed = KEYED_VALUE_WORDS.get((key, str(value)))
    if keyed is not None and not isinstance(value, bool | int):
        return tr(keyed)
    if isinstance(value, bool):
        return tr("On") if value else tr("Off")
    if isinstance(value, int):
        return tr("Off (0)") if value == 0 else str(value)
    known = VALUE_WORDS.get(str(value))
    return tr(known) if known else str(value).replace("_", " ")


def row_description(key: str, preset_value) -> str:
    """What a row's rule does (when it has words) and the preset's value, translated."""
    value = value_label(preset_value, key)
    if key in RULE_WORDS:
        return tr(
            "{description} Preset value: {value}", description=tr(RULE_WORDS[key][1]), value=value
        )
    return tr("Preset value: {value}", value=value)


class TableRulesScene(MenuScene):
    name = "table_rules"
    heading = tr_later("More Rules")
    heading_ja = "ルール"

    def __init__(
        self, context: SceneContext | None = None, setup: TableSetup | None = None
    ) -> None:
        self.setup = setup or TableSetup(games.ROPPYAKKEN)
        self.page = 0
        super().__init__(context)

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.setup.more_rule_keys()) // PER_PAGE))

    def build(self) -> None:
        setup = self.setup
        kinds = rule_kinds(setup.game)
        defaults = preset_values(setup.game, setup.preset)
        keys = setup.more_rule_keys()[self.page * PER_PAGE : (self.page + 1) * PER_PAGE]
        for index, key in enumerate(keys):
            column, row = divmod(index, ROWS_PER_COLUMN)
            rect = pygame.Rect(
                120 + column * 880, 180 + row * (ROW_HEIGHT + ROW_GAP), 820, ROW_HEIGHT
            )
            description = row_description(key, defaults.get(key))
            choices = None
            if kinds[key] != "bool":
                values = value_choices(setup.game, key, setup.rule(key), defaults.get(key))
                choices = [(value, value_label(value, key)) for value in values]
            getter, setter = rule_accessors(setup, key, as_bool=kinds[key] == "bool")
            label = rule_label(setup.game, key)
            self.group.add(rule_row(rect, label, key, description, getter, setter, choices))
        bottom = 180 + ROWS_PER_COLUMN * (ROW_HEIGHT + ROW_GAP) + 20
        if self.pages > 1:
            self.group.add(
                Button(
                    pygame.Rect(120, bottom, 400, 76),
                    tr("Page {page} of {pages}", page=self.page + 1, pages=self.pages),
                    self.next_page,
                    key="page",
                    description=tr("Show the other rules."),
                    size=32,
                )
            )
        reset_and_done(self.group, bottom, 76, 32, self.reset, self.on_back)

    def next_page(self) -> None:
        self.page = (self.page + 1) % self.pages
        self.rebuild()

    def reset(self) -> None:
        self.setup.set_preset(self.setup.preset)
        self.setup.overrides = {}
        self.rebuild()
