"""Match records: a whole match as JSON that replays exactly (docs/records.md).

This module reads and writes every game's files and replays koi-koi's; the other games'
replay lives in game/engine/fishing/records.py (``game.engine.games.replay`` picks one).
A record holds the game, the rules (preset plus overrides), the players, and per month the dealer,
the explicit deal and the decisions in order. Draws are implied by the stock order. The
same format serves finished matches, the autosave of a match in progress and replays.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from game.engine.actions import action_from_json
from game.engine.deal import Deal
from game.engine.errors import EngineError, RecordError, RuleSetError
from game.engine.koikoi.month import KOIKOI_CALLS
from game.engine.koikoi.rules import GAME, load_preset
from game.engine.koikoi.state import State

FORMAT = "hanafuda-record"
VERSION = 1
MAX_RECORD_BYTES = 5_000_000


def record_of(
    state: State, players: list[dict] | None = None, extra: dict[str, Any] | None = None
) -> dict:
    """The record of a match (finished or in progress) that ``state`` has played."""
    rules = state.rules
    try:
        base = load_preset(rules.name)
    except RuleSetError:
        base = load_preset("nintendo")
    months = []
    for number, month in enumerate(state.record_rounds(), start=1):
        entry = {"month": number, "dealer": month["dealer"]}
        entry.update(month["deal"].to_json())
        entry["decisions"] = [action.to_json() for action in month["decisions"]]
        months.append(entry)
    record = {
        "format": FORMAT,
        "version": VERSION,
        "game": GAME,
        "rules": {"preset": base.name, "overrides": rules.overrides_from(base)},
        "players": players or [{"name": "Player 1"}, {"name": "Player 2"}],
        "months": months,
        "final_scores": list(state.returns()) if state.is_terminal() else None,
    }
    if extra:
        record.update(extra)
    return record


def save_record(record: dict, path: str | os.PathLike) -> None:
    """Write a record atomically (temp file, fsync, rename)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(record, ensure_ascii=False, indent=1)
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        if os.path.exists(temp):
            os.unlink(temp)
        raise


def load_record(path: str | os.PathLike) -> dict:
    """Read and check a record file; RecordError names the file and the problem."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_RECORD_BYTES:
            raise RecordError(f"{path}: file is too large to be a record ({size} bytes)")
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise RecordError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise RecordError(f"{path}: cannot read: {error}") from None
    except json.JSONDecodeError as error:
        raise RecordError(f"{path}: not valid JSON ({error.msg} at line {error.lineno})") from None
    check_record(data, source=str(path))
    return data


def check_record(data: Any, source: str = "record") -> None:
    """The record's format (any game's; ``game.engine.games.check_record`` also checks that its
    game is one the engine plays)."""
    if not isinstance(data, dict):
        raise RecordError(f"{source}: a record must be a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"{source}: format must be {FORMAT!r}, not {data.get('format')!r}")
    if data.get("version") != VERSION:
        raise RecordError(f"{source}: unsupported record version {data.get('version')!r}")
    if not isinstance(data.get("months"), list):
        raise RecordError(f"{source}: 'months' must be a list")
    if not isinstance(data.get("rules", {}), dict):
        raise RecordError(f"{source}: 'rules' must be an object")


def rules_of(record: dict, game_spec=None):
    """The record's rule set (its preset, the game's default when absent, plus overrides);
    ``game_spec``: the record's game (koi-koi's when None)."""
    rules = record.get("rules") or {}
    overrides = rules.get("overrides") or {}
    if not isinstance(overrides, dict):
        raise RecordError("rules.overrides must be an object")
    try:
        if game_spec is None:
            return load_preset(rules.get("preset") or "nintendo", overrides)
        return game_spec.load_rules(rules.get("preset") or game_spec.default_preset, overrides)
    except RuleSetError as error:
        raise RecordError(f"rules: {error}") from None


def replay(record: dict, *, emit_events: bool = False, stop_before: int | None = None):
    """Re-play a record through the engine.

    Returns ``(state, months)`` where months lists each finished month's result dict.
    ``stop_before`` stops before that many decisions in total (for step-by-step viewers).
    Raises RecordError naming the month and move index of the first problem.
    """
    check_record(record)
    if record.get("game", GAME) != GAME:
        raise RecordError(
            f"this is a {record['game']} record; replay it with game.engine.games.replay"
        )
    rules = rules_of(record)
    months = record["months"]
    deals = []
    for number, month in enumerate(months, start=1):
        if not isinstance(month, dict):
            raise RecordError("a month entry must be an object", month=number)
        try:
            deals.append(
                Deal.from_codes(
                    month.get("hands"),
                    month.get("field"),
                    month.get("stock"),
                    month.get("tsukifuda_month", 0),
                )
            )
        except EngineError as error:
            raise RecordError(f"bad deal: {error}", month=number) from None
    if not months:
        raise RecordError("the record has no months")
    first_dealer = months[0].get("dealer")
    if first_dealer not in (0, 1):
        raise RecordError(f"dealer must be 0 or 1, not {first_dealer!r}", month=1)
    state = State(
        rules, record.get("seed"), deals=deals, first_dealer=first_dealer, emit_events=emit_events
    )
    return replay_months(
        state,
        months,
        stop_before,
        deal_number=lambda s: s.round,
        results=lambda s: s.round_results,
        ended_at_deal=_ended_at_deal,
    )


def replay_months(state, months: list, stop_before, *, deal_number, results, ended_at_deal=None):
    """Apply every recorded month's decisions to ``state`` (any game): each month must be
    the one the engine is in, with the dealer the rules gave; RecordError names the month and
    move of the first problem. ``deal_number(state)`` / ``results(state)`` read the game's
    deal counter and result list; ``ended_at_deal(state, n)`` says month n needed no move."""
    applied = 0
    for number, month in enumerate(months, start=1):
        ended = state.is_terminal() or deal_number(state) > number
        if ended and ended_at_deal and not month.get("decisions") and ended_at_deal(state, number):
            continue  # teshi / kuttsuki: the month ended inside the previous month's last move
        if state.is_terminal():
            raise RecordError("the match was already over", month=number)
        if deal_number(state) != number:
            raise RecordError(f"the engine is in month {deal_number(state)}", month=number)
        if month.get("dealer") != state.dealer:
            raise RecordError(
                f"dealer is {month.get('dealer')!r} but the rules make "
                f"player {state.dealer} the dealer",
                month=number,
            )
        decisions = month.get("decisions", [])
        if not isinstance(decisions, list):
            raise RecordError("decisions must be a list", month=number)
        for move, decision in enumerate(decisions):
            if stop_before is not None and applied >= stop_before:
                return state, list(results(state))
            if deal_number(state) != number or state.is_terminal():
                raise RecordError("the month was already over", month=number, move=move)
            try:
                state.apply(action_from_json(decision))
            except (ValueError, EngineError) as error:
                raise RecordError(str(error), month=number, move=move) from None
            applied += 1
    return state, list(results(state))


def _ended_at_deal(state: State, number: int) -> bool:
    """Did month ``number`` end at its deal (hand yaku), with no decision in it?"""
    return any(
        r["month"] == number and r["reason"] in ("hand_yaku", "both_hand_yaku")
        for r in state.round_results
    )


def summary(results: list[dict], state: State) -> dict:
    """The `replay --json` object: per-month results and the final scores."""
    return {
        "months": [
            {
                "month": r["month"],
                "winner": r["winner"],
                "reason": r["reason"],
                "score_delta": list(r["score_delta"]),
                "yaku": [[list(y) for y in seat] for seat in r["yaku"]],
                KOIKOI_CALLS: list(r[KOIKOI_CALLS]),
            }
            for r in results
        ],
        "final_scores": list(state.returns()),
        "finished": state.is_terminal(),
    }
