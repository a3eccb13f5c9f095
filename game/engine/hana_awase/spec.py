"""Hana-awase's :class:`~game.engine.spec.GameSpec`: three or four players, every card
scores, settled against par."""

from __future__ import annotations

from game.engine.hana_awase import texts
from game.engine.hana_awase.rules import GAME, PACKAGE
from game.engine.spec import (
    AI_TABLE,
    PLATE_PAR,
    GameSpec,
    LengthUnit,
    YakuTarget,
    chosen_card_only,
    late,
    late_call,
    month_matching,
    names_of,
    seated_state,
    state_from_deal,
    state_from_position,
    table_record_of,
    table_replay,
    table_summary,
)


def _yaku_names():
    return dict(names_of(PACKAGE).yaku)


def _pile_points(captured, rules):
    from game.engine.hana_awase.scoring import card_points

    return card_points(captured, rules)


def _yaku_held(captured, rules):
    from game.engine.hana_awase.scoring import yaku

    return yaku(captured, rules)[0]


def _rain(rules):
    from game.engine.yaku_sets import RAIN_CARDS

    return RAIN_CARDS[rules.rain_cancels_viewing], 0


def _card_values(rules):
    from game.engine.hana_awase.scoring import card_points

    return tuple(card_points(1 << card, rules) for card in range(48))


def _par(rules, seats):
    from game.engine.hana_awase.scoring import par

    return par(rules, seats)


def _yaku_targets(rules):
    from game.engine.cards import (
        BLUE_RIBBONS,
        BRIGHTS,
        GRASS_RIBBONS,
        INO_SHIKA_CHO,
        MONTH_MASKS,
        POETRY_RIBBONS,
        WILLOWS,
    )
    from game.engine.yaku_sets import (
        FUJI_SHIMA,
        HANAMI_ZAKE,
        MATSUKIRI_BOZU,
        OMOTE_SUGAWARA,
        SHIKO,
        TSUKIMI_ZAKE,
        VIEWING_THREE,
        counted_ribbons,
    )

    ribbons = counted_ribbons(rules.nanatan_counts_willow)
    targets = [
        YakuTarget("goko", BRIGHTS, 5, rules.goko),
        YakuTarget("shiko", SHIKO, 4, rules.shiko),
        YakuTarget("matsukiri-bozu", MATSUKIRI_BOZU, 3, rules.matsukiri_bozu),
        YakuTarget("omote-sugawara", OMOTE_SUGAWARA, 3, rules.omote_sugawara),
        YakuTarget("nanatan", ribbons, 7, rules.nanatan),
        YakuTarget("rokutan", ribbons, 6, rules.rokutan),
        YakuTarget("akatan", POETRY_RIBBONS, 3, rules.akatan),
        YakuTarget("aotan", BLUE_RIBBONS, 3, rules.aotan),
        YakuTarget("kusatan", GRASS_RIBBONS, 3, rules.kusatan),
        YakuTarget("ino-shika-cho", INO_SHIKA_CHO, 3, rules.ino_shika_cho),
        YakuTarget("nomi", VIEWING_THREE, 3, rules.nomi, True),
        YakuTarget("hanami-zake", HANAMI_ZAKE, 2, rules.hanami_zake, True),
        YakuTarget("tsukimi-zake", TSUKIMI_ZAKE, 2, rules.tsukimi_zake, True),
        YakuTarget("fuji-shima", FUJI_SHIMA, 4, rules.fuji_shima),
        YakuTarget("ame-shima", WILLOWS, 4, rules.ame_shima),
        YakuTarget("kiri-shima", MONTH_MASKS[11], 4, rules.kiri_shima),
    ]
    return tuple(t for t in targets if t.points)


SPEC = GameSpec(
    id=GAME,
    package=PACKAGE,
    seats=(2, 3, 4),
    default_seats=3,
    default_preset="seed003",
    offered_seats=(3, 4),
    rules_module=late("game.engine.hana_awase.rules"),
    rules_class=late("game.engine.hana_awase.rules", "HanaAwaseRules"),
    load_rules=late_call("game.engine.hana_awase.rules", "load_rules"),
    state_class=late("game.engine.hana_awase.state", "HanaAwaseState"),
    new_state=seated_state,
    record_of=table_record_of,
    replay=table_replay,
    summary=table_summary,
    yaku_names=_yaku_names,
    yaku_cards=late_call("game.engine.hana_awase.scoring", "yaku_cards"),
    pile_points=_pile_points,
    yaku_held=_yaku_held,
    card_values=_card_values,
    par=_par,
    arrivals=month_matching,
    taken_by_choice=chosen_card_only,
    yaku_targets=_yaku_targets,
    rain=_rain,
    length_key="rounds",
    lengths=(3, 6, 12),
    short_limit=None,
    length_within_preset=False,
    decision_kinds=(),
    ai_roster=AI_TABLE,
    plate=PLATE_PAR,
    from_deal=state_from_deal,
    from_position=state_from_position,
    length_unit=LengthUnit.ROUNDS,
    blurb=texts.BLURB,
    pages=texts.PAGES,
    rules_text=texts.rules_text,
    card_examples=texts.CARD_EXAMPLES,
    card_values_line=texts.CARD_VALUES_LINE,
    arcade_ladder=True,
    smoke_round=(4, 2),
    match_value=late_call("game.engine.table_ai.outcome", "hana_awase_value"),
    playout_yaku_share=0.25,
    favourite_yaku=(
        ("brights", ("goko", "shiko", "matsukiri-bozu", "omote-sugawara")),
        ("hanami-zake", ("hanami-zake", "nomi")),
        ("tsukimi-zake", ("tsukimi-zake", "nomi")),
        ("ino-shika-cho", ("ino-shika-cho",)),
        ("akatan", ("akatan",)),
        ("aotan", ("aotan",)),
        ("tan", ("nanatan", "rokutan", "kusatan")),
    ),
)
