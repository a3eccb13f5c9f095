"""Per-viewer event filtering: a seat sees its own hand, a spectator sees no hand at all."""

from game.engine import events as ev
from game.engine.koikoi.state import State


def _deal_events():
    state = State(seed=11)
    return [e for e in state.initial_events() if isinstance(e, ev.Dealt)]


def test_a_seat_sees_only_its_own_hand_and_no_stock_order():
    (dealt,) = ev.for_viewer(_deal_events(), 1)
    assert dealt.hands[0] is None and len(dealt.hands[1]) == 8
    assert dealt.stock is None and dealt.stock_count == 24


def test_the_spectator_sees_no_hand_and_no_stock_order():
    (original,) = _deal_events()
    (dealt,) = ev.for_viewer([original], ev.SPECTATOR)
    assert dealt.hands == (None, None)
    assert dealt.stock is None
    assert dealt.hand_counts == original.hand_counts and dealt.field == original.field


def test_all_seeing_is_the_unfiltered_list():
    events = _deal_events()
    assert ev.for_viewer(events, ev.ALL_SEEING) == events
    assert ev.for_viewer(events, ev.ALL_SEEING)[0].stock is not None
