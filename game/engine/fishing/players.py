"""The simplest real CPU player of the two-to-four-seat games, ``greedy`` (takes the most
card points now, throws away the cheapest card), and the capture helpers it shares. A
baseline for tests, ``simulate`` and benchmarks; it decides from a :class:`TableView` only.

game/engine/table_ai/roster.py names it, with ``random`` and the CPU levels, for
``simulate`` and the tables.
"""

from __future__ import annotations

from game.engine.actions import Action
from game.engine.cards import MONTH_MASKS, ids_from_mask


def card_values(view) -> tuple[int, ...]:
    """Each card's points in the view's game."""
    if view.game == "roppyakken":
        from game.engine.roppyakken.scoring import card_points

        return tuple(card_points(1 << card) for card in range(48))
    from game.engine.hana_awase.scoring import card_points

    return tuple(card_points(1 << card, view.rules) for card in range(48))


def capture_choices(view, card: int, from_stock: bool) -> list[int]:
    """Every set of field cards ``card`` could take now (empty: it goes to the field)."""
    field = view.field
    if view.game == "roppyakken":
        from game.engine.roppyakken.capture import capture_for, match_card

        any_card = view.rules.oni_on_field_taken_by == "any_non_zero"
        capture, choices = match_card(card, field, from_stock, any_card)
        if capture:
            return [capture]
        return [capture_for(card, option, field) for option in ids_from_mask(choices)]
    same = field & MONTH_MASKS[card >> 2]
    if same.bit_count() == 2:
        return [1 << option for option in ids_from_mask(same)]
    return [same] if same else []


class TableGreedyPlayer:
    name = "greedy"

    def choose(self, view, rng) -> Action:
        values = card_values(view)
        legal = view.legal
        if legal[0].kind == "take":
            card, field = view.pending, view.field
            if view.game == "roppyakken":
                from game.engine.roppyakken.capture import capture_for

                def gain(action: Action) -> int:
                    return _sum(values, capture_for(card, action.card, field))
            else:

                def gain(action: Action) -> int:
                    return values[action.card]

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
