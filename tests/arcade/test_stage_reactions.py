"""A stage file's [reactions] lines: the shipped ones speak at every moment of their game, and
a broken table names the file and the problem while the rest of the stage stands."""

from __future__ import annotations

import pytest

from game.arcade.stage_files import load_stage_dir, load_stage_file
from game.arcade.stage_reactions import KOIKOI_MOMENTS, SHIPPED_MOMENTS, stage_lines
from game.arcade.stages import USER
from game.core.paths import bundle_root
from tests.support.stages import GOOD_STAGE

SHIPPED_DIR = bundle_root() / "levels"


def test_every_shipped_stage_has_a_line_for_each_moment_of_its_game():
    stages = load_stage_dir(SHIPPED_DIR)
    assert len(stages) == 15  # two per game beside koi-koi's nine
    for stage in stages:
        wanted = SHIPPED_MOMENTS + (KOIKOI_MOMENTS if stage.is_koikoi else ())
        assert sorted(stage.reactions) == sorted(wanted), stage.stage_id
        lines = stage_lines(stage.reactions, stage.opponent.victory, stage.opponent.defeat)
        assert lines["match_won"] == stage.opponent.victory
        assert lines["match_lost"] == stage.opponent.defeat
    tsubame = next(stage for stage in stages if stage.stage_id == "01_tsubame")
    assert tsubame.reactions["koikoi_call"] == "Koi-koi, of course! Higher, higher!"


def test_a_stage_without_reactions_loads_quiet(stage_dir):
    path = stage_dir / "quiet.toml"
    path.write_text(GOOD_STAGE)
    stage = load_stage_file(path, source=USER)
    assert stage.available and stage.reactions == {}


def test_good_reactions_are_read(stage_dir):
    path = stage_dir / "chatty.toml"
    path.write_text(GOOD_STAGE + '\n[reactions]\ndeal = "Cards!"\nmatch_won = "Mine."\n')
    stage = load_stage_file(path, source=USER)
    assert stage.available, stage.problems
    assert stage.reactions == {"deal": "Cards!", "match_won": "Mine."}
    assert stage_lines(stage.reactions, "Yes!", "Oh no.") == {
        "deal": "Cards!",
        "match_won": "Mine.",
        "match_lost": "Oh no.",
    }


BROKEN = {
    "unknown_moment": (
        '[reactions]\ndeall = "Hi"\n',
        "unknown field 'reactions.deall' (known: deal, yaku, player_yaku, koikoi_call, ",
    ),
    "not_text": ("[reactions]\ndeal = 3\n", "field 'reactions.deal' must be non-empty text, not 3"),
    "empty": ('[reactions]\nyaku = "  "\n', "field 'reactions.yaku' must be non-empty text"),
    "too_long": (
        f'[reactions]\nbig_loss = "{"a" * 241}"\n',
        "field 'reactions.big_loss' is longer than 240 characters",
    ),
    "not_a_table": ('reactions = "hello"\n', "field 'reactions' must be a table [reactions]"),
}


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_a_broken_reactions_table_names_the_file_and_the_problem(stage_dir, kind):
    addition, message = BROKEN[kind]
    text = (addition + GOOD_STAGE) if kind == "not_a_table" else GOOD_STAGE + "\n" + addition
    path = stage_dir / f"{kind}.toml"
    path.write_text(text)
    stage = load_stage_file(path, source=USER)
    assert not stage.available
    assert stage.opponent.name == "Test Opponent"  # the rest of the stage was read
    assert any(message in line for line in stage.problem_lines()), stage.problems
    assert all(line.startswith(f"{kind}.toml: ") for line in stage.problem_lines())


def test_koikoi_moments_in_another_game_are_a_problem(stage_dir):
    text = GOOD_STAGE.replace(
        'preset = "nintendo"\nmonths = 2', 'game = "roppyakken"\npreset = "shiragiku"'
    )
    text = text.replace("koikoi_appetite = 0.5\n", "")
    path = stage_dir / "rokku.toml"
    path.write_text(text + '\n[reactions]\nkoikoi_call = "Koi-koi!"\ndeal = "Go."\n')
    stage = load_stage_file(path, source=USER)
    assert stage.problems == [
        "field 'reactions.koikoi_call' is koi-koi's: this stage plays another game"
    ]
    assert stage.reactions == {"deal": "Go."}
