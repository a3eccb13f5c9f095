"""Room codes readable aloud, invite links and seat tokens."""

from __future__ import annotations

import pytest

from game.online.wire.identifiers import (
    CODE_ALPHABET,
    InviteError,
    display_code,
    invite_link,
    new_room_code,
    new_token,
    normalise_code,
    parse_invite,
    token_digest,
    token_matches,
)


def test_codes_avoid_look_alikes():
    codes = {new_room_code() for _ in range(2000)}
    assert len(codes) == 2000
    for code in codes:
        assert len(code) == 8 and set(code) <= set(CODE_ALPHABET)
    assert not set("0O1IL") & set("".join(codes))


def test_typed_codes_ignore_case_spaces_and_dashes():
    assert normalise_code("k7qf 2m9d") == "K7QF2M9D"
    assert normalise_code("K7QF-2M9D") == "K7QF2M9D"
    assert display_code("K7QF2M9D") == "K7QF-2M9D"
    with pytest.raises(InviteError, match="'0'"):
        normalise_code("K7QF-2M90")
    with pytest.raises(InviteError, match="8 characters"):
        normalise_code("K7QF")


def test_invite_links_carry_server_and_code():
    link = invite_link("ws://192.168.1.5:8765", "K7QF2M9D")
    assert link == "ws://192.168.1.5:8765/r/K7QF2M9D"
    invite = parse_invite(link)
    assert (invite.server, invite.code) == ("ws://192.168.1.5:8765", "K7QF2M9D")
    assert invite.link == link
    pasted = parse_invite(f"Hanafuda Koi-Koi room K7QF-2M9D - join me: {link}.")
    assert (pasted.server, pasted.code) == ("ws://192.168.1.5:8765", "K7QF2M9D")
    secure = parse_invite("wss://play.example.org/r/K7QF2M9D")
    assert secure.server == "wss://play.example.org"


def test_bare_codes_and_bad_invites():
    assert parse_invite("k7qf-2m9d").code == "K7QF2M9D"
    assert parse_invite("Hanafuda room K7QF 2M9D").code == "K7QF2M9D"
    assert parse_invite("K7QF2M9D").server is None
    with pytest.raises(InviteError, match="no room code"):
        parse_invite("ws://host:8765/")
    with pytest.raises(InviteError):
        parse_invite("   ")
    with pytest.raises(InviteError):
        parse_invite("hello there")


def test_tokens_are_secret_and_checked_by_digest():
    token = new_token()
    other = new_token()
    assert token != other and len(token) >= 32
    digest = token_digest(token)
    assert token not in digest and len(digest) == 64
    assert token_matches(token, digest)
    assert not token_matches(other, digest)
    assert not token_matches(None, digest)
    assert not token_matches(123, digest)
    assert not token_matches(token, "")
