"""`python -m game levels check [DIR]`: exit codes and the file named beside each problem."""

from game.cli import main
from tests.support.stages import GOOD_STAGE


def test_check_shipped_levels_passes(capsys):
    assert main(["levels", "check"]) == 0
    out = capsys.readouterr().out
    assert "01_tsubame.toml: Tsubame Hayase (easy, mobile)" in out
    assert "0 with problems" in out


def test_check_dir_with_broken_file_exits_non_zero_and_names_it(stage_dir, capsys):
    (stage_dir / "fine.toml").write_text(GOOD_STAGE)
    (stage_dir / "oops.toml").write_text(GOOD_STAGE.replace('level = "easy"', 'level = "hard"'))
    (stage_dir / "worse.toml").write_text("[opponent\n")
    assert main(["levels", "check", str(stage_dir)]) == 1
    out = capsys.readouterr().out
    assert f"FAIL {stage_dir / 'oops.toml'}: unknown CPU level 'hard'" in out
    assert f"FAIL {stage_dir / 'worse.toml'}: not valid TOML" in out
    assert f"ok   {stage_dir / 'fine.toml'}" in out
    assert "3 stage file(s), 2 with problems, 2 problem(s)" in out


def test_check_missing_dir_is_a_one_line_error(tmp_path, capsys):
    assert main(["levels", "check", str(tmp_path / "nope")]) == 2
    assert "no such folder" in capsys.readouterr().err
