"""The engine imports nothing but the standard library (and itself)."""

import ast
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "game" / "engine"


def imported_top_level_names(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_every_engine_module_imports_only_stdlib_or_the_engine():
    files = sorted(ENGINE.rglob("*.py"))
    assert len(files) >= 8
    offenders = []
    for path in files:
        for name in imported_top_level_names(path):
            top = name.split(".")[0]
            if name.startswith("game.engine") or name == "__future__":
                continue
            if top not in sys.stdlib_module_names:
                offenders.append(f"{path.relative_to(ENGINE)}: {name}")
    assert offenders == []


def test_the_checker_catches_a_foreign_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import pygame\nfrom pymunk import Space\nfrom game.view import x\n")
    names = imported_top_level_names(bad)
    assert {"pygame", "pymunk", "game.view"} <= names
