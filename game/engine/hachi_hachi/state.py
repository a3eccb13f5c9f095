"""A hachi-hachi match for three seats: 12 (or 6) rounds settled in mon.

Deal: 7 in each hand, 6 on the field, 21 in the stock; four of a month on the field is
redealt. The brights dealt face up set the round's multiplier (with the carry-over queue of
``multi_bright``). Every seat whose hand holds a teyaku then says ``show`` or ``hide`` in turn
order from the dealer (``teyaku_declare = choose``; a hidden teyaku is void); the shown cards
stay in the hand face up. The dealer plays first. A turn that makes or raises a dekiyaku asks
its player ``shobu`` (the round ends) or ``sage`` (play on); a player who called sage may
``cancel`` at the start of a later turn (paid half). The round also ends when the hands are
empty. :func:`game.engine.hachi_hachi.settlement.settle_round` pays it out; the round's winner
deals next.

Decisions are actions of kind ``"declare"`` with a string choice; ``legal_actions`` lists
them in their phases.
"""

from __future__ import annotations

from game.engine.actions import Action, declare
from game.engine.cards import ALL_MASK, MONTH_MASKS, code_tuple
from game.engine.errors import IllegalActionError
from game.engine.events import RoundStarted, TeyakuShown, TurnScored
from game.engine.fishing.deal import card_draw_seat
from game.engine.fishing.state import FishingState
from game.engine.fishing.view import SeatScore
from game.engine.hachi_hachi.events import Declared, FieldMultiplier
from game.engine.hachi_hachi.rules import GAME, HachiHachiRules, load_rules
from game.engine.hachi_hachi.scoring import (
    Yaku,
    bonuses,
    card_points,
    dekiyaku,
    field_factors,
    round_multiplier,
    sujuroku_chaff,
    teyaku,
    yaku_cards,
)
from game.engine.hachi_hachi.settlement import (
    CANCEL,
    EXHAUSTED,
    SHISO,
    SHOBU,
    RoundFacts,
    completion_payments,
    settle_round,
)
from game.engine.phases import DECIDE, PLAY_CARD, Phase

TEYAKU_PHASE = Phase.TEYAKU  # a seat with a teyaku says show or hide
SHOW, HIDE = declare("show"), declare("hide")
SHOBU_ACTION, SAGE, CANCEL_ACTION = declare("shobu"), declare("sage"), declare("cancel")
_HATTO = {"off": (), "shiko": ("shiko",), "bright_ribbons": ("shiko", "akatan", "aotan")}
_codes = code_tuple


class HachiHachiState(FishingState):
    """A whole hachi-hachi match."""

    GAME = GAME
    SEATS = (3,)

    __slots__ = (
        "carry",
        "multiplier",
        "factors",
        "found",
        "shown",
        "shown_cards",
        "teyaku_queue",
        "deki_now",
        "scored_pile",
        "sage_callers",
        "feeds",
        "liable",
        "round_payments",
    )

    def __init__(self, rules: HachiHachiRules | None = None, seats: int = 3, seed=None, **kw):
        super().__init__(rules or load_rules(), seats, seed, **kw)

    # ------------------------------------------------------------------ game hooks
    def _start_match(self) -> None:
        self.carry: tuple[int, ...] = ()

    def _first_dealer(self) -> int:
        if self.rules.first_dealer == "card_draw":
            return card_draw_seat(self.rng, self.seats)[0]
        return self.rng.randrange(self.seats)

    def deal_sizes(self) -> tuple[int, int]:
        return 7, 6

    def _alike(self, first: int, second: int) -> bool:
        from game.engine.cards import CHAFF

        return bool(CHAFF >> first & CHAFF >> second & 1)

    def _round_started_event(self) -> RoundStarted:
        return RoundStarted(GAME, self.round, self.rules.months, self.dealer, tuple(self.scores))

    def _new_round_fields(self) -> None:
        seats = self.seats
        self.multiplier = 1
        self.factors: tuple[int, ...] = ()
        self.found: list[Yaku] = [()] * seats  # each hand's teyaku as dealt (private to its seat)
        self.shown: list[Yaku] = [()] * seats  # the teyaku shown
        self.shown_cards = [0] * seats
        self.teyaku_queue: list[int] = []
        self.deki_now: list[Yaku] = [()] * seats
        self.scored_pile = [0] * seats
        self.sage_callers: list[int] = []
        self.feeds: list[tuple[int, int, int, bool]] = []  # (turn, feeder, card, last card)
        self.liable: list[dict] = [{} for _ in range(seats)]
        self.round_payments: list[tuple[int, int, int, str]] = []

    def _after_deal(self, out) -> None:
        self._new_round_fields()
        rules = self.rules
        self.factors = field_factors(self.field, rules)
        self.multiplier, self.carry = round_multiplier(self.factors, self.carry, rules)
        if out is not None:
            out.append(FieldMultiplier(self.multiplier, self.factors, self.carry))
        for seat in self.turn_order():
            found, cards = teyaku(self.hands[seat], rules)
            if found:
                self.found[seat] = found
                self.teyaku_queue.append(seat)
        if rules.teyaku_declare == "auto":
            # every teyaku is shown, but a shiso that would end the round is still asked
            asked = [seat for seat in self.teyaku_queue if self._shiso_ends(seat)]
            for seat in self.teyaku_queue:
                if seat not in asked:
                    self._show(seat, out)
            self.teyaku_queue = asked
        self._next_teyaku(out)

    def _shiso_ends(self, seat: int) -> bool:
        return self.rules.shiso_wins_round and any(name == "shiso" for name, _ in self.found[seat])

    def _show(self, seat: int, out) -> None:
        found, cards = teyaku(self.hands[seat], self.rules)
        self.shown[seat] = found
        self.shown_cards[seat] = cards
        self.revealed[seat] = cards
        if out is not None:
            out.append(TeyakuShown(seat, found, _codes(cards)))

    def _next_teyaku(self, out) -> None:
        """Ask the next seat with a teyaku, or start the play (or end the round on a shown
        shiso when ``shiso_wins_round``)."""
        if self.teyaku_queue:
            self.phase = TEYAKU_PHASE
            self.current = self.teyaku_queue[0]
            return
        self.phase = PLAY_CARD
        self.current = self.dealer
        if self.rules.shiso_wins_round:
            for seat in self.turn_order():
                if any(name == "shiso" for name, _ in self.shown[seat]):
                    self._finish_round(SHISO, seat, out)
                    return

    # ------------------------------------------------------------------ decisions
    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == TEYAKU_PHASE:
            return [SHOW, HIDE]
        if phase == DECIDE:
            return [SHOBU_ACTION, SAGE]
        actions = super().legal_actions()
        if phase == PLAY_CARD and self._may_cancel(self.current):
            actions.append(CANCEL_ACTION)
        return actions

    def _may_cancel(self, seat: int) -> bool:
        rules = self.rules
        return (
            rules.cancel == "half"
            and rules.deki_payment == "round_end"
            and seat in self.sage_callers
            and bool(self.deki_now[seat])
        )

    def apply(self, action: Action) -> list:
        if self.phase not in (TEYAKU_PHASE, DECIDE) and getattr(action, "kind", "") != "declare":
            return super().apply(action)
        if action not in self.legal_actions():
            what = action.describe() if isinstance(action, Action) else repr(action)
            raise IllegalActionError(
                f"cannot {what}: player {self.current} must choose one of "
                f"{', '.join(a.choice or str(a) for a in self.legal_actions())}"
            )
        out: list | None = [] if self.emit_events else None
        if self.keep_record and self.round_log:
            self.round_log[-1]["decisions"].append(action)
        seat = self.current
        if out is not None:
            out.append(Declared(seat, action.choice))
        if action is SHOW or action is HIDE:
            if action is SHOW:
                self._show(seat, out)
            self.teyaku_queue.pop(0)
            self._next_teyaku(out)
        elif action is SHOBU_ACTION:
            self._finish_round(SHOBU, seat, out)
        elif action is SAGE:
            if seat not in self.sage_callers:
                self.sage_callers.append(seat)
            self.phase = PLAY_CARD
            super()._end_turn(out)
        else:
            self._finish_round(CANCEL, seat, out)
        return out if out is not None else []

    # ------------------------------------------------------------------ turns
    def _resolve(self, card: int, from_stock: bool, out) -> bool:
        done = super()._resolve(card, from_stock, out)
        if not from_stock and done and self.field >> card & 1:
            p = self.current
            self.feeds.append((self.turn, p, card, not self.hands[p]))
        return done

    def _turn_done(self, player: int, out) -> None:
        self.deki_now[player] = dekiyaku(self.captured[player], self.rules)
        self.scored_pile[player] = self.captured[player]

    def _end_turn(self, out) -> None:
        p = self.current
        captured = self.captured[p]
        new_cards = captured & ~self.scored_pile[p]
        before = self.deki_now[p]
        held = dekiyaku(captured, self.rules)
        self.deki_now[p] = held
        self.scored_pile[p] = captured
        old = dict(before)
        raised = tuple(
            (name, kan - old.get(name, 0)) for name, kan in held if kan > old.get(name, 0)
        )
        if raised:
            self._find_feeders(p, new_cards, [name for name, _ in raised if name not in old])
        if out is not None:
            made = tuple((name, _codes(yaku_cards(name, captured, self.rules))) for name, _ in held)
            new = tuple(name for name, _ in held if name not in old)
            points = card_points(captured)
            out.append(
                TurnScored(
                    p, held, new, made, self.scores[p], card_points=points, round_points=points
                )
            )
        if raised:
            if self.rules.deki_payment == "on_completion":
                liable = self.liable[p]
                self._pay(
                    completion_payments(p, raised, self.seats, self.multiplier, self.rules, liable)
                )
            self.phase = DECIDE
            return
        super()._end_turn(out)

    def _find_feeders(self, player: int, new_cards: int, made: list[str]) -> None:
        """The feeder's liability (``hatto``): a yaku made this turn with a card an opponent
        laid on the field from hand since ``player``'s last turn (not its last hand card)."""
        for name in made:
            if name not in _HATTO[self.rules.hatto]:
                continue
            cards = yaku_cards(name, ALL_MASK, self.rules)
            for turn, feeder, card, last in self.feeds:
                if feeder == player or last or turn <= self.turn - self.seats:
                    continue
                month = MONTH_MASKS[card >> 2]
                if new_cards >> card & 1 and new_cards & month & cards:
                    self.liable[player][name] = feeder

    def _pay(self, payments) -> None:
        for payer, payee, mon, _ in payments:
            self.scores[payer] -= mon
            self.scores[payee] += mon
        self.round_payments.extend(payments)

    # ------------------------------------------------------------------ round end
    def _end_round(self, out) -> None:
        self._finish_round(EXHAUSTED, -1, out)

    def _finish_round(self, end: str, caller: int, out) -> None:
        rules = self.rules
        seats = range(self.seats)
        cards = tuple(card_points(self.captured[s]) for s in seats)
        facts = RoundFacts(
            end=end,
            dealer=self.dealer,
            multiplier=self.multiplier,
            teyaku=tuple(self.shown),
            dekiyaku=tuple(self.deki_now),
            card_points=cards,
            chaff=tuple(sujuroku_chaff(self.captured[s]) for s in seats),
            bonuses=tuple(
                bonuses(self.shown[s], self.shown_cards[s], self.captured[s], cards[s], rules)
                for s in seats
            ),
            caller=caller,
            sage_callers=tuple(self.sage_callers),
            liable=tuple(dict(d) for d in self.liable),
        )
        settled = settle_round(facts, rules)
        self._pay(settled.payments)
        delta = self._round_delta()  # the payments on completion included
        self.phase = PLAY_CARD
        self._report_round(
            out,
            end,
            cards,
            tuple(self.deki_now),
            tuple(self.shown),
            cards,
            delta,
            winner=settled.winner,
            win_reason=settled.kind,
            payments=tuple(self.round_payments),
            multiplier=self.multiplier,
            caller=caller,
            sage_callers=tuple(self.sage_callers),
            kan_mon=rules.kan_mon,
        )
        self.dealer = settled.winner
        if self.round >= rules.months:
            self._finish_match(out)
            return
        self._start_round(out)

    def _round_delta(self) -> list[int]:
        out = [0] * self.seats
        for payer, payee, mon, _ in self.round_payments:
            out[payer] -= mon
            out[payee] += mon
        return out

    # ------------------------------------------------------------------ results
    def returns(self) -> tuple[int, ...]:
        """Each seat's running (when terminal, final) balance in mon."""
        return tuple(self.scores)

    def winner(self) -> int | None:
        best = max(self.scores)
        leaders = [s for s, score in enumerate(self.scores) if score == best]
        return leaders[0] if len(leaders) == 1 else None

    def ranking(self) -> list[int]:
        """The seats from the highest balance down (a tie: the lower seat first)."""
        return sorted(range(self.seats), key=lambda s: (-self.scores[s], s))

    def field_multiplier(self) -> int:
        return self.multiplier

    def round_facts_events(self) -> list:
        return [FieldMultiplier(self.multiplier, self.factors, self.carry)]

    def teyaku_offered(self, seat: int):
        """The teyaku ``seat`` holds at the deal (what show would lay down); only that seat
        may be told."""
        return self.found[seat]

    # ------------------------------------------------------------------ views and copies
    def seat_score(self, seat: int) -> SeatScore:
        cards = card_points(self.captured[seat])
        return SeatScore(
            cards, self.deki_now[seat], (), self.shown[seat], cards, self.scores[seat], 0
        )

    def public_copy(self, seat: int):
        other = super().public_copy(seat)
        other.found = [f if s == seat else () for s, f in enumerate(self.found)]
        return other

    def _copy_game_fields(self, other) -> None:
        other.carry = self.carry
        other.multiplier = self.multiplier
        other.factors = self.factors
        other.found = list(self.found)
        other.shown = list(self.shown)
        other.shown_cards = list(self.shown_cards)
        other.teyaku_queue = list(self.teyaku_queue)
        other.deki_now = list(self.deki_now)
        other.scored_pile = list(self.scored_pile)
        other.sage_callers = list(self.sage_callers)
        other.feeds = list(self.feeds)
        other.liable = [dict(d) for d in self.liable]
        other.round_payments = list(self.round_payments)
