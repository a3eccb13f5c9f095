"""The online table keeps taking the network's news while an overlay holds it (issue 30): with
koi-koi's koi-koi / stop prompt or hachi-hachi's prompt open, a friend's link dropping is
told and tabbed, seed 000's offer comes over the prompt after two minutes (fake server
clock) and the prompt is still there once it is answered; the player's own link dropping
shows its banner; the match ending elsewhere takes the prompt away for its notice; a
decision the server no longer waits for closes with a line instead of being sent."""

from __future__ import annotations

import pygame

from game.engine import games
from game.online.client.session import CONNECTED
from game.table import online_marks
from tests.scenes.online.test_friend_flow import OFFER_AFTER, seat_connected, wait_for
from tests.support.online_rig import OnlineRig
from tests.support.online_tables import friends_playing, open_game_room, seat_of


def play_until_prompt(rig: OnlineRig, prompt: str) -> None:
    """The pilot plays the player's seat until the game's decision prompt is on top (it is
    left open)."""

    def act() -> None:
        if rig.top.name != prompt:
            rig.pilot.act(rig.app)

    for _ in range(40000):
        if rig.top.name == prompt:
            return
        act()
        rig.frames()
    raise AssertionError(f"no {prompt} came (top: {rig.top.name})")


def lost_notice(rig: OnlineRig, name: str) -> bool:
    return any(f"{name} lost the connection" in text for text, _left in rig.app.notices)


def koikoi_prompt_open(rig: OnlineRig):
    code = rig.open_room(months=12)
    friend = rig.friend(code).play()
    rig.until(lambda: rig.top.name == "online_table", "the deal")
    table = rig.top
    play_until_prompt(rig, "koikoi_prompt")
    return code, friend, table, rig.top


def test_the_friend_leaving_is_told_and_offered_over_the_koikoi_prompt(
    online_rig: OnlineRig, loopback, server_clock
):
    rig = online_rig
    code, friend, table, prompt = koikoi_prompt_open(rig)
    friend.close()
    wait_for(lambda: not seat_connected(loopback, code, 1), "the friend to be away")
    rig.until(lambda: lost_notice(rig, "Ren"), "the friend's leaving told")
    assert rig.top is prompt and prompt.active
    assert not table.session.online.seat_connected(1)  # the away tab's state
    server_clock.advance(OFFER_AFTER)
    loopback.call(lambda s: s.run_timers())
    rig.until(lambda: rig.top.name == "online_offer", "the offer over the prompt")
    stack = rig.app.context.scenes.scenes
    assert stack[-3:] == [table, prompt, rig.top]
    rig.choose("wait")
    rig.until(lambda: rig.top is prompt, "the prompt back")
    assert table.prompt_open and not prompt.decided


def test_the_players_own_link_drop_shows_under_the_koikoi_prompt(
    online_rig: OnlineRig, loopback, monkeypatch
):
    rig = online_rig
    code, _friend, table, prompt = koikoi_prompt_open(rig)
    banners: list[tuple[str, pygame.Rect]] = []  # the top scene and the banner's place
    draw_banner = online_marks.draw_link_banner

    def recording(canvas, text, banner=online_marks.BANNER):
        banners.append((rig.top.name, pygame.Rect(banner)))
        return draw_banner(canvas, text, banner)

    monkeypatch.setattr(online_marks, "draw_link_banner", recording)
    seat = table.session.seat
    loopback.call(lambda s: s.members.seat_link(code, seat).close(1011, "cut"))
    rig.until(lambda: bool(banners), "the banner drawn")
    assert rig.top is prompt
    for top, banner in banners:  # over the prompt, clear of its panel
        assert top == "koikoi_prompt" and not banner.colliderect(prompt.panel)
    session = table.session.online
    rig.until(lambda: session.connection == CONNECTED, "the link back")
    rig.until(lambda: rig.top.name == "koikoi_prompt", "a prompt (the same decision)")


def test_the_room_closing_takes_the_prompt_away_for_its_notice(
    online_rig: OnlineRig, loopback, server_clock
):
    rig = online_rig
    _code, _friend, table, prompt = koikoi_prompt_open(rig)
    server_clock.advance(24 * 3600)  # the room expires
    loopback.call(lambda s: s.run_timers())
    rig.until(lambda: rig.top.name == "online_notice", "the notice")
    assert not prompt.active and not table.prompt_open
    assert prompt not in rig.app.context.scenes.scenes


def test_a_decision_made_for_this_seat_closes_the_prompt_with_a_line(
    online_rig: OnlineRig, monkeypatch
):
    rig = online_rig
    _code, _friend, table, prompt = koikoi_prompt_open(rig)
    session = table.session.online
    monkeypatch.setattr(session, "legal_actions", lambda: [])  # the server awaits nothing
    submitted: list = []
    monkeypatch.setattr(session, "submit", submitted.append)
    rig.frames(2)
    assert not prompt.active and rig.top is table and not table.prompt_open
    assert any("that decision was already made" in text for text, _left in rig.app.notices)
    prompt.decide(table.view.legal[0])  # a late click on Koi-Koi sends nothing
    assert submitted == []


def test_the_friend_leaving_is_told_and_offered_over_the_hachi_prompt(
    online_rig: OnlineRig, loopback, server_clock
):
    rig = online_rig
    code = open_game_room(rig, games.HACHI_HACHI, 3, length=1)
    ren, mio = friends_playing(rig, loopback.url, code, "Ren", "Mio")
    try:
        rig.until(lambda: rig.top.name == "online_table", "the deal")
        table = rig.top
        play_until_prompt(rig, "hachi_prompt")
        prompt = rig.top
        ren_seat = seat_of(loopback, code, "Ren")
        ren.close()
        wait_for(lambda: not seat_connected(loopback, code, ren_seat), "Ren away")
        rig.until(lambda: lost_notice(rig, "Ren"), "Ren's leaving told")
        assert rig.top is prompt
        server_clock.advance(OFFER_AFTER)
        loopback.call(lambda s: s.run_timers())
        rig.until(lambda: rig.top.name == "online_offer", "the offer over the prompt")
        assert rig.app.context.scenes.scenes[-3:] == [table, prompt, rig.top]
        canvas = pygame.Surface((1920, 1080))
        rig.app.context.scenes.draw(canvas, 1.0)
        rig.choose("wait")
        rig.until(lambda: rig.top is prompt, "the prompt back")
    finally:
        ren.close()
        mio.close()


def test_reading_the_yaku_list_the_friend_leaving_and_the_offer_still_come(
    online_rig: OnlineRig, loopback, server_clock
):
    rig = online_rig
    code, friend, table = rig.at_the_table()
    table.open_yaku_list()  # the Y key
    yaku_list = rig.top
    assert yaku_list.name == "yaku_list"
    friend.close()
    wait_for(lambda: not seat_connected(loopback, code, 1), "the friend to be away")
    rig.until(lambda: lost_notice(rig, "Ren"), "the friend's leaving told")
    assert rig.top is yaku_list and table.mode.presence.away == {1}
    server_clock.advance(OFFER_AFTER)
    loopback.call(lambda s: s.run_timers())
    rig.until(lambda: rig.top.name == "online_offer", "the offer over the yaku list")
    assert rig.app.context.scenes.scenes[-3:] == [table, yaku_list, rig.top]
    rig.choose("wait")
    rig.until(lambda: rig.top is yaku_list, "the yaku list back")
