"""Koi-koi's :class:`~game.engine.spec.GameSpec` (its engine is game/engine's own modules:
rules, state, scoring, records)."""

from __future__ import annotations

from game.engine.actions import ActionKind
from game.engine.rules import GAME
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

# koi-koi's own package: the engine modules at game/engine's top level that are its rules,
# state, turns, actions, scoring and records (the other games keep theirs in a folder)
OWN_MODULES = (
    "engine/actions.py",
    "engine/month.py",
    "engine/positions.py",
    "engine/records.py",
    "engine/rules.py",
    "engine/scoring.py",
    "engine/state.py",
    "engine/turns.py",
)


PACKAGE = "game.engine"  # koi-koi's data: game/engine/names.toml, game/engine/presets/


def _new_state(game, rules, seats, seed, **kw):
    from game.engine.state import State

    return State(rules, seed, **kw)


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

    return {**YAKU_NAMES, **names_of(PACKAGE).yaku}


def _yaku_held(captured, rules):
    from game.engine.scoring import evaluate_yaku

    return evaluate_yaku(captured, rules)


SPEC = GameSpec(
    id=GAME,
    package=PACKAGE,
    seats=(2,),
    default_seats=2,
    default_preset="nintendo",
    offered_seats=(2,),
    rules_module=late("game.engine.rules"),
    rules_class=late("game.engine.rules", "RuleSet"),
    load_rules=late_call("game.engine.rules", "load_preset"),
    state_class=late("game.engine.state", "State"),
    new_state=_new_state,
    record_of=_record_of,
    replay=_replay,
    summary=_summary,
    yaku_names=_yaku_names,
    yaku_cards=late_call("game.engine.scoring", "yaku_cards"),
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
    decision_kinds=(ActionKind.KOIKOI, ActionKind.STOP),
    ai_roster=AI_TWO_SEAT,
    plate=PLATE_NONE,
    decision_prompt="koikoi_prompt",
    from_deal=state_from_deal,
    length_unit=LengthUnit.MONTHS,
    blurb=tr_later("Two players: make yaku, then call koi-koi to play on, or stop and score."),
    round_result=RESULT_MONTH,
)
