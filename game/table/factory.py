"""Making tables: the factories the composition root (game.wiring) lists.

* :func:`saved_table` - "table": a match from the setup screen's config (or a session the
  arcade built), autosaved after every decision and kept when it ends (never the demo);
* :func:`couch_table` - "couch_match": the couch table with the claimed devices, autosaved;
* :func:`replay_table` - "replay_table": a kept match replayed;
* :func:`continued_match` - Continue: the autosave's match at its exact position (a couch
  match through the "rejoin" screen first), or the title with a one-line notice.

Every autosaved table keeps its look (field slots, previous turn) in the save and a
restored one gets it back (game.table.look).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core.scenes import Scene, SceneContext
from game.engine.positions import position_events
from game.match.couch import CouchSeats
from game.match.replay import replay_session
from game.match.session import MatchConfig, MatchSession
from game.persist import autosave
from game.persist.recorder import MatchPersistence, attach_persistence
from game.table.look import keep_look, restore_look
from game.table.modes import CouchMode, VersusMode
from game.table.replay import ReplayMode
from game.table.scene import TableScene

SEAT_COLOURS: tuple[str, ...] = ("red", "blue", "green", "gold")
DEMO_MONTHS = 12


def match_config(config: MatchConfig | dict | None) -> MatchConfig:
    """A MatchConfig from the setup scene's dict (unknown keys ignored)."""
    if config is None or isinstance(config, MatchConfig):
        return config or MatchConfig()
    names = {f.name for f in dataclasses.fields(MatchConfig)}
    kwargs = {key: value for key, value in dict(config).items() if key in names}
    for key in ("seats", "names"):
        if key in kwargs:
            kwargs[key] = tuple(kwargs[key])
    return MatchConfig(**kwargs)


def attract_config(months: int = DEMO_MONTHS) -> dict:
    """What the title's demo asks ``start_match`` for: CPU vs CPU, the demo flag set."""
    return {
        "overrides": {"months": months},
        "level": "normal",
        "seats": ("cpu", "cpu"),
        "names": ("Red CPU", "Blue CPU"),
        "viewer": None,
        "attract": True,
    }


def cpu_match_info(config: MatchConfig) -> autosave.MatchInfo:
    kinds = tuple(config.seats)
    mode = "cpu" if "human" in kinds else "watch"
    return autosave.MatchInfo(
        mode=mode,
        seed=config.seed,
        cpu_level=config.level if "cpu" in kinds else None,
        seats=[
            autosave.SeatInfo(str(name), SEAT_COLOURS[seat], str(kind))
            for seat, (name, kind) in enumerate(zip(config.names, kinds, strict=True))
        ],
    )


def saved_table(context: SceneContext, config: Any = None, **options: Any) -> TableScene:
    """The "table": a match that autosaves after every decision unless it is the demo."""
    if isinstance(config, dict) and config.get("attract"):
        options.setdefault("attract", True)
    scene = TableScene(context, match_config(config), mode=VersusMode(), **options)
    if not scene.attract:
        persistence = MatchPersistence(cpu_match_info(scene.config), notify=context.services.notify)
        attach_persistence(scene.session, persistence)
        keep_look(scene, persistence)
        scene.persistence = persistence  # callers may add to persistence.info.session
    return scene


# -- couch ---------------------------------------------------------------------------------
def couch_config(
    couch: CouchSeats, *, rules="nintendo", overrides: dict | None = None, seed: int | None = None
) -> MatchConfig:
    seats = range(len(couch.names))
    return MatchConfig(
        rules=rules,
        overrides=dict(overrides or {}),
        seats=tuple("human" for _ in seats),
        names=tuple(couch.label(seat) for seat in seats),
        seed=seed,
        viewer=None,
    )


def couch_match_info(couch: CouchSeats, seed: int | None) -> autosave.MatchInfo:
    return autosave.MatchInfo(
        mode="couch",
        seed=seed,
        cpu_level=None,
        open_hands=couch.open_hands,
        seats=[
            autosave.SeatInfo(name, colour, "human")
            for name, colour in zip(couch.names, couch.colours, strict=True)
        ],
    )


def couch_scene(
    context: SceneContext,
    couch: CouchSeats,
    config: MatchConfig | None = None,
    session: MatchSession | None = None,
    *,
    persist: bool = True,
) -> TableScene:
    """A couch table for ``couch``'s seats; ``persist`` autosaves it and keeps it."""
    config = config or (session.config if session is not None else couch_config(couch))
    scene = TableScene(context, config, session, mode=CouchMode(couch))
    if persist:
        persistence = MatchPersistence(
            couch_match_info(couch, scene.config.seed), notify=context.services.notify
        )
        attach_persistence(scene.session, persistence)
        keep_look(scene, persistence)
        scene.persistence = persistence
    return scene


def couch_table(
    context: SceneContext,
    config: dict | None = None,
    *,
    couch: CouchSeats | None = None,
    match: MatchConfig | None = None,
) -> TableScene:
    """ "couch_match": from the join screen's ``config`` (names, devices, open hands, rules),
    or a rematch's ``couch`` seats and ``match`` config."""
    if couch is None:
        config = dict(config or {})
        couch = CouchSeats(
            names=list(config.get("names") or ["Red", "Blue"]),
            devices=list(config.get("devices") or []),
            open_hands=bool(config.get("open_hands", False)),
        )
        match = couch_config(
            couch,
            rules=config.get("rules", "nintendo"),
            overrides=config.get("overrides"),
            seed=config.get("seed"),
        )
    return couch_scene(context, couch, match)


# -- replay --------------------------------------------------------------------------------
def replay_table(context: SceneContext, record: dict) -> TableScene:
    """ "replay_table": the kept match ``record`` played again, every hand face up."""
    session, cursor = replay_session(record)
    scene = TableScene(context, session.config, session, mode=ReplayMode(cursor))
    scene.record = record
    return scene


# -- Continue ------------------------------------------------------------------------------
def restored_config(info: autosave.MatchInfo, rules) -> MatchConfig:
    kinds = tuple(seat.kind for seat in info.seats)
    humans = [seat for seat, kind in enumerate(kinds) if kind == "human"]
    return MatchConfig(
        rules=rules,
        overrides={},
        level=info.cpu_level or "greedy",
        seats=kinds,
        names=tuple(seat.name for seat in info.seats),
        seed=info.seed,
        viewer=None if info.mode == "couch" else (humans[0] if humans else 0),
    )


def restored_table(
    context: SceneContext, loaded: autosave.Loaded, devices: list | None = None, **_: Any
) -> TableScene:
    """The table at the autosave's exact position (a couch table for a couch match)."""
    state, info = loaded.state, loaded.info
    assert state is not None and info is not None
    rules = loaded.rules
    if info.mode == "couch":
        couch = CouchSeats(
            names=[s.name for s in info.seats],
            colours=[s.colour for s in info.seats],
            devices=list(devices or [None] * len(info.seats)),
            open_hands=info.open_hands,
        )
        config = couch_config(couch, rules=rules, seed=info.seed)
        session = MatchSession(config, state=state)
        session.initial_events = position_events(state)
        scene = couch_scene(context, couch, config, session)
    else:
        config = restored_config(info, rules)
        session = MatchSession(config, state=state)
        session.initial_events = position_events(state)
        scene = TableScene(context, config, session, mode=VersusMode())
        persistence = MatchPersistence(info, notify=context.services.notify)
        attach_persistence(session, persistence)
        keep_look(scene, persistence)
        scene.persistence = persistence
    scene.director.skip()  # lay the restored position out at once
    restore_look(scene, info.look)
    return scene


def continued_match(context: SceneContext, **_: Any) -> Scene:
    """Continue: the restored match, the rejoin screen of a couch match, or the title."""
    loaded = autosave.load()
    if not loaded.ok:
        context.services.notify(loaded.warning or "There is no match to continue.")
        return context.make_scene("title")
    if loaded.info.mode == "couch":
        return context.make_scene("rejoin", loaded=loaded)
    return restored_table(context, loaded)
