"""The match result's month table says how each month ended: stop, last card, drawn, the
hand yaku's name - from the engine's month results, old ones included."""

from __future__ import annotations

from game.engine.table_view import MonthOutcome
from game.scenes.overlays.match_result import how_it_ended


def outcome(reason: str, winner: int | None, yaku=((), ()), **extra) -> MonthOutcome:
    result = {
        "month": 1,
        "reason": reason,
        "winner": winner,
        "score_delta": (5, 0),
        "scores": (5, 0),
        "yaku": yaku,
        "koikoi": (0, 0),
        "base": 5,
        "steps": (),
        **extra,
    }
    return MonthOutcome.of(result)


def test_each_ending_in_words():
    assert how_it_ended(outcome("stop", 0, ending="stop")) == "stop"
    assert how_it_ended(outcome("stop", 0, ending="last_card")) == "last card"
    assert how_it_ended(outcome("stop", 1, ending="koikoi_once")) == "forced stop"
    assert how_it_ended(outcome("exhausted", None, ending="exhausted")) == "drawn"
    assert how_it_ended(outcome("exhausted", 0, ending="exhausted")) == "hands ran out"
    teshi = ((("teshi", 6),), ())
    assert how_it_ended(outcome("hand_yaku", 0, teshi, ending="hand_yaku")) == "Teshi"
    assert how_it_ended(outcome("both_hand_yaku", None, ending="both_hand_yaku")) == (
        "drawn (both hands)"
    )


def test_a_result_kept_before_endings_were_recorded_reads_as_its_reason():
    assert how_it_ended(outcome("stop", 0)) == "stop"
    assert how_it_ended(outcome("exhausted", None)) == "drawn"
