"""The engine's TableView rebuilt on a client from what the server sent: a seat's (or a
spectator's) wire view, plus what the client saw go by - the month results and the last
month end.

The server's view (``KoiKoiGame.views``) holds only what its viewer may see: the viewer's own
hand, the other hands as counts, the field, the capture piles, scores, koi-koi calls, the
pending choice and, on the viewer's own turn, the legal actions. :func:`table_view` turns it
into the same frozen TableView a local match gives its table (the yaku held and what a stop
pays are counted here by the engine, exactly as ``table_view.snapshot`` counts them), so
the table cannot tell a remote match from a local one. No pygame here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine import events as ev
from game.engine.actions import action_from_json
from game.engine.cards import card_id, mask_from_ids
from game.engine.errors import EngineError
from game.engine.phases import MATCH_OVER, TAKE_AFTER_PLAY
from game.engine.rules import RuleSet
from game.engine.table_view import (
    Decision,
    MonthOutcome,
    PendingChoice,
    TableView,
    leader_of,
    seat_view,
)


def _mask(codes: Sequence[str]) -> int:
    return mask_from_ids(card_id(code) for code in codes)


def _codes(codes: Sequence[str]) -> tuple[str, ...]:
    """Card codes as sent, each checked (UnknownCardError for a code that is no card)."""
    for code in codes:
        card_id(code)
    return tuple(codes)


def outcome_of(end: ev.MonthEnded) -> MonthOutcome:
    """The month result a MonthEnded event announced."""
    return MonthOutcome(
        month=end.month,
        reason=end.reason,
        winner=end.winner,
        score_delta=tuple(end.score_delta),
        scores=tuple(end.scores),
        yaku=tuple(tuple((str(name), int(points)) for name, points in held) for held in end.yaku),
        koikoi=tuple(end.koikoi),
        base=end.base,
        steps=tuple(end.steps),
        ending=end.ending or end.reason,
    )


def outcome_from_json(result: dict[str, Any]) -> MonthOutcome:
    """A month result as the server's snapshot lists it (JSON: lists for tuples)."""
    return MonthOutcome(
        month=int(result["month"]),
        reason=str(result["reason"]),
        winner=result["winner"],
        score_delta=tuple(result["score_delta"]),
        scores=tuple(result["scores"]),
        yaku=tuple(
            tuple((str(name), int(points)) for name, points in held) for held in result["yaku"]
        ),
        koikoi=tuple(result["koikoi"]),
        base=int(result["base"]),
        steps=tuple(result["steps"]),
        ending=str(result.get("ending", result["reason"])),
    )


def table_view(
    view: dict[str, Any],
    rules: RuleSet,
    *,
    results: tuple[MonthOutcome, ...] = (),
    last_month_end: ev.MonthEnded | None = None,
    stock_drawn: int = 0,
    decisions: int = 0,
) -> TableView:
    """The TableView of a wire ``view``. ``stock_drawn`` and ``decisions`` only need to
    change when the position does (the Hint and the action list key on them); ValueError
    when the view is malformed."""
    try:
        seat_count = len(view["hand_counts"])
        koikoi = tuple(int(calls) for calls in view["koikoi"])
        phase = str(view["phase"])
        over = phase == MATCH_OVER
        seats = tuple(
            seat_view(
                seat,
                _codes(view["hands"][seat]) if view["hands"][seat] is not None else None,
                int(view["hand_counts"][seat]),
                _mask(view["captured"][seat]),
                int(view["scores"][seat]),
                koikoi,
                rules,
                int(view["dealer"]) == seat,
            )
            for seat in range(seat_count)
        )
        current = -1 if over else int(view["current"])
        pending = None
        if view["pending"] is not None:
            pending = PendingChoice(
                player=current,
                card=_codes([view["pending"]])[0],
                options=_codes(view["pending_options"]),
                source="play" if phase == TAKE_AFTER_PLAY else "draw",
            )
        scores = tuple(int(score) for score in view["scores"])
        return TableView(
            viewer=view["viewer"],
            rules=rules,
            month=int(view["month"]),
            months=int(view["months"]),
            dealer=int(view["dealer"]),
            seats=seats,
            field=_codes(view["field"]),
            stock_count=int(view["stock_count"]),
            stock_drawn=stock_drawn,
            current=current,
            phase=phase,
            decision=Decision.of_phase(phase),
            pending=pending,
            legal=tuple(action_from_json(action) for action in view["legal"]),
            results=results,
            last_month_end=last_month_end,
            over=over,
            winner=leader_of(scores),
            decisions=decisions,
        )
    except (KeyError, IndexError, TypeError, ValueError, EngineError) as error:
        raise ValueError(f"malformed view from the server: {error!r}") from None
