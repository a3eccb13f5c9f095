"""The shape of the house, checked on the source: no import cycles anywhere in game/, every
import points down the layers (engine < match < ui/view < table/scenes < app), the network
package needs nothing but the engine, and nothing above the match driver reads the engine's
State (only its TableView, events and information views)."""

from __future__ import annotations

import ast
from pathlib import Path

from game.engine.koikoi.state import State
from tests.support import import_graph

# Lowest first. A module may import its own layer and the ones below, never one above.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("engine", ("game", "game.engine")),
    ("infrastructure", ("game.core", "game.input", "game.i18n")),
    ("match", ("game.match", "game.persist", "game.online", "game.arcade")),
    ("assets", ("game.assets",)),
    ("ui/view", ("game.ui", "game.view", "game.fx")),
    ("table/scenes", ("game.table", "game.scenes", "game.arcade.launch", "game.arcade.resume")),
    ("app", ("game.app", "game.wiring", "game.smoke", "game.bench", "game.commands")),
    ("entry points", ("game.cli", "game.__main__")),
)
# The match drivers: the only modules besides the engine that may hold and read a State.
DRIVERS: tuple[str, ...] = (
    "game.engine",
    "game.match",
    "game.arcade.match",  # plays a stage's match headless
    "game.persist.headless",  # the kill-and-continue test's match
    "game.bench",
    "game.commands",
    "game.online.wire.games",  # the room server's authoritative matches
    "game.online.server.rooms",
    "game.online.server.room_server",
    "game.online.wire.server_views",  # each viewer's view, built from the room's State
    # a seat's public copy of a State: packed, and rebuilt to sample
    "game.online.wire.public_state",
)
# Packages that never touch a State at all (they get views, events and callbacks).
VIEW_ONLY: tuple[str, ...] = (
    "game.table",
    "game.scenes",
    "game.view",
    "game.ui",
    "game.fx",
    "game.assets",
    "game.app",
    "game.wiring",
    "game.smoke",
    "game.online.client.link",  # the network client and its session see only what the server sends
    "game.online.client.session",
    "game.online.server.feed",
)
STATE_FIELDS = frozenset(State.__slots__)


def within(module: str, prefixes: tuple[str, ...]) -> bool:
    return any(module == prefix or module.startswith(prefix + ".") for prefix in prefixes)


def layer_of(module: str) -> int:
    """The index of the most specific layer prefix that holds ``module``."""
    best, best_length = -1, -1
    for index, (_name, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best_length:
                best, best_length = index, len(prefix)
    return best


# Engine cycles still waiting to be broken (none left: keep it that way).
KNOWN_ENGINE_CYCLES: list[list[str]] = []


def test_there_are_no_import_cycles_in_the_game_package():
    found = import_graph.cycles()
    outside = [cycle for cycle in found if not within(cycle[0], ("game.engine",))]
    assert outside == []
    assert [cycle for cycle in found if cycle not in outside] == KNOWN_ENGINE_CYCLES


def test_the_cycle_finder_finds_a_cycle():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert import_graph.cycles(edges) == [["a", "b", "c"]]


def test_every_module_has_a_layer_and_every_import_points_down():
    edges = import_graph.graph()
    unplaced = [module for module in edges if layer_of(module) < 0]
    assert unplaced == []
    upward = [
        f"{module} ({LAYERS[layer_of(module)][0]}) imports {target} ({LAYERS[layer_of(target)][0]})"
        for module, targets in edges.items()
        for target in targets
        if layer_of(target) > layer_of(module)
    ]
    assert upward == []


def test_the_layer_check_sees_an_upward_import():
    assert layer_of("game.engine.cards") < layer_of("game.match.session")
    assert layer_of("game.arcade.launch") > layer_of("game.arcade.ladder")
    assert layer_of("game.table.scene") > layer_of("game.view.hud")
    assert layer_of("game.wiring") > layer_of("game.scenes.menus.title")


def test_the_network_package_imports_only_the_engine():
    edges = import_graph.graph()
    online = {
        module: targets for module, targets in edges.items() if within(module, ("game.online",))
    }
    foreign = [
        f"{module} imports {target}"
        for module, targets in online.items()
        for target in targets
        if not within(target, ("game.engine", "game.online", "game")) or target == "game"
    ]
    assert foreign == []


def state_reads(path: Path) -> list[tuple[int, str]]:
    """(line, attribute) of every attribute read off a value named ``state`` or ``X.state``."""
    tree = import_graph.parsed(path)
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        value = node.value
        named_state = (isinstance(value, ast.Name) and value.id == "state") or (
            isinstance(value, ast.Attribute) and value.attr == "state"
        )
        if named_state:
            found.append((node.lineno, node.attr))
    return found


def test_nothing_above_the_match_driver_touches_the_state():
    offenders = []
    for module, path in import_graph.modules().items():
        if within(module, DRIVERS):
            continue
        for line, attribute in state_reads(path):
            if within(module, VIEW_ONLY):
                offenders.append(f"{module}:{line} reads state.{attribute}")
            elif attribute in STATE_FIELDS or attribute.startswith("_"):
                offenders.append(f"{module}:{line} reads the State field {attribute}")
    assert offenders == []
    importers = [
        module
        for module, targets in import_graph.graph().items()
        if "game.engine.koikoi.state" in targets and not within(module, DRIVERS + ("game.persist",))
    ]
    assert importers == []


def test_the_state_check_sees_a_read(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("def f(table, state):\n    return table.session.state.hands, state.phase\n")
    assert state_reads(sample) == [(2, "hands"), (2, "phase")]
