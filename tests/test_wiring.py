"""The composition root lists every scene once, each entry names a real callable, and every
scene name the code opens is listed."""

import re
from pathlib import Path

from game import wiring

GAME = Path(__file__).resolve().parents[1] / "game"
OPENED = re.compile(r"make_scene\(\s*\"([a-z_]+)\"")


def test_every_entry_resolves_to_a_callable_and_names_are_unique():
    names = [entry.name for entry in wiring.SCENES]
    assert len(names) == len(set(names))
    for entry in wiring.SCENES:
        assert callable(wiring.resolve(entry.target)), entry
        assert entry.what


def test_every_scene_the_code_opens_by_name_is_listed():
    opened = {
        name
        for path in GAME.rglob("*.py")
        for name in OPENED.findall(path.read_text(encoding="utf-8"))
    }
    assert opened  # the code does open scenes by name
    assert opened - {entry.name for entry in wiring.SCENES} == set()


def test_prepare_loads_a_scene_module_before_it_is_made(monkeypatch):
    loaded = []
    monkeypatch.setattr(wiring, "resolve", loaded.append)
    factories = wiring.scene_factories()
    factories.prepare("stats")
    assert loaded == ["game.scenes.menus.stats:StatsScene"]
    factories.prepare("no_such_scene")  # nothing to prepare: nothing happens
    assert len(loaded) == 1
