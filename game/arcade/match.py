"""A stage as an engine match, and a finished match as a :class:`MatchResult`.

:class:`StageMatch` carries what the table needs to play one ladder or free-play match (rule
set, seed, names, CPU player, theme and card back; for a roppyakken or hana-awase stage the
game, its seats and the CPUs of the other seats) and can build the table's
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
OTHER_CPU_NAMES = ("Aki", "Mio")  # the third and fourth seats of roppyakken / hana-awase


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
    def seat_count(self) -> int:
        return self.stage.seats if not self.stage.is_koikoi else 2

    @property
    def names(self) -> tuple[str, ...]:
        """The player, the stage's opponent, then the other CPUs of a table for three or
        four (named as the vs-CPU setup names them). The opponent's name is the English one
        of levels/*.toml: the table draws it in the language in force (display_name)."""
        names = [self.player_name, self.stage.opponent.name]
        names += list(OTHER_CPU_NAMES[: self.seat_count - 2])
        return tuple(names)

    def rules(self):
        if self.preset is None or not self.stage.is_koikoi:  # free play's presets: koi-koi's
            return self.stage.rules(self.extra_overrides)
        from game.engine.koikoi.rules import load_preset

        return load_preset(self.preset, self.extra_overrides or None)

    def cpu_player(self, seat: int = 1):
        """The engine player of CPU ``seat`` (the opponent's personality; in the games for
        three and four every CPU plays at the stage's level)."""
        if self.stage.is_koikoi:
            return make_cpu(self.stage.personality)
        from game.match.controllers import cpu_player

        return cpu_player(self.stage.level, self.stage.game)

    def new_state(self):
        if not self.stage.is_koikoi:
            from game.engine import games

            return games.new_state(self.stage.game, self.seat_count, self.rules(), self.seed)
        from game.engine.koikoi.state import State

        return State(self.rules(), self.seed)

    def session(self, think_delay: float = 0.35, state=None):
        """The table's MatchSession: the player's seat human, the others the stage's CPUs
        (``state``: an engine State to go on from, e.g. a restored autosave)."""
        from game.match.controllers import CpuController, HumanController
        from game.match.session import MatchConfig, MatchSession

        count = self.seat_count
        config = MatchConfig(
            rules=self.rules(),
            level=self.stage.level,
            seats=("human",) + ("cpu",) * (count - 1),
            names=self.names,
            seed=self.seed,
            viewer=PLAYER_SEAT,
            game=self.stage.game,
            levels=("",) + (self.stage.level,) * (count - 1),
        )
        controllers: list = [HumanController(self.player_name)]
        for seat in range(1, count):
            cpu_seed = None if self.seed is None else self.seed * 2 + seat
            controllers.append(
                CpuController(
                    self.cpu_player(seat), self.names[seat], seed=cpu_seed, think_delay=think_delay
                )
            )
        return MatchSession(config, tuple(controllers), state=state)


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
    scores = view.scores if view.is_koikoi else view.returns  # roppyakken: the payments
    others = [score for seat, score in enumerate(scores) if seat != player_seat]
    return MatchResult(
        player_score=int(scores[player_seat]),
        cpu_score=int(max(others)),
        start_score=int(getattr(view.rules, "start_score", 0)),
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
    seats = {seat: match.cpu_player(seat) for seat in range(1, match.seat_count)}
    seats[match.player_seat] = player
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
