"""MatchSession: one match between two seats, driving the rules engine (no pygame).

The session owns the engine ``State``, the two seat controllers and the list of events
produced so far. The table calls :meth:`step` when its animations are idle; the session
asks the controller of the seat to act for an action (a human's submitted choice, a CPU's
decision) and applies it, returning the engine events for the director. It also keeps what
the HUD needs: the previous turn's events, month results and the names of the seats.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.engine import events as ev
from game.engine.rules import RuleSet, load_preset
from game.engine.state import State
from game.match.controllers import CpuController, HumanController, SeatController, make_cpu


@dataclass
class MatchConfig:
    """What the setup scene chose: rules, seat kinds and names, CPU level, seed."""

    rules: str | RuleSet = "nintendo"
    overrides: dict = field(default_factory=dict)
    level: str = "greedy"
    seats: tuple[str, str] = ("human", "cpu")  # "human" | "cpu"
    names: tuple[str, str] = ("You", "CPU")
    seed: int | None = None
    viewer: int | None = 0  # seat whose hand is shown; None: all

    def rule_set(self) -> RuleSet:
        rules = load_preset(self.rules) if isinstance(self.rules, str) else self.rules
        return rules.with_overrides(self.overrides) if self.overrides else rules


def autoplay_config(
    months: int = 12, seed: int | None = None, level: str = "normal"
) -> MatchConfig:
    """CPU vs CPU with both hands face up (attract mode, --autoplay, benchmarks)."""
    return MatchConfig(
        overrides={"months": months},
        level=level,
        seats=("cpu", "cpu"),
        names=("Red CPU", "Blue CPU"),
        seed=seed,
        viewer=None,
    )


TURN_EVENTS = (
    ev.CardPlayed,
    ev.Captured,
    ev.CardDrawn,
    ev.CardToField,
    ev.ChoiceNeeded,
    ev.YakuFormed,
    ev.KoiKoiCalled,
    ev.Stopped,
)


class MatchSession:
    def __init__(
        self,
        config: MatchConfig,
        controllers: tuple[SeatController, SeatController] | None = None,
        state: State | None = None,
    ) -> None:
        self.config = config
        self.state = state if state is not None else State(config.rule_set(), config.seed)
        if controllers is None:
            controllers = tuple(
                HumanController(config.names[seat])
                if kind == "human"
                else make_cpu(
                    config.level,
                    config.names[seat],
                    None if config.seed is None else config.seed * 2 + seat,
                )
                for seat, kind in enumerate(config.seats)
            )  # type: ignore[assignment]
        self.controllers: tuple[SeatController, SeatController] = controllers  # type: ignore[assignment]
        self.names = tuple(c.name for c in self.controllers)
        self.initial_events: list = self.state.initial_events()
        self.turn_events: list = []  # events of the turn in progress
        self.previous_turn: list = []  # events of the last finished turn
        self.last_month_turn: list = []  # the last turn of the month that just ended
        self._asked_seat = -2
        self._asked_phase = ""
        # called after every applied decision with (state, events): autosave and stats
        self.after_apply: list[Callable[[State, list], None]] = []

    # -- queries ----------------------------------------------------------------------
    @property
    def rules(self) -> RuleSet:
        return self.state.rules

    def current_player(self) -> int:
        return self.state.current_player()

    def is_over(self) -> bool:
        return self.state.is_terminal()

    def controller(self, seat: int) -> SeatController:
        return self.controllers[seat]

    def human_to_act(self) -> HumanController | None:
        seat = self.current_player()
        if seat < 0:
            return None
        controller = self.controllers[seat]
        return controller if isinstance(controller, HumanController) else None

    def cpu_to_act(self) -> CpuController | None:
        seat = self.current_player()
        if seat < 0:
            return None
        controller = self.controllers[seat]
        return controller if isinstance(controller, CpuController) else None

    # -- driving ----------------------------------------------------------------------
    def step(self, budget_seconds: float) -> list:
        """Ask the seat to act for an action and apply it; [] while it has none yet."""
        seat = self.current_player()
        if seat < 0:
            return []
        controller = self.controllers[seat]
        phase = self.state.phase
        if (seat, phase) != (self._asked_seat, self._asked_phase):
            self._asked_seat, self._asked_phase = seat, phase
            controller.begin()
        view = self.state.information(seat)
        action = controller.poll(view, budget_seconds)
        if action is None:
            return []
        return self.apply(action)

    def apply(self, action) -> list:
        events = self.state.apply(action)
        self._asked_seat = -2
        self._record(events)
        for listener in list(self.after_apply):
            listener(self.state, events)
        return events

    def _record(self, events: list) -> None:
        for event in events:
            if isinstance(event, ev.MonthEnded):
                self.last_month_turn = list(self.turn_events)
                continue
            if not isinstance(event, TURN_EVENTS):
                continue
            if isinstance(event, ev.CardPlayed):
                self.turn_events = []
            self.turn_events.append(event)
            if isinstance(event, (ev.Captured, ev.CardToField)) and event.source == "draw":
                self.previous_turn = list(self.turn_events)
        if self.previous_turn and self.turn_events and self.previous_turn[0] is self.turn_events[0]:
            self.previous_turn = list(self.turn_events)
