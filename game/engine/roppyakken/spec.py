"""Roppyakken's :class:`~game.engine.spec.GameSpec`: two or three players race to 600 card
points; the rain man is wild."""

from __future__ import annotations

from game.engine.cards import RAIN_MAN
from game.engine.roppyakken import texts
from game.engine.roppyakken.rules import GAME, PACKAGE
from game.engine.spec import (
    AI_TABLE,
    PLATE_RACE,
    RESULT_RACE,
    GameSpec,
    LengthUnit,
    YakuTarget,
    late,
    late_call,
    names_of,
    no_par,
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
    from game.engine.roppyakken.scoring import card_points

    return card_points(captured)


def _yaku_held(captured, rules):
    from game.engine.roppyakken.scoring import dekiyaku

    return dekiyaku(captured, rules)[0]


def _rain(rules):
    from game.engine.cards import CRANE
    from game.engine.yaku_sets import RAIN_CARDS

    return RAIN_CARDS[rules.rain_cards], CRANE if rules.sun_saves else 0


def _card_values(rules):
    from game.engine.roppyakken.scoring import card_points

    return tuple(card_points(1 << card) for card in range(48))


def _arrivals(rules):
    from game.engine.roppyakken.capture import arrival_rule

    return arrival_rule(rules)


def _taken_by_choice(card, chosen, field):
    from game.engine.roppyakken.capture import capture_for

    return capture_for(card, chosen, field)


def _fuke_count(captured, rules):
    from game.engine.roppyakken.scoring import fuke_points

    return fuke_points(captured, rules), rules.fuke, rules.fuke_counts_willow_paulownia


def _yaku_targets(rules):
    from game.engine.cards import (
        BLUE_RIBBONS,
        GRASS_RIBBONS,
        INO_SHIKA_CHO,
        MONTH_MASKS,
        POETRY_RIBBONS,
        WILLOWS,
    )
    from game.engine.roppyakken.scoring import SHIMA_MONTHS
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
        YakuTarget("shiko", SHIKO, 4, rules.shiko),
        YakuTarget("nanatan", ribbons, 7, rules.nanatan),
        YakuTarget("matsukiri-bozu", MATSUKIRI_BOZU, 3, rules.matsukiri_bozu),
        YakuTarget("omote-sugawara", OMOTE_SUGAWARA, 3, rules.omote_sugawara),
        YakuTarget("ino-shika-cho", INO_SHIKA_CHO, 3, rules.ino_shika_cho),
        YakuTarget("akatan", POETRY_RIBBONS, 3, rules.akatan),
        YakuTarget("aotan", BLUE_RIBBONS, 3, rules.aotan),
        YakuTarget("kusatan", GRASS_RIBBONS, 3, rules.kusatan),
        YakuTarget("teppo", VIEWING_THREE, 3, rules.teppo, True),
        YakuTarget("hanami-zake", HANAMI_ZAKE, 2, rules.hanami_zake, True),
        YakuTarget("tsukimi-zake", TSUKIMI_ZAKE, 2, rules.tsukimi_zake, True),
        YakuTarget("nizoro", WILLOWS, 4, rules.nizoro),
        YakuTarget("fuji-shima", FUJI_SHIMA, 4, rules.fuji_shima),
    ]
    targets += [YakuTarget(name, MONTH_MASKS[m - 1], 4, rules.shima) for name, m in SHIMA_MONTHS]
    return tuple(t for t in targets if t.points)


SPEC = GameSpec(
    id=GAME,
    package=PACKAGE,
    seats=(2, 3),
    default_seats=2,
    default_preset="shiragiku",
    offered_seats=(2, 3),
    rules_module=late("game.engine.roppyakken.rules"),
    rules_class=late("game.engine.roppyakken.rules", "RoppyakkenRules"),
    load_rules=late_call("game.engine.roppyakken.rules", "load_rules"),
    state_class=late("game.engine.roppyakken.state", "RoppyakkenState"),
    new_state=seated_state,
    record_of=table_record_of,
    replay=table_replay,
    summary=table_summary,
    yaku_names=_yaku_names,
    yaku_cards=late_call("game.engine.roppyakken.scoring", "yaku_cards"),
    pile_points=_pile_points,
    yaku_held=_yaku_held,
    card_values=_card_values,
    par=no_par,
    arrivals=_arrivals,
    taken_by_choice=_taken_by_choice,
    yaku_targets=_yaku_targets,
    rain=_rain,
    length_key="wins_to_match",
    lengths=(1, 2, 3),
    short_limit=1,
    length_within_preset=True,
    decision_kinds=(),
    ai_roster=AI_TABLE,
    plate=PLATE_RACE,
    from_deal=state_from_deal,
    from_position=state_from_position,
    length_unit=LengthUnit.WON_GAMES,
    wild_card=RAIN_MAN.bit_length() - 1,  # the rain man (11-1)
    blurb=texts.BLURB,
    pages=texts.PAGES,
    rules_text=texts.rules_text,
    card_examples=texts.CARD_EXAMPLES,
    card_values_line=texts.CARD_VALUES_LINE,
    arcade_ladder=True,
    smoke_round=(3, 6),  # seed 6 gives seat 0 the wild card's capture choice in round 1
    match_value=late_call("game.engine.table_ai.outcome", "roppyakken_value"),
    playout_yaku_share=0.0,
    favourite_yaku=(
        ("brights", ("shiko", "matsukiri-bozu", "omote-sugawara")),
        ("hanami-zake", ("hanami-zake", "teppo")),
        ("tsukimi-zake", ("tsukimi-zake", "teppo")),
        ("ino-shika-cho", ("ino-shika-cho",)),
        ("akatan", ("akatan",)),
        ("aotan", ("aotan",)),
        ("tan", ("nanatan", "kusatan")),
    ),
    round_result=RESULT_RACE,
    fuke_count=_fuke_count,
)
