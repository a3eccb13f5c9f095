"""MatchSession: one match, driving the rules engine for its seats (no pygame).

The session is the match driver: it owns the engine ``State`` and one controller per seat.
The table calls :meth:`step` when its animations are idle; the session asks the controller
of the seat to act for an action (a human's submitted choice, a CPU's decision) and applies
it, returning the engine events. Everything else a table needs it hands out as read-only
values - :meth:`view` (the engine's per-seat TableView), :meth:`information` (a seat's
information view, for hints and the action list), the previous turn's events and the seats'
names - so a table never touches the State (a replay or a network session can stand in).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.engine import games
from game.engine.actions import Action
from game.engine.deal import Deal
from game.engine.koikoi.rules import RuleSet, load_preset
from game.engine.koikoi.state import State
from game.engine.koikoi.turns import TurnLog
from game.engine.koikoi.view import InformationView
from game.engine.table_view import TableView, snapshot
from game.match.controllers import CpuController, HumanController, SeatController, make_cpu


@dataclass
class MatchConfig:
    """What the setup scene chose: the game, rules, seat kinds and names, CPU levels, seed."""

    rules: str | RuleSet = "nintendo"  # a preset name (of the game) or a rule set
    overrides: dict = field(default_factory=dict)
    level: str = "greedy"
    seats: tuple[str, ...] = ("human", "cpu")  # "human" | "cpu", one per seat
    names: tuple[str, ...] = ("You", "CPU")
    seed: int | None = None
    viewer: int | None = 0  # seat whose hand is shown; None: all
    game: str = games.KOIKOI  # koikoi | roppyakken | hana-awase
    levels: tuple[str, ...] = ()  # each seat's CPU level (empty: ``level`` for every CPU)

    def rule_set(self):
        """The rule set of the match (the game's own class for roppyakken / hana-awase)."""
        if games.is_table_game(self.game):
            if not isinstance(self.rules, str):
                return self.rules
            preset = self.rules if self.rules in games.preset_names(self.game) else None
            return games.load_rules(self.game, preset, self.overrides or None)
        rules = load_preset(self.rules) if isinstance(self.rules, str) else self.rules
        return rules.with_overrides(self.overrides) if self.overrides else rules

    def level_of(self, seat: int) -> str:
        """The CPU level of ``seat``."""
        return self.levels[seat] if seat < len(self.levels) else self.level

    def new_state(self):
        """A new match of the configured game and seats."""
        if not games.is_table_game(self.game):
            return State(self.rule_set(), self.seed)
        return games.new_state(self.game, len(self.seats), self.rule_set(), self.seed)


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


class MatchSession:
    def __init__(
        self,
        config: MatchConfig,
        controllers: tuple[SeatController, ...] | None = None,
        state: State | None = None,
    ) -> None:
        self.config = config
        self.state = state if state is not None else config.new_state()
        if controllers is None:
            controllers = tuple(
                HumanController(config.names[seat])
                if kind == "human"
                else make_cpu(
                    config.level_of(seat),
                    config.names[seat],
                    None if config.seed is None else config.seed * 2 + seat,
                    game=config.game,
                )
                for seat, kind in enumerate(config.seats)
            )  # type: ignore[assignment]
        self.controllers: tuple[SeatController, ...] = controllers  # type: ignore[assignment]
        self.names = tuple(c.name for c in self.controllers)
        self.initial_events: list = self.state.initial_events()
        self.turns = TurnLog()
        self._asked_seat = -2
        self._asked_phase = ""
        # called after every applied decision with (state, events): autosave and stats
        self.after_apply: list[Callable[[State, list], None]] = []
        self._views: dict[int | None, TableView] = {}

    @classmethod
    def from_deal(
        cls,
        config: MatchConfig,
        deal: Deal,
        controllers: tuple[SeatController, ...] | None = None,
        *,
        dealer: int = 0,
        seed: int | None = 0,
    ) -> MatchSession:
        """A session whose first month is ``deal`` (later months shuffled from ``seed``)."""
        state = State.from_deal(deal, rules=config.rule_set(), dealer=dealer, seed=seed)
        return cls(config, controllers, state)

    # -- queries ----------------------------------------------------------------------
    @property
    def previous_turn(self) -> list:
        """The events of the last finished turn."""
        return self.turns.previous_turn

    @property
    def turn_in_progress(self) -> list:
        """The events of the turn going on (the previous turn itself once it finished, until
        the next turn starts: a koi-koi call or a stop still joins it)."""
        return self.turns.turn_events

    def resume_turns(self, previous_turn, turn_in_progress) -> None:
        """A continued match's turns as its save tells them: the previous turn and the turn
        in progress (the same turn when they are equal, as they were)."""
        previous = list(previous_turn)
        going = list(turn_in_progress)
        self.turns.previous_turn = previous
        self.turns.turn_events = list(previous) if going == previous else going

    @property
    def last_month_turn(self) -> list:
        """The last turn of the month that just ended."""
        return self.turns.last_month_turn

    @property
    def rules(self) -> RuleSet:
        return self.state.rules

    @property
    def seat_count(self) -> int:
        return len(self.controllers)

    def current_player(self) -> int:
        return self.state.current_player()

    def view(self, viewer: int | None) -> TableView:
        """The engine's TableView for ``viewer`` (a seat, SPECTATOR or ALL_SEEING), made once
        per position."""
        found = self._views.get(viewer)
        if found is None:
            found = self._views[viewer] = snapshot(self.state, viewer)
        return found

    def information(self, seat: int) -> InformationView:
        """What ``seat`` may know now (the CPU's and the Hint's input)."""
        return self.state.information(seat)

    def is_human(self, seat: int) -> bool:
        return isinstance(self.controllers[seat], HumanController)

    def awaiting_human(self) -> bool:
        """The seat to act is a person who has not answered yet."""
        human = self.human_to_act()
        return human is not None and human.pending is None

    def submit(self, action: Action) -> bool:
        """The person to act chose ``action``: False (nothing happens) when no person is to
        act or it is not legal now."""
        human = self.human_to_act()
        if human is None or action not in self.state.legal_actions():
            return False
        human.submit(action)
        return True

    def hurry(self) -> None:
        """Skip the CPU's presentation pause for the decision in progress."""
        cpu = self.cpu_to_act()
        if cpu is not None:
            cpu.hurry()

    def cpu_thinking(self) -> float | None:
        """0..1 progress of the CPU to act's search (None when no CPU is searching)."""
        cpu = self.cpu_to_act()
        return cpu.thinking if cpu is not None else None

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
        self._views.clear()
        self._asked_seat = -2
        self.turns.record(events)
        for listener in list(self.after_apply):
            listener(self.state, events)
        return events
