"""The table opens the prompt its game's spec names for a decision (GameSpec.decision_prompt),
never a fixed one: a game with its own decision (Hachi-hachi's shobu / sage) brings its own."""

from __future__ import annotations

import dataclasses

from game.engine import games
from tests.support.table_harness import Harness


def test_the_table_opens_the_prompt_the_games_spec_names(monkeypatch):
    harness = Harness(speed="instant")
    harness.frame(3)
    table = harness.table
    renamed = dataclasses.replace(games.spec(games.KOIKOI), decision_prompt="renamed_prompt")
    monkeypatch.setitem(games.SPECS, games.KOIKOI, renamed)
    opened: list[str] = []
    make_scene = table.context.make_scene

    def spy(name, **options):
        opened.append(name)
        return make_scene("koikoi_prompt" if name == "renamed_prompt" else name, **options)

    monkeypatch.setattr(table.context, "make_scene", spy)
    table._open_prompt()
    assert opened == ["renamed_prompt"]
    assert harness.context.scenes.top.name == "koikoi_prompt" and table.prompt_open
