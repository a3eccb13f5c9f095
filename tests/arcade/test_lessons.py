"""Lesson files are checked like the stage files: a broken one names the file and its
problem (fields, cards, the deal, and the script played on the engine), and the game falls
back safely (the lesson is unavailable, the title stays); the shipped lessons load and
their lines are catalog messages translated in every language."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.arcade import lessons
from game.arcade.lessons import LessonError, lesson_path, load_lesson, shipped_lessons
from game.i18n import tr_ctx
from game.i18n.sources import LESSON_CONTEXT, domain_messages
from game.i18n.translate import set_language
from tests.support.headless import scene_context

SHIPPED = lesson_path("koikoi").read_text(encoding="utf-8")


def written(folder: Path, text: str, name: str = "broken.toml") -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_the_shipped_lessons_load():
    assert shipped_lessons() == ["hana-awase", "koikoi", "roppyakken"]
    lesson = load_lesson(lesson_path("koikoi"))
    assert (lesson.game, lesson.preset, lesson.coach_name) == ("koikoi", "nintendo", "Madame Oboro")
    assert lesson.coach_moves() == ("play 5-1", "play 4-1")
    lesson = load_lesson(lesson_path("roppyakken"))
    assert (lesson.game, lesson.preset, lesson.coach_name) == (
        "roppyakken",
        "shiragiku",
        "Amane of the Rain Lantern",
    )
    assert [len(hand) for hand in lesson.deal.hands] == [8, 8] and len(lesson.deal.field) == 8
    assert lesson.coach_moves()[:3] == ("play 4-1", "play 7-1", "play 9-2")
    lesson = load_lesson(lesson_path("hana-awase"))
    assert (lesson.seats, lesson.coach_name, lesson.others) == (
        3,
        "Kaede of the Tea House",
        ("Yaegiri of the Fox Mask",),
    )
    assert lesson.seat_moves(1)[:2] == ("play 10-1", "play 10-3")  # the coach's
    assert lesson.seat_moves(2)[:2] == ("play 11-2", "play 11-3")  # the third seat's
    assert lesson.seat_moves(2, start=6) == lesson.seat_moves(2)[1:]


HANA_AWASE = lesson_path("hana-awase").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (
            ('others = ["Yaegiri of the Fox Mask"]', "others = []"),
            "field 'coach.others' must name the 1 other CPU seat(s)",
        ),
        (("dealer = 0", "dealer = 3"), "field 'deal.dealer' must be a seat 0-2, not 3"),
        (('cpu = "play 10-1"', 'cpu = "play 11-2"'), "step 4: 'play 11-2' is not legal then"),
        (('cpu = "play 11-2"', 'do = "play 11-2"'), "step 5 (play 11-2): it is not the player's"),
    ],
)
def test_a_broken_three_seat_lesson_names_the_file_and_the_problem(tmp_path, change, problem):
    old, new = change
    assert old in HANA_AWASE
    with pytest.raises(LessonError) as raised:
        load_lesson(written(tmp_path, HANA_AWASE.replace(old, new, 1)))
    assert problem in str(raised.value)


ROPPYAKKEN = lesson_path("roppyakken").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (
            ('"1-3", "3-3", "8-3",', '"3-3", "8-3",'),
            "the deal is not a deal: the field must hold 8 cards, not 7",
        ),
        (('do = "take 9-1"', 'do = "take 11-4"'), None),  # legal, but the script goes astray
        (('do = "take 9-1"', 'do = "take 3-3"'), "step 8: 'take 3-3' is not legal then"),
    ],
)
def test_a_broken_roppyakken_lesson_names_the_file_and_the_problem(tmp_path, change, problem):
    old, new = change
    assert old in ROPPYAKKEN
    with pytest.raises(LessonError) as raised:
        load_lesson(written(tmp_path, ROPPYAKKEN.replace(old, new, 1)))
    assert str(raised.value).startswith("broken.toml: ")
    if problem is not None:
        assert problem in str(raised.value)


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (
            ("[coach]", "[coach]\nnickname = 'O'"),
            "unknown field 'coach.nickname' (known: name, portrait, others)",
        ),
        (('preset = "nintendo"', 'preset = "vegas"'), "unknown rule preset 'vegas'"),
        (('"3-1", "9-1"', '"3-1", "13-1"'), "field 'deal.hands[0]': unknown card '13-1'"),
        (('"3-1", "9-1"', '"3-3", "9-1"'), "the deal is not a deal"),
        (('do = "play 3-1"', 'do = "play 2-3"'), None),  # legal, but the script goes astray
        (('do = "play 9-1"', 'do = "play 7-1"'), "step 5: 'play 7-1' is not legal then"),
        (('cpu = "play 5-1"', 'do = "play 5-1"'), "step 4 (play 5-1): it is not the player's turn"),
        (('do = "stop"', 'do = "koikoi"'), "the round is not over after the last step"),
        (("title = ", "title = 3 #"), "field 'title' must be non-empty text, not 3"),
        (('game = "koikoi"', "game = koikoi"), "not valid TOML"),
    ],
)
def test_a_broken_lesson_names_the_file_and_the_problem(tmp_path, change, problem):
    old, new = change
    assert old in SHIPPED
    path = written(tmp_path, SHIPPED.replace(old, new, 1))
    with pytest.raises(LessonError) as raised:
        load_lesson(path)
    message = str(raised.value)
    assert message.startswith("broken.toml: ")
    if problem is not None:
        assert problem in message


def test_a_missing_file_is_a_lesson_error(tmp_path):
    with pytest.raises(LessonError, match=r"^nothing.toml: cannot be read"):
        load_lesson(tmp_path / "nothing.toml")


def test_a_broken_lesson_is_unavailable_and_the_title_stays(tmp_path, monkeypatch):
    written(tmp_path, SHIPPED.replace('do = "stop"', 'do = "koikoi"'), "koikoi.toml")
    monkeypatch.setattr(lessons, "lessons_dir", lambda: tmp_path)
    notices: list[str] = []
    context = scene_context()
    monkeypatch.setattr(context.services, "notify", notices.append)
    from game.table.lesson_table import lesson_problem, open_lesson

    scene = open_lesson(context, "koikoi")
    assert scene.name == "title"
    assert notices == [
        "This lesson is unavailable: koikoi.toml: the round is not over after the last step"
    ]
    assert lesson_problem("koikoi") == "koikoi.toml: the round is not over after the last step"


def test_the_lessons_lines_are_catalog_messages_translated_everywhere():
    lesson = load_lesson(lesson_path("koikoi"))
    extracted = {m.msgid for m in domain_messages()["table"] if m.context == LESSON_CONTEXT}
    lines = {lesson.title} | {step.say for step in lesson.steps}
    assert lines <= extracted
    try:
        for language in ("ja", "zh-Hans", "zh-Hant"):
            set_language(language)
            for line in lines:
                assert tr_ctx(LESSON_CONTEXT, line) != line, (language, line)
    finally:
        set_language("en")


def test_the_lessons_check_command_reports_each_file(tmp_path, capsys):
    from game.cli import main

    broken = written(tmp_path, SHIPPED.replace('do = "stop"', 'do = "koikoi"'))
    assert main(["lessons", "check"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "ok   hana-awase.toml: hana-awase, 23 steps, Kaede of the Tea House",
        "ok   koikoi.toml: koikoi, 9 steps, Madame Oboro",
        "ok   roppyakken.toml: roppyakken, 20 steps, Amane of the Rain Lantern",
        "3 lesson file(s), 0 with problems",
    ]
    assert main(["lessons", "check", str(broken)]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "FAIL broken.toml: the round is not over after the last step",
        "1 lesson file(s), 1 with problems",
    ]


def test_the_koikoi_lesson_names_its_yaku_as_the_table_does():
    """The flourish, the tracker and the prompt say "Hanami-zake": the lesson that teaches
    the yaku must use that name too, not only "Viewing the blossoms"."""
    from game.engine import games
    from game.match.names import yaku_label

    lesson = load_lesson(lesson_path(games.KOIKOI))
    for language in ("en", "ja", "zh-Hans"):
        set_language(language)
        lines = [tr_ctx(LESSON_CONTEXT, step.say) for step in lesson.steps]
        for yaku in ("hanami-zake", "tsukimi-zake"):
            assert any(yaku_label(yaku) in line for line in lines), (language, yaku)
    set_language("en")
