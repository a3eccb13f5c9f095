"""The phases of a match state: what the current player must decide next.

:class:`Phase` is a ``StrEnum``: each member is its string (``Phase.PLAY_CARD == "play"``), so
records, views and the JSON of both read exactly as before. The module-level names are the
members, for the callers that import them one by one.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    PLAY_CARD = "play"  # the current player plays a hand card
    TAKE_AFTER_PLAY = "take_play"  # the played card matched two field cards: pick one
    TAKE_AFTER_DRAW = "take_draw"  # the drawn card matched two field cards: pick one
    DECIDE = "decide"  # a decision of the game's own (koi-koi: koi-koi or stop; GameSpec)
    TEYAKU = "teyaku"  # hachi-hachi: a seat with a teyaku declares show or hide
    MATCH_OVER = "match_over"


PLAY_CARD = Phase.PLAY_CARD
TAKE_AFTER_PLAY = Phase.TAKE_AFTER_PLAY
TAKE_AFTER_DRAW = Phase.TAKE_AFTER_DRAW
DECIDE = Phase.DECIDE
MATCH_OVER = Phase.MATCH_OVER
