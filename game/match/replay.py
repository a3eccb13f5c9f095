"""Replaying a kept match: the record's decisions as the seats' controllers (no pygame).

:class:`ReplayCursor` walks the decisions in order - playing with a pause between them that
follows the speed, paused, or one step at a time - and every seat's :class:`RecordedSeat`
hands the next one to the session when asked. :func:`replay_session` builds the session at
the record's first deal.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.wording import colour_name
from game.engine import games
from game.engine.actions import Action, action_from_json
from game.i18n import tr
from game.match.session import MatchConfig, MatchSession

SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0)
BASE_DELAY = 0.6  # seconds between decisions at 1x
SEAT_COLOURS: tuple[str, ...] = ("red", "blue", "green", "gold")


@dataclass
class ReplayCursor:
    """Where the replay is: the decisions in order, play/pause, pending single steps."""

    decisions: list[Action]
    index: int = 0
    playing: bool = True
    steps: int = 0
    speed: float = 1.0
    waited: float = 0.0
    log: list[str] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return self.index >= len(self.decisions)

    def next(self, budget_seconds: float) -> Action | None:
        if self.finished:
            return None
        if not self.playing:
            if self.steps <= 0:
                return None
            self.steps -= 1
        else:
            self.waited += max(0.0, budget_seconds)
            if self.waited < BASE_DELAY / self.speed:
                return None
        self.waited = 0.0
        action = self.decisions[self.index]
        self.index += 1
        return action


class RecordedSeat:
    """A seat controller that plays the record's decisions (shared cursor)."""

    is_human = False

    def __init__(self, cursor: ReplayCursor, name: str) -> None:
        self.cursor = cursor
        self.name = name

    def begin(self) -> None:
        """Nothing to prepare: the record already knows the decision."""

    def hurry(self) -> None:
        self.cursor.waited = BASE_DELAY

    def poll(self, view, budget_seconds: float) -> Action | None:
        return self.cursor.next(budget_seconds)


def seat_labels(players, seats: int = 2) -> tuple[str, ...]:
    """ "Aki (Red)" for each seat of a record's players list (defaults when malformed)."""
    labels = []
    for seat in range(seats):
        player = players[seat] if isinstance(players, list) and len(players) > seat else None
        if not isinstance(player, dict):
            player = {}
        name = player.get("name")
        name = str(tr("Player {number}", number=seat + 1) if name is None else name)[:40]
        colour = str(player.get("colour", SEAT_COLOURS[seat % len(SEAT_COLOURS)]))
        labels.append(tr("{name} ({colour})", name=name, colour=colour_name(colour)))
    return tuple(labels)


def recorded_decisions(record: dict) -> list[Action]:
    return [action_from_json(d) for month in record["months"] for d in month.get("decisions", [])]


def replay_session(record: dict) -> tuple[MatchSession, ReplayCursor]:
    """A session at the record's first deal whose seats play its decisions, and the cursor
    that paces them. RecordError / ValueError when the record does not replay."""
    state, _ = games.replay(record, emit_events=True, stop_before=0)
    seat_count = len(state.scores)
    names = seat_labels(record.get("players"), seat_count)
    cursor = ReplayCursor(recorded_decisions(record))
    config = MatchConfig(
        rules=state.rules,
        seats=("cpu",) * len(names),
        names=names,
        seed=record.get("seed"),
        viewer=None,
        game=games.record_game(record),
    )
    seats = tuple(RecordedSeat(cursor, name) for name in names)
    return MatchSession(config, seats, state=state), cursor
