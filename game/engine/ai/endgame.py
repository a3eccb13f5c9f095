"""The end of a month solved exactly inside one sampled world (perfect-information search).

When few cards are left in the hands, a world's remaining month is small enough to search
every line of: each seat's card plays, take choices and koi-koi calls, the draws being the
world's stock in order. :func:`solve` returns the value of ``state`` for ``me`` when both
seats play the rest of the month perfectly in that world (alpha-beta over the evaluator's
month-end values: ``me`` maximises, the opponent minimises). The search averages it over
many worlds, so no single world's knowledge of the hidden cards decides a move.
"""

from __future__ import annotations

from game.engine.deal import NOT_DEALT
from game.engine.phases import MATCH_OVER


def solve(state, month: int, me: int, evaluate) -> float:
    """Value of ``state`` (a search copy inside ``month``) for seat ``me`` under best play by
    both seats to the end of the month in this world."""
    state.deal_queue = [NOT_DEALT]
    return _value(state, month, me, evaluate, -1e9, 1e9)


def _value(state, month, me, evaluate, alpha, beta) -> float:
    if state.month != month or state.phase == MATCH_OVER:
        return evaluate(state, me)
    maximise = state.current == me
    children = state.legal_actions()
    best = -1e9 if maximise else 1e9
    last = len(children) - 1
    for index, action in enumerate(children):
        child = state if index == last else state.clone(for_search=True)
        child.apply(action)
        value = _value(child, month, me, evaluate, alpha, beta)
        if maximise:
            if value > best:
                best = value
                if best > alpha:
                    alpha = best
        elif value < best:
            best = value
            if best < beta:
                beta = best
        if alpha >= beta:
            break
    return best
