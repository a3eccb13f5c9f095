"""The turns of a match as event lists: the turn in progress, the last finished one, and the
last turn of the month that just ended.

A table shows the previous turn ("Ren played Cherry curtain and took...") and the month
result replays the month's last turn; both come from the events a match produced, whoever
produced them - a local session driving the State, or a network session receiving the
server's events. :class:`TurnLog` folds events in as they arrive.
"""

from __future__ import annotations

from game.engine import events as ev
from game.engine.fishing import events as table_events

TURN_EVENTS = (
    ev.CardPlayed,
    ev.Captured,
    ev.CardDrawn,
    ev.CardToField,
    ev.ChoiceNeeded,
    ev.TurnScored,  # what the turn scored (koi-koi: a yaku made; other games: every turn)
    ev.KoiKoiCalled,
    ev.Stopped,
    table_events.CardsDead,
)
MONTH_ENDS = (ev.RoundEnded,)  # a koi-koi month, another game's round


class TurnLog:
    """Events grouped by turn: a turn starts with a card played and is finished once the
    drawn card has been captured or laid on the field."""

    def __init__(self) -> None:
        self.turn_events: list = []  # the turn in progress
        self.previous_turn: list = []  # the last finished turn (updated while it goes on)
        self.last_month_turn: list = []  # the last turn of the month that just ended

    def record(self, events: list) -> None:
        for event in events:
            if isinstance(event, MONTH_ENDS):
                self.last_month_turn = list(self.turn_events)
                continue
            if not isinstance(event, TURN_EVENTS):
                continue
            if isinstance(event, ev.CardPlayed):
                self.turn_events = []
            self.turn_events.append(event)
            if isinstance(event, (ev.Captured, ev.CardToField)) and event.source == "draw":
                self.previous_turn = list(self.turn_events)
        if self.previous_turn and self.turn_events and self.previous_turn[0] is self.turn_events[0]:
            self.previous_turn = list(self.turn_events)
