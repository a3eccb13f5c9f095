"""The legality check every game's State makes before applying a play or a take: one place
for the rule and its messages (an illegal action names itself and why)."""

from __future__ import annotations

from game.engine.actions import Action
from game.engine.cards import code_tuple
from game.engine.errors import IllegalActionError
from game.engine.phases import MATCH_OVER, PLAY_CARD, TAKE_AFTER_DRAW, TAKE_AFTER_PLAY


def check_play_or_take(action, phase: str, hand: int, options: int, player: int) -> None:
    """Raise IllegalActionError unless ``action`` is an Action and, in the play phase, a play
    of a card of ``hand``, in a take phase a take of one of ``options``. Other phases are
    the caller's to check."""
    if not isinstance(action, Action):
        raise IllegalActionError(f"{action!r} is not an action")
    if phase == MATCH_OVER:
        raise IllegalActionError(f"cannot {action.describe()}: the match is over")
    kind = action.kind
    if phase == PLAY_CARD:
        if kind != "play":
            raise IllegalActionError(
                f"cannot {action.describe()}: player {player} must play a hand card"
            )
        if not (hand >> action.card) & 1:
            raise IllegalActionError(
                f"cannot {action.describe()}: it is not in player {player}'s hand"
            )
    elif phase == TAKE_AFTER_PLAY or phase == TAKE_AFTER_DRAW:
        choices = ", ".join(code_tuple(options))
        if kind != "take":
            raise IllegalActionError(
                f"cannot {action.describe()}: player {player} must choose which "
                f"of {choices} to take"
            )
        if not (options >> action.card) & 1:
            raise IllegalActionError(f"cannot {action.describe()}: choose one of {choices}")
