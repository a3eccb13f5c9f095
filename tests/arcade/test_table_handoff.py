"""The real table scene plays a ladder match and hands the result back to the ladder."""

import pygame
import pytest

from game.core.settings import Settings
from game.engine.ai import make_player
from game.input import actions as act
from game.match.controllers import CpuController
from game.scenes.arcade.ladder import LadderScene
from game.table.scene import TableScene
from tests.support.headless import scene_context


@pytest.fixture(scope="module", autouse=True)
def pygame_display():
    pygame.init()
    pygame.display.set_mode((1, 1))  # left open: font caches outlive one test module


def test_ladder_match_on_the_real_table_returns_to_the_ladder():
    context = scene_context(settings=Settings())
    ladder = LadderScene(context, extra_overrides={"months": 1}, seed=7)
    context.scenes.push(ladder)
    context.scenes.handle_action(act.Action(act.CONFIRM))
    context.scenes.update(1.0)
    context.scenes.handle_action(act.Action(act.CONFIRM))
    table = context.scenes.top
    assert isinstance(table, TableScene)
    assert table.session.names == ("You", ladder.run.stages[0].opponent.name)
    assert table.art.back_style == ladder.run.stages[0].card_back
    session = table.session
    # a CPU plays the human seat; overlays (month result, ...) are confirmed
    session.controllers = (
        CpuController(make_player("greedy"), "You", think_delay=0),
        session.controllers[1],
    )
    session.controllers[1].think_delay = 0
    for _ in range(5000):
        context.scenes.update(0.05)
        top = context.scenes.top
        if top is ladder:
            break
        if top is not table:
            context.scenes.handle_action(act.Action(act.CONFIRM))
    assert context.scenes.top is ladder
    outcome = ladder.report.outcome
    assert (outcome.result.player_score, outcome.result.cpu_score) == tuple(session.state.scores)
    assert ladder.run.outcomes == [outcome]
