"""The events on the wire, by name and fields, for the protocol version in force: renaming an
event or changing its fields changes the wire, so it must come with a new PROTOCOL_VERSION
and a new table here (version 2: koi-koi's MonthStarted and HandYakuShown became every game's
RoundStarted and TeyakuShown, its YakuFormed every game's TurnScored and its MonthEnded every
game's RoundEnded: issue 33; version 3: the events only the games for two to four seats emit
go on the wire too, issue 30)."""

from __future__ import annotations

import json

import pytest

from game.engine import events as ev
from game.online.wire import protocol as wire

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
    "RoundEnded": (
        "game",
        "round",
        "reason",
        "winner",
        "score_delta",
        "scores",
        "yaku",
        "captured",
        "base",
        "steps",
        "koikoi",
        "ending",
        "card_points",
        "teyaku",
        "round_points",
        "leftover",
        "fuke",
        "win_reason",
        "payments",
        "multiplier",
        "kan_mon",
        "caller",
        "sage_callers",
    ),
    "MatchEnded": ("scores", "winner", "months_played"),
}
# version 3: every game online, so the events only the games for three and four emit go too
VERSION_3 = {
    **VERSION_2,
    "CardsDead": ("cards",),
    "GameWon": ("player", "reason", "game_number", "wins", "scores"),
    "FieldMultiplier": ("multiplier", "factors", "carried"),
    "Declared": ("player", "choice"),
}


def test_the_events_on_the_wire_are_those_of_the_protocol_version():
    on_wire = {cls.__name__: fields for cls, fields in wire._FIELDS.items()}
    assert wire.PROTOCOL_VERSION == 4  # version 4 changed no event (a snapshot field)
    assert on_wire == VERSION_3


def test_a_table_games_round_end_goes_and_comes_back_whole():
    from game.engine.events import RoundEnded
    from game.engine.fishing.events import CardsDead, GameWon
    from game.engine.hachi_hachi.events import Declared, FieldMultiplier

    events = [
        CardsDead(("1-1", "2-2")),
        RoundEnded(
            "hana-awase",
            2,
            "played_out",
            winner=None,
            score_delta=(4, 5, -9),
            scores=(4, 5, -9),
            yaku=((("akatan", 30),),),
            captured=(("1-1",), (), ("2-2", "3-3")),
            card_points=(10, 20, 58),
            round_points=(1, 2, 3),
            leftover=("4-4",),
            payments=((0, 1, 30, "akatan"),),
        ),
        GameWon(1, "target", 2, (0, 2, 0), (100, 600, 200)),
        FieldMultiplier(2, (2,), (4,)),
        Declared(1, "shobu"),
    ]
    sent = json.loads(wire.encode({"type": "events", "events": wire.events_json(events)}))
    assert [wire.event_from_dict(data) for data in sent["events"]] == events


@pytest.mark.parametrize("old_name", ["MonthStarted", "HandYakuShown", "YakuFormed", "MonthEnded"])
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
