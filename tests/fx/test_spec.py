"""Flourish specs: names, aliases, demo specs for the gallery, validation, and the CLI."""

from __future__ import annotations

import pytest

from game.cli import main
from game.engine.cards import CARD_BY_CODE, Kind
from game.fx.spec import (
    FLOURISH_NAMES,
    FlourishSpec,
    UnknownFlourishError,
    canonical_name,
    demo_spec,
    finishing_spec,
    last_month_spec,
    spec_for,
    specs_from_yaku_event,
    victory_spec,
)
from game.fx.stagings import STAGINGS, order_cards


def test_every_name_has_a_staging_and_a_demo_spec():
    # koi-koi's 20, defeat, nanatan, teppo, the shima and hachi-hachi's 6 big teyaku
    assert len(FLOURISH_NAMES) == 30
    assert set(FLOURISH_NAMES) == set(STAGINGS)
    for name in FLOURISH_NAMES:
        spec = demo_spec(name)
        assert spec.yaku_id == name
        assert spec.cards and all(code in CARD_BY_CODE for code in spec.cards)
        assert spec.name_ja and spec.name_romaji


def test_the_other_games_yaku_reach_their_flourish():
    assert canonical_name("momiji-shima") == canonical_name("ame-shima") == "shima"
    for name in ("shiko", "nanatan", "goko", "teppo", "nomi", "ino-shika-cho", "matsu-shima"):
        assert spec_for(name, 100, ("1-1",)).name_ja
    kinds = {CARD_BY_CODE[code].kind for code in demo_spec("nanatan").cards}
    assert kinds == {Kind.RIBBON} and len(demo_spec("nanatan").cards) == 7
    assert len({CARD_BY_CODE[code].month for code in demo_spec("shima").cards}) == 1


def test_demo_cards_really_make_their_yaku():
    kinds = {
        name: [CARD_BY_CODE[code].kind for code in demo_spec(name).cards] for name in FLOURISH_NAMES
    }
    assert kinds["goko"] == [Kind.BRIGHT] * 5
    assert "11-1" not in demo_spec("shiko").cards and len(demo_spec("shiko").cards) == 4
    assert "11-1" in demo_spec("ame-shiko").cards
    assert kinds["tane"].count(Kind.ANIMAL) == 5
    assert kinds["tan"].count(Kind.RIBBON) == 5
    assert kinds["kasu"].count(Kind.CHAFF) == 10
    assert set(demo_spec("ino-shika-cho").cards) == {"6-1", "7-1", "10-1"}
    assert set(demo_spec("hanami-zake").cards) == {"3-1", "9-1"}
    assert set(demo_spec("tsukimi-zake").cards) == {"8-1", "9-1"}


def test_aliases_and_unknown_names():
    assert canonical_name("hanami") == "hanami-zake"
    assert canonical_name("ino_shika_cho") == "ino-shika-cho"
    assert canonical_name("AKATAN-AOTAN") == "akatan-aotan"
    with pytest.raises(UnknownFlourishError):
        canonical_name("rainbow")
    with pytest.raises(ValueError):
        FlourishSpec("goko", "五光", "GOKO", 10, ("13-1",))


def test_spec_for_fills_the_display_names():
    spec = spec_for("tsukimi", 5, ["8-1", "9-1"])
    assert (spec.yaku_id, spec.name_ja, spec.name_romaji, spec.points, spec.cards) == (
        "tsukimi-zake",
        "月見酒",
        "TSUKIMI-ZAKE",
        5,
        ("8-1", "9-1"),
    )


def test_specs_from_an_engine_yaku_event_best_first():
    class Event:  # the fields of game.engine.events.TurnScored that the flourish reads
        yaku = (("tane", 1), ("ino-shika-cho", 5), ("kasu", 1))
        new = ("ino-shika-cho", "kasu", "mystery")
        cards = (
            ("ino-shika-cho", ("6-1", "7-1", "10-1")),
            ("kasu", ("1-3",) * 10),
            ("tane", ("2-1",)),
        )

    specs = specs_from_yaku_event(Event())
    assert [(spec.yaku_id, spec.points) for spec in specs] == [("ino-shika-cho", 5), ("kasu", 1)]
    assert specs[0].cards == ("6-1", "7-1", "10-1")


def test_every_engine_yaku_has_a_flourish():
    from game.engine.koikoi.scoring import YAKU_NAMES

    for name in YAKU_NAMES:
        assert canonical_name(name) == name


def test_result_screen_helpers():
    victory = victory_spec(37, "ame_shiko", ("1-1", "3-1", "8-1", "11-1"))
    assert (victory.yaku_id, victory.points, victory.caption) == (
        "victory",
        37,
        "BEST  雨四光 AME-SHIKO",
    )
    lost = victory_spec(12, "sanko", ("1-1", "3-1", "8-1"), winner="CPU", defeat=True)
    assert (lost.yaku_id, lost.name_ja, lost.name_romaji, lost.points, lost.caption) == (
        "defeat",
        "敗北",
        "DEFEAT",
        0,  # no points stamped: they are the winner's
        "CPU WINS WITH 12 POINTS  BEST  三光 SANKO",
    )
    assert victory_spec(9, None, (), winner="You").caption == "YOU WIN"
    assert finishing_spec(14).cards == () and finishing_spec(14).points == 14
    assert last_month_spec(["12-2", "5-3"]).cards == ("12-2", "5-3")


def test_the_rain_man_is_staged_last():
    staging = STAGINGS["goko"]
    assert order_cards(("11-1", "1-1", "3-1", "8-1", "12-1"), staging)[-1] == "11-1"
    assert order_cards(("1-2", "2-2"), STAGINGS["akatan"]) == ("1-2", "2-2")


def test_cli_renders_numbered_frames(tmp_path, capsys):
    out = tmp_path / "frames"
    code = main(
        [
            "flourish",
            "tan",
            "--frames",
            str(out),
            "--mode",
            "short",
            "--every",
            "15",
            "--size",
            "320x180",
            "--seed",
            "3",
        ]
    )
    assert code == 0
    files = sorted(path.name for path in out.iterdir())
    assert files[0] == "tan_0000.png"
    assert len(files) >= 3
    assert "tan short" in capsys.readouterr().out


def test_cli_refuses_an_unknown_name(tmp_path, capsys):
    assert main(["flourish", "rainbow", "--frames", str(tmp_path)]) == 2
    assert "unknown flourish" in capsys.readouterr().err
