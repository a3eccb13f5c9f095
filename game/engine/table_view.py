"""The table view: a frozen, per-viewer snapshot of a match, for anything that shows a table.

:func:`snapshot` reads a State once and returns a :class:`TableView`: every seat (hands as
the viewer may see them, capture piles by kind, score, koi-koi calls, the yaku held and what
a stop pays now), the field, the stock count, whose turn it is and what they must decide
(:class:`Decision`), the pending two-match choice, the legal actions (only for the seat to
act, or for the all-seeing viewer), and the running match results. A table, a replay viewer
or a remote client reads this and the per-viewer events (``events.for_viewer``) - never the
State itself - so the same table can run from a local match, a record or a network feed.

Seats are tuples sized by the match (two for koi-koi, up to four for roppyakken and
hana-awase, whose states build the same view: game.engine.fishing.table), so nothing above
the engine needs to know how many there are. Viewers: a seat number, ``events.SPECTATOR``
(no hand) or ``events.ALL_SEEING`` (every hand: a local replay, tests).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.engine import events as ev
from game.engine.actions import Action
from game.engine.cards import CARD_BY_CODE, CARDS, Kind, code_tuple, kind_mask
from game.engine.koikoi.month import KOIKOI_CALLS
from game.engine.koikoi.rules import GAME as KOIKOI
from game.engine.koikoi.rules import RuleSet
from game.engine.koikoi.scoring import evaluate_yaku, stop_multipliers
from game.engine.phases import (
    DECIDE,
    MATCH_OVER,
    PLAY_CARD,
    TAKE_AFTER_DRAW,
    TAKE_AFTER_PLAY,
    Phase,
)

KIND_ORDER: tuple[str, ...] = tuple(kind.value for kind in Kind)
_KIND_MASKS: dict[Kind, int] = {kind: kind_mask(kind) for kind in Kind}


class Decision(StrEnum):
    """What the seat to act decides now (the engine's phases, named for a table)."""

    PLAY = "play"  # play a hand card
    TAKE = "take"  # take one of two matching field cards
    DECIDE = "decide"  # a decision of the game's own (koi-koi: koi-koi or stop)
    NONE = "none"  # nothing: the match is over

    @classmethod
    def of_phase(cls, phase: str) -> Decision:
        return _DECISIONS.get(phase, cls.NONE)

    def allows(self, action: Action) -> bool:
        """True when ``action`` is the kind of move this decision asks for."""
        if self is Decision.DECIDE:
            return action.decides  # any answer the game's spec names (GameSpec.decision_kinds)
        return action.kind == self.value


_DECISIONS: dict[str, Decision] = {
    PLAY_CARD: Decision.PLAY,
    TAKE_AFTER_PLAY: Decision.TAKE,
    TAKE_AFTER_DRAW: Decision.TAKE,
    DECIDE: Decision.DECIDE,
    Phase.TEYAKU: Decision.DECIDE,  # hachi-hachi: show or hide a teyaku at the deal
    MATCH_OVER: Decision.NONE,
}


@dataclass(frozen=True)
class SeatView:
    """One seat as the viewer sees it."""

    seat: int
    hand: tuple[str, ...] | None  # card codes; None: hidden from this viewer
    hand_count: int
    piles: tuple[tuple[str, tuple[str, ...]], ...]  # (kind, captured codes) in KIND_ORDER
    score: int
    koikoi: int
    yaku: tuple[tuple[str, int], ...]  # every yaku held now, with points
    stop_pays: int  # what stopping would pay now (0 without a yaku)
    dealer: bool
    # the games for three and four (roppyakken, hana-awase); koi-koi leaves the defaults
    card_points: int = 0  # points of the captured cards this round
    round_points: int = 0  # teyaku + card points + yaku this round
    total: int = 0  # roppyakken: the 600 meter (score + round points); hana-awase: score
    voided: tuple[str, ...] = ()  # yaku held but void (roppyakken: rain without the sun)
    teyaku: tuple[tuple[str, int], ...] = ()  # hand combinations shown at the deal
    revealed: tuple[str, ...] = ()  # cards laid face up from this hand (teyaku)
    wins: int = 0  # roppyakken: games won in the match

    @property
    def captured(self) -> tuple[str, ...]:
        return tuple(code for _kind, codes in self.piles for code in codes)

    @property
    def captured_mask(self) -> int:
        mask = 0
        for code in self.captured:
            mask |= 1 << CARD_BY_CODE[code].id
        return mask

    def pile(self, kind: str) -> tuple[str, ...]:
        return dict(self.piles)[kind]


@dataclass(frozen=True)
class PendingChoice:
    """A played or drawn card that matched two field cards: the player takes one."""

    player: int
    card: str
    options: tuple[str, ...]
    source: str  # "play" | "draw"


@dataclass(frozen=True)
class MonthOutcome:
    """One finished month of the match."""

    month: int
    reason: str  # "stop" | "hand_yaku" | "exhausted" | "both_hand_yaku"
    winner: int | None
    score_delta: tuple[int, ...]
    scores: tuple[int, ...]
    yaku: tuple[tuple[tuple[str, int], ...], ...]  # per seat
    koikoi: tuple[int, ...]
    base: int
    steps: tuple[str, ...]
    ending: str = ""  # how it ended (events.MONTH_ENDINGS): "last_card" is a forced stop

    @classmethod
    def of(cls, result: dict) -> MonthOutcome:
        return cls(
            month=result["month"],
            reason=result["reason"],
            winner=result["winner"],
            score_delta=tuple(result["score_delta"]),
            scores=tuple(result["scores"]),
            yaku=tuple(tuple(held) for held in result["yaku"]),
            koikoi=tuple(result[KOIKOI_CALLS]),
            base=result["base"],
            steps=tuple(result["steps"]),
            ending=result.get("ending", result["reason"]),
        )


@dataclass(frozen=True)
class TableView:
    """Everything a table may show of a match at one moment, for one viewer."""

    viewer: int | None
    rules: RuleSet
    month: int
    months: int
    dealer: int
    seats: tuple[SeatView, ...]
    field: tuple[str, ...]
    stock_count: int
    stock_drawn: int  # cards drawn from the stock this month
    current: int  # the seat to act; -1 once the match is over
    phase: str  # the engine phase (game.engine.phases)
    decision: Decision
    pending: PendingChoice | None
    legal: tuple[Action, ...]  # empty unless the viewer may see the seat to act's choices
    results: tuple[MonthOutcome, ...]
    over: bool
    winner: int | None  # the match leader (the winner once over); None on a tie
    decisions: int  # decisions taken in the match so far (changes after every action)
    game: str = KOIKOI
    target: int = 0  # roppyakken: the points that win a game (600)
    fuke_line: int = 0  # roppyakken: card points at or under which a round is void
    game_number: int = 1  # roppyakken: which race to the target of the match
    dead: tuple[str, ...] = ()  # field cards nothing can take any more
    last_round: ev.RoundEnded | None = None  # the last round's end (koi-koi's month), any game
    # the field cards each of the viewer's hand cards could take (the games for three and
    # four, where the wild card takes more than its month); empty: by month, as koi-koi
    reach: tuple[tuple[str, tuple[str, ...]], ...] = ()
    returns: tuple[int, ...] = ()  # the games for three and four: state.returns()
    multiplier: int = 1  # the round's field multiplier (hachi-hachi: x1, x2, x4 by the brights)

    @property
    def seat_count(self) -> int:
        return len(self.seats)

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(seat.score for seat in self.seats)

    @property
    def months_left(self) -> int:
        """Months still to play after the current one."""
        return max(0, self.months - self.month)

    def others(self, seat: int) -> tuple[int, ...]:
        """Every seat but ``seat``, in seat order."""
        return tuple(other for other in range(self.seat_count) if other != seat)

    @property
    def is_koikoi(self) -> bool:
        return self.game == KOIKOI

    def field_matches(self, code: str) -> tuple[str, ...]:
        """What playing (or drawing) ``code`` would meet: the field cards of its month (or
        what the engine says it may take, in the games with a wild card)."""
        for card, options in self.reach:
            if card == code:
                return options
        month = CARD_BY_CODE[code].month
        return tuple(card for card in self.field if CARD_BY_CODE[card].month == month)

    def take_options(self) -> tuple[str, ...]:
        """The field cards the seat to act may take now (empty outside a choice)."""
        return tuple(CARDS[a.card].code for a in self.legal if a.kind == "take")


def seat_view(
    seat: int,
    hand: tuple[str, ...] | None,
    hand_count: int,
    captured: int,
    score: int,
    koikoi: tuple[int, ...],
    rules: RuleSet,
    dealer: bool,
) -> SeatView:
    """One seat as a viewer sees it: ``hand`` None when hidden, ``captured`` a card mask;
    the yaku held and what a stop pays now are counted here from the captures."""
    own = koikoi[seat]
    others = sum(calls for other, calls in enumerate(koikoi) if other != seat)
    held = tuple(evaluate_yaku(captured, rules, own))
    total = sum(points for _name, points in held)
    return SeatView(
        seat=seat,
        hand=hand,
        hand_count=hand_count,
        piles=piles_by_kind(captured),
        score=score,
        koikoi=own,
        yaku=held,
        stop_pays=stop_multipliers(total, rules, own, others)[0] if held else 0,
        dealer=dealer,
    )


def piles_by_kind(captured: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """A capture mask as a seat's piles: (kind, card codes) in :data:`KIND_ORDER`."""
    return tuple((kind.value, code_tuple(captured & _KIND_MASKS[kind])) for kind in Kind)


def pending_choice(state) -> PendingChoice | None:
    """The card of ``state`` waiting for its take choice, or None (any game's state)."""
    if state.pending < 0:
        return None
    return PendingChoice(
        player=state.current,
        card=CARDS[state.pending].code,
        options=code_tuple(state.pending_options),
        source="play" if state.phase == TAKE_AFTER_PLAY else "draw",
    )


def shared_view_fields(state, viewer: int | None) -> dict[str, Any]:
    """The TableView fields every game's state fills alike: the viewer and the rules, the
    dealer, field and stock, whose turn and what they decide, the card waiting for its take
    choice, the legal actions (only for the seat to act or the all-seeing viewer), whether
    the match is over and how many decisions were made."""
    current = state.current_player()
    shows_choices = current >= 0 and (viewer is ev.ALL_SEEING or viewer == current)
    return {
        "viewer": viewer,
        "rules": state.rules,
        "dealer": state.dealer,
        "field": code_tuple(state.field),
        "stock_count": state.stock_left(),
        "stock_drawn": state.stock_pos,
        "current": current,
        "phase": state.phase,
        "decision": Decision.of_phase(state.phase),
        "pending": pending_choice(state),
        "legal": tuple(state.legal_actions()) if shows_choices else (),
        "over": state.is_terminal(),
        "decisions": sum(len(deal["decisions"]) for deal in state.record_rounds()),
    }


def leader_of(scores: tuple[int, ...]) -> int | None:
    """The seat with the most points; None on a tie for the lead."""
    leader = max(range(len(scores)), key=lambda seat: scores[seat])
    tied = sum(1 for score in scores if score == scores[leader]) > 1
    return None if tied else leader


def snapshot(state, viewer: int | None, *, results: bool = True) -> TableView:
    """The TableView of ``state`` for ``viewer`` (a seat, SPECTATOR or ALL_SEEING); a state
    of another game makes its own (``table_snapshot``, game.engine.fishing.table).
    ``results=False`` leaves the finished rounds' outcomes out (``results`` is empty: for
    a caller that has them already, or builds them only when it needs them,
    :func:`round_outcomes`)."""
    own = getattr(state, "table_snapshot", None)
    if own is not None:
        return own(viewer, results=results)
    rules = state.rules
    seat_count = len(state.scores)
    sees_all = viewer is ev.ALL_SEEING
    koikoi = tuple(state.koikoi)
    seats = tuple(
        seat_view(
            seat,
            code_tuple(state.hands[seat]) if sees_all or viewer == seat else None,
            state.hands[seat].bit_count(),
            state.captured[seat],
            state.scores[seat],
            koikoi,
            rules,
            state.dealer == seat,
        )
        for seat in range(seat_count)
    )
    return TableView(
        **shared_view_fields(state, viewer),
        month=state.round,
        months=rules.months,
        seats=seats,
        results=round_outcomes(state) if results else (),
        last_round=state.last_round_end,
        winner=leader_of(tuple(state.scores)),
    )


def round_outcomes(state) -> tuple[MonthOutcome, ...]:
    """The finished rounds' outcomes of ``state`` as its TableView's ``results`` holds them
    (any game's state: a state of another game builds its own, ``table_outcomes``)."""
    own = getattr(state, "table_outcomes", None)
    if own is not None:
        return own()
    return tuple(MonthOutcome.of(result) for result in state.round_results)
