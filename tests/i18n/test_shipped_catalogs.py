"""The shipped catalogs are complete: `python -m game i18n check` passes (every message of
every part translated into Japanese and Simplified Chinese, placeholders intact, every glyph
in the language's font)."""

from __future__ import annotations

import json

import pytest

from game.assets.fonts import language_faces, missing_glyphs
from game.cli import main
from game.i18n.check import check


def test_the_shipped_catalogs_pass() -> None:
    report = check(glyphs=missing_glyphs, faces=language_faces)
    assert report.problems == []
    assert report.translated == dict.fromkeys(("ja", "zh-Hans", "zh-Hant"), report.messages)


def test_the_command_exits_zero_and_prints_a_summary(capsys: pytest.CaptureFixture) -> None:
    assert main(["i18n", "check"]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["problems"] == 0 and summary["messages"] > 100
