"""A stage as an engine match, and a finished match as a :class:`MatchResult`.

:class:`StageMatch` carries what the table needs to play one ladder or free-play match (rule
set, seed, names, CPU player, theme and card back) and can build the table's
``MatchSession``. :func:`result_from_view` reads a finished match's TableView
(:func:`result_from_state` an engine ``State``, for headless play).
:func:`play_headless` plays a whole match with a CPU in the player's seat (tests, the
``--smoke`` run, and the fallback when no table scene is registered). No pygame.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.arcade.personality import make_cpu
from game.arcade.scoring import MatchResult
from game.arcade.stages import Stage
from game.engine.events import ALL_SEEING
from game.engine.table_view import TableView, snapshot

PLAYER_SEAT = 0


@dataclass(frozen=True)
class StageMatch:
    """One match against a stage's opponent."""

    stage: Stage
    seed: int | None = None
    extra_overrides: dict[str, Any] = field(default_factory=dict)
    player_name: str = "You"
    preset: str | None = None  # free play: another preset than the stage's
    card_back_choice: str | None = None  # free play: an unlocked card back
    table_theme_choice: str | None = None  # free play: an unlocked table theme

    @property
    def player_seat(self) -> int:
        return PLAYER_SEAT

    @property
    def cpu_seat(self) -> int:
        return 1 - PLAYER_SEAT

    @property
    def table_theme(self) -> str:
        return self.table_theme_choice or self.stage.table_theme

    @property
    def card_back(self) -> str:
        return self.card_back_choice or self.stage.card_back

    @property
    def names(self) -> tuple[str, str]:
        names = ["", ""]
        names[PLAYER_SEAT] = self.player_name
        names[1 - PLAYER_SEAT] = self.stage.opponent.name
        return names[0], names[1]

    def rules(self):
        if self.preset is None:
            return self.stage.rules(self.extra_overrides)
        from game.engine.rules import load_preset

        return load_preset(self.preset, self.extra_overrides or None)

    def cpu_player(self):
        return make_cpu(self.stage.personality)

    def new_state(self):
        from game.engine.state import State

        return State(self.rules(), self.seed)

    def session(self, think_delay: float = 0.35, state=None):
        """The table's MatchSession: the player's seat human, the other the stage's CPU
        (``state``: an engine State to go on from, e.g. a restored autosave)."""
        from game.match.controllers import CpuController, HumanController
        from game.match.session import MatchConfig, MatchSession

        seats = ["human", "human"]
        seats[self.cpu_seat] = "cpu"
        config = MatchConfig(
            rules=self.rules(),
            level=self.stage.level,
            seats=(seats[0], seats[1]),
            names=self.names,
            seed=self.seed,
            viewer=PLAYER_SEAT,
        )
        cpu_seed = None if self.seed is None else self.seed * 2 + self.cpu_seat
        controllers = [None, None]
        controllers[PLAYER_SEAT] = HumanController(self.player_name)
        controllers[self.cpu_seat] = CpuController(
            self.cpu_player(), self.stage.opponent.name, seed=cpu_seed, think_delay=think_delay
        )
        return MatchSession(config, (controllers[0], controllers[1]), state=state)


def result_from_view(view: TableView, player_seat: int = PLAYER_SEAT) -> MatchResult:
    """The player's side of a finished (or abandoned) match, from its TableView."""
    yaku: list[str] = []
    koikoi_wins = 0
    for month in view.results:
        if month.winner != player_seat:
            continue
        yaku.extend(name for name, _points in month.yaku[player_seat])
        if month.koikoi[player_seat]:
            koikoi_wins += 1
    others = [score for seat, score in enumerate(view.scores) if seat != player_seat]
    return MatchResult(
        player_score=int(view.scores[player_seat]),
        cpu_score=int(max(others)),
        start_score=int(view.rules.start_score),
        months_played=len(view.results),
        player_yaku=tuple(yaku),
        koikoi_wins=koikoi_wins,
    )


def result_from_state(state: Any, player_seat: int = PLAYER_SEAT) -> MatchResult:
    """The player's side of a finished engine match."""
    return result_from_view(snapshot(state, ALL_SEEING), player_seat)


def play_headless(
    match: StageMatch, player: Any, *, rng_seed: int = 0, max_actions: int = 20000
) -> tuple[MatchResult, Any]:
    """Play the whole match with ``player`` (any engine CPU) in the player's seat."""
    state = match.new_state()
    cpu = match.cpu_player()
    seats = {match.player_seat: player, match.cpu_seat: cpu}
    rngs = {seat: random.Random(rng_seed * 2 + seat) for seat in seats}
    for _ in range(max_actions):
        if state.is_terminal():
            break
        seat = state.current_player()
        action = seats[seat].choose(state.information(seat), rngs[seat])
        state.apply(action)
    else:  # pragma: no cover - the engine always ends a match
        raise RuntimeError("match did not finish")
    return result_from_state(state, match.player_seat), state
