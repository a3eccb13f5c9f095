"""Sampled worlds for the expert: the unseen cards dealt consistently with what was shown.

``TableView.sample_state`` deals every hidden card at random (a seat's face-up teyaku cards
stay in its hand). What the deal rules let one infer about the other hands is enforced here
by rejection: a hand is a part of the hand dealt, and

- roppyakken redeals four of a month in a hand (hana-awase with ``hand_four``), so no other
  hand holds four of a month;
- roppyakken shows every te-san (three of a month in the dealt hand; only the first with
  ``tesan_per_triple`` off), so three of a month in a hand must be the ones laid face up;
- a roppyakken hand still complete that showed no sogasu is not all 0-point cards.

After ``TRIES`` rejected worlds the last one is used as it is.
"""

from __future__ import annotations

import random

from game.engine.cards import MONTH_MASKS
from game.engine.table_ai.knowledge import ROPPYAKKEN

TRIES = 12
_pc = int.bit_count


def _dealt_size(view) -> int:
    seats = view.seats
    if seats == 2:
        return view.rules.two_player_hand
    return 7


def consistent(view, hands: list[int]) -> bool:
    """True when the sampled hands agree with what the deal rules say about them."""
    rules = view.rules
    roppyakken = view.game == ROPPYAKKEN
    no_fours = roppyakken or getattr(rules, "hand_four", False)
    tesan = roppyakken and rules.tesan
    sogasu = roppyakken and rules.sogasu
    if not (no_fours or tesan or sogasu):
        return True
    from game.engine.roppyakken.scoring import ZERO

    for seat, hand in enumerate(hands):
        if seat == view.player:
            continue
        shown = view.revealed[seat]
        for month in MONTH_MASKS:
            count = _pc(hand & month)
            if count == 4 and no_fours:
                return False
            if count == 3 and tesan and hand & month & ~shown:
                if rules.tesan_per_triple or not shown:
                    return False
        if (
            sogasu
            and not shown
            and view.hand_counts[seat] == _dealt_size(view)
            and not hand & ~ZERO
        ):
            return False
    return True


def sample_world(view, rng: random.Random):
    """A playable state consistent with the view (see the module docstring)."""
    for _ in range(TRIES - 1):
        state = view.sample_state(rng)
        if consistent(view, state.hands):
            return state
    return view.sample_state(rng)
