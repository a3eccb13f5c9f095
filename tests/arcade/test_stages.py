"""Stage files: every shipped stage validates; each kind of mistake gives an unavailable stage."""

from pathlib import Path

import pytest

from game.arcade.stage_files import load_ladder, load_stage_dir, load_stage_file
from game.arcade.stages import USER
from game.core.paths import bundle_root
from game.engine import games
from tests.support.stages import GOOD_STAGE

SHIPPED_DIR = bundle_root() / "levels"
LEVEL_RANK = {"easy": 0, "normal": 1, "expert": 2}


def shipped(game: str | None = "koikoi"):
    return [s for s in load_stage_dir(SHIPPED_DIR) if game is None or s.game == game]


def test_every_shipped_stage_loads_and_validates():
    stages = shipped(None)
    assert len(shipped()) >= 8
    assert len(shipped("roppyakken")) >= 2 and len(shipped("hana-awase")) >= 2
    for stage in stages:
        assert stage.problems == [], stage.problem_lines()
        rules = stage.rules()
        length = {
            "koikoi": "months",
            "roppyakken": "wins_to_match",
            "hana-awase": "rounds",
            "hachi-hachi": "months",
        }
        assert getattr(rules, length[stage.game]) >= 1
        assert stage.portrait_path is not None and stage.portrait_path.is_file()
        assert stage.opponent.intro and stage.opponent.defeat and stage.opponent.victory
    assert len({s.opponent.portrait for s in stages}) == len(stages)  # one face per opponent


@pytest.mark.parametrize(
    "game, seats", (("roppyakken", {2, 3}), ("hana-awase", {3, 4}), ("hachi-hachi", {3}))
)
def test_each_new_game_has_its_own_ladder_ending_in_a_boss(game, seats):
    ladder = load_ladder([(SHIPPED_DIR, "shipped")], game=game)
    assert ladder == sorted(ladder, key=lambda s: s.order) and len(ladder) >= 2
    assert all(stage.game == game and stage.available for stage in ladder)
    ranks = [LEVEL_RANK[s.level] for s in ladder]
    assert ranks == sorted(ranks)
    assert ladder[-1].boss and not any(s.boss for s in ladder[:-1])
    assert {stage.seats for stage in ladder} <= seats
    assert all(type(stage.rules()) is type(games.load_rules(game)) for stage in ladder)
    koikoi = load_ladder([(SHIPPED_DIR, "shipped")])
    assert not {s.stage_id for s in koikoi} & {s.stage_id for s in ladder}


def test_a_stage_of_another_game_is_checked_against_that_game(stage_dir):
    text = GOOD_STAGE.replace('preset = "', 'game = "roppyakken"\nseats = 4\npreset = "')
    path = stage_dir / "wrong_seats.toml"
    path.write_text(text)
    stage = load_stage_file(path)
    assert stage.game == "roppyakken"
    assert any("rules.seats" in problem and "not 4" in problem for problem in stage.problems)
    path.write_text(GOOD_STAGE.replace('preset = "', 'game = "go"\npreset = "'))
    assert any("unknown game 'go'" in problem for problem in load_stage_file(path).problems)


def test_ladder_rises_in_difficulty_and_ends_in_a_boss():
    stages = sorted(shipped(), key=lambda s: s.order)
    orders = [s.order for s in stages]
    assert orders == sorted(set(orders))
    ranks = [LEVEL_RANK[s.level] for s in stages]
    assert ranks == sorted(ranks) and ranks[0] == 0 and ranks[-1] == 2
    assert stages[-1].boss and not any(s.boss for s in stages[:-1])
    assert len({s.opponent.name for s in stages}) == len(stages)
    assert len({s.opponent.portrait for s in stages}) == len(stages)
    presets = {s.preset for s in stages}
    assert {"koikoi-japan", "mobile"} <= presets and len(presets) >= 3


def test_good_stage_parses_fields(stage_dir):
    path = stage_dir / "good.toml"
    path.write_text(GOOD_STAGE + '\n[unlocks]\ncard_backs = ["indigo"]\nflourishes = ["goko"]\n')
    stage = load_stage_file(path)
    assert stage.available, stage.problems
    assert stage.opponent.name == "Test Opponent"
    assert stage.personality.level == "easy"
    assert stage.personality.params == {"koikoi_appetite": 0.5}
    assert stage.rules().months == 2
    assert stage.unlocks.items() == [("card_back", "indigo"), ("flourish", "goko")]


BROKEN = {
    "bad_toml": (
        GOOD_STAGE.replace('name = "Test Opponent"', 'name = "Test Opponent'),
        "not valid TOML",
    ),
    "unknown_field": (
        GOOD_STAGE.replace("[cpu]", 'nickname = "x"\n\n[cpu]'),
        "unknown field 'opponent.nickname'",
    ),
    "unknown_top_field": ("difficulty = 3\n" + GOOD_STAGE, "unknown field 'difficulty'"),
    "wrong_type": (
        GOOD_STAGE.replace("order = 1", 'order = "first"'),
        "field 'order' must be a whole number, not 'first'",
    ),
    "wrong_type_param": (
        GOOD_STAGE.replace("koikoi_appetite = 0.5", 'koikoi_appetite = "lots"'),
        "field 'cpu.koikoi_appetite' must be a number from 0 to 1, not 'lots'",
    ),
    "unknown_preset": (
        GOOD_STAGE.replace('preset = "nintendo"', 'preset = "vegas"'),
        "unknown rule preset 'vegas'",
    ),
    "bad_rule_override": (
        GOOD_STAGE + "[rules.overrides]\nseven_doubling = 3\n",
        "rule seven_doubling needs true or false",
    ),
    "unknown_level": (
        GOOD_STAGE.replace('level = "easy"', 'level = "godlike"'),
        "unknown CPU level 'godlike' (known: beginner, easy, normal, expert)",
    ),
    "unknown_param": (
        GOOD_STAGE.replace("koikoi_appetite = 0.5", "agression = 0.5"),
        "unknown CPU personality parameter 'agression'",
    ),
    "missing_field": (
        GOOD_STAGE.replace('title = "The Tester"\n', ""),
        "missing field 'opponent.title'",
    ),
    "unknown_card_back": (
        GOOD_STAGE + '[table]\ncard_back = "plaid"\n',
        "field 'table.card_back': unknown card back 'plaid'",
    ),
}


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_broken_stage_is_unavailable_with_the_documented_message(stage_dir, kind):
    text, message = BROKEN[kind]
    path = stage_dir / f"{kind}.toml"
    path.write_text(text)
    stage = load_stage_file(path, source=USER)
    assert not stage.available
    assert any(message in problem for problem in stage.problems), stage.problems
    assert all(line.startswith(f"{kind}.toml: ") for line in stage.problem_lines())


def test_broken_user_stage_is_listed_beside_the_shipped_ladder(stage_dir):
    (stage_dir / "zz_broken.toml").write_text("order = [")
    (stage_dir / "10_mine.toml").write_text(GOOD_STAGE.replace("order = 1", "order = 10"))
    stages = load_ladder([(SHIPPED_DIR, "shipped"), (stage_dir, USER)])
    by_id = {s.stage_id: s for s in stages}
    assert not by_id["zz_broken"].available
    assert by_id["10_mine"].available and by_id["10_mine"].source == USER
    assert sum(s.available for s in stages) == len(shipped()) + 1


def test_user_levels_folder_in_config_dir_is_loaded(private_user_dir):
    folder = Path(private_user_dir) / "config" / "levels"
    folder.mkdir(parents=True)
    (folder / "my_rival.toml").write_text(GOOD_STAGE.replace("order = 1", "order = 20"))
    stages = load_ladder()
    assert stages[-1].stage_id == "my_rival" and stages[-1].available


def test_duplicate_stage_id_is_a_problem(stage_dir, tmp_path):
    other = tmp_path / "other"
    other.mkdir()
    (stage_dir / "same.toml").write_text(GOOD_STAGE)
    (other / "same.toml").write_text(GOOD_STAGE)
    stages = load_ladder([(stage_dir, "shipped"), (other, USER)])
    assert [s.available for s in stages] == [True, False]
    assert "duplicate stage id 'same'" in stages[1].problems[0]
