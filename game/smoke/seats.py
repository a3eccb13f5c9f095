"""The table laid out for three and four seats, from koi-koi's two-seat play.

Koi-koi has two seats; the games for three and four (hana-awase, Roppyakken) only need rules
on top of a table that already seats them. :func:`seated_table` plays a seeded koi-koi month
a while (two greedy CPUs, game.persist.headless), deals its cards out again to
``seat_count`` seats (each a hand and a capture pile, like the koi-koi ones) and shows that
position on the real table through :class:`SeatedSession`, a match source that only shows
(nobody moves). The smoke run saves it as ``table-3-seats`` and ``table-4-seats``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import events as ev
from game.engine.actions import Action, play
from game.engine.cards import CARD_BY_CODE
from game.engine.table_view import (
    KIND_ORDER,
    Decision,
    MonthOutcome,
    SeatView,
    TableView,
    snapshot,
)
from game.match.session import MatchConfig
from game.persist.headless import play_decisions
from game.smoke.steps import SmokeStep
from game.table.scene import TableScene

if TYPE_CHECKING:
    from game.app import App
    from game.core.scenes import SceneContext

SEAT_NAMES = ("You", "Aki", "Ren", "Mio")
SEED = 11
DECISIONS = 6  # koi-koi decisions played before the cards are dealt out again
HAND_CARDS = {3: 7, 4: 5}


class SeatedSession:
    """A match source that shows one position for several seats and never moves."""

    def __init__(self, view: TableView, events: list, names: tuple[str, ...]) -> None:
        self.view_value = view
        self.initial_events = events
        self.names = names
        self.config = MatchConfig(
            seats=("human",) + ("cpu",) * (len(names) - 1), names=names, viewer=0
        )
        self.previous_turn: list = []
        self.last_month_turn: list = []
        self.after_apply: list = []

    @property
    def seat_count(self) -> int:
        return len(self.names)

    def view(self, viewer: int | None) -> TableView:
        return self.view_value

    def information(self, seat: int):
        raise LookupError("a shown position has no information views")

    def is_human(self, seat: int) -> bool:
        return seat == 0

    def awaiting_human(self) -> bool:
        return True

    def submit(self, action: Action) -> bool:
        return False  # nothing moves

    def step(self, budget_seconds: float) -> list:
        return []

    def is_over(self) -> bool:
        return False

    def hurry(self) -> None:
        """Nothing to hurry: nobody thinks."""

    def cpu_thinking(self) -> float | None:
        return None


def seated_position(seat_count: int) -> tuple[TableView, list]:
    """The koi-koi position dealt out to ``seat_count`` seats: its TableView for seat 0 and
    the events that set a table up there."""
    koikoi = snapshot(play_decisions(SEED, DECISIONS, players=("greedy", "greedy")), ev.ALL_SEEING)
    captured = [code for seat in koikoi.seats for code in seat.captured]
    spare = [code for seat in koikoi.seats for code in seat.hand or ()]
    spare += [code for code in CARD_BY_CODE if code not in set(captured) | set(koikoi.field)]
    spare = [code for code in dict.fromkeys(spare) if code not in koikoi.field]
    size = HAND_CARDS[seat_count]
    hands = [tuple(spare[seat * size : (seat + 1) * size]) for seat in range(seat_count)]
    piles = [tuple(captured[seat::seat_count]) for seat in range(seat_count)]
    stock = tuple(spare[seat_count * size :])
    scores = tuple(12 - 4 * seat for seat in range(seat_count))
    seats = tuple(
        SeatView(
            seat=seat,
            hand=hands[seat] if seat == 0 else None,
            hand_count=len(hands[seat]),
            piles=tuple(
                (kind, tuple(c for c in piles[seat] if CARD_BY_CODE[c].kind.value == kind))
                for kind in KIND_ORDER
            ),
            score=scores[seat],
            koikoi=1 if seat == 2 else 0,
            yaku=(),
            stop_pays=0,
            dealer=seat == 1,
        )
        for seat in range(seat_count)
    )
    view = TableView(
        viewer=0,
        rules=koikoi.rules,
        month=koikoi.month,
        months=koikoi.months,
        dealer=1,
        seats=seats,
        field=koikoi.field,
        stock_count=len(stock),
        stock_drawn=0,
        current=0,
        phase=koikoi.phase,
        decision=Decision.PLAY,
        pending=None,
        legal=tuple(play(code) for code in hands[0]),
        results=(
            MonthOutcome(
                1,
                "stop",
                1,
                (0,) * seat_count,
                scores,
                ((),) * seat_count,
                (0,) * seat_count,
                0,
                (),
            ),
        ),
        over=False,
        winner=0,
        decisions=0,
    )
    # as a restored autosave does it (game.engine.koikoi.positions): the deal lays out eight field
    # cards, the rest of the field and every captured card come from the stock first
    on_table = list(koikoi.field) + [code for pile in piles for code in pile]
    events = [
        ev.RoundStarted(koikoi.game, koikoi.month, koikoi.months, 1, scores),
        ev.Dealt(
            tuple(hand if seat == 0 else None for seat, hand in enumerate(hands)),
            tuple(len(hand) for hand in hands),
            tuple(on_table[:8]),
            None,
            len(stock) + len(on_table[8:]),
        ),
    ]
    for code in on_table[8:]:
        events += [ev.CardDrawn(0, code, ()), ev.CardToField(0, code, "restore")]
    for seat in range(seat_count):
        if piles[seat]:
            events.append(ev.Captured(seat, piles[seat], "restore"))
    events.append(ev.KoiKoiCalled(2, 1))
    return view, events


def seated_table(context: SceneContext, seat_count: int) -> TableScene:
    """The real table showing the koi-koi position dealt out to ``seat_count`` seats."""
    view, events = seated_position(seat_count)
    session = SeatedSession(view, events, SEAT_NAMES[:seat_count])
    table = TableScene(context, session.config, session)
    table.director.skip()  # lay the position out at once
    return table


def show_seats(seat_count: int):
    def call(app: App) -> None:
        app.context.scenes.reset(seated_table(app.context, seat_count))

    return call


def smoke_steps() -> list[SmokeStep]:
    return [
        SmokeStep(
            f"{count} seats",
            call=show_seats(count),
            frames=90,
            expect_scene="table",
            screenshot=f"table-{count}-seats",
        )
        for count in (3, 4)
    ]
