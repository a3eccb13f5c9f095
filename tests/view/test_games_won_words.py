"""Roppyakken's games won, as its match result and plates say them in Chinese: a game of
roppyakken is a 盘/盤 (the glossary), a round a 局; the result screen said "Lin +20（胜1局）"
(won one round) beside "赢得第1盘"."""

from __future__ import annotations

import pytest

from game import i18n
from game.engine import games
from game.view.round_summary import final_line


@pytest.mark.parametrize(("language", "game_word"), [("zh-Hans", "盘"), ("zh-Hant", "盤")])
def test_games_won_are_games_not_rounds(language, game_word):
    i18n.set_language(language)
    try:
        line = final_line(games.ROPPYAKKEN, (-10, 20, -10), ("Mei", "Lin", "Aki"), wins=(0, 1, 0))
        assert f"1{game_word}" in line and "局" not in line, line
        tag = i18n.tr("{total} · won {wins}", total="610/600", wins=2)
        assert tag.endswith(f"2{game_word}"), tag
    finally:
        i18n.set_language("en")
