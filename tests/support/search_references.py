"""Reference implementations the expert's fast search code is tested against.

Written the plain way, through the engine's own turn steps and ``State.apply``, and kept
apart from the fast code so that the equivalence tests (tests/engine/test_ai_search.py)
compare two independent implementations: the playout policy phase by phase, and the
month's end solved by alpha-beta over ``legal_actions``.
"""

from __future__ import annotations

from game.engine.ai.playout import PlayoutValues
from game.engine.deal import NOT_DEALT
from game.engine.phases import MATCH_OVER


def playout_by_steps(state, month: int, values: PlayoutValues) -> None:
    """The expert's playout policy (game.engine.ai.playout) through the state's own turn
    steps, one phase at a time: what the fast loop of ``playout`` must end every world as."""
    capture_values = values.capture
    discard_costs = values.discard_cost
    best_matches = values.best_match
    play = state._play
    take = state._take
    stop = state._stop
    state.deal_queue = [NOT_DEALT]
    while state.round == month:
        phase = state.phase
        if phase == "play":
            seat = state.current
            worth = capture_values[seat]
            best_match = best_matches[seat]
            cost = discard_costs[seat]
            field = state.field
            best = -1
            best_value = -1.0
            cheapest = -1
            cheapest_cost = 1e9
            mask = state.hands[seat]
            while mask:
                low = mask & -mask
                card = low.bit_length() - 1
                mask ^= low
                base = card & ~3
                bits = field >> base & 15
                if bits:
                    value = worth[card] + best_match[base << 2 | bits]
                    if value > best_value:
                        best_value = value
                        best = card
                elif cost[card] < cheapest_cost:
                    cheapest_cost = cost[card]
                    cheapest = card
            play(best if best >= 0 else cheapest, None)
        elif phase == "decide":
            stop(state.current, False, None)
        elif phase == "match_over":
            return
        else:
            worth = capture_values[state.current]
            options = state.pending_options
            best = -1
            best_value = -1.0
            while options:
                low = options & -options
                card = low.bit_length() - 1
                options ^= low
                if worth[card] > best_value:
                    best_value = worth[card]
                    best = card
            take(best, None)


def solve_by_steps(state, month: int, me: int, evaluate) -> float:
    """The endgame search (game.engine.ai.endgame.solve) through the engine's ``apply`` and
    ``legal_actions`` on state copies: what the integer search must value every world as."""
    state.deal_queue = [NOT_DEALT]
    return _value(state, month, me, evaluate, -1e9, 1e9)


def _value(state, month, me, evaluate, alpha, beta) -> float:
    if state.round != month or state.phase == MATCH_OVER:
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
