"""Test harness for hachi-hachi on the real table: seat 0 a person (keyboard, mouse, pad
through the real InputManager), seats 1 and 2 hachi-hachi's greedy CPUs; the person's choice
for a card (the greedy player's) and for a declaration (whichever the test asks)."""

from __future__ import annotations

import random

from game.engine.ai import make_player
from game.engine.cards import CARDS
from game.engine.games import HACHI_HACHI
from game.match.controllers import CpuController, HumanController
from game.match.session import MatchConfig, MatchSession
from game.table.scene import TableScene
from tests.support.table_harness import Harness

NAMES = ("You", "Aki", "Ren")


class HachiHarness(Harness):
    """A three-seat hachi-hachi table (seat 0 the person) at instant speed."""

    def __init__(
        self, *, seed: int = 7, overrides: dict | None = None, state=None, speed="instant"
    ) -> None:
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
            game=HACHI_HACHI,
            rules="fudawiki",
            seats=("human", "cpu", "cpu"),
            names=NAMES,
            seed=seed,
            overrides=dict(overrides or {}),
        )
        controllers = (HumanController("You"),) + tuple(
            CpuController(
                make_player("greedy", game=HACHI_HACHI), NAMES[seat], seed=seat, think_delay=0.0
            )
            for seat in (1, 2)
        )
        self.session = MatchSession(self.config, controllers=controllers, state=state)  # type: ignore[arg-type]
        if state is not None:
            from game.engine.koikoi import positions

            self.session.initial_events = positions.position_events(state)
        self.table = TableScene(self.context, self.config, self.session)
        self.context.scenes.push(self.table)
        self.canvas = pygame.Surface((1920, 1080))
        self.greedy = make_player("greedy", game=HACHI_HACHI)
        self.rng = random.Random(9)
        pygame.event.clear()

    def wait_for(self, names: tuple[str, ...], max_frames: int = 6000):
        """Frames until the top scene is one of ``names`` (a prompt, the round result) or
        the person may play or take on the table; the top scene's name or the decision."""
        for _ in range(max_frames):
            top = self.top()
            if top is not self.table and top.name in names:
                return top.name
            if top is self.table:
                phase = self.table.human_input_phase()
                if phase in ("play", "take") and "table" in names:
                    return str(phase)
            if self.state.is_terminal() and self.table.director.idle and top is self.table:
                return None
            self.frame()
        raise AssertionError(f"none of {names} came (top: {self.top().name})")

    def chosen_card(self) -> str:
        """The card a person would choose now (the greedy player's choice)."""
        action = self.greedy.choose(self.session.information(0), self.rng)
        return CARDS[action.card].code
