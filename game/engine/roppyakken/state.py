"""A roppyakken match for 2 or 3 seats: rounds, the race to 600, won games and the payment.

Deal: 2 players 8 in hand and 8 on the field (``two_player_hand``), 3 players 7 and 6; four of
a month in a hand or on the field is redealt. Teyaku are shown at the deal (the cards stay in
the hand face up). Every round is played until the hands are empty; after every turn the
player's card points and dekiyaku are counted (nothing is declared). At the round's end fuke
may void the round; otherwise the round's points are added and the game is won per
``win_rule`` (ichikoro first). A won game gives 10 win-points and resets every score to 0; the
match ends at ``wins_to_match`` wins, when every other seat pays the winner
``wins_to_match x win_points`` minus its own win-points.
"""

from __future__ import annotations

from typing import cast

from game.engine.cards import code_tuple
from game.engine.events import RoundStarted, TeyakuShown, TurnScored, Yaku
from game.engine.fishing.deal import card_draw_seat
from game.engine.fishing.events import GameWon
from game.engine.fishing.state import FishingState
from game.engine.fishing.view import SeatScore
from game.engine.roppyakken import capture
from game.engine.roppyakken.rules import GAME, RoppyakkenRules, load_rules
from game.engine.roppyakken.scoring import (
    card_points,
    dekiyaku,
    fuke_points,
    teyaku,
    yaku_cards,
)

_codes = code_tuple


class RoppyakkenState(FishingState):
    """A whole roppyakken match."""

    GAME = GAME
    SEATS = (2, 3)

    __slots__ = (
        "wins",
        "game_number",
        "teyaku",
        "teyaku_points",
        "round_points",
        "yaku_now",
        "voided_now",
        "scored",
        "reached_at",
        "payments",
        "any_card_takes_oni",
    )

    def __init__(self, rules: RoppyakkenRules | None = None, seats: int = 2, seed=None, **kw):
        super().__init__(rules or load_rules(), seats, seed, **kw)

    # ------------------------------------------------------------------ game hooks
    def _start_match(self) -> None:
        self.wins = [0] * self.seats
        self.game_number = 1
        self.payments: tuple[int, ...] | None = None
        self.any_card_takes_oni = self.rules.oni_on_field_taken_by == "any_non_zero"

    def _first_dealer(self) -> int:
        if self.rules.first_dealer == "card_draw":
            return card_draw_seat(self.rng, self.seats)[0]
        return self.rng.randrange(self.seats)

    def deal_sizes(self) -> tuple[int, int]:
        if self.seats == 2:
            return self.rules.two_player_hand, 8
        return 7, 6

    def _redeal_hand_fours(self) -> bool:
        return True

    def _match_card(self, card: int, from_stock: bool) -> tuple[int, int]:
        return capture.match_card(card, self.field, from_stock, self.any_card_takes_oni)

    def _capture_for(self, card: int, chosen: int) -> int:
        return capture.capture_for(card, chosen, self.field)

    def _takers(self, card: int) -> int:
        return capture.takers(card)

    def _round_started_event(self) -> RoundStarted:
        return RoundStarted(
            GAME,
            self.round,
            0,
            self.dealer,
            tuple(self.scores),
            game_number=self.game_number,
            wins=tuple(self.wins),
        )

    def _new_round_fields(self) -> None:
        seats = self.seats
        self.teyaku: list[Yaku] = [()] * seats
        self.teyaku_points = [0] * seats
        self.round_points = [0] * seats
        self.yaku_now: list[Yaku] = [()] * seats
        self.voided_now: list[tuple[str, ...]] = [()] * seats
        self.scored = [0] * seats
        self.reached_at: list[int | None] = [None] * seats

    def _after_deal(self, out) -> None:
        self._new_round_fields()
        rules = self.rules
        for seat in range(self.seats):
            found, shown = teyaku(self.hands[seat], rules)
            if not found:
                continue
            points = sum(p for _, p in found)
            self.teyaku[seat] = found
            self.teyaku_points[seat] = self.round_points[seat] = points
            self.revealed[seat] = shown
            if self.scores[seat] + points >= rules.target:
                self.reached_at[seat] = 0
            if out is not None:
                out.append(TeyakuShown(seat, found, _codes(shown)))

    def _turn_done(self, player: int, out) -> None:
        captured = self.captured[player]
        if captured == self.scored[player]:
            return
        self.scored[player] = captured
        yaku, voided = dekiyaku(captured, self.rules)
        cards = card_points(captured)
        points = self.teyaku_points[player] + cards
        for _, value in yaku:
            points += value
        self.round_points[player] = points
        total = self.scores[player] + points
        reached = total >= self.rules.target
        if not reached:
            self.reached_at[player] = None
        elif self.reached_at[player] is None:
            self.reached_at[player] = self.turn
        if out is not None:
            before = {name for name, _ in self.yaku_now[player]}
            new = tuple(name for name, _ in yaku if name not in before)
            made = tuple((name, _codes(yaku_cards(name, captured, self.rules))) for name, _ in yaku)
            out.append(
                TurnScored(
                    player,
                    tuple(yaku),
                    new,
                    made,
                    total,
                    card_points=cards,
                    voided=voided,
                    round_points=points,
                    reached=reached,
                )
            )
        self.yaku_now[player] = tuple(yaku)
        self.voided_now[player] = voided

    # ------------------------------------------------------------------ round end
    def _end_round(self, out) -> None:
        rules = self.rules
        seats = range(self.seats)
        final = self.yaku_now
        cards = [card_points(self.captured[s]) for s in seats]
        made = [{name for name, _ in final[s]} for s in seats]
        shiko_made = any("shiko" in names for names in made)
        fuke_seats: tuple[int, ...] = ()
        if rules.fuke:
            fuke_seats = tuple(
                s for s in seats if fuke_points(self.captured[s], rules) <= rules.fuke
            )
            if shiko_made and rules.fuke_spares_shiko:
                fuke_seats = ()
        winner, reason = None, ""
        if fuke_seats:
            delta = [0] * self.seats
        else:
            delta = list(self.round_points)
            for s in seats:
                self.scores[s] += delta[s]
            winner, reason = self._game_winner(made)
        result_scores = tuple(self.scores)
        self._report_round(
            out,
            "fuke" if fuke_seats else "played_out",
            cards,
            final,
            self.teyaku,
            self.round_points,
            delta,
            fuke=fuke_seats,
            winner=winner,
            win_reason=reason,
            game_number=self.game_number,
        )
        self.dealer = self._next_dealer()
        if winner is not None:
            self.wins[winner] += 1
            if out is not None:
                out.append(
                    GameWon(winner, reason, self.game_number, tuple(self.wins), result_scores)
                )
            if self.wins[winner] >= rules.wins_to_match:
                self._settle(winner)
                self._finish_match(out)
                return
            self.scores = [0] * self.seats
            self.game_number += 1
        self._start_round(out)

    def _game_winner(self, made: list[set[str]]) -> tuple[int | None, str]:
        rules = self.rules
        order = self.turn_order()
        if rules.ichikoro:
            for name in ("shiko", "nanatan"):
                for s in order:
                    if name in made[s]:
                        return s, name
        reached = [s for s in order if self.scores[s] >= rules.target]
        if not reached:
            if rules.win_rule == "highest_every_round":
                best = max(self.scores)
                top = [s for s in order if self.scores[s] == best]
                if len(top) == 1:
                    return top[0], "highest"
            return None, ""
        # every seat at the target reached it this round (a game ends when one is won)
        reached_at = self.reached_at
        if rules.win_rule == "first_to_target":
            best = min(reached, key=lambda s: cast(int, reached_at[s]))
        else:
            best = max(reached, key=lambda s: (self.scores[s], -cast(int, reached_at[s])))
        return best, "target"

    def _next_dealer(self) -> int:
        if self.rules.next_dealer == "highest":
            return max(self.turn_order(), key=lambda s: self.round_points[s])
        return (self.dealer + 1) % self.seats

    def _settle(self, winner: int) -> None:
        rules = self.rules
        owed = rules.wins_to_match * rules.win_points
        payments = [0] * self.seats
        for s in range(self.seats):
            if s != winner:
                payment = owed - self.wins[s] * rules.win_points
                payments[s] = -payment
                payments[winner] += payment
        self.payments = tuple(payments)

    # ------------------------------------------------------------------ results
    def returns(self) -> tuple[int, ...]:
        """Final payments once the match is over; until then each seat's win-points."""
        if self.payments is not None:
            return self.payments
        return tuple(w * self.rules.win_points for w in self.wins)

    def winner(self) -> int | None:
        """The seat with the most wins (the match winner once it is over); None on a tie."""
        best = max(self.wins)
        leaders = [s for s, w in enumerate(self.wins) if w == best]
        return leaders[0] if best and len(leaders) == 1 else None

    # ------------------------------------------------------------------ views and copies
    def seat_score(self, seat: int) -> SeatScore:
        captured = self.captured[seat]
        fuke = fuke_points(captured, self.rules) if self.rules.fuke else 0
        return SeatScore(
            card_points(captured),
            self.yaku_now[seat],
            self.voided_now[seat],
            self.teyaku[seat],
            self.round_points[seat],
            self.scores[seat] + self.round_points[seat],
            fuke,
        )

    def wins_so_far(self) -> tuple[int, ...]:
        return tuple(self.wins)

    def game_in_match(self) -> int:
        return self.game_number

    def target(self) -> int:
        return self.rules.target

    def fuke_line(self) -> int:
        return self.rules.fuke

    def _copy_game_fields(self, other) -> None:
        other.wins = list(self.wins)
        other.game_number = self.game_number
        other.teyaku = list(self.teyaku)
        other.teyaku_points = list(self.teyaku_points)
        other.round_points = list(self.round_points)
        other.yaku_now = list(self.yaku_now)
        other.voided_now = list(self.voided_now)
        other.scored = list(self.scored)
        other.reached_at = list(self.reached_at)
        other.payments = self.payments
        other.any_card_takes_oni = self.any_card_takes_oni
