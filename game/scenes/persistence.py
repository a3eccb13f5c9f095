"""Wiring the never-lose-a-match features into the app: autosave, Continue, kept matches.

``register(factories, hooks)`` (called from game.scenes.couch_table.register, which the app
loads after the table and join modules):

* wraps the "table" factory so every real match (not the attract demo) autosaves after
  every decision and, when it ends, is kept in the records library and counted in the
  per-player statistics (CouchTableScene does the same for couch matches); the table it
  makes (WatchedTable) pauses when the player's pad disconnects;
* adds ``hooks["continue_match"]``: it asks ``start_match`` for the "continue_match" scene,
  which restores the autosave - a vs-CPU match straight onto the table at the exact
  position, a couch match after both players claim their devices again (the same join
  screen, Back returns to the title). A missing or corrupt autosave gives the title back
  with a one-line notice;
* puts the couch names step (game.scenes.couch_setup) before the "join" device screen;
* registers the "stats" and "replay_viewer" scenes when those modules are present.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from game.core.scenes import Scene, SceneContext, SceneFactories
from game.engine import positions
from game.input import actions as act
from game.match.couch import CouchSeats, pad_id
from game.match.session import MatchConfig, MatchSession
from game.persist import autosave
from game.persist.recorder import MatchPersistence, attach_persistence
from game.scenes.pad_disconnected import PadDisconnected
from game.scenes.table import TableScene

logger = logging.getLogger(__name__)

SEAT_COLOURS = ("red", "blue")


def cpu_match_info(config: MatchConfig) -> autosave.MatchInfo:
    kinds = tuple(config.seats)
    mode = "cpu" if "human" in kinds else "watch"
    return autosave.MatchInfo(
        mode=mode,
        seed=config.seed,
        cpu_level=config.level if "cpu" in kinds else None,
        seats=[
            autosave.SeatInfo(str(config.names[s]), SEAT_COLOURS[s], str(kinds[s])) for s in (0, 1)
        ],
    )


class WatchedTable(TableScene):
    """The vs-CPU table plus a disconnect pause for the player's pad: when the pad the player
    used last goes away mid-match (or is found missing when the table is back on top), the
    match pauses under "Red's controller disconnected - reconnect it, or press any key to
    continue on the keyboard" (game.scenes.pad_disconnected)."""

    def human_seat(self) -> int | None:
        seats = tuple(self.config.seats)
        return seats.index("human") if "human" in seats else None

    def player_pad(self) -> int | None:
        manager = self.context.input
        last = getattr(manager, "last_device", None)
        if last and last[0] == act.PAD and last[1] is not None:
            return int(last[1])
        return None

    def handle_action(self, action: act.Action) -> bool:
        if action.name == act.DEVICE_REMOVED and action.instance_id is not None:
            if action.instance_id == self.player_pad():
                self.pad_lost(action.instance_id)
                return True
        return super().handle_action(action)

    def resume(self) -> None:
        super().resume()
        overlay = getattr(self, "pad_overlay", None)
        if overlay is not None and overlay.done:
            self.pad_overlay = None  # just resolved: the player chose a device
            return
        pad = self.player_pad()
        pads = getattr(self.context.input, "pads", None)
        if pad is not None and pads is not None and pad not in pads:
            self.pad_lost(pad)

    def pad_lost(self, instance_id: int) -> None:
        seat = self.human_seat()
        if (
            seat is None
            or self.attract
            or self.finished
            or isinstance(self.stack.top, PadDisconnected)
        ):
            return
        seats = CouchSeats(names=[str(n) for n in self.config.names], devices=[None, None])
        seats.claim(seat, f"pad:{instance_id}")
        seats.on_device_removed(instance_id)
        manager = self.context.input

        def resolved(seat: int, device: str) -> None:
            if manager is not None:
                number = pad_id(device)
                manager.last_device = (act.KEYBOARD, None) if number is None else (act.PAD, number)

        self.pad_overlay = PadDisconnected(self.context, seats, seat, resolved)
        self.stack.push(self.pad_overlay)


def persisting_table(original: Callable[..., Scene]) -> Callable[..., Scene]:
    """The "table" factory, plus autosave for every match that is not the attract demo and
    the player's pad disconnect pause (WatchedTable when the factory is the table's own)."""
    from game.scenes import table as table_module

    def make(context: SceneContext, config: Any = None, **options: Any) -> Scene:
        if original is table_module.make_table:
            if isinstance(config, dict) and config.get("attract"):
                options.setdefault("attract", True)
            scene = WatchedTable(context, table_module.match_config(config), **options)
        else:
            scene = original(context, config, **options)
        if getattr(scene, "attract", False) or not hasattr(scene, "session"):
            return scene
        persistence = MatchPersistence(
            cpu_match_info(scene.config), notify=context.hooks.get("notify")
        )
        attach_persistence(scene.session, persistence)
        scene.persistence = persistence  # callers may add to persistence.info.session
        return scene

    return make


def restored_config(info: autosave.MatchInfo, state) -> MatchConfig:
    kinds = tuple(seat.kind for seat in info.seats)
    couch = info.mode == "couch"
    names = tuple(seat.name for seat in info.seats)
    return MatchConfig(
        rules=state.rules,
        overrides={},
        level=info.cpu_level or "greedy",
        seats=kinds,
        names=names,
        seed=info.seed,  # type: ignore[arg-type]
        viewer=None if couch else (1 if kinds == ("cpu", "human") else 0),
    )


def restored_table(
    context: SceneContext, loaded: autosave.Loaded, devices: list | None = None
) -> Scene:
    """The table at the autosave's exact position (TableScene or CouchTableScene)."""
    state, info = loaded.state, loaded.info
    assert state is not None and info is not None
    config = restored_config(info, state)
    if info.mode == "couch":
        from game.scenes.couch_table import CouchTableScene, couch_config

        seats = CouchSeats(
            names=[s.name for s in info.seats],
            colours=[s.colour for s in info.seats],
            devices=list(devices or [None, None]),
            open_hands=info.open_hands,
        )
        config = couch_config(seats, rules=state.rules, seed=info.seed)
        session = MatchSession(config, state=state)
        session.initial_events = positions.position_events(state)
        scene = CouchTableScene(context, seats, config, session)
        scene.director.skip()  # lay the restored position out at once
        return scene
    session = MatchSession(config, state=state)
    session.initial_events = positions.position_events(state)
    scene = WatchedTable(context, config, session)
    scene.director.skip()  # lay the restored position out at once
    attach_persistence(session, MatchPersistence(info, notify=context.hooks.get("notify")))
    return scene


def _title_with_notice(context: SceneContext, message: str | None) -> Scene:
    notify = context.hooks.get("notify")
    if notify is not None and message:
        notify(message)
    return context.make_scene("title")


def make_continue(context: SceneContext, config: Any = None, **_: Any) -> Scene:
    """Factory "continue_match": the restored match, the rejoin screen, or the title."""
    loaded = autosave.load()
    if not loaded.ok:
        return _title_with_notice(context, loaded.warning or "There is no match to continue.")
    if loaded.info.mode == "couch" and "join" in context.factories:
        return make_rejoin(context, loaded)
    return restored_table(context, loaded)


def make_rejoin(context: SceneContext, loaded: autosave.Loaded) -> Scene:
    from game.scenes.join import JoinScene

    class RejoinScene(JoinScene):
        """The join screen for a continued couch match: claim devices, then the table."""

        heading = "Continue: who plays with what?"

        def start(self) -> None:
            self.stack.reset(restored_table(self.context, loaded, list(self.devices)))

        def on_back(self) -> None:
            self.stack.reset(self.context.make_scene("title"))

    names = [seat.name for seat in loaded.info.seats]
    return RejoinScene(context, config={"names": names, "scene": "couch_match"})


def register(factories: SceneFactories, hooks: dict) -> None:
    original = factories.get("table")
    if original is not None and not getattr(original, "persisting", False):
        wrapped = persisting_table(original)
        wrapped.persisting = True  # type: ignore[attr-defined]
        factories["table"] = wrapped
    factories["continue_match"] = make_continue
    join = factories.get("join")
    if join is not None and not getattr(join, "names_first", False):
        from game.scenes.couch_setup import names_before

        factories["join"] = names_before(join)  # couch: names, then devices

    def continue_match() -> None:
        hooks["start_match"]({"scene": "continue_match"})

    hooks["continue_match"] = continue_match
    for module_name, scene_name, attribute in (
        ("game.scenes.stats", "stats", "StatsScene"),
        ("game.scenes.replay_viewer", "replay_viewer", "ReplayViewer"),
        ("game.scenes.action_list", "action_list", "ActionListOverlay"),
    ):
        try:
            module = __import__(module_name, fromlist=[attribute])
        except ModuleNotFoundError as error:
            if error.name != module_name:
                raise
            continue
        factories[scene_name] = getattr(module, attribute)
