"""Koi-koi's :class:`~game.engine.spec.GameSpec` (its engine is game/engine's own modules:
rules, state, scoring, records)."""

from __future__ import annotations

from game.engine.spec import (
    AI_TWO_SEAT,
    PLATE_NONE,
    GameSpec,
    chosen_card_only,
    month_matching,
    names_table,
    no_card_values,
    no_par,
    no_rain,
    no_targets,
)

GAME = "koikoi"


def _rules_module():
    from game.engine import rules

    return rules


def _rules_class():
    from game.engine.rules import RuleSet

    return RuleSet


def _load_rules(preset, overrides):
    from game.engine.rules import load_preset

    return load_preset(preset, overrides)


def _state_class():
    from game.engine.state import State

    return State


def _new_state(game, rules, seats, seed, **kw):
    return _state_class()(rules, seed, **kw)


def _record_of(game, state, players=None, extra=None):
    from game.engine.records import record_of

    return record_of(state, players, extra)


def _replay(game, record, *, emit_events=False, stop_before=None):
    from game.engine.records import replay

    return replay(record, emit_events=emit_events, stop_before=stop_before)


def _summary(game, results, state):
    from game.engine.records import summary

    return {"game": GAME, "players": 2, **summary(results, state)}


def _yaku_names():
    from game.engine.scoring import YAKU_NAMES

    return {**YAKU_NAMES, **names_table(GAME)}


def _yaku_cards(name, captured, rules):
    from game.engine.scoring import yaku_cards

    return yaku_cards(name, captured, rules)


def _yaku_held(captured, rules):
    from game.engine.scoring import evaluate_yaku

    return evaluate_yaku(captured, rules)


SPEC = GameSpec(
    id=GAME,
    seats=(2,),
    default_seats=2,
    default_preset="nintendo",
    offered_seats=(2,),
    rules_module=_rules_module,
    rules_class=_rules_class,
    load_rules=_load_rules,
    state_class=_state_class,
    new_state=_new_state,
    record_of=_record_of,
    replay=_replay,
    summary=_summary,
    yaku_names=_yaku_names,
    yaku_cards=_yaku_cards,
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
    decision_kinds=("koikoi", "stop"),
    ai_roster=AI_TWO_SEAT,
    plate=PLATE_NONE,
)
