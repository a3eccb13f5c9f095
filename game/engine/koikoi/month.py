"""How a month ends and the next begins: stop scoring, drawn months, the next dealer, the
end of the match, and dealing (redeals, hand yaku at the deal).

A mixin of :class:`game.engine.koikoi.state.State`; it works on the state's own fields.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from game.engine import events as ev
from game.engine.cards import CARDS, mask_from_ids
from game.engine.cards import code_tuple as _codes
from game.engine.deal import NOT_DEALT, Deal, needs_redeal, shuffled_deal
from game.engine.koikoi.decisions import CALL
from game.engine.koikoi.rules import GAME, RuleSet
from game.engine.koikoi.scoring import hand_yaku, stop_multipliers, yaku_total
from game.engine.phases import MATCH_OVER, PLAY_CARD, Phase

# a month result's field (and its record's): how often each seat called koi-koi that month
KOIKOI_CALLS = CALL  # a month result's key for each seat's calls, named after the call


class MonthLifecycle:
    """Month end and month start for State (no fields of its own)."""

    if not TYPE_CHECKING:
        __slots__ = ()
    else:  # the State fields and methods this mixin uses, declared for the type checker
        rules: RuleSet
        keep_record: bool
        round: int
        dealer: int
        scores: list[int]
        hands: list[int]
        field: int
        stock: tuple[int, ...]
        stock_pos: int
        captured: list[int]
        koikoi: list[int]
        phase: Phase
        current: int
        pending: int
        pending_options: int
        turn_start_total: int
        turn_start_captured: int
        lay_avoids: list[int]
        totals: list[int]
        deal_queue: list[Deal]
        round_log: list[dict]
        round_results: list[dict]
        last_round_end: ev.RoundEnded | None
        hand_yaku_name: str
        tsukifuda_month: int

        def deal_rng(self) -> random.Random:
            raise NotImplementedError

        def winner(self) -> int | None:
            raise NotImplementedError

        def yaku(self, player: int) -> list[tuple[str, int]]:
            raise NotImplementedError

    # ------------------------------------------------------------------ month end
    def _stop(self, p: int, forced: bool, out) -> None:
        rules = self.rules
        total = yaku_total(self.captured[p], rules, self.koikoi[p], self.tsukifuda_month)
        final, steps = stop_multipliers(total, rules, self.koikoi[p], self.koikoi[1 - p])
        if out is not None:
            out.append(ev.Stopped(p, forced))
        ending = "stop" if not forced else ("koikoi_once" if self.hands[p] else "last_card")
        self._end_month(p, final, "stop", total, steps, out, ending=ending)

    def _exhausted(self, out) -> None:
        rules = self.rules
        mode = rules.drawn_month
        winner = None
        points = 0
        if mode == "dealer_wins" or mode == "dealer_plus_minus":
            winner, points = self.dealer, rules.drawn_month_points
        elif mode == "non_dealer_wins":
            winner, points = 1 - self.dealer, rules.drawn_month_points
        if points == 0:
            winner = None
        self._end_month(winner, points, "exhausted", points, [], out)

    def _end_month(
        self,
        winner: int | None,
        points: int,
        reason: str,
        base: int,
        steps: list[str],
        out,
        *,
        ending: str | None = None,
    ) -> None:
        """Score the month (``ending``: how it ended, events.MONTH_ENDINGS; the reason
        itself unless a stop says more) and start the next or end the match."""
        rules = self.rules
        delta = [0, 0]
        if winner is not None:
            delta[winner] = points
            if rules.zero_sum:
                delta[1 - winner] = -points
        self.scores[0] += delta[0]
        self.scores[1] += delta[1]
        if self.keep_record or out is not None:
            held = [tuple(self.yaku(0)), tuple(self.yaku(1))]
            if reason == "hand_yaku" and winner is not None:
                held = [(), ()]
                held[winner] = ((self.hand_yaku_name, points),)
            result = {
                "month": self.round,
                "reason": reason,
                "winner": winner,
                "score_delta": tuple(delta),
                "yaku": tuple(held),
                KOIKOI_CALLS: (self.koikoi[0], self.koikoi[1]),
                "base": base,
                "steps": tuple(steps),
                "scores": (self.scores[0], self.scores[1]),
                "ending": ending or reason,
            }
            if self.keep_record:
                self.round_results.append(result)
            if out is not None:
                end = ev.RoundEnded(
                    GAME,
                    self.round,
                    reason,
                    winner,
                    (delta[0], delta[1]),
                    (self.scores[0], self.scores[1]),
                    (held[0], held[1]),
                    (_codes(self.captured[0]), _codes(self.captured[1])),
                    base=base,
                    steps=tuple(steps),
                    koikoi=(self.koikoi[0], self.koikoi[1]),
                    ending=ending or reason,
                )
                self.last_round_end = end
                out.append(end)
        # next dealer
        if rules.next_dealer == "alternate":
            self.dealer = 1 - self.dealer
        elif winner is not None:
            self.dealer = winner
        elif rules.drawn_month_dealer == "alternates":
            self.dealer = 1 - self.dealer
        if self._match_finished():
            self.phase = MATCH_OVER
            self.pending = -1
            self.pending_options = 0
            if out is not None:
                out.append(
                    ev.MatchEnded((self.scores[0], self.scores[1]), self.winner(), self.round)
                )
            return
        self._start_month(out)

    def _match_finished(self) -> bool:
        rules = self.rules
        if self.round >= rules.months:
            return True
        if rules.target_score and max(self.scores) >= rules.target_score:
            return True
        return rules.end_at_zero and min(self.scores) <= 0

    # ------------------------------------------------------------------ month start
    def _start_month(self, out) -> None:
        rules = self.rules
        self.round += 1
        if self.deal_queue:
            deal = self.deal_queue.pop(0)
            if deal is NOT_DEALT:
                return  # a search copy at its month's end: nothing after it is played
        else:
            deal = shuffled_deal(self.deal_rng(), rules.hand_size)
            redeal_hands = rules.hand_yaku == "redeal"
            reason = needs_redeal(deal, redeal_hands)
            while reason:
                if out is not None:
                    out.append(ev.Redealt(reason, tuple(CARDS[c].code for c in deal.field)))
                deal = shuffled_deal(self.deal_rng(), rules.hand_size)
                reason = needs_redeal(deal, redeal_hands)
        if rules.tsukifuda and not deal.tsukifuda_month:
            deal = replace(deal, tsukifuda_month=self.deal_rng().randrange(1, 13))
        self.tsukifuda_month = deal.tsukifuda_month if rules.tsukifuda else 0
        self.hands = [mask_from_ids(deal.hands[0]), mask_from_ids(deal.hands[1])]
        self.field = mask_from_ids(deal.field)
        self.stock = deal.stock
        self.stock_pos = 0
        self.captured = [0, 0]
        self.koikoi = [0, 0]
        self.current = self.dealer
        self.phase = PLAY_CARD
        self.pending = -1
        self.pending_options = 0
        self.turn_start_total = 0
        self.turn_start_captured = 0
        self.lay_avoids = [0, 0]
        self.totals = [0, 0]
        if self.keep_record:
            self.round_log.append({"dealer": self.dealer, "deal": deal, "decisions": []})
        if out is not None:
            out.append(
                ev.RoundStarted(
                    GAME,
                    self.round,
                    rules.months,
                    self.dealer,
                    (self.scores[0], self.scores[1]),
                    tsukifuda_month=self.tsukifuda_month,
                )
            )
            out.append(
                ev.Dealt(
                    tuple(_codes(h) for h in deal.hands),
                    (len(deal.hands[0]), len(deal.hands[1])),
                    _codes(deal.field),
                    _codes(deal.stock),
                    len(deal.stock),
                )
            )
        if rules.hand_yaku == "score":
            keiyaku, sou_teshi = rules.keiyaku, rules.sou_teshi
            found = [
                hand_yaku(self.hands[0], keiyaku, sou_teshi),
                hand_yaku(self.hands[1], keiyaku, sou_teshi),
            ]
            if found[0] or found[1]:
                for seat in (0, 1):
                    shown = found[seat]
                    if shown and out is not None:
                        out.append(
                            ev.TeyakuShown(
                                seat,
                                ((shown, rules.hand_yaku_points),),
                                _codes(self.hands[seat]),
                                ends_round=True,
                            )
                        )
                if found[0] and found[1]:
                    self._end_month(None, 0, "both_hand_yaku", 0, [], out)
                else:
                    seat = 0 if found[0] else 1
                    self.hand_yaku_name = found[seat] or ""
                    self._end_month(
                        seat, rules.hand_yaku_points, "hand_yaku", rules.hand_yaku_points, [], out
                    )
