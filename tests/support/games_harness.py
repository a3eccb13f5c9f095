"""Test harness for roppyakken and hana-awase on the real table: seat 0 a person playing by
keyboard, mouse or pad through the real InputManager, the other seats greedy CPUs; and the
choice a person would make (the greedy player's) for each decision."""

from __future__ import annotations

import random

from game.engine.cards import CARDS
from game.engine.table_ai.roster import make_table_player
from game.match.controllers import CpuController, HumanController
from game.match.session import MatchConfig, MatchSession
from game.table.scene import TableScene
from tests.support.table_harness import Harness

NAMES = ("You", "Aki", "Ren", "Mio")
CASES = (("roppyakken", 2), ("roppyakken", 3), ("hana-awase", 3), ("hana-awase", 4))


class GamesHarness(Harness):
    """A table of ``game`` for ``seats`` (seat 0 the person) at instant speed."""

    def __init__(
        self,
        game: str,
        seats: int,
        *,
        seed: int = 3,
        speed: str = "instant",
        overrides: dict | None = None,
        state=None,
    ) -> None:
        """``state``: a position to play on from (the engine's ``from_position``)."""
        import pygame

        from game.core.settings import Settings
        from game.input.manager import InputManager
        from tests.support.headless import scene_context

        pygame.init()
        if pygame.display.get_surface() is None:
            pygame.display.set_mode((1280, 720))
        self.settings = Settings(animation_speed=speed, corner_badges=True)
        self.context = scene_context(settings=self.settings)
        self.input = InputManager()
        self.config = MatchConfig(
            game=game,
            seats=("human",) + ("cpu",) * (seats - 1),
            names=NAMES[:seats],
            seed=seed,
            overrides=dict(overrides or {}),
        )
        controllers = (HumanController("You"),) + tuple(
            CpuController(make_table_player("greedy"), NAMES[seat], seed=seat, think_delay=0.0)
            for seat in range(1, seats)
        )
        self.session = MatchSession(self.config, controllers=controllers, state=state)  # type: ignore[arg-type]
        if state is not None:
            from game.engine.koikoi import positions

            self.session.initial_events = positions.position_events(state)
        self.table = TableScene(self.context, self.config, self.session)
        self.context.scenes.push(self.table)
        self.canvas = pygame.Surface((1920, 1080))
        self.greedy = make_table_player("greedy")
        self.rng = random.Random(9)
        self.round_results_seen = 0
        pygame.event.clear()

    def wait_for_human(self, max_frames: int = 6000) -> str | None:
        """Frames until the person may act; round results are counted and closed. None once
        the first round is over (or the match)."""
        for _ in range(max_frames):
            top = self.top()
            if top is not self.table and top.name == "round_result":
                self.round_results_seen += 1
                top.close()
                return None
            phase = self.table.human_input_phase()
            if phase in ("play", "take"):
                return phase
            if self.state.is_terminal() and self.table.director.idle:
                return None
            self.frame()
        raise AssertionError("the person never got a turn")

    def chosen_card(self) -> str:
        """The card a person would choose now (the greedy player's choice)."""
        action = self.greedy.choose(self.session.information(0), self.rng)
        return CARDS[action.card].code
