"""What one finished match record says, for the achievements: read by replaying the record
through the engine (game.engine.games.replay), never by trusting its summary fields.

:func:`facts_of` gives a :class:`MatchFacts` - the game, how it was played, who sat where,
and per seat the yaku scored, the best month, koi-koi wins, ichikoro and the match's winner.
:func:`holds` says whether an achievement's condition (game.persist.achievement_list) holds
for one of the people at that table. :func:`arcade_note` is what the recorder keeps of an
arcade run in the record so a cleared ladder can be told later.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from game.core.kinds import MatchMode, SeatKind
from game.engine import games
from game.engine.koikoi.month import KOIKOI_CALLS
from game.persist.achievement_list import ANY_GAME, Achievement

ICHIKORO_REASONS = ("shiko", "nanatan")
ARCADE = MatchMode.ARCADE


@dataclass
class MatchFacts:
    """One finished match, as the achievements see it."""

    game: str
    mode: str
    seats: int
    humans: tuple[int, ...]  # the seats people sat in
    date: str = ""  # "YYYY-MM-DD" it finished ("" when unknown)
    winner: int | None = None  # the match's winner (the highest result alone)
    yaku: list[set[str]] = field(default_factory=list)  # per seat
    best_month: list[int] = field(default_factory=list)  # per seat
    most_calls_won: list[int] = field(default_factory=list)  # koi-koi calls in a won month
    ichikoro: list[bool] = field(default_factory=list)
    ladder_cleared: bool = False  # the winner beat the last stage of the game's ladder


def _is_person(player: Any) -> bool:
    if not isinstance(player, dict):
        return False
    return player.get("kind", SeatKind.HUMAN) == SeatKind.HUMAN and "cpu" not in player


def arcade_note(saved: Any) -> dict | None:
    """What a record keeps of the arcade run its match belongs to (the ladder's save
    context, game.scenes.arcade.ladder): the game, mode and stage; None when not arcade."""
    if not isinstance(saved, dict):
        return None
    session = saved.get("session")
    run = session.get("run") if isinstance(session, dict) else None
    if not isinstance(run, dict) or not isinstance(run.get("stage_id"), str):
        return None
    return {"game": saved.get("game"), "mode": run.get("mode"), "stage_id": run["stage_id"]}


@cache
def last_stage_id(game: str) -> str | None:
    """The id of the last stage a run of ``game``'s ladder must beat."""
    from game.arcade.stage_files import load_ladder

    available = [stage for stage in load_ladder(game=game) if stage.available]
    return available[-1].stage_id if available else None


def _yaku_ids(entries: Any) -> set[str]:
    out: set[str] = set()
    for entry in entries or ():
        if isinstance(entry, str):
            out.add(entry)
        elif isinstance(entry, list | tuple) and entry and isinstance(entry[0], str):
            out.add(entry[0])
    return out


def facts_of(record: dict, last_stage: Callable[[str], str | None] = last_stage_id) -> MatchFacts:
    """The facts of a finished record (game.engine.errors.EngineError when it does not
    replay)."""
    state, results = games.replay(record)
    game = games.record_game(record)
    players = record.get("players", [])
    seats = len(players)
    arcade = record.get(ARCADE) if isinstance(record.get(ARCADE), dict) else None
    mode = ARCADE if arcade else str(record.get("mode") or MatchMode.CPU)
    finished = str(record.get("finished_at", ""))
    facts = MatchFacts(
        game,
        mode,
        seats,
        tuple(seat for seat, player in enumerate(players) if _is_person(player)),
        date=finished[:10],
        yaku=[set() for _ in range(seats)],
        best_month=[0] * seats,
        most_calls_won=[0] * seats,
        ichikoro=[False] * seats,
    )
    names = games.yaku_names(game)
    for result in results:
        for seat in range(seats):
            for key in ("yaku", "teyaku"):
                per_seat = result.get(key) or []
                if seat < len(per_seat):
                    facts.yaku[seat] |= _yaku_ids(per_seat[seat])
            for payment in result.get("payments") or ():  # hachi-hachi's specials, bonuses
                if len(payment) == 4 and payment[1] == seat and payment[3] in names:
                    facts.yaku[seat].add(payment[3])
            delta = result.get("score_delta") or []
            if seat < len(delta) and isinstance(delta[seat], int):
                facts.best_month[seat] = max(facts.best_month[seat], delta[seat])
        winner = result.get("winner")
        if isinstance(winner, int) and 0 <= winner < seats:
            calls = result.get(KOIKOI_CALLS) or []
            if winner < len(calls) and isinstance(calls[winner], int):
                facts.most_calls_won[winner] = max(facts.most_calls_won[winner], calls[winner])
            if result.get("win_reason") in ICHIKORO_REASONS:
                facts.ichikoro[winner] = True
    if state.is_terminal():
        final = list(state.returns())
        best = max(final)
        if final.count(best) == 1:
            facts.winner = final.index(best)
    if arcade and facts.winner in facts.humans:
        facts.ladder_cleared = arcade.get("stage_id") == last_stage(game)
    return facts


def holds(achievement: Achievement, facts: MatchFacts) -> bool:
    """Whether the achievement's per-match condition holds for a person at this table (the
    ``count`` and ``all_of`` parts are the book's business)."""
    when = achievement.when
    if achievement.needs or not facts.humans:
        return False
    if achievement.game != ANY_GAME and achievement.game != facts.game:
        return False
    if "mode" in when and when["mode"] != facts.mode:
        return False
    if len(facts.humans) < when.get("humans", 0):
        return False
    if "seats" in when and when["seats"] != facts.seats:
        return False
    return any(_holds_for_seat(when, facts, seat) for seat in facts.humans)


def _holds_for_seat(when: dict, facts: MatchFacts, seat: int) -> bool:
    won = facts.winner == seat
    checks = (
        ("yaku", lambda: when["yaku"] in facts.yaku[seat]),
        ("match_won", lambda: won),
        ("won_after_koikoi", lambda: facts.most_calls_won[seat] >= when["won_after_koikoi"]),
        ("ichikoro", lambda: facts.ichikoro[seat]),
        ("month_points", lambda: facts.best_month[seat] >= when["month_points"]),
        ("ladder_cleared", lambda: won and facts.ladder_cleared),
    )
    return all(check() for key, check in checks if key in when)
