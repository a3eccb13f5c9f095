"""Match records of the two-to-four-seat games: koi-koi's format (docs/records.md) with a
``"game"`` key and one player, one hand per seat.

``months`` lists every deal in order (a round of roppyakken, a month of hana-awase) with its
dealer, hands, field, stock and decisions; the record replays exactly through the engine.
"""

from __future__ import annotations

from typing import Any

from game.engine.errors import EngineError, RecordError, RuleSetError
from game.engine.fishing.deal import TableDeal
from game.engine.koikoi.records import replay_months, rules_of
from game.engine.roppyakken.rules import GAME as ROPPYAKKEN

FORMAT = "hanafuda-record"
VERSION = 1


def table_record_of(
    game_spec, state, players: list[dict] | None = None, extra: dict | None = None
) -> dict:
    """The record of a match (finished or in progress) that ``state`` of the game
    ``game_spec`` has played."""
    info = game_spec
    try:
        base = info.load_rules(state.rules.name, None)
    except RuleSetError:
        base = info.load_rules(info.default_preset, None)
    months = []
    for number, entry in enumerate(state.record_rounds(), start=1):
        month = {"month": number, "dealer": entry["dealer"]}
        month.update(entry["deal"].to_json())
        month["decisions"] = [action.to_json() for action in entry["decisions"]]
        months.append(month)
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": info.id,
        "rules": {"preset": base.name, "overrides": state.rules.overrides_from(base)},
        "players": players or [{"name": f"Player {seat + 1}"} for seat in range(state.seats)],
        "months": months,
        "final_scores": list(state.returns()) if state.is_terminal() else None,
    }
    if extra:
        record.update(extra)
    return record


def replay_table(
    game_spec, record: dict, *, emit_events: bool = False, stop_before: int | None = None
):
    """Re-play a record of the two-to-four-seat game ``game_spec``; returns ``(state, round
    results)``.

    ``stop_before`` stops before that many decisions in total. RecordError names the month
    and move of the first problem."""
    info = game_spec
    months = record["months"]
    if not months:
        raise RecordError("the record has no months")
    first = months[0]
    if not isinstance(first, dict) or not isinstance(first.get("hands"), list):
        raise RecordError("a month entry must be an object with a list of hands", month=1)
    seats = len(first["hands"])
    try:
        info.check_seats(seats)
    except EngineError as error:
        raise RecordError(str(error), month=1) from None
    players = record.get("players")
    if players is not None and (not isinstance(players, list) or len(players) != seats):
        raise RecordError(f"'players' must list {seats} players, one per hand")
    rules = rules_of(record, info)
    state_class = info.state_class()
    sizes = state_class(rules, seats, _blank=True).deal_sizes()
    deals = []
    for number, month in enumerate(months, start=1):
        if not isinstance(month, dict):
            raise RecordError("a month entry must be an object", month=number)
        try:
            deals.append(
                TableDeal.from_codes(
                    month.get("hands"), month.get("field"), month.get("stock"), seats, *sizes
                )
            )
        except EngineError as error:
            raise RecordError(f"bad deal: {error}", month=number) from None
    dealer = first.get("dealer")
    if type(dealer) is not int or not 0 <= dealer < seats:
        raise RecordError(f"dealer must be a seat 0-{seats - 1}, not {dealer!r}", month=1)
    seed = record.get("seed")
    if seed is not None and type(seed) is not int:
        raise RecordError(f"seed must be a whole number, not {seed!r}")
    state = state_class(
        rules, seats, seed, deals=deals, first_dealer=dealer, emit_events=emit_events
    )
    return replay_months(
        state,
        months,
        stop_before,
        deal_number=lambda s: s.round,
        results=lambda s: s.round_results,
    )


def table_summary(results: list[dict], state) -> dict:
    """The `replay --json` object of a two-to-four-seat game."""
    months = []
    for r in results:
        month = {
            "month": r["month"],
            "winner": r["winner"],
            "reason": r["reason"],
            "score_delta": list(r["score_delta"]),
            "card_points": list(r["card_points"]),
            "yaku": [[list(y) for y in seat] for seat in r["yaku"]],
            "fuke": list(r["fuke"]),
        }
        if state.GAME == ROPPYAKKEN:
            month["teyaku"] = [[list(t) for t in seat] for seat in r["teyaku"]]
            month["round_points"] = list(r["round_points"])
            month["win_reason"] = r["win_reason"]
        months.append(month)
    return {
        "game": state.GAME,
        "players": state.seats,
        "months": months,
        "final_scores": list(state.returns()),
        "wins": list(state.wins_so_far()),
        "finished": state.is_terminal(),
    }
