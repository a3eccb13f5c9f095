"""Commands that write files refuse a path they cannot use in one line with exit code 2."""

from __future__ import annotations

import pytest

from game.cli import main


@pytest.fixture()
def a_file(tmp_path):
    path = tmp_path / "taken"
    path.write_text("not a folder")
    return path


def one_error_line(capsys) -> str:
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1, captured.err
    return lines[0]


@pytest.mark.parametrize("game", ["koikoi", "roppyakken"])
def test_simulate_records_into_a_file_is_refused_before_any_match(game, a_file, capsys):
    arguments = ["simulate", "--game", game, "--players", "2", "--matches", "1"]
    assert main([*arguments, "--records", str(a_file)]) == 2
    assert one_error_line(capsys) == f"error: --records {a_file}: that is a file, not a folder"
    assert a_file.read_text() == "not a folder"


def test_simulate_records_under_a_file_cannot_be_made(a_file, capsys):
    target = a_file / "records"
    assert main(["simulate", "--matches", "1", "--months", "1", "--records", str(target)]) == 2
    assert one_error_line(capsys).startswith(f"error: --records {target}: cannot make that folder")


def test_simulate_records_makes_a_missing_folder(tmp_path, capsys):
    target = tmp_path / "new" / "records"
    assert main(["simulate", "--matches", "1", "--months", "1", "--records", str(target)]) == 0
    assert [path.name for path in target.iterdir()] == ["match-00000.json"]


def test_flourish_frames_into_a_file_is_refused(a_file, capsys):
    assert main(["flourish", "tan", "--frames", str(a_file)]) == 2
    assert one_error_line(capsys) == f"error: --frames {a_file}: that is a file, not a folder"


def test_art_sheet_must_be_a_png(tmp_path, capsys):
    target = tmp_path / "out.txt"
    assert main(["art", "sheet", str(target)]) == 2
    assert "OUT must end in .png" in one_error_line(capsys)
    assert not target.exists()


def test_art_sheet_under_a_file_is_refused(a_file, capsys):
    assert main(["art", "sheet", str(a_file / "sheet.png"), "--width", "40"]) == 2
    assert one_error_line(capsys) == f"error: OUT {a_file}: that is a file, not a folder"


def test_levels_check_of_a_folder_without_stages_is_an_error(tmp_path, capsys):
    assert main(["levels", "check", str(tmp_path)]) == 2
    assert one_error_line(capsys) == f"error: no stage files (*.toml) in {tmp_path}"
