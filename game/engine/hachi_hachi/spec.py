"""Hachi-hachi's :class:`~game.engine.spec.GameSpec`: three players, 12 or 6 months, card
points against the par of 88, teyaku and dekiyaku in kan, decisions of kind ``declare``."""

from __future__ import annotations

from game.engine.hachi_hachi import texts
from game.engine.hachi_hachi.rules import GAME, PACKAGE
from game.engine.spec import (
    PLATE_PAR,
    GameSpec,
    LengthUnit,
    YakuTarget,
    chosen_card_only,
    late,
    late_call,
    month_matching,
    names_of,
    no_rain,
    seated_state,
    state_from_deal,
    state_from_position,
    table_record_of,
    table_replay,
    table_summary,
)


def _summary(game, results, state) -> dict:
    """The `replay --json` object: the shared one with each round's teyaku, multiplier, how
    it was settled and every payment (payer, payee, mon, reason)."""
    data = table_summary(game, results, state)
    for month, result in zip(data["months"], results, strict=True):
        month["teyaku"] = [[list(t) for t in seat] for seat in result["teyaku"]]
        month["multiplier"] = result["multiplier"]
        month["settled_by"] = result["win_reason"]
        month["payments"] = [list(p) for p in result["payments"]]
    return data


def _yaku_names():
    return dict(names_of(PACKAGE).yaku)


def _pile_points(captured, rules):
    from game.engine.hachi_hachi.scoring import card_points

    return card_points(captured)


def _yaku_held(captured, rules):
    from game.engine.hachi_hachi.scoring import dekiyaku

    return list(dekiyaku(captured, rules))


def _card_values(rules):
    from game.engine.hachi_hachi.scoring import card_points

    return tuple(card_points(1 << card) for card in range(48))


def _par(rules, seats):
    return rules.par


def _yaku_targets(rules):
    from game.engine.cards import (
        BLUE_RIBBONS,
        BRIGHTS,
        INO_SHIKA_CHO,
        POETRY_RIBBONS,
        RIBBONS,
        WILLOW_RIBBON,
    )
    from game.engine.yaku_sets import SHIKO

    targets = [
        YakuTarget("goko", BRIGHTS, 5, 0 if rules.willow_chaff_dekiyaku else rules.goko),
        YakuTarget("shiko", SHIKO, 4, rules.shiko),
        YakuTarget("nanatan", RIBBONS & ~WILLOW_RIBBON, 7, rules.nanatan),
        YakuTarget("akatan", POETRY_RIBBONS, 3, rules.akatan),
        YakuTarget("aotan", BLUE_RIBBONS, 3, rules.aotan),
        YakuTarget("ino-shika-cho", INO_SHIKA_CHO, 3, rules.ino_shika_cho),
    ]
    return tuple(t for t in targets if t.points)


SPEC = GameSpec(
    id=GAME,
    package=PACKAGE,
    seats=(3,),
    default_seats=3,
    default_preset="fudawiki",
    offered_seats=(3,),
    rules_module=late("game.engine.hachi_hachi.rules"),
    rules_class=late("game.engine.hachi_hachi.rules", "HachiHachiRules"),
    load_rules=late_call("game.engine.hachi_hachi.rules", "load_rules"),
    state_class=late("game.engine.hachi_hachi.state", "HachiHachiState"),
    new_state=seated_state,
    record_of=table_record_of,
    replay=table_replay,
    summary=_summary,
    yaku_names=_yaku_names,
    yaku_cards=late_call("game.engine.hachi_hachi.scoring", "yaku_cards"),
    pile_points=_pile_points,
    yaku_held=_yaku_held,
    card_values=_card_values,
    par=_par,
    arrivals=month_matching,
    taken_by_choice=chosen_card_only,
    yaku_targets=_yaku_targets,
    rain=no_rain,
    length_key="months",
    lengths=(6, 12),
    short_limit=None,
    length_within_preset=False,
    # its declarations: teyaku shown or hidden at the deal, shobu / sage after a dekiyaku,
    # the cancel of a sage (HachiHachiState.legal_actions offers each in its phase)
    decision_kinds=("show", "hide", "shobu", "sage", "cancel"),
    decision_prompt="hachi_prompt",  # game/scenes/overlays/hachi_prompt.py
    ai_roster="hachi-hachi-cpus",  # its own CPUs (hachi_hachi/ai.py)
    plate=PLATE_PAR,
    offered=True,
    score_report=late_call("game.engine.hachi_hachi.report", "pile_report"),
    teyaku_report=late_call("game.engine.hachi_hachi.report", "teyaku_report"),
    length_unit=LengthUnit.MONTHS,
    hint_search=late("game.engine.hachi_hachi.hints", "HachiHintSearch"),
    from_deal=state_from_deal,
    from_position=state_from_position,
    yaku_examples=late("game.engine.hachi_hachi.report", "TEYAKU_EXAMPLES"),
    score_unit="mon",
    blurb=texts.BLURB,
    pages=texts.PAGES,
    rules_text=texts.rules_text,
    card_examples=texts.CARD_EXAMPLES,
    card_values_line=texts.CARD_VALUES_LINE,
    arcade_ladder=True,
    yaku_unit="kan",
)
