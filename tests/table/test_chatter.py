"""The opponent's chatter on the real table of a ladder match: the face beside the plate and
the bubble follow the moments, never hold up play, last as long as the animation speed says,
go quiet when the option is off, and every shipped line fits inside its bubble in English,
Japanese and Chinese. A missing expression file falls back on the neutral portrait."""

from __future__ import annotations

import dataclasses
import shutil

import pygame
import pytest

from game import i18n
from game.arcade.launch import PORTRAIT_SIZE, launch_match
from game.arcade.match import StageMatch
from game.arcade.stage_files import load_ladder
from game.core.scenes import Scene
from game.core.settings import Settings
from game.engine import events as ev
from game.engine.table_view import Decision
from game.scenes.arcade.draw import character, expression, portrait
from game.table import chatter as chatter_module
from game.table.bubble import MAX_LINES, PADDING, bubble_layout
from game.table.reactions import EXPRESSIONS
from game.table.scene import TableScene
from game.view import layout
from tests.support.headless import scene_context

DT = 1 / 60


def stage(stage_id: str):
    return next(s for s in load_ladder(game=None) if s.stage_id == stage_id)


def launched(stage_id: str, settings: Settings | None = None) -> TableScene:
    context = scene_context(settings=settings or Settings())
    context.scenes.push(Scene(context))
    launch_match(context, StageMatch(stage(stage_id), seed=3), print)
    table = context.scenes.top
    assert isinstance(table, TableScene)
    return table


def dealt_table(stage_id: str = "01_tsubame", settings: Settings | None = None) -> TableScene:
    """The real table of a ladder match, played up to the player's first turn."""
    table = launched(stage_id, settings)
    for _ in range(600):
        table.update(DT)
        if table.human_input_phase() is Decision.PLAY:
            break
    assert table.human_input_phase() is Decision.PLAY
    return table


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_the_face_and_bubble_follow_the_moments_without_holding_up_play(pygame_display):
    table = dealt_table()
    chatter = table.chatter
    lines = stage("01_tsubame").reactions
    neutral = chatter.faces["neutral"]
    assert chatter.line == lines["deal"] and chatter.expression == "neutral"
    assert table.portraits[1] is neutral

    chatter.on_event(ev.KoiKoiCalled(player=0, count=1))  # the player's koi-koi
    assert (chatter.expression, chatter.line) == ("surprised", lines["player_koikoi"])
    surprised = table.portraits[1]
    assert surprised is chatter.faces["surprised"]
    assert pixels(surprised) != pixels(neutral)
    chatter.update(0.5)  # grown in
    canvas = pygame.Surface(layout.CANVAS)
    table.draw(canvas, 1.0)
    bubble = chatter.bubble()
    x, y = chatter.anchor(bubble.get_size(), layout.CANVAS)
    body = bubble_layout(lines["player_koikoi"], None, chatter_module.TAIL_UNDER_PLATE).body
    assert canvas.get_at((x + body.x + 8, y + body.centery))[:3] == (246, 236, 214)  # ivory
    plate = table.director.places[1].plate
    assert y > plate[1] + plate[3]  # under the plate: the opponent's hand stays in sight

    # the bubble is only drawn: the player's turn goes on and a card is played at once
    assert table.human_input_phase() is Decision.PLAY
    assert table.play_selected(table.near_hand()[0])


@pytest.mark.parametrize(
    "speed, seconds", (("slow", 3.4 / 0.6), ("normal", 3.4), ("fast", 3.4 / 1.8), ("instant", 1.8))
)
def test_a_line_stays_as_long_as_the_animation_speed_says(speed, seconds, pygame_display):
    table = dealt_table(settings=Settings(animation_speed=speed))
    chatter = table.chatter
    chatter.on_event(ev.MatchEnded(scores=(0, 9), winner=1, months_played=3))
    assert chatter.duration() == pytest.approx(seconds)
    chatter.update(seconds - 0.05)
    assert chatter.line == stage("01_tsubame").opponent.victory
    chatter.update(0.1)
    assert chatter.line == ""
    assert chatter.expression == "triumphant"  # the match's end keeps its face


def test_the_face_relaxes_to_neutral_after_the_line(pygame_display):
    table = dealt_table()
    chatter = table.chatter
    chatter.on_event(ev.KoiKoiCalled(player=1, count=1))
    assert table.portraits[1] is chatter.faces["triumphant"]
    chatter.update(chatter.duration() * chatter_module.FACE_HOLD + 0.01)
    assert chatter.expression == "neutral" and table.portraits[1] is chatter.faces["neutral"]


def test_chatter_off_shows_no_bubble_and_the_neutral_face(pygame_display):
    settings = Settings()
    table = dealt_table(settings=settings)
    chatter = table.chatter
    chatter.on_event(ev.KoiKoiCalled(player=1, count=1))
    settings.opponent_chatter = "off"  # as Options sets it, mid-match
    table.update(DT)
    assert chatter.line == "" and table.portraits[1] is chatter.faces["neutral"]
    chatter.on_event(ev.KoiKoiCalled(player=0, count=1))
    assert chatter.reaction is None and chatter.bubble() is None
    settings.opponent_chatter = "some"
    chatter.on_event(ev.KoiKoiCalled(player=0, count=1))
    assert chatter.expression == "surprised"


def test_a_table_for_four_shows_the_face_inside_the_bubble(pygame_display):
    table = launched("14_yaegiri")
    chatter = table.chatter
    assert not chatter.portrait and 1 not in table.portraits
    for _ in range(300):
        table.update(DT)
        if chatter.line:
            break
    assert chatter.line == stage("14_yaegiri").reactions["deal"]
    assert chatter.faces["neutral"].get_size() == (64, 80)
    chatter.on_event(ev.MatchEnded(scores=(0, 0, 0, 0), winner=0, months_played=6))
    assert chatter.expression == "defeated"
    with_face = chatter.bubble()
    assert with_face.get_height() >= 80 + 2 * PADDING


def test_a_missing_expression_falls_back_on_the_neutral_portrait(tmp_path, pygame_display):
    tsubame = stage("01_tsubame")
    shutil.copy(tsubame.portrait_path, tmp_path / "tsubame.svg")  # no expressions folder
    alone = dataclasses.replace(tsubame, portrait_path=tmp_path / "tsubame.svg")
    fallback = expression(alone, "annoyed", PORTRAIT_SIZE)
    assert pixels(fallback) == pixels(portrait(alone, PORTRAIT_SIZE))
    drawn = expression(tsubame, "annoyed", PORTRAIT_SIZE)
    assert pixels(drawn) != pixels(fallback)
    assert all(
        (
            tsubame.portrait_path.parent / "expressions" / f"{s.opponent.portrait}-{mood}.svg"
        ).is_file()
        for s in load_ladder(game=None)
        for mood in EXPRESSIONS[1:]  # neutral is the portrait itself
    )


@pytest.mark.parametrize("language", ("en", "ja", "zh-Hans", "zh-Hant"))
def test_every_line_fits_inside_its_bubble(language, pygame_display):
    i18n.set_language(language)
    for one in load_ladder(game=None):
        texts = list(one.reactions.values()) + [one.opponent.victory, one.opponent.defeat]
        for text in texts:
            line = character(text)
            assert line != text or language == "en", (language, text)
            for face in (None, (64, 80)):
                bubble = bubble_layout(line, face)
                inner = bubble.body.inflate(-2 * PADDING + 2, -2 * PADDING + 2)
                assert len(bubble.lines) <= MAX_LINES, line
                assert "".join(bubble.lines).replace(" ", "") == line.replace(" ", "")
                for rect in bubble.line_rects:
                    assert inner.contains(rect), (language, line, rect, inner)


def test_a_resumed_match_does_not_react_to_the_position_it_was_left_in(pygame_display):
    import random

    from game.arcade.launch import resume_match
    from game.engine.ai import make_player

    match = StageMatch(stage("01_tsubame"), seed=3)
    state = match.new_state()
    greedy, rng = make_player("greedy"), random.Random(1)
    for _ in range(6):  # a few turns in: cards captured, the month under way
        state.apply(greedy.choose(state.information(state.current_player()), rng))
    context = scene_context(settings=Settings())
    context.scenes.push(Scene(context))
    table = resume_match(context, match, state, {}, print)
    context.scenes.push(table)
    chatter = table.chatter
    for _ in range(120):
        table.update(DT)
    assert table.director.idle and not chatter.quiet
    assert chatter.reaction is None and chatter.line == ""  # no deal line for a month under way
    assert any(chatter.reader.piles)  # ...but the piles on the table were read
    assert table.portraits[1] is chatter.faces["neutral"]
    chatter.on_event(ev.KoiKoiCalled(player=1, count=1))
    assert chatter.line == stage("01_tsubame").reactions["koikoi_call"]
