"""The match state machine: months, turns, matches, koi-koi decisions and scores.

:class:`State` is the one public API every seat drives (OpenSpiel style): ``current_player()``,
``legal_actions()``, ``apply(action) -> events``, ``is_terminal()``, ``returns()``,
``clone()`` and ``information(player)``. A match runs month after month inside one state;
the next month is dealt inside the ``apply`` that ended the previous one.

Cards are ids 0..47 and card sets are bitmasks (see cards.py) so that the CPU search can
play thousands of months a second. Events are built only when ``emit_events`` is on.
"""

from __future__ import annotations

import random

from game.engine import events as ev
from game.engine.actions import PLAY_BY_BYTE, TAKE_BY_BYTE, Action
from game.engine.cards import expand_mask
from game.engine.deal import Deal, card_draw_dealer
from game.engine.errors import EngineError, IllegalActionError
from game.engine.koikoi.decisions import CALL, DECISIONS
from game.engine.koikoi.month import KOIKOI_CALLS
from game.engine.koikoi.rules import GAME, RuleSet, load_preset
from game.engine.koikoi.scoring import evaluate_yaku, yaku_total
from game.engine.koikoi.turn_steps import TurnSteps
from game.engine.legality import check_play_or_take
from game.engine.phases import DECIDE, MATCH_OVER, PLAY_CARD, TAKE_AFTER_DRAW, TAKE_AFTER_PLAY


class State(TurnSteps):
    """A whole match of Koi-Koi between seats 0 and 1."""

    __slots__ = (
        "rules",
        "rng",
        "rng_seed",
        "emit_events",
        "keep_record",
        "round",
        "dealer",
        "scores",
        "hands",
        "field",
        "stock",
        "stock_pos",
        "captured",
        KOIKOI_CALLS,  # each seat's koi-koi calls this month
        "phase",
        "current",
        "pending",
        "pending_options",
        "turn_start_total",
        "turn_start_captured",
        "lay_avoids",
        "totals",
        "deal_queue",
        "round_log",
        "round_results",
        "last_round_end",
        "hand_yaku_name",
        "tsukifuda_month",
        "_initial_events",
    )

    def __init__(
        self,
        rules: RuleSet | None = None,
        seed: int | None = None,
        *,
        rng: random.Random | None = None,
        deals: list[Deal] | None = None,
        first_dealer: int | None = None,
        emit_events: bool = True,
        keep_record: bool = True,
        _blank: bool = False,
    ):
        self.rules = rules or load_preset("nintendo")
        self.rng: random.Random | None = rng if rng is not None else random.Random(seed)
        self.rng_seed: float | None = None  # see deal_rng
        self.emit_events = emit_events
        self.keep_record = keep_record
        self.hand_yaku_name = ""
        self.tsukifuda_month = 0
        if _blank:
            return
        self.round = 0
        self.scores = [self.rules.start_score, self.rules.start_score]
        self.hands = [0, 0]
        self.field = 0
        self.stock: tuple[int, ...] = ()
        self.stock_pos = 0
        self.captured = [0, 0]
        self.koikoi = [0, 0]
        self.phase = PLAY_CARD
        self.current = 0
        self.pending = -1
        self.pending_options = 0
        self.turn_start_total = 0
        self.deal_queue = list(deals or [])
        self.round_log: list[dict] = []
        self.round_results: list[dict] = []
        self.last_round_end: ev.RoundEnded | None = None
        if first_dealer is None:
            if self.rules.first_dealer != "random":
                latest = self.rules.first_dealer == "card_draw_latest"
                first_dealer, _ = card_draw_dealer(self.rng, latest)
            else:
                first_dealer = self.rng.randrange(2)
        self.dealer = first_dealer
        self._initial_events: list | None = [] if self.emit_events else None
        self._start_month(self._initial_events)

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_deal(
        cls,
        deal: Deal,
        *,
        rules: RuleSet | None = None,
        dealer: int = 0,
        scores: tuple[int, int] | None = None,
        month: int = 1,
        seed: int | None = 0,
        emit_events: bool = True,
    ) -> State:
        """A match positioned at the start of ``month`` with an explicit deal. The later
        months are shuffled from ``seed`` (0 by default, so the match is reproducible)."""
        deal.check()
        rules = rules or load_preset("nintendo")
        state = cls(
            rules, seed, deals=[deal], first_dealer=dealer, emit_events=emit_events, _blank=True
        )
        state.round = month - 1
        state.scores = list(scores) if scores else [rules.start_score] * 2
        state.dealer = dealer
        state.captured = [0, 0]
        state.koikoi = [0, 0]
        state.pending = -1
        state.pending_options = 0
        state.deal_queue = [deal]
        state.round_log = []
        state.round_results = []
        state.last_round_end = None
        state._initial_events = [] if emit_events else None
        state._start_month(state._initial_events)
        return state

    def deal_rng(self) -> random.Random:
        """The generator of this match's shuffles; a search copy starts without one (``rng``
        is None) and builds it from ``rng_seed`` when a deal first needs it."""
        rng = self.rng
        if rng is None:
            rng = self.rng = random.Random(self.rng_seed)
        return rng

    def initial_events(self) -> list:
        """Events of the first deal (the constructor cannot return them)."""
        return list(self._initial_events or [])

    def clone(self, *, for_search: bool = False) -> State:
        """An independent copy. ``for_search`` drops events, records and the RNG history
        (the copy gets a fresh RNG seeded from this one) for fast playouts."""
        other = State.__new__(State)
        other.rules = self.rules
        if for_search:
            # the copy's generator is built from this seed only if a deal needs it
            other.rng = None
            # (a copy of a search copy that has no generator yet shares its seed)
            other.rng_seed = self.rng_seed if self.rng is None else self.rng.random()
            other.emit_events = False
            other.keep_record = False
            other.round_log = []
            other.round_results = []
        else:
            other.rng = random.Random()
            other.rng.setstate(self.deal_rng().getstate())
            other.rng_seed = None
            other.emit_events = self.emit_events
            other.keep_record = self.keep_record
            other.round_log = [dict(m, decisions=list(m["decisions"])) for m in self.round_log]
            other.round_results = list(self.round_results)
        other.round = self.round
        other.dealer = self.dealer
        other.scores = list(self.scores)
        other.hands = list(self.hands)
        other.field = self.field
        other.stock = self.stock
        other.stock_pos = self.stock_pos
        other.captured = list(self.captured)
        other.koikoi = list(self.koikoi)
        other.phase = self.phase
        other.current = self.current
        other.pending = self.pending
        other.pending_options = self.pending_options
        other.turn_start_total = self.turn_start_total
        other.turn_start_captured = self.turn_start_captured
        other.lay_avoids = list(self.lay_avoids)
        other.totals = list(self.totals)
        other.hand_yaku_name = self.hand_yaku_name
        other.tsukifuda_month = self.tsukifuda_month
        other._initial_events = []
        other.deal_queue = list(self.deal_queue)
        other.last_round_end = self.last_round_end
        return other

    # ------------------------------------------------------------- the GameState names
    # (game.engine.api: one vocabulary for every game - a month is a round)
    seats = 2

    @property
    def game(self) -> str:
        return GAME

    # ------------------------------------------------------------------ queries
    def current_player(self) -> int:
        return -1 if self.phase == MATCH_OVER else self.current

    def is_terminal(self) -> bool:
        return self.phase == MATCH_OVER

    def returns(self) -> tuple[int, int]:
        """Running (or, when terminal, final) match scores of both seats."""
        return (self.scores[0], self.scores[1])

    def winner(self) -> int | None:
        if self.scores[0] == self.scores[1]:
            return None
        return 0 if self.scores[0] > self.scores[1] else 1

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == PLAY_CARD:
            return expand_mask(self.hands[self.current], PLAY_BY_BYTE)
        if phase == TAKE_AFTER_PLAY or phase == TAKE_AFTER_DRAW:
            return expand_mask(self.pending_options, TAKE_BY_BYTE)
        if phase == DECIDE:
            return list(DECISIONS)
        return []

    def yaku(self, player: int) -> list[tuple[str, int]]:
        return evaluate_yaku(
            self.captured[player], self.rules, self.koikoi[player], self.tsukifuda_month
        )

    def months_left(self) -> int:
        """Months still to play after the current one."""
        return max(0, self.rules.months - self.round)

    def stock_left(self) -> int:
        return len(self.stock) - self.stock_pos

    def information(self, player: int):
        from game.engine.koikoi.view import InformationView

        return InformationView.of(self, player)

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list:
        """Apply one decision of the current player; returns the events it caused.

        An illegal action raises IllegalActionError naming the action and why, and leaves
        the state untouched.
        """
        if (
            self.phase != PLAY_CARD
            or action.__class__ is not Action
            or action.kind != "play"
            or not (self.hands[self.current] >> action.card) & 1
        ):
            self._check(action)  # anything but a legal play: check it properly
        out: list | None = [] if self.emit_events else None
        if self.keep_record and self.round_log:
            self.round_log[-1]["decisions"].append(action)
        kind = action.kind
        if kind == "play":
            self._play(action.card, out)
        elif kind == "take":
            self._take(action.card, out)
        elif action.choice == CALL:
            p = self.current
            self.koikoi[p] += 1
            self.totals[p] = yaku_total(
                self.captured[p], self.rules, self.koikoi[p], self.tsukifuda_month
            )
            if out is not None:
                out.append(ev.KoiKoiCalled(self.current, self.koikoi[self.current]))
            self._next_turn(out)
        else:
            self._stop(self.current, False, out)
        return out if out is not None else []

    def _check(self, action: Action) -> None:
        phase = self.phase
        p = self.current
        check_play_or_take(action, phase, self.hands[p], self.pending_options, p)
        if phase == DECIDE and action not in DECISIONS:
            raise IllegalActionError(
                f"cannot {action.describe()}: player {p} must call koi-koi or stop"
            )

    # ------------------------------------------------------------------ records
    def record_rounds(self) -> list[dict]:
        """Per month: dealer, deal and the decisions taken (for match records)."""
        return self.round_log


def new_match(rules: RuleSet | str = "nintendo", seed: int | None = None, **kw) -> State:
    """Start a match: a preset name or a RuleSet, and a seed for the shuffles."""
    if isinstance(rules, str):
        rules = load_preset(rules)
    return State(rules, seed, **kw)


__all__ = [
    "State",
    "new_match",
    "EngineError",
    "IllegalActionError",
    "Deal",
    "PLAY_CARD",
    "TAKE_AFTER_PLAY",
    "TAKE_AFTER_DRAW",
    "DECIDE",
    "MATCH_OVER",
]
