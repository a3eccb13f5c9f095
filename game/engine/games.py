"""The games the engine plays, by id: koi-koi, roppyakken and hana-awase.

One entry point per question a caller asks of any game: which seat counts it supports, its
rule sets and presets (``load_rules``), a new match (``new_state``), what a capture pile
scores (``score_pile``), its names (``game_title``, ``yaku_names``), and its records
(``record_of`` / ``replay``).
Every state answers the same API (``current_player``, ``legal_actions``, ``apply``,
``is_terminal``, ``returns``, ``clone``, ``information``).
"""

from __future__ import annotations

from game.engine.catalog import (
    GAME_IDS,
    GAMES,
    HANA_AWASE,
    KOIKOI,
    ROPPYAKKEN,
    GameInfo,
    check_seats,
    game_info,
    game_title,
    load_rules,
    new_state,
    parse_rule_overrides,
    preset_names,
    rule_choices,
    score_pile,
    state_class,
    yaku_cards,
    yaku_names,
)
from game.engine.errors import RecordError

__all__ = [
    "KOIKOI",
    "ROPPYAKKEN",
    "HANA_AWASE",
    "GameInfo",
    "GAMES",
    "GAME_IDS",
    "game_info",
    "check_seats",
    "load_rules",
    "parse_rule_overrides",
    "preset_names",
    "rule_choices",
    "state_class",
    "new_state",
    "yaku_names",
    "game_title",
    "score_pile",
    "yaku_cards",
    "record_of",
    "record_game",
    "replay",
    "summary",
]


def record_of(state, players: list[dict] | None = None, extra: dict | None = None) -> dict:
    """The match record of any game's state (koi-koi's State has no ``GAME``)."""
    if not getattr(state, "GAME", ""):
        from game.engine.records import record_of as koikoi_record_of

        return koikoi_record_of(state, players, extra)
    from game.engine.fishing.records import table_record_of

    return table_record_of(state, players, extra)


def record_game(record: dict) -> str:
    """The game a record is of (records without ``"game"`` are koi-koi's)."""
    game = record.get("game", KOIKOI)
    if game not in GAMES:
        raise RecordError(f"unknown game {game!r} (known: {', '.join(GAME_IDS)})")
    return game


def replay(record: dict, *, emit_events: bool = False, stop_before: int | None = None):
    """Re-play a checked record of any game: ``(state, per-deal results)``."""
    from game.engine.records import check_record

    check_record(record)
    if record_game(record) == KOIKOI:
        from game.engine.records import replay as koikoi_replay

        return koikoi_replay(record, emit_events=emit_events, stop_before=stop_before)
    from game.engine.fishing.records import replay_table

    return replay_table(record, emit_events=emit_events, stop_before=stop_before)


def summary(results: list[dict], state) -> dict:
    """The `replay --json` object of any game's replayed match."""
    if state_class(KOIKOI) is type(state):
        from game.engine.records import summary as koikoi_summary

        return {"game": KOIKOI, "players": 2, **koikoi_summary(results, state)}
    from game.engine.fishing.records import table_summary

    return table_summary(results, state)
