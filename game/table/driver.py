"""The match driver of a table: a session and the director, and the rule that the match waits
for the animations.

Each frame the director advances its tweens; only when it is idle may the session take its
next step (a CPU decision, the player's submitted choice), whose events - filtered for the
table's viewer - go back to the director. The session is anything with the
:class:`MatchSource` methods: a local ``game.match.session.MatchSession`` (vs the CPU, on the
couch, a replay driven by a record's decisions) or a network session.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from game.engine import events as ev
from game.engine.actions import Action
from game.engine.koikoi.view import InformationView
from game.engine.table_view import TableView
from game.view.director import Director

MAX_CPU_SPEED = 20.0  # the CPU's presentation pause follows the animation speed up to this


class MatchSource(Protocol):
    """What a table needs of a match. Everything it returns is a value: no State."""

    config: object  # the match's MatchConfig (seats, names, seed, viewer)
    names: tuple[str, ...]
    initial_events: list
    previous_turn: list  # events of the last finished turn
    last_month_turn: list  # the last turn of the month that just ended
    after_apply: list  # listeners called after every decision (autosave)

    @property
    def seat_count(self) -> int: ...

    def view(self, viewer: int | None) -> TableView: ...

    def information(self, seat: int) -> InformationView: ...

    def is_human(self, seat: int) -> bool: ...

    def awaiting_human(self) -> bool: ...

    def submit(self, action: Action) -> bool: ...

    def step(self, budget_seconds: float) -> list: ...

    def is_over(self) -> bool: ...

    def hurry(self) -> None: ...

    def cpu_thinking(self) -> float | None: ...


class MatchDriver:
    """A session, the director showing it to ``viewer``, and the animation gate between."""

    def __init__(self, session: MatchSource, viewer: int | None, speed: float) -> None:
        self.session = session
        self.viewer = viewer
        self.director = Director(viewer, speed, session.seat_count)
        self.director.game_of = lambda: self.view.game

    @property
    def view(self) -> TableView:
        """The match as the table's viewer sees it now."""
        return self.session.view(self.viewer)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self.session.names)

    @property
    def seats(self) -> Sequence[str]:
        """The seat kinds ("human" / "cpu")."""
        return tuple(self.session.config.seats)

    def feed(self, events: list) -> None:
        """Events to the director as the viewer may see them (hidden hands stay hidden)."""
        self.director.feed(ev.for_viewer(events, self.viewer))

    def step(self, dt: float) -> list:
        """Let the match take its next step (call only while the director is idle): the
        events, or [] while the seat to act has no answer yet."""
        return self.session.step(dt * min(self.director.speed, MAX_CPU_SPEED))

    def show(self, events: list) -> None:
        """Start showing a step's events at once."""
        self.feed(events)
        self.director.update(0.0)

    def human_to_act(self) -> bool:
        """A person of this table is to act (whether or not they have answered)."""
        seat = self.view.current
        return seat >= 0 and self.session.is_human(seat)

    def fast_forward(self) -> None:
        """Snap the animations and skip the CPU's pause."""
        self.director.skip()
        self.session.hurry()
