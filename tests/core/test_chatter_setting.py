"""The opponent chatter setting: saved and read back, and a settings file with a bad value
falls back to the defaults like every other broken setting (the file kept aside)."""

import json

import pytest

from game.core import settings as settings_module
from game.core.settings import CHATTER_LEVELS, Settings


def test_chatter_defaults_to_some_and_round_trips(private_user_dir):
    assert Settings().opponent_chatter == "some"
    assert CHATTER_LEVELS == ("off", "some", "all")
    settings_module.save(Settings(opponent_chatter="off"))
    loaded, warning = settings_module.load()
    assert warning is None and loaded.opponent_chatter == "off"


@pytest.mark.parametrize("value", ("loud", 2, None, ""))
def test_a_bad_chatter_value_falls_back_to_defaults(value, private_user_dir):
    path = settings_module.settings_path()
    path.write_text(json.dumps({"opponent_chatter": value, "hints": False}))
    loaded, warning = settings_module.load()
    assert loaded == Settings()
    assert warning is not None and "reset to defaults" in warning
    moved = [p for p in path.parent.iterdir() if p.name.startswith("settings.json.corrupt-")]
    assert len(moved) == 1
