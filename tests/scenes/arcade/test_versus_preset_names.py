"""The versus screen names each stage's rules as the setup screens do, never by the preset's
file id (issue 29 item 19: "seed003 rules", "mobileルール" were shown)."""

import pytest

from game.arcade.stage_files import load_ladder, shipped_levels_dir
from game.i18n import set_language
from game.scenes.arcade import draw


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


@pytest.mark.parametrize("language", ["en", "ja", "zh-Hans"])
def test_every_shipped_stage_names_its_rules_by_their_title(language):
    set_language(language)
    stages = load_ladder(folders=[(shipped_levels_dir(), "shipped")], game=None)
    assert {stage.preset for stage in stages} >= {"seed003", "shiragiku", "classic", "mobile"}
    for stage in stages:
        summary = draw.rules_summary(stage)
        assert stage.preset not in summary, summary
        assert draw.preset_name(stage.preset) in summary


def test_the_names_are_the_setup_screens_titles():
    set_language("en")
    assert draw.preset_name("seed003") == "Classic"
    assert draw.preset_name("shiragiku") == "Shiragiku"
    assert draw.preset_name("koikoi-japan") == "KoiKoi Japan"
    assert draw.preset_name("classic") == "Classic"
