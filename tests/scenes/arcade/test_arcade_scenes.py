"""The arcade scenes, headless: the whole flow by named actions, real pixels, and the table
hand-off through the table's on_finished callback."""

import pygame
import pytest

from game.arcade.ladder import PLAYING
from game.arcade.launch import launch_match
from game.arcade.match import StageMatch, play_headless
from game.arcade.profile import ProfileStore
from game.arcade.stage_files import load_ladder
from game.core.scenes import Scene, SceneContext
from game.engine.ai import make_player
from game.input import actions as act
from game.scenes.arcade.continue_offer import ContinueScene
from game.scenes.arcade.initials import InitialsScene
from game.scenes.arcade.ladder import LadderScene
from game.scenes.arcade.versus import VersusScene
from game.ui import theme
from tests.support.headless import scene_context
from tests.support.stages import GOOD_STAGE


@pytest.fixture(scope="module", autouse=True)
def pygame_display():
    pygame.init()
    pygame.display.set_mode((1, 1))  # left open: font caches outlive one test module


def arcade_context() -> SceneContext:
    return scene_context(arcade_autoplay=True)


def press(context: SceneContext, name: str, **extra) -> None:
    context.scenes.handle_action(act.Action(name, **extra))


def test_flow_by_actions_fights_continues_and_takes_initials():
    context = arcade_context()
    ladder = LadderScene(context, credits=1, extra_overrides={"months": 1}, seed=200)
    context.scenes.push(ladder)
    seen_continue = False
    for _ in range(30):
        top = context.scenes.top
        if isinstance(top, InitialsScene):
            break
        if isinstance(top, ContinueScene):
            seen_continue = True
            context.scenes.update(1.0)  # the offer takes input after a settling second
            press(context, act.CONFIRM)  # spend the only credit
            assert ladder.run.state == PLAYING and ladder.run.credits == 0
            continue
        assert top is ladder
        press(context, act.CONFIRM)
        assert isinstance(context.scenes.top, VersusScene)
        context.scenes.update(1.0)
        press(context, act.CONFIRM)  # fight: played headless, result comes back
    assert seen_continue and isinstance(context.scenes.top, InitialsScene)
    press(context, act.TEXT, value="k")
    press(context, act.UP)  # O -> P on the second letter
    press(context, act.DOWN)
    press(context, act.TEXT, value="oi")
    press(context, act.CONFIRM)
    initials = context.scenes.top
    assert initials.rank == 1 and initials.entry.text == "KOI"
    press(context, act.CONFIRM)
    assert context.scenes.top is ladder
    press(context, act.CONFIRM)  # finished run -> records
    assert type(context.scenes.top).__name__ == "StatsScene"
    saved = ProfileStore().load()
    assert saved.highscores.table("arcade")[0].initials == "KOI"
    assert saved.profile.ranking_points == ladder.store.profile.ranking_points > 0


def test_continue_scene_counts_down_and_draws_the_number():
    context = arcade_context()
    ladder = LadderScene(context, credits=2, extra_overrides={"months": 1})
    context.scenes.push(ladder)
    ladder.session.run.record_match(
        __import__("game.arcade.scoring", fromlist=["MatchResult"]).MatchResult(0, 5)
    )
    ladder.push_continue()
    context.scenes.update(2.5)
    scene = context.scenes.top
    assert isinstance(scene, ContinueScene) and ladder.run.countdown.shown == 8
    canvas = pygame.Surface((1920, 1080))
    context.scenes.draw(canvas, 0.0)
    vermilion = theme.colour("vermilion")
    area = canvas.subsurface(pygame.Rect(860, 350, 200, 240))
    hits = sum(
        1
        for x in range(0, 200, 2)
        for y in range(0, 240, 2)
        if tuple(area.get_at((x, y)))[:3] == vermilion
    )
    assert hits > 200  # the big vermilion "8"
    context.scenes.update(8.0)  # runs out: game over, back to the ladder
    assert ladder.run.over and context.scenes.top is not scene


def test_keys_pressed_as_the_match_ends_spend_no_credit():
    context = arcade_context()
    ladder = LadderScene(context, credits=3, extra_overrides={"months": 1})
    context.scenes.push(ladder)
    ladder.session.run.record_match(
        __import__("game.arcade.scoring", fromlist=["MatchResult"]).MatchResult(0, 5)
    )
    ladder.push_continue()
    scene = context.scenes.top
    assert isinstance(scene, ContinueScene)
    for _ in range(50):  # mashing through the end of the match, for 5/6 of a second
        press(context, act.CONFIRM, device=act.KEYBOARD)
        press(context, act.RIGHT, device=act.KEYBOARD)
        context.scenes.update(1 / 60)
    assert context.scenes.top is scene and ladder.run.credits == 3
    assert ladder.run.countdown.shown == 10  # hurrying did not count either
    context.scenes.update(0.2)
    press(context, act.CONFIRM, device=act.KEYBOARD)
    assert ladder.run.state == PLAYING and ladder.run.credits == 2


def test_unavailable_stage_is_drawn_greyed_on_the_ladder(private_user_dir):
    folder = private_user_dir / "config" / "levels"
    folder.mkdir(parents=True)
    (folder / "zz_bad.toml").write_text(
        GOOD_STAGE.replace('level = "easy"', 'level = "x"').replace("order = 1", "order = 1")
    )
    context = arcade_context()
    ladder = LadderScene(context)
    context.scenes.push(ladder)
    window = ladder.rung_window()
    slot = next(i for i, s in enumerate(window) if s.stage_id == "zz_bad")
    assert not window[slot].available
    canvas = pygame.Surface((1920, 1080))
    context.scenes.draw(canvas, 0.0)
    y = 990 - (slot + 1) * 88 + 40
    assert tuple(canvas.get_at((150, y)))[:3] == theme.colour("disabled")
    good = next(i for i, s in enumerate(window) if s.available)
    assert tuple(canvas.get_at((150, 990 - (good + 1) * 88 + 40)))[:3] == theme.colour("gold")


class FakeTable(Scene):
    """Stands in for the table: it finishes by calling its on_finished callback (as
    TableScene does) and records the dressing it was given."""

    def __init__(self, context, config=None, session=None, **options):
        super().__init__(context)
        self.session = session
        self.options = options

    @property
    def view(self):
        return self.session.view(0)

    def finish(self):
        return self.options["on_finished"](self)


def test_launch_match_hands_the_table_result_back():
    context = SceneContext()
    context.factories["table"] = FakeTable
    home = Scene(context)
    context.scenes.push(home)
    stage = next(s for s in load_ladder() if s.stage_id == "04_ren")
    match = StageMatch(stage, seed=3, extra_overrides={"months": 1})
    results = []
    assert launch_match(context, match, results.append) == "table"
    table = context.scenes.top
    assert isinstance(table, FakeTable)
    assert [c.name for c in table.session.controllers] == ["You", stage.opponent.name]
    assert (table.options["table_theme"], table.options["card_back"]) == ("tatami", "indigo")
    assert table.options["portraits"][1].get_size() == (104, 130)
    # play the session to the end with CPUs for both seats
    state = table.session.state
    players = (make_player("greedy"), table.session.controllers[1].player)
    import random

    rng = random.Random(0)
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(players[seat].choose(state.information(seat), rng))
    table.finish()
    assert context.scenes.top is home and len(results) == 1
    assert (results[0].player_score, results[0].cpu_score) == tuple(state.scores)
    table.finish()  # a second call reports nothing more
    assert len(results) == 1


def test_arcade_autoplay_plays_the_match_headless():
    context = SceneContext(arcade_autoplay=True)
    stage = load_ladder()[0]
    results = []
    match = StageMatch(stage, seed=5, extra_overrides={"months": 1})
    assert launch_match(context, match, results.append) == "headless"
    expected, _ = play_headless(match, make_player("greedy"), rng_seed=5)
    assert results == [expected]


def test_arcade_hub_opens_the_short_ladder_and_free_play_earns_points():
    context = arcade_context()
    context.scenes.push(context.make_scene("arcade"))
    press(context, act.DOWN)
    press(context, act.CONFIRM)
    ladder = context.scenes.top
    assert isinstance(ladder, LadderScene) and ladder.session.mode == "arcade_short"
    press(context, act.BACK)
    press(context, act.DOWN)
    press(context, act.CONFIRM)
    free = context.scenes.top
    assert type(free).__name__ == "FreePlayScene"
    assert [s.stage_id for s in free.stages] == ["01_tsubame"]  # only the first is open
    free.months = 1
    free.preset = "koikoi-japan"
    match = free.stage_match()
    assert match.rules().months == 1 and match.rules().name == "koikoi-japan"
    for seed in range(20):  # play until a win (greedy vs the easy swallow)
        result, _ = play_headless(
            StageMatch(free.stage, seed=seed, extra_overrides={"months": 1}),
            make_player("greedy"),
            rng_seed=seed,
        )
        free.on_result(result)
        if result.player_won:
            break
    assert result.player_won and "Ranking points +10" in free.last_result
    assert ProfileStore().load().profile.ranking_points == 10


def _thumb(canvas: pygame.Surface, slot: int) -> list[tuple[int, int, int]]:
    """The pixels inside a rung's portrait thumbnail (54x68 at x 198, inside its frame)."""
    top = 990 - (slot + 1) * 88 + 6
    return [
        tuple(canvas.get_at((x, y)))[:3]
        for x in range(204, 247, 2)
        for y in range(top + 5, top + 63, 2)
    ]


def test_a_beaten_opponent_is_greyscale_on_the_ladder_not_darkened(private_user_dir):
    from game.arcade.scoring import MatchResult

    context = arcade_context()
    ladder = LadderScene(context, seed=3)
    context.scenes.push(ladder)
    canvas = pygame.Surface((1920, 1080))
    context.scenes.draw(canvas, 0.0)
    first = ladder.rung_window().index(ladder.run.current_stage)
    before = _thumb(canvas, first)
    ladder.run.record_match(MatchResult(player_score=40, cpu_score=20, months_played=12))
    context.scenes.draw(canvas, 0.0)
    after = _thumb(canvas, first)
    assert any(max(p) - min(p) > 30 for p in before)  # in colour while not yet beaten
    assert all(max(p) - min(p) <= 3 for p in after)  # greyscale once beaten
    brightness = sum(map(sum, after)) / sum(map(sum, before))
    assert brightness > 0.8  # still as light as the portrait: recognisable
