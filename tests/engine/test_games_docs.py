"""docs/games.md and docs/engine.md name every rule key and yaku id the engines know."""

from pathlib import Path

import pytest

from game.engine import games
from game.engine.rulebook import rule_fields

DOCS = Path(__file__).resolve().parents[2] / "docs"


@pytest.mark.parametrize("game", ["roppyakken", "hana-awase", "hachi-hachi"])
def test_games_md_lists_every_key_preset_and_yaku(game):
    text = (DOCS / "games.md").read_text(encoding="utf-8")
    rules = games.load_rules(game)
    for key in rule_fields(type(rules)):
        if key != "name":
            assert f"`{key}`" in text or f"{key}`" in text or f", `{key}" in text, key
    for preset in games.preset_names(game):
        assert f"`{preset}`" in text, preset
    for yaku in games.yaku_names(game):
        assert f"`{yaku}`" in text, yaku
    for value in games.rule_choices(game).values():
        for choice in value:
            assert choice in text, choice


def test_engine_md_lists_every_koikoi_key():
    text = (DOCS / "engine.md").read_text(encoding="utf-8")
    rules = games.load_rules("koikoi")
    for key in rule_fields(type(rules)):
        if key != "name":
            assert key in text, key
    for value in games.rule_choices("koikoi").values():
        for choice in value:
            assert choice in text, choice
