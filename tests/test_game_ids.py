"""A game's id is written in its own package and the registry only: everywhere else code asks
``game.engine.games`` (``games.KOIKOI``, ``games.spec(game)``...), so adding or renaming a
game never means hunting its name through the code.

The scan finds every string literal equal to a game id (docstrings aside) in game/ outside
the game packages (koi-koi's are the engine modules ``koikoi_spec.OWN_MODULES`` names) and
the registry. The few left (mostly koi-koi's action kind "koikoi",
spelled like the game, and the online package's own game table) are an explicit allow-list
that may only shrink: a NEW literal fails, naming its file and line.
"""

from __future__ import annotations

import ast
from pathlib import Path

from game.engine import games, koikoi_spec

GAME = Path(__file__).resolve().parent.parent / "game"
IDS = frozenset(games.GAME_IDS)
# the registry and the game packages, where the ids are defined
OWNERS = (
    "engine/games.py",
    "engine/spec.py",
    "engine/koikoi_spec.py",
    "engine/roppyakken/",
    "engine/hana_awase/",
    "engine/hachi_hachi/",
    *koikoi_spec.OWN_MODULES,
)
# file -> literals still allowed there (lower a count when you remove one; never raise it)
ALLOWED: dict[str, int] = {
    "bench/server.py": 1,
    "commands/engine_commands.py": 3,
    "core/synth.py": 1,
    "engine/table_view.py": 3,
    "persist/achievement_facts.py": 1,  # a month result's "koikoi" calls, not the game
    "persist/stats.py": 1,
    "persist/turn_facts.py": 2,
    "scenes/online/create_room.py": 1,
    "scenes/overlays/koikoi_prompt.py": 2,
    "table/presenter.py": 1,
}


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


def game_id_literals() -> dict[str, list[int]]:
    """file (relative to game/) -> the lines of its game-id literals, outside the owners."""
    found: dict[str, list[int]] = {}
    for path in sorted(GAME.rglob("*.py")):
        name = path.relative_to(GAME).as_posix()
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
COMPARISONS_ALLOWED: dict[str, int] = {
    "commands/engine_commands.py": 1,
    "commands/table_output.py": 1,
    "fx/spec.py": 1,
    "scenes/arcade/draw.py": 1,
    "scenes/menus/table_setup.py": 1,
    "table/frame.py": 1,
    "table/moments.py": 1,
    "view/match_summary.py": 2,
    "view/round_summary.py": 2,
}


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
