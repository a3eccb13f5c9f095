"""An invite that names this computer (ws://127.0.0.1) is no use to a friend elsewhere: the
host's waiting room says so, and a server bound for other machines without --public-url
warns in its log."""

from __future__ import annotations

import os

import pygame

from game.i18n import set_language
from game.online.wire.identifiers import local_only_host, public_url_warning
from game.scenes.online.room import local_invite_warning

SHOTS = os.environ.get("KOIKOI_TEST_SHOTS")  # a folder: the screens are saved there too


def test_the_waiting_room_warns_when_the_invite_names_this_computer(online_rig, drawn_texts):
    online_rig.open_room()
    room = online_rig.top
    assert room.session.invite.startswith("ws://127.0.0.1:")
    warning = (
        "Only this computer can open this invite: it names 127.0.0.1. For a friend "
        "elsewhere, turn on Host on this machine in Online Options."
    )
    assert (warning, "vermilion") in room.status_lines()
    for language in ("en", "ja", "zh-Hans"):
        set_language(language)
        drawn_texts.clear()
        online_rig.frames(2)
        words = " ".join(drawn_texts)
        assert local_invite_warning("127.0.0.1")[:12] in words
        if SHOTS:
            pygame.image.save(online_rig.app.display.canvas, f"{SHOTS}/room-{language}.png")
    set_language("en")


def test_only_loopback_addresses_are_local():
    for link in ("ws://127.0.0.1:8765/r/K7QF2M9D", "ws://localhost:8765", "ws://[::1]:80"):
        assert local_only_host(link) is not None, link
    for link in ("ws://192.168.1.5:8765/r/K7QF2M9D", "wss://play.example.org", "nonsense"):
        assert local_only_host(link) is None, link


def test_a_server_for_other_machines_without_a_public_url_warns():
    assert public_url_warning("0.0.0.0", 8765, None) == (
        "no --public-url: a player on this machine would invite friends to "
        "ws://127.0.0.1:8765, which they cannot reach; start the server with "
        "--public-url ws://ADDRESS:8765 (or set KOIKOI_SERVER_PUBLIC_URL)"
    )
    assert public_url_warning("0.0.0.0", 8765, "wss://play.example.org") is None
    assert public_url_warning("127.0.0.1", 8765, None) is None  # nobody else can connect
