"""Flourishes through the real table: every yaku event gets its flourish in Full and Short
and none when Off; the finishing slash (a winning stop), the last-month drop and the victory
flourish come when expected; skipping lands where watching lands; the engine state is the
same before and after each flourish."""

import copy

import pygame
import pytest

from game.core.settings import Settings
from game.engine import events as ev
from game.engine.koikoi.decisions import STOP
from game.engine.koikoi.scoring import YAKU_NAMES
from game.engine.table_view import MonthOutcome
from game.fx.spec import DEMO_CARDS, DEMO_POINTS
from game.input import actions as act
from game.scenes.overlays.match_result import MatchResultScene
from game.scenes.overlays.round_result import RoundResult
from game.table.flourish import FlourishOverlay, is_skip
from game.table.moments import best_yaku_of_match, flourish_mode
from tests.support.table_harness import Harness, stacked_deal

SANKO_SCRIPT = ("12-3", "12-1", "1-1", "3-1")
FORMED_YAKU = tuple(name for name in YAKU_NAMES if name not in ("teshi", "kuttsuki"))


def engine_fingerprint(state) -> dict:
    """Every slot of the engine State (the RNG by its state), deep-copied."""
    values = {}
    for slot in type(state).__slots__:
        value = getattr(state, slot)
        values[slot] = value.getstate() if slot == "rng" else copy.deepcopy(value)
    return values


def formed(name: str, player: int = 0) -> ev.TurnScored:
    points = DEMO_POINTS[name]
    return ev.TurnScored(
        player,
        ((name, points),),
        (name,),
        ((name, DEMO_CARDS[name]),),
        points,
        0,
        points,
        (),
        False,
    )


def make(mode: str, **options) -> Harness:
    harness = Harness(speed="fast", **options)
    harness.settings.flourish = mode
    return harness


def drive(harness: Harness, stop_when, *, max_frames: int = 6000):
    """Play the sanko script for the human seat (stopping at the prompt) until
    ``stop_when(top)`` holds for the top scene; returns that scene."""
    for _ in range(max_frames):
        top = harness.top()
        if stop_when(top):
            return top
        if type(top).__name__ == "KoikoiPrompt":
            top.decide(STOP)
        elif top is harness.table and harness.table.human_input_phase() in ("play", "take"):
            legal = {str(action): action for action in harness.state.legal_actions()}
            for code in SANKO_SCRIPT:
                chosen = legal.get(f"play {code}") or legal.get(f"take {code}")
                if chosen is not None:
                    harness.session.submit(chosen)
                    break
            else:
                harness.session.submit(harness.state.legal_actions()[0])
        harness.frame()
    raise AssertionError(f"never reached; top is {type(harness.top()).__name__}")


def frames_until_overlay(harness: Harness, max_frames: int = 120):
    """Frames until a flourish overlay is on top (it), or the director is idle (None)."""
    for _ in range(max_frames):
        harness.frame()
        if isinstance(harness.top(), FlourishOverlay):
            return harness.top()
        if harness.top() is harness.table and harness.table.director.idle:
            return None
    raise AssertionError("the table never settled")


def is_flourish(yaku_id: str):
    return lambda top: isinstance(top, FlourishOverlay) and top.flourish.spec.yaku_id == yaku_id


def watch(harness: Harness, overlay: FlourishOverlay, max_frames: int = 2000) -> int:
    for frame in range(max_frames):
        if harness.top() is not overlay:
            return frame
        harness.frame()
    raise AssertionError("the flourish never ended")


@pytest.mark.parametrize("mode", ["full", "short"])
def test_every_yaku_event_gets_its_flourish(mode):
    harness = make(mode, seed=4)
    harness.wait_for_human()
    before = engine_fingerprint(harness.state)
    for index, name in enumerate(FORMED_YAKU):
        harness.table.driver.feed([formed(name, index % 2)])
        overlay = frames_until_overlay(harness)
        assert isinstance(overlay, FlourishOverlay), name
        assert overlay.flourish.spec.yaku_id == name
        assert overlay.flourish.mode == mode
        assert overlay.flourish.spec.cards == DEMO_CARDS[name]
        # devices in turn: Enter, a click, the pad's A
        device_input = (harness.key, harness.click, harness.pad)[index % 3]
        device_input((pygame.K_RETURN, (960, 540), pygame.CONTROLLER_BUTTON_A)[index % 3])
        assert overlay.flourish.done
        harness.frame(2)
        assert harness.top() is harness.table
    assert engine_fingerprint(harness.state) == before


def test_no_flourish_when_off_or_instant():
    harness = make("off", seed=4)
    harness.wait_for_human()
    for name in FORMED_YAKU:
        harness.table.driver.feed([formed(name)])
        assert frames_until_overlay(harness) is None
        assert harness.table.director.idle
    instant = Harness(speed="instant", seed=4)
    assert instant.settings.flourish == "full"
    instant.wait_for_human()
    instant.table.driver.feed([formed("goko")])
    assert frames_until_overlay(instant) is None


def test_hand_yaku_flourish_shows_the_four_of_a_month():
    harness = make("short", seed=4)
    harness.wait_for_human()
    hand = ("5-1", "5-2", "5-3", "5-4", "1-1", "2-3", "3-3", "9-4")
    harness.table.driver.feed([ev.TeyakuShown(1, (("teshi", 6),), hand, ends_round=True)])
    overlay = frames_until_overlay(harness)
    assert isinstance(overlay, FlourishOverlay)
    assert overlay.flourish.spec.yaku_id == "teshi"
    assert overlay.flourish.spec.cards == ("5-1", "5-2", "5-3", "5-4")
    harness.key(pygame.K_ESCAPE)
    assert overlay.flourish.done


def test_pad_buttons_skip_but_directions_do_not():
    assert is_skip(act.Action(act.CONFIRM, act.KEYBOARD))
    assert is_skip(act.Action(act.CLICK, act.MOUSE, pos=(1, 1)))
    assert is_skip(act.Action(act.YAKU_LIST, act.PAD, instance_id=1))
    assert is_skip(act.Action(act.UNBOUND, act.PAD, instance_id=1))
    assert not is_skip(act.Action(act.LEFT, act.PAD, instance_id=1))
    assert not is_skip(act.Action(act.POINTER_MOVE, act.MOUSE, pos=(1, 1)))
    assert not is_skip(act.Action(act.DEVICE_ADDED, act.PAD, instance_id=1))


def test_couch_play_defaults_to_short():
    settings = Settings()
    assert (settings.flourish, settings.flourish_couch) == ("full", "short")
    assert flourish_mode(settings, ("human", "cpu")) == "full"
    assert flourish_mode(settings, ("cpu", "cpu")) == "full"
    assert flourish_mode(settings, ("human", "human")) == "short"
    settings.flourish_couch = "off"
    assert flourish_mode(settings, ("human", "human")) == "off"
    settings.animation_speed = "instant"
    assert flourish_mode(settings, ("human", "cpu")) == "off"
    couch = make("full", seed=4, seats=("human", "human"))
    assert couch.table.flourish_mode() == "short"
    couch.table.driver.feed([formed("akatan")])
    assert frames_until_overlay(couch).flourish.mode == "short"


def play_to_sanko_flourish(harness: Harness) -> tuple[FlourishOverlay, dict]:
    overlay = drive(harness, is_flourish("sanko"))
    return overlay, engine_fingerprint(harness.state)


def test_real_yaku_flourish_skip_equals_watch_and_leaves_the_engine_alone():
    watched = make("short", deal=stacked_deal(), seed=1)
    skipped = make("short", deal=stacked_deal(), seed=1)
    overlay_w, before_w = play_to_sanko_flourish(watched)
    overlay_s, before_s = play_to_sanko_flourish(skipped)
    assert before_w == before_s
    assert watch(watched, overlay_w) > 30  # it really played (short sanko is 1.3 s)
    skipped.key(pygame.K_RETURN)
    skipped.frame()
    runs = ((watched, overlay_w, before_w), (skipped, overlay_s, before_s))
    for harness, overlay, before in runs:
        assert overlay.flourish.done
        summary = overlay.flourish.summary()
        assert (summary["bodies"], summary["shapes"], summary["constraints"]) == (0, 0, 0)
        assert engine_fingerprint(harness.state) == before
    assert overlay_w.flourish.summary() == overlay_s.flourish.summary()
    # both tables go on to the same prompt with the same cards in the same places
    prompt_w = drive(watched, lambda top: type(top).__name__ == "KoikoiPrompt")
    prompt_s = drive(skipped, lambda top: type(top).__name__ == "KoikoiPrompt")
    assert prompt_w is not None and prompt_s is not None
    rects_w = {key: s.rect() for key, s in watched.table.director.sprites.items()}
    rects_s = {key: s.rect() for key, s in skipped.table.director.sprites.items()}
    assert rects_w == rects_s
    assert engine_fingerprint(watched.state) == engine_fingerprint(skipped.state)


def test_finishing_slash_last_month_drop_and_victory_in_order():
    harness = make("short", deal=stacked_deal(), seed=1, months=1)
    slash = drive(harness, is_flourish("finishing-slash"))
    below = harness.context.scenes.scenes[-2]
    assert isinstance(below, RoundResult)  # the slash plays over the month result
    assert slash.flourish.spec.points == 5
    assert set(slash.flourish.spec.cards) == {"1-1", "3-1", "12-1"}
    before = engine_fingerprint(harness.state)
    harness.pad(pygame.CONTROLLER_BUTTON_B)
    harness.frame()
    assert harness.top() is below and below.age < 0.1  # its clock waited
    assert engine_fingerprint(harness.state) == before
    below.close()
    drop = drive(harness, is_flourish("last-month-drop"))
    assert harness.state.is_terminal()
    assert len(drop.flourish.spec.cards) >= 10  # the hands and field left on the table
    assert not set(drop.flourish.spec.cards) & {"1-1", "3-1", "12-1"}
    assert watch(harness, drop) > 20
    assert engine_fingerprint(harness.state) == before
    result = drive(harness, lambda top: isinstance(top, MatchResultScene))
    assert result.victory_playing
    spec = result.victory.spec
    assert (spec.yaku_id, spec.points, spec.caption) == (
        "victory",
        5,
        "YOU WIN  BEST  三光 SANKO",
    )
    assert set(spec.cards) == {"1-1", "3-1", "12-1"}
    harness.frame(5)
    assert result.victory_playing and result.age == 0.0  # buttons and clock wait
    harness.click((960, 540))
    assert not result.victory_playing
    canvas = harness.draw()
    assert canvas.get_at(result.rematch_button.rect.center)[:3] != (0, 0, 0)


def test_off_means_no_slash_no_drop_no_victory():
    harness = make("off", deal=stacked_deal(), seed=1, months=1)
    seen = []

    def note(top) -> bool:
        seen.append(type(top).__name__)
        if isinstance(top, RoundResult):
            top.close()
        return isinstance(top, MatchResultScene)

    result = drive(harness, note)
    assert "FlourishOverlay" not in seen and "RoundResult" in seen
    assert result.victory is None


def test_best_yaku_of_match_takes_the_top_points_and_that_months_cards():
    rules = Harness(seed=3).state.rules

    def month(number, winner, yaku):
        return MonthOutcome(number, "stop", winner, (0, 0), (0, 0), yaku, (0, 0), 0, ())

    results = [
        month(1, 0, ((("tane", 1), ("sanko", 5)), ())),
        month(2, 1, ((), (("goko", 10),))),
        month(3, 0, ((("sanko", 5),), ())),
    ]
    captured = ("1-1", "3-1", "8-1", "2-1", "4-1", "5-1", "6-1", "1-3")
    ends = [ev.RoundEnded("koikoi", 1, "stop", 0, (5, 0), (5, 0), ((), ()), (captured, ()), 5)]
    assert best_yaku_of_match(results, ends, 0, rules) == ("sanko", 5, ("1-1", "3-1", "8-1"))
    assert best_yaku_of_match(results, ends, 1, rules) == ("goko", 10, ())
    assert best_yaku_of_match(results[:1], ends, 1, rules) is None


def test_options_offer_both_flourish_settings_and_remember_them(tmp_path):
    from game.core import settings as settings_module
    from game.core.storage import InvalidData
    from game.scenes.menus.options import OptionsScene

    harness = Harness(seed=2)
    options = OptionsScene(harness.context)
    harness.context.scenes.push(options)
    widgets = {widget.key: widget for widget in options.group.widgets}
    assert [value for value, _ in widgets["flourish_couch"].options] == ["off", "short", "full"]
    widgets["flourish_couch"].adjust(1)  # short -> full
    widgets["flourish"].adjust(-1)  # full -> short
    assert (harness.settings.flourish, harness.settings.flourish_couch) == ("short", "full")
    path = tmp_path / "settings.json"
    settings_module.save(harness.settings, path)
    loaded, warning = settings_module.load(path)
    assert warning is None
    assert (loaded.flourish, loaded.flourish_couch) == ("short", "full")
    with pytest.raises(InvalidData):
        Settings.from_dict({"flourish_couch": "loud"})


def test_finishing_slash_frames_are_the_same_for_the_same_match():
    import hashlib

    hashes = []
    for _ in range(2):
        harness = make("short", deal=stacked_deal(), seed=1, months=1)
        slash = drive(harness, is_flourish("finishing-slash"))
        while slash.flourish.t < 0.5:
            harness.frame()
        frame = harness.draw()
        hashes.append(hashlib.sha256(pygame.image.tobytes(frame, "RGB")).hexdigest())
        table_only = pygame.Surface((1920, 1080))
        harness.table.draw(table_only, 1.0)
        assert frame.get_at((960, 540)) != table_only.get_at((960, 540)) or frame.get_at(
            (200, 200)
        ) != table_only.get_at((200, 200))
    assert hashes[0] == hashes[1]


def finished_state(winner: int, seed: int = 0):
    """A finished two-month match (greedy against random) that ``winner`` won."""
    import random

    from game.engine.ai import make_player
    from game.engine.koikoi.rules import load_preset
    from game.engine.koikoi.state import new_match

    for attempt in range(seed, seed + 50):
        state = new_match(load_preset("nintendo", {"months": 2}), seed=attempt)
        players = [make_player("greedy"), make_player("greedy")]
        rng = random.Random(attempt)
        while not state.is_terminal():
            seat = state.current_player()
            state.apply(players[seat].choose(state.information(seat), rng))
        if state.winner() == winner:
            return state
    raise AssertionError("no such match")


def test_a_match_lost_to_the_cpu_ends_in_a_defeat_naming_the_winner():
    from game.engine.table_view import snapshot
    from game.table.moments import victory_flourish

    view = snapshot(finished_state(winner=1), 0)
    settings = Settings(flourish="short")
    lost = victory_flourish(
        settings, lambda name: None, view, ("human", "cpu"), 1, names=("You", "CPU")
    )
    assert lost.spec.yaku_id == "defeat" and lost.spec.name_ja == "敗北"
    assert lost.spec.caption.startswith("CPU WINS")
    assert "勝利" not in (lost.spec.name_ja, lost.spec.caption)
    couch = victory_flourish(
        settings, lambda name: None, view, ("human", "human"), 1, names=("Aki", "Ren")
    )
    assert couch.spec.yaku_id == "victory" and couch.spec.caption.startswith("REN WINS")
    won = victory_flourish(
        settings,
        lambda name: None,
        snapshot(finished_state(winner=0), 0),
        ("human", "cpu"),
        1,
        names=("You", "CPU"),
    )
    assert won.spec.yaku_id == "victory" and won.spec.caption.startswith("YOU WIN")
