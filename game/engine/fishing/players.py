"""The simplest real CPU player of the two-to-four-seat games, ``greedy`` (takes the most
card points now, throws away the cheapest card, declares a game's first decision choice),
and the capture helpers it shares. A baseline for tests, ``simulate`` and benchmarks; it
decides from a seat's :class:`~game.engine.fishing.view.TableInformation` only.

game/engine/table_ai/roster.py names it, with ``random`` and the CPU levels, for
``simulate`` and the tables.
"""

from __future__ import annotations

from game.engine.actions import Action
from game.engine.cards import ids_from_mask
from game.engine.games import spec


def card_values(view) -> tuple[int, ...]:
    """Each card's points in the view's game (its spec's)."""
    return spec(view.game).card_values(view.rules)


def capture_choices(view, card: int, from_stock: bool) -> list[int]:
    """Every set of field cards ``card`` could take now (empty: it goes to the field)."""
    return spec(view.game).arrivals(view.rules)(card, view.field, from_stock)


class TableGreedyPlayer:
    name = "greedy"

    def choose(self, view, rng) -> Action:
        values = card_values(view)
        legal = view.legal
        if legal[0].decides:
            return legal[0]  # a game's decision: the first of its spec's choices
        if legal[0].kind == "take":
            card, field = view.pending, view.field
            taken = spec(view.game).taken_by_choice

            def gain(action: Action) -> int:
                return _sum(values, taken(card, action.card, field))

            return max(legal, key=lambda a: (gain(a), -a.card))

        def play_value(action: Action) -> tuple[int, int, int]:
            options = capture_choices(view, action.card, False)
            if not options:
                return (0, -values[action.card], -action.card)
            best = max(_sum(values, mask) for mask in options)
            return (values[action.card] + best + 1, 0, -action.card)

        return max(legal, key=play_value)


def _sum(values: tuple[int, ...], mask: int) -> int:
    return sum(values[card] for card in ids_from_mask(mask))
