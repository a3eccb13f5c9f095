"""The events on the wire, by name and fields, for the protocol version in force: renaming an
event or changing its fields changes the wire, so it must come with a new PROTOCOL_VERSION
and a new table here (version 2: koi-koi's MonthStarted and HandYakuShown became every game's
RoundStarted and TeyakuShown, and its YakuFormed every game's TurnScored: issue 33)."""

from __future__ import annotations

import json

import pytest

from game.engine import events as ev
from game.online import protocol as wire

VERSION_2 = {
    "RoundStarted": (
        "game",
        "round",
        "rounds",
        "dealer",
        "scores",
        "tsukifuda_month",
        "game_number",
        "wins",
    ),
    "Dealt": ("hands", "hand_counts", "field", "stock", "stock_count"),
    "Redealt": ("reason", "field"),
    "TeyakuShown": ("player", "teyaku", "cards", "ends_round"),
    "CardPlayed": ("player", "card", "matches"),
    "CardDrawn": ("player", "card", "matches"),
    "CardToField": ("player", "card", "source"),
    "ChoiceNeeded": ("player", "card", "options", "source"),
    "Captured": ("player", "cards", "source"),
    "TurnScored": (
        "player",
        "yaku",
        "new",
        "cards",
        "total",
        "previous_total",
        "stop_score",
        "stop_steps",
        "decision",
        "card_points",
        "voided",
        "round_points",
        "reached",
    ),
    "KoiKoiCalled": ("player", "count"),
    "Stopped": ("player", "forced"),
    "MonthEnded": (
        "month",
        "reason",
        "winner",
        "score_delta",
        "scores",
        "yaku",
        "base",
        "steps",
        "koikoi",
        "captured",
        "ending",
    ),
    "MatchEnded": ("scores", "winner", "months_played"),
}


# version 3: the events only the games for three and four emit (issue 30)
VERSION_3 = {
    **VERSION_2,
    "CardsDead": ("cards",),
    "RoundEnded": (
        "game",
        "round",
        "reason",
        "card_points",
        "yaku",
        "teyaku",
        "round_points",
        "score_delta",
        "scores",
        "captured",
        "leftover",
        "fuke",
        "winner",
        "win_reason",
        "payments",
    ),
    "GameWon": ("player", "reason", "game_number", "wins", "scores"),
}


def test_the_events_on_the_wire_are_those_of_the_protocol_version():
    on_wire = {cls.__name__: fields for cls, fields in wire._FIELDS.items()}
    assert wire.PROTOCOL_VERSION == 3
    assert on_wire == VERSION_3


@pytest.mark.parametrize("old_name", ["MonthStarted", "HandYakuShown", "YakuFormed"])
def test_a_version_1_event_name_is_an_unknown_event(old_name):
    with pytest.raises(ValueError, match=f"unknown event type '{old_name}'"):
        wire.event_from_dict({"type": old_name, "player": 0})


def test_the_shared_events_go_and_come_back_whole():
    events = [
        ev.RoundStarted("koikoi", 3, 12, 1, (7, 2), tsukifuda_month=4),
        ev.TeyakuShown(0, (("teshi", 6),), ("1-1", "1-2", "1-3", "1-4"), ends_round=True),
    ]
    sent = json.loads(wire.encode({"type": "events", "events": wire.events_json(events)}))
    assert [wire.event_from_dict(data) for data in sent["events"]] == events
