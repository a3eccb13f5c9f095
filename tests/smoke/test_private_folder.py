"""The smoke run is a self-test on the defaults: it neither reads nor changes the player's
own settings, saves or records."""

from __future__ import annotations

import argparse
import json
import os

from game.core import paths
from game.core.settings import Settings
from game.persist import autosave
from game.smoke import run as smoke_run


def snapshot(folder) -> dict[str, bytes]:
    return {
        str(path.relative_to(folder)): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def test_the_smoke_run_uses_a_private_folder_on_defaults(private_user_dir, monkeypatch):
    config = private_user_dir / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps({"flourish": "short", "hints": False}))
    data = private_user_dir / "data"
    data.mkdir()
    (data / "autosave.json").write_text('{"the player": "match in progress"}')
    before = snapshot(private_user_dir)
    seen: dict = {}

    def play(app, screenshot_dir):
        seen["settings"] = app.settings.to_dict()
        seen["config_dir"] = paths.config_dir()
        seen["autosave"] = autosave.exists()
        app.settings.flourish = "off"
        app.save_settings()
        seen["written"] = (paths.config_dir() / "settings.json").is_file()
        return 0

    monkeypatch.setattr(smoke_run, "run_smoke", play)
    assert smoke_run.main(argparse.Namespace(screenshots=None)) == 0
    assert seen["settings"] == Settings().to_dict()
    assert seen["autosave"] is False and seen["written"] is True
    assert private_user_dir not in seen["config_dir"].parents
    assert not seen["config_dir"].exists()  # the private folder is gone afterwards
    assert os.environ[paths.USER_DIR_VARIABLE] == str(private_user_dir)
    assert snapshot(private_user_dir) == before
