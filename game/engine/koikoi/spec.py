"""Koi-koi's :class:`~game.engine.spec.GameSpec` (its engine is this package's modules:
rules, state, scoring, records)."""

from __future__ import annotations

from game.engine.koikoi.decisions import CHOICES
from game.engine.koikoi.rules import GAME
from game.engine.spec import (
    AI_TWO_SEAT,
    PLATE_NONE,
    RESULT_MONTH,
    GameSpec,
    LengthUnit,
    chosen_card_only,
    late,
    late_call,
    month_matching,
    names_of,
    no_card_values,
    no_par,
    no_rain,
    no_targets,
    state_from_deal,
)
from game.engine.texts import tr_later

PACKAGE = __package__  # koi-koi's data: names.toml, presets/ beside this module


def _new_state(game, rules, seats, seed, **kw):
    from game.engine.koikoi.state import State

    return State(rules, seed, **kw)


def _record_of(game, state, players=None, extra=None):
    from game.engine.koikoi.records import record_of

    return record_of(state, players, extra)


def _replay(game, record, *, emit_events=False, stop_before=None):
    from game.engine.koikoi.records import replay

    return replay(record, emit_events=emit_events, stop_before=stop_before)


def _summary(game, results, state):
    from game.engine.koikoi.records import summary

    return {"game": GAME, "players": 2, **summary(results, state)}


def _yaku_names():
    from game.engine.koikoi.scoring import YAKU_NAMES

    return {**YAKU_NAMES, **names_of(PACKAGE).yaku}


def _yaku_held(captured, rules):
    from game.engine.koikoi.scoring import evaluate_yaku

    return evaluate_yaku(captured, rules)


SPEC = GameSpec(
    id=GAME,
    package=PACKAGE,
    seats=(2,),
    default_seats=2,
    default_preset="nintendo",
    offered_seats=(2,),
    rules_module=late("game.engine.koikoi.rules"),
    rules_class=late("game.engine.koikoi.rules", "RuleSet"),
    load_rules=late_call("game.engine.koikoi.rules", "load_preset"),
    state_class=late("game.engine.koikoi.state", "State"),
    new_state=_new_state,
    record_of=_record_of,
    replay=_replay,
    summary=_summary,
    yaku_names=_yaku_names,
    yaku_cards=late_call("game.engine.koikoi.scoring", "yaku_cards"),
    pile_points=None,
    yaku_held=_yaku_held,
    card_values=no_card_values,
    par=no_par,
    arrivals=month_matching,
    taken_by_choice=chosen_card_only,
    yaku_targets=no_targets,
    rain=no_rain,
    length_key="months",
    lengths=(),
    short_limit=None,
    length_within_preset=False,
    decision_kinds=CHOICES,  # declared, and recorded as {"koikoi": true / false}
    ai_roster=AI_TWO_SEAT,
    plate=PLATE_NONE,
    decision_prompt="koikoi_prompt",
    from_deal=state_from_deal,
    length_unit=LengthUnit.MONTHS,
    blurb=tr_later("Two players: make yaku, then call koi-koi to play on, or stop and score."),
    round_result=RESULT_MONTH,
)
