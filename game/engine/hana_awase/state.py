"""A hana-awase match for 3 or 4 seats (2 as a variant): rounds played to the last card and
settled zero-sum against par.

Deal: 3 players 7 in hand and 6 on the field, 4 players 5 and 8; 2 players 10 and 8, or 8 and
8 with the stock turned to its end after the hands (``two_player_deal``), so that every card
is captured. Four of a month on the field is redealt. There is no koi-koi: each round runs
until every card is played, then every seat scores its card points and yaku and the round is
settled (docs/games.md). The first dealer is the seat that draws the earliest month, later
ones the round's highest scorer; the match lasts ``rounds`` rounds.
"""

from __future__ import annotations

from game.engine.cards import CHAFF, LIGHTNING, code_tuple
from game.engine.events import RoundStarted, TurnScored, Yaku
from game.engine.fishing.deal import card_draw_seat
from game.engine.fishing.state import FishingState
from game.engine.fishing.view import SeatScore
from game.engine.hana_awase.rules import GAME, HanaAwaseRules, load_rules
from game.engine.hana_awase.scoring import (
    cancel_for_ame_shima,
    card_points,
    compensation,
    payments,
    settle,
    yaku,
    yaku_cards,
)

_PLAIN_CHAFF = CHAFF & ~LIGHTNING


class HanaAwaseState(FishingState):
    """A whole hana-awase match."""

    GAME = GAME
    SEATS = (2, 3, 4)

    __slots__ = ("yaku_shown",)

    def __init__(self, rules: HanaAwaseRules | None = None, seats: int = 3, seed=None, **kw):
        super().__init__(rules or load_rules(), seats, seed, **kw)

    # ------------------------------------------------------------------ game hooks
    def _first_dealer(self) -> int:
        mode = self.rules.first_dealer
        if mode == "random":
            return self.rng.randrange(self.seats)
        return card_draw_seat(self.rng, self.seats, latest=mode == "latest")[0]

    def deal_sizes(self) -> tuple[int, int]:
        if self.seats == 2:
            return (10, 8) if self.rules.two_player_deal == "ten_cards" else (8, 8)
        return (7, 6) if self.seats == 3 else (5, 8)

    def _redeal_hand_fours(self) -> bool:
        return self.rules.hand_four

    def _play_out_stock(self) -> bool:
        return True

    def _alike(self, first: int, second: int) -> bool:
        # two plain chaff of one month score the same for every yaku and card count
        return bool(_PLAIN_CHAFF >> first & _PLAIN_CHAFF >> second & 1)

    def _round_started_event(self) -> RoundStarted:
        return RoundStarted(GAME, self.round, self.rules.rounds, self.dealer, tuple(self.scores))

    def _new_round_fields(self) -> None:
        self.yaku_shown: list[Yaku] = [()] * self.seats

    def _turn_done(self, player: int, out) -> None:
        if out is None:
            return
        captured = self.captured[player]
        held, voided = yaku(captured, self.rules)
        before = {name for name, _ in self.yaku_shown[player]}
        new = tuple(name for name, _ in held if name not in before)
        cards = card_points(captured, self.rules)
        points = cards + sum(p for _, p in held)
        self.yaku_shown[player] = tuple(held)
        made = tuple((name, code_tuple(yaku_cards(name, captured, self.rules))) for name, _ in held)
        out.append(
            TurnScored(
                player,
                tuple(held),
                new,
                made,
                self.scores[player],
                card_points=cards,
                voided=voided,
                round_points=points,
            )
        )

    # ------------------------------------------------------------------ round end
    def _end_round(self, out) -> None:
        rules = self.rules
        seats = range(self.seats)
        held = cancel_for_ame_shima([tuple(yaku(self.captured[s], rules)[0]) for s in seats], rules)
        cards = [card_points(self.captured[s], rules) for s in seats]
        totals = [sum(p for _, p in held[s]) for s in seats]
        fuke: tuple[int, ...] = ()
        if rules.fuke:
            fuke = tuple(s for s in seats if cards[s] <= rules.fuke)
        paid_out: tuple = ()
        if fuke:
            delta = [0] * self.seats
        else:
            delta = settle(cards, totals, rules)
            counts = [self.captured[s].bit_count() for s in seats]
            paid = compensation(counts, self.dealer, rules)
            delta = [delta[s] + paid[s] for s in seats]
            paid_out = payments(held, counts, self.dealer, rules)
        for s in seats:
            self.scores[s] += delta[s]
        top = max(self.turn_order(), key=lambda s: delta[s])
        points = [cards[s] + totals[s] for s in seats]
        reason = "fuke" if fuke else "played_out"
        self._report_round(
            out,
            reason,
            cards,
            held,
            ((),) * self.seats,
            points,
            delta,
            fuke=fuke,
            winner=top,
            payments=paid_out,
        )
        if rules.next_dealer == "highest":
            self.dealer = top
        else:
            self.dealer = (self.dealer + 1) % self.seats
        if self.round >= rules.rounds:
            self._finish_match(out)
            return
        self._start_round(out)

    # ------------------------------------------------------------------ results
    def returns(self) -> tuple[int, ...]:
        """Running (when terminal, final) match scores of every seat."""
        return tuple(self.scores)

    def winner(self) -> int | None:
        best = max(self.scores)
        leaders = [s for s, score in enumerate(self.scores) if score == best]
        return leaders[0] if len(leaders) == 1 else None

    # ------------------------------------------------------------------ views and copies
    def seat_score(self, seat: int) -> SeatScore:
        captured = self.captured[seat]
        held, voided = yaku(captured, self.rules)
        cards = card_points(captured, self.rules)
        points = cards + sum(p for _, p in held)
        fuke = cards if self.rules.fuke else 0
        return SeatScore(cards, tuple(held), voided, (), points, self.scores[seat], fuke)

    def fuke_line(self) -> int:
        return self.rules.fuke

    def _copy_game_fields(self, other) -> None:
        other.yaku_shown = list(self.yaku_shown)
