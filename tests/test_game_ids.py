"""A game's id is written in its own package and the registry only: everywhere else code asks
``game.engine.games`` (``games.KOIKOI``, ``games.spec(game)``...), so adding or renaming a
game never means hunting its name through the code.

The scan finds every string literal equal to a game id (docstrings aside) in game/ outside
the game packages (game/engine/NAME/) and the registry, and in tools/.
None is left (17 at the start of this scan's allow-list, which stays empty): a literal fails,
naming its file and line.
"""

from __future__ import annotations

import ast
from pathlib import Path

from game.engine import games

GAME = Path(__file__).resolve().parent.parent / "game"
TOOLS = GAME.parent / "tools"
IDS = frozenset(games.SPECS)
# the registry and the game packages, where the ids are defined
OWNERS = (
    "engine/games.py",
    "engine/spec.py",
    "engine/koikoi/",
    "engine/roppyakken/",
    "engine/hana_awase/",
    "engine/hachi_hachi/",
)
# file -> literals still allowed there (lower a count when you remove one; never raise it)
ALLOWED: dict[str, int] = {}


def _docstrings(tree: ast.AST) -> set[int]:
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    return {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, kinds)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }


def game_id_literals(root: Path | None = None) -> dict[str, list[int]]:
    """file (relative to ``root``, game/ by default) -> the lines of its game-id literals,
    outside the owners."""
    root = root or GAME
    found: dict[str, list[int]] = {}
    for path in sorted(root.rglob("*.py")):
        name = path.relative_to(root).as_posix()
        if name.startswith(OWNERS):
            continue
        tree = ast.parse(path.read_text("utf-8"))
        docs = _docstrings(tree)
        lines = [
            node.lineno
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and node.value in IDS and id(node) not in docs
        ]
        if lines:
            found[name] = sorted(lines)
    return found


def test_no_new_game_id_literal_outside_the_game_packages_and_the_registry():
    over = [
        f"game/{name}:{','.join(map(str, lines))} has {len(lines)} game-id literal(s), "
        f"{ALLOWED.get(name, 0)} allowed"
        for name, lines in game_id_literals().items()
        if len(lines) > ALLOWED.get(name, 0)
    ]
    assert over == [], "ask game.engine.games instead:\n" + "\n".join(over)


def test_the_tools_ask_the_registry_too():
    assert game_id_literals(TOOLS) == {}


def test_the_scan_sees_a_literal_and_skips_docstrings(tmp_path, monkeypatch):
    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "games.py").write_text('X = "koikoi"\n')
    (tmp_path / "stray.py").write_text('"""About koikoi."""\n\nX = "hana-awase"\nY = "hanafuda"\n')
    monkeypatch.setitem(globals(), "GAME", tmp_path)
    assert game_id_literals() == {"stray.py": [3]}


# A branch on a game's registry constant is the same branch as one on its string
# (``game == games.ROPPYAKKEN``): ask the game's spec for the fact instead
# (``games.is_table_game(game)``, a spec field). The few left may only shrink.
ID_CONSTANTS = frozenset({"KOIKOI", "ROPPYAKKEN", "HANA_AWASE", "HACHI_HACHI"})
COMPARISONS_ALLOWED: dict[str, int] = {}


def game_id_comparisons() -> dict[str, list[int]]:
    """file (relative to game/) -> the lines comparing something with a game's constant."""
    found: dict[str, list[int]] = {}
    for path in sorted(GAME.rglob("*.py")):
        name = path.relative_to(GAME).as_posix()
        if name.startswith(OWNERS):
            continue
        lines = [
            node.lineno
            for node in ast.walk(ast.parse(path.read_text("utf-8")))
            if isinstance(node, ast.Compare)
            and any(
                isinstance(side, ast.Attribute) and side.attr in ID_CONSTANTS
                for side in (node.left, *node.comparators)
            )
        ]
        if lines:
            found[name] = sorted(lines)
    return found


def test_no_new_branch_on_a_games_constant():
    over = [
        f"game/{name}:{','.join(map(str, lines))} compares with a game's constant "
        f"{len(lines)} time(s), {COMPARISONS_ALLOWED.get(name, 0)} allowed"
        for name, lines in game_id_comparisons().items()
        if len(lines) > COMPARISONS_ALLOWED.get(name, 0)
    ]
    assert over == [], "ask the game's spec instead:\n" + "\n".join(over)


# A table keyed by games (``{games.ROPPYAKKEN: ..., games.HANA_AWASE: ...}``) outside the
# game packages is a per-game fact a new game would have to add there: it belongs in the
# game's spec (a field of game.engine.spec.GameSpec). The few left may only shrink.
PER_GAME_TABLES_ALLOWED: dict[str, int] = {
    "bench/ai.py": 1,  # the games `bench ai` benches (koi-koi's), not a fact of every game
}


def _names_a_game(node: ast.expr | None) -> bool:
    """``games.KOIKOI`` (the registry's constant) or a bare ``KOIKOI`` imported from it."""
    if isinstance(node, ast.Attribute):
        return (
            node.attr in ID_CONSTANTS
            and isinstance(node.value, ast.Name)
            and node.value.id == "games"
        )
    return isinstance(node, ast.Name) and node.id in ID_CONSTANTS


def per_game_tables() -> dict[str, list[int]]:
    """file (relative to game/) -> the lines of dict displays keyed by a game's constant."""
    found: dict[str, list[int]] = {}
    for path in sorted(GAME.rglob("*.py")):
        name = path.relative_to(GAME).as_posix()
        if name.startswith(OWNERS):
            continue
        lines = [
            node.lineno
            for node in ast.walk(ast.parse(path.read_text("utf-8")))
            if isinstance(node, ast.Dict) and any(_names_a_game(key) for key in node.keys)
        ]
        if lines:
            found[name] = sorted(lines)
    return found


def test_no_new_table_keyed_by_games_outside_the_game_packages():
    over = [
        f"game/{name}:{','.join(map(str, lines))} has {len(lines)} table(s) keyed by games, "
        f"{PER_GAME_TABLES_ALLOWED.get(name, 0)} allowed"
        for name, lines in per_game_tables().items()
        if len(lines) > PER_GAME_TABLES_ALLOWED.get(name, 0)
    ]
    assert over == [], "make it a field of the games' specs instead:\n" + "\n".join(over)


def test_the_table_scan_sees_a_table_keyed_by_games(tmp_path, monkeypatch):
    (tmp_path / "stray.py").write_text(
        "from game.engine import games\n"
        "LINES = {games.KOIKOI: 'a', games.ROPPYAKKEN: 'b'}\n"
        "OWN = {ROPPYAKKEN: 1}\n"
    )
    monkeypatch.setitem(globals(), "GAME", tmp_path)
    assert per_game_tables() == {"stray.py": [2, 3]}
