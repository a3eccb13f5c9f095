"""Every scene of the composition root (game.wiring) opened on a headless App as the game
opens it (tests only): :data:`OPENERS` maps each registered name to a function that puts
that scene on top of the app's stack, over what the game would have under it (a result or
a prompt over a live match table, the pass screen over a couch table). Online scenes need
the loopback rig (tests.support.online_rig) and get it as ``rig``."""

from __future__ import annotations

from collections.abc import Callable

from game.arcade.profile import ProfileStore
from game.arcade.scoring import MatchResult
from game.arcade.session import ArcadeSession
from game.arcade.stage_files import load_ladder
from game.engine import events as ev
from game.engine.koikoi.records import record_of
from game.input import actions as act
from game.match.couch import CouchSeats
from game.match.setup import MatchSetup
from game.persist import autosave
from game.persist.headless import play_decisions

MATCH_SEED = 1  # the player plays first: at their turn nothing is decided nor saved yet
MAX_FRAMES = 3000
MONTH_ENDED = ev.RoundEnded(
    "koikoi", 1, "stop", 0, (5, 0), (5, 0), ((("sanko", 5),), ()), ((), ()), base=1, koikoi=(0, 0)
)


def push(app, name: str, **options) -> None:
    app.context.scenes.push(app.context.make_scene(name, **options))


def frames_until(app, condition: Callable[[], bool], what: str) -> None:
    for _ in range(MAX_FRAMES):
        if condition():
            return
        app.loop.run_frames(1)
    raise AssertionError(f"gave up waiting for {what}")


def match_vs_cpu(app, seed: int = MATCH_SEED) -> object:
    """A two-month match vs the CPU started as the setup screen starts it, dealt and waiting
    for the player's first decision (nothing decided yet): its table."""
    app.settings.animation_speed = "instant"
    app.settings.flourish = "off"
    config = MatchSetup().config()
    config.update(seed=seed, overrides={"months": 2})
    app.context.services.start_match(config)
    table = app.context.scenes.top
    frames_until(app, lambda: table.human_input_phase() is not None, "the player's turn")
    return table


def hachi_hachi_prompt(app, rig=None) -> None:
    """A hachi-hachi match vs two CPUs started as its setup screen starts it (seed 7: the
    player holds a teyaku at the deal); the table opens its prompt: show or hide."""
    from game.match.table_setup import TableSetup

    app.settings.animation_speed = "instant"
    app.settings.flourish = "off"
    config = TableSetup("hachi-hachi").config()
    config.update(seed=7)
    app.context.services.start_match(config)
    frames_until(app, lambda: app.context.scenes.top.name == "hachi_prompt", "the teyaku prompt")


def saved_match(app, start: Callable | None = None) -> autosave.Loaded:
    """A match (vs the CPU unless ``start`` starts another) with one decision made and
    autosaved; the title back on top."""
    table = (start or match_vs_cpu)(app)
    frames_until(app, lambda: table.human_input_phase() is not None, "a turn to play")
    table.session.submit(table.view.legal[0])
    frames_until(app, autosave.exists, "the autosave")
    app.context.scenes.reset(app.context.make_scene("title"))
    loaded = autosave.load()
    assert loaded.ok, loaded.warning
    return loaded


def over_the_table(make: Callable) -> Callable:
    """An opener that puts ``make(app, table)``'s scene over a live match table."""

    def open_it(app, rig=None) -> None:
        table = match_vs_cpu(app)
        app.context.scenes.push(make(app, table))

    return open_it


def couch() -> CouchSeats:
    return CouchSeats(names=["Aki", "Ren"], devices=["keyboard", "keyboard"])


def couch_table(app) -> object:
    """A couch match, both seats on the keyboard, as the join screen starts it."""
    app.settings.animation_speed = "instant"
    config = MatchSetup("couch").config()
    config.update(scene="couch_match", seed=MATCH_SEED, devices=["keyboard", "keyboard"])
    app.context.services.start_match(config)
    table = app.context.scenes.scenes[0]
    confirm = act.Action(act.CONFIRM, act.KEYBOARD)

    def at_the_table() -> bool:  # the pass screen says whose turn it is: Enter starts it
        top = app.context.scenes.top
        if top is not table and top.name == "pass_screen":
            app.dispatch(confirm)
        return top is table and table.human_input_phase() is not None

    frames_until(app, at_the_table, "the couch table")
    return table


def arcade_session(lost: bool = False) -> ArcadeSession:
    """A new arcade run; ``lost``: its first match lost (the CONTINUE countdown runs)."""
    session = ArcadeSession(load_ladder(), ProfileStore().load(), credits=2)
    if lost:
        session.run.record_match(MatchResult(0, 5))
    return session


def a_record() -> dict:
    return record_of(
        play_decisions(3, 10_000),
        players=[{"name": "Aki", "colour": "red"}, {"name": "Ren", "colour": "blue"}],
    )


def online_room(app, rig) -> None:
    rig.open_room()


def online_table(app, rig) -> None:
    rig.at_the_table()


def online_result(app, rig) -> None:
    _code, _friend, table = rig.at_the_table()
    mode = table.mode
    app.context.scenes.push(
        app.context.make_scene(
            "online_result",
            handle=mode.handle.pass_on(),
            view=table.view,
            names=table.driver.names,
        )
    )


def simple(name: str, **options) -> Callable:
    def open_it(app, rig=None) -> None:
        push(app, name, **options)

    return open_it


OPENERS: dict[str, Callable] = {
    "title": lambda app, rig=None: None,  # the app starts on it
    "setup": simple("setup"),
    "more_rules": simple("more_rules"),
    "game_choice": simple("game_choice"),
    "table_setup": simple("table_setup", game="hana-awase"),
    "table_rules": simple("table_rules"),
    "options": simple("options"),
    "controls": simple("controls"),
    "table_look": simple("table_look"),
    "pause": over_the_table(lambda app, table: app.context.make_scene("pause")),
    "how_to_play": simple("how_to_play"),
    "flourish_gallery": simple("flourish_gallery"),
    "stats": simple("stats"),
    "replay_viewer": simple("replay_viewer"),
    "achievements": simple("achievements"),
    "confirm": simple("confirm", question="Start again?", yes="Yes", no="No", on_yes=lambda: None),
    "confirm_new_match": lambda app, rig=None: (
        saved_match(app),
        push(app, "setup"),
        push(app, "confirm_new_match", summary="You vs CPU, month 1", on_yes=lambda: None),
    ),
    "table": lambda app, rig=None: match_vs_cpu(app) and None,
    "couch_match": lambda app, rig=None: couch_table(app) and None,
    "replay_table": lambda app, rig=None: push(app, "replay_table", record=a_record()),
    "restored_match": lambda app, rig=None: app.context.scenes.reset(
        app.context.make_scene("restored_match", loaded=saved_match(app))
    ),
    "continue_match": lambda app, rig=None: (
        saved_match(app),
        app.context.scenes.reset(app.context.make_scene("continue_match")),
    ),
    "join": simple("join", config=MatchSetup("couch").config()),
    "join_devices": simple("join_devices", config=MatchSetup("couch").config()),
    "rejoin": lambda app, rig=None: push(app, "rejoin", loaded=saved_match(app, start=couch_table)),
    "pass_screen": lambda app, rig=None: push(
        app, "pass_screen", couch=couch(), seat=1, on_start=lambda seat: None
    ),
    "pad_disconnected": lambda app, rig=None: push(app, "pad_disconnected", couch=couch(), seat=1),
    "play_friend": simple("play_friend"),
    "online_create": simple("online_create"),
    "online_join": simple("online_join"),
    "online_room": online_room,
    "online_table": online_table,
    "online_result": online_result,
    "online_offer": simple("online_offer"),
    "online_notice": simple("online_notice", title="The match ended", message="Ren left."),
    "online_options": simple("online_options"),
    "hachi_prompt": hachi_hachi_prompt,
    "koikoi_prompt": over_the_table(
        lambda app, table: app.context.make_scene(
            "koikoi_prompt",
            event=None,
            view=table.view,
            names=table.driver.names,
            art=table.art,
            on_decide=lambda action: None,
            hint=table.hint,
        )
    ),
    "round_result": over_the_table(  # koi-koi's month over its table (tests/scenes/overlays
        # and tests/table open the N-seat games' rounds)
        lambda app, table: app.context.make_scene(
            "round_result",
            event=MONTH_ENDED,
            names=table.driver.names,
            rules=table.view.rules,
            last_turn=[],
            art=table.art,
        )
    ),
    "announcement": over_the_table(
        lambda app, table: app.context.make_scene("announcement", title="Redeal")
    ),
    "match_result": over_the_table(
        lambda app, table: app.context.make_scene(
            "match_result", view=table.view, names=table.driver.names
        )
    ),
    "yaku_list": over_the_table(
        lambda app, table: app.context.make_scene("yaku_list", rules=table.view.rules)
    ),
    "action_list": over_the_table(
        lambda app, table: app.context.make_scene("action_list", source=table.mode.action_source())
    ),
    "arcade": simple("arcade"),
    "arcade_ladder": simple("arcade_ladder", credits=2),
    "arcade_short": simple("arcade_short"),
    "arcade_free_play": simple("arcade_free_play"),
    "arcade_stats": simple("arcade_stats"),
    "arcade_versus": lambda app, rig=None: push(app, "arcade_versus", stage=load_ladder()[0]),
    "arcade_continue": lambda app, rig=None: push(
        app, "arcade_continue", session=arcade_session(lost=True), credits_total=2
    ),
    "arcade_initials": lambda app, rig=None: push(app, "arcade_initials", session=arcade_session()),
    "lesson": simple("lesson"),
}
ONLINE = frozenset({"online_room", "online_table", "online_result"})
#: the scenes whose match in progress must be in the autosave when the game closes
MATCHES = frozenset(
    {
        "table",
        "couch_match",
        "restored_match",
        "continue_match",
        "pause",
        "koikoi_prompt",
        "hachi_prompt",
        "round_result",
        "announcement",
        "match_result",
        "yaku_list",
        "action_list",
    }
)
