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
from game.engine import games
from game.engine.koikoi.positions import position_events
from game.i18n import tr
from game.match.couch import CPU_SEAT, CouchSeats
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
    for key in ("seats", "names", "levels"):
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


def autoplay_table_config(game: str, players: int | None) -> dict:
    """``--autoplay --game G [--players N]``: CPUs in every seat, every hand face up, a
    whole match of the game (the demo flag set: nothing is saved, the title follows)."""
    info = games.game_info(game)
    seats = players or info.default_seats
    return {
        "game": info.id,
        "rules": info.default_preset,
        "level": "normal",
        "seats": ("cpu",) * seats,
        "names": tuple(f"{colour.capitalize()} CPU" for colour in SEAT_COLOURS[:seats]),
        "viewer": None,
        "attract": True,
    }


def cpu_match_info(config: MatchConfig) -> autosave.MatchInfo:
    kinds = tuple(config.seats)
    mode = "cpu" if "human" in kinds else "watch"
    levels = [config.level_of(seat) for seat, kind in enumerate(kinds) if kind == "cpu"]
    return autosave.MatchInfo(
        mode=mode,
        seed=config.seed,
        cpu_level=config.level if "cpu" in kinds else None,
        session={"levels": [config.level_of(s) for s in range(len(kinds))]} if levels else {},
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
    couch: CouchSeats,
    *,
    rules="nintendo",
    overrides: dict | None = None,
    seed: int | None = None,
    game: str = games.KOIKOI,
    levels: tuple[str, ...] = (),
) -> MatchConfig:
    seats = range(len(couch.names))
    return MatchConfig(
        rules=rules,
        overrides=dict(overrides or {}),
        seats=tuple("cpu" if couch.is_cpu(seat) else "human" for seat in seats),
        names=tuple(couch.label(seat) for seat in seats),
        seed=seed,
        viewer=None,
        game=game,
        levels=tuple(levels),
    )


def couch_seats(config: dict) -> CouchSeats:
    """The couch's seats from the join screen's config: the players' names and devices, and
    CPU seats (``cpu_seats``) filling the empty places."""
    names = list(config.get("names") or ["Red", "Blue"])
    devices = list(config.get("devices") or [None] * len(names))
    cpu_seats = sorted(int(seat) for seat in config.get("cpu_seats") or ())
    every_name: list[str] = []
    every_device: list[str | None] = []
    for seat in range(len(names) + len(cpu_seats)):
        if seat in cpu_seats:
            every_name.append(f"CPU {cpu_seats.index(seat) + 1}")
            every_device.append(CPU_SEAT)
        else:
            index = len(every_name) - sum(1 for s in cpu_seats if s < seat)
            every_name.append(names[index])
            every_device.append(devices[index] if index < len(devices) else None)
    return CouchSeats(
        names=every_name,
        devices=every_device,
        open_hands=bool(config.get("open_hands", False)),
    )


def couch_match_info(couch: CouchSeats, config: MatchConfig) -> autosave.MatchInfo:
    return autosave.MatchInfo(
        mode="couch",
        seed=config.seed,
        cpu_level=config.level if couch.players != list(couch.seats) else None,
        open_hands=couch.open_hands,
        seats=[
            autosave.SeatInfo(name, colour, "cpu" if couch.is_cpu(seat) else "human")
            for seat, (name, colour) in enumerate(zip(couch.names, couch.colours, strict=True))
        ],
        session={"levels": list(config.levels)} if config.levels else {},
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
            couch_match_info(couch, scene.config), notify=context.services.notify
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
        couch = couch_seats(config)
        match = couch_config(
            couch,
            rules=config.get("rules", "nintendo"),
            overrides=config.get("overrides"),
            seed=config.get("seed"),
            game=str(config.get("game") or games.KOIKOI),
            levels=tuple(config.get("levels") or ()),
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
def saved_levels(info: autosave.MatchInfo) -> tuple[str, ...]:
    levels = info.session.get("levels", ())
    if isinstance(levels, list) and all(isinstance(level, str) for level in levels):
        return tuple(levels)
    return ()


def restored_config(info: autosave.MatchInfo, rules, game: str = games.KOIKOI) -> MatchConfig:
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
        game=game,
        levels=saved_levels(info),
    )


def restored_table(
    context: SceneContext, loaded: autosave.Loaded, devices: list | None = None, **_: Any
) -> TableScene:
    """The table at the autosave's exact position (a couch table for a couch match)."""
    state, info = loaded.state, loaded.info
    assert state is not None and info is not None
    rules = loaded.rules
    game = getattr(state, "GAME", "") or games.KOIKOI
    if info.mode == "couch":
        players = iter(devices or [])
        couch = CouchSeats(
            names=[s.name for s in info.seats],
            colours=[s.colour for s in info.seats],
            devices=[CPU_SEAT if s.kind == "cpu" else next(players, None) for s in info.seats],
            open_hands=info.open_hands,
        )
        config = couch_config(
            couch, rules=rules, seed=info.seed, game=game, levels=saved_levels(info)
        )
        session = MatchSession(config, state=state)
        session.initial_events = position_events(state)
        scene = couch_scene(context, couch, config, session)
    else:
        config = restored_config(info, rules, game)
        session = MatchSession(config, state=state)
        session.initial_events = position_events(state)
        scene = TableScene(context, config, session, mode=VersusMode())
        persistence = MatchPersistence(info, notify=context.services.notify)
        attach_persistence(session, persistence)
        keep_look(scene, persistence)
        scene.persistence = persistence
    restore_look(scene, info.look)  # laid out at once, as it looked
    return scene


def continued_match(context: SceneContext, **_: Any) -> Scene:
    """Continue: the restored match, the rejoin screen of a couch match, or the title."""
    loaded = autosave.load()
    if not loaded.ok:
        context.services.notify(loaded.warning or tr("There is no match to continue."))
        return context.make_scene("title")
    if loaded.info.mode == "couch":
        return context.make_scene("rejoin", loaded=loaded)
    return restored_table(context, loaded)
