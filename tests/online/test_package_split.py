"""The online package's three parts keep to their side (issue 33): ``wire`` (what both sides
share: messages, frames, the view codec, codes, the games a room holds) imports neither the
server nor the client; the server never imports the client, the client never the server."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ONLINE = Path(__file__).resolve().parents[2] / "game" / "online"
FORBIDDEN = {
    "wire": ("game.online.server", "game.online.client"),
    "server": ("game.online.client",),
    "client": ("game.online.server",),
}


def imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def crossings(part: str) -> list[str]:
    return [
        f"{path.relative_to(ONLINE)} imports {name}"
        for path in sorted((ONLINE / part).glob("*.py"))
        for name in sorted(imported_modules(path))
        if name.startswith(FORBIDDEN[part])
    ]


@pytest.mark.parametrize("part", sorted(FORBIDDEN))
def test_each_part_keeps_to_its_side(part):
    assert crossings(part) == []


def test_every_module_is_in_a_part():
    assert sorted(path.name for path in ONLINE.glob("*.py")) == ["__init__.py"]


def test_the_scan_sees_a_crossing(tmp_path, monkeypatch):
    (tmp_path / "wire").mkdir()
    (tmp_path / "wire" / "bad.py").write_text("from game.online.server import rooms\n")
    monkeypatch.setattr(f"{__name__}.ONLINE", tmp_path)
    assert crossings("wire") == [
        "wire/bad.py imports game.online.server",
        "wire/bad.py imports game.online.server.rooms",
    ]
