"""Hachi-hachi's CPU players: beginner, easy, normal, expert (and expert-fast), ``random`` and
``greedy``, by name for ``make_player(level, game="hachi-hachi")``, ``simulate`` and ``bench``.

Every level decides from the information view alone (``state.information(seat)``: its own
hand, the field, the piles, the cards laid face up) and the RNG it is given.

- Teyaku: shown (money from both opponents; hiding only hides cards). The beginner forgets
  now and then.
- Cards: beginner and easy are greedy by card points with random plays (half and 0.15 of
  the time); normal and expert rate each play (:func:`rate_capture`): card points (one point
  is one mon against par), the dekiyaku the cards lead to for this seat (their kan x mon per
  kan x two payers, weighted by how near the yaku is) and those they deny an opponent, less
  what a card laid on the field could give the next seats.
- 勝負 / 下げ, the cancel and (with three cards or fewer in hand) its plays: beginner to
  normal call shobu at once; the expert searches:
  for each candidate it samples worlds consistent with its view (the unseen cards dealt
  again, the face-up cards kept), plays each to the end of the round with a fast greedy
  policy for every seat and takes the candidate with the best mean change of its balance
  (the same worlds and playout seeds for every candidate).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.ai.basic import RandomPlayer
from game.engine.cards import ALL_MASK, MONTH_MASKS, ids_from_mask
from game.engine.hachi_hachi.scoring import card_points
from game.engine.hachi_hachi.spec import SPEC
from game.engine.hachi_hachi.state import (
    CANCEL_ACTION,
    HIDE,
    SAGE,
    SHOBU_ACTION,
    SHOW,
    TEYAKU_PHASE,
)
from game.engine.phases import DECIDE, PLAY_CARD

if TYPE_CHECKING:
    from game.engine.ai.player import Player

ROSTER = SPEC.ai_roster  # game/engine/ai/roster.py maps it to hachi_players
VALUES = tuple(card_points(1 << card) for card in range(48))
YAKU_WEIGHT = 0.5  # share of a yaku's money a card toward it is worth (at the last card)
DENY_WEIGHT = 0.4  # ... of an opponent's yaku, for a card taken from its reach
RISK_WEIGHT = 0.35  # share of a laid card's worth the next seats may take
DEFAULT_BUDGET = 48  # worlds per searched decision
FAST_BUDGET = 16
ENDGAME_CARDS = 3  # the expert searches its plays too once its hand is this small


def _pc(mask: int) -> int:
    return mask.bit_count()


def _mask_sum(mask: int) -> int:
    return sum(VALUES[c] for c in ids_from_mask(mask))


class HachiPlayer:
    """What every level shares: the decision phases and the random plays."""

    level = "normal"
    randomness = 0.0
    forget_teyaku = 0.0
    searches = False

    def __init__(self, *, name: str | None = None, randomness: float | None = None,
                 think_budget: int | None = None, game: str | None = None) -> None:  # fmt: skip
        self.name = name or self.level
        if randomness is not None:
            if not 0.0 <= randomness <= 1.0:
                raise ValueError(f"randomness must be 0 to 1, not {randomness!r}")
            self.randomness = randomness
        self.budget = think_budget or (DEFAULT_BUDGET if self.searches else 0)

    def choose(self, view, rng: random.Random) -> Action:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if view.phase == TEYAKU_PHASE:
            return HIDE if rng.random() < self.forget_teyaku else SHOW
        if view.phase == DECIDE:
            return self.shobu_or_sage(view, rng)
        plays = [a for a in legal if a is not CANCEL_ACTION]
        if CANCEL_ACTION in legal and self.cancels(view, plays, rng):
            return CANCEL_ACTION
        if self.randomness and view.phase == PLAY_CARD and rng.random() < self.randomness:
            return plays[rng.randrange(len(plays))]
        return self.play(view, plays, rng)

    def shobu_or_sage(self, view, rng) -> Action:
        return SHOBU_ACTION

    def cancels(self, view, plays, rng) -> bool:
        return True

    def play(self, view, plays, rng) -> Action:
        return greedy_choice(view, plays)


def greedy_choice(view, plays) -> Action:
    """The most card points now; with nothing to take, the cheapest card laid down."""
    state = view._public
    if plays[0].kind == "take":
        card = view.pending
        return max(plays, key=lambda a: (VALUES[a.card] + VALUES[card], -a.card))

    def value(action: Action):
        reach = state.reach(action.card)
        if not reach:
            return (0, -VALUES[action.card], -action.card)
        return (1 + VALUES[action.card] + _mask_sum(reach), 0, -action.card)

    return max(plays, key=value)


class BeginnerPlayer(HachiPlayer):
    level = "beginner"
    randomness = 0.5
    forget_teyaku = 0.3


class EasyPlayer(HachiPlayer):
    level = "easy"
    randomness = 0.15


class NormalPlayer(HachiPlayer):
    level = "normal"

    weights = (YAKU_WEIGHT, DENY_WEIGHT, RISK_WEIGHT)

    def play(self, view, plays, rng) -> Action:
        rating = Rating(view, *self.weights)
        if plays[0].kind == "take":
            card = view.pending
            return max(plays, key=lambda a: (rating.capture((1 << a.card) | (1 << card)), -a.card))
        return max(plays, key=lambda a: (rating.play(a.card), -a.card))


class ExpertPlayer(NormalPlayer):
    level = "expert"
    searches = True

    def shobu_or_sage(self, view, rng) -> Action:
        return search(view, [SHOBU_ACTION, SAGE], self.budget, rng)

    def play(self, view, plays, rng) -> Action:
        if plays[0].kind == "play" and len(plays) > 1 and _pc(view.hand) <= ENDGAME_CARDS:
            return search(view, plays, self.budget // 2 or 1, rng)
        return NormalPlayer.play(self, view, plays, rng)

    def cancels(self, view, plays, rng) -> bool:
        best = NormalPlayer.play(self, view, plays, rng)
        return search(view, [CANCEL_ACTION, best], self.budget, rng) is CANCEL_ACTION


class Rating:
    """Normal's and the expert's worth of cards for the viewing seat (in mon)."""

    def __init__(self, view, yaku=YAKU_WEIGHT, deny=DENY_WEIGHT, risk=RISK_WEIGHT) -> None:
        state = view._public
        self.yaku, self.deny, self.risk = yaku, deny, risk
        self.state = state
        self.me = view.player
        self.rules = view.rules
        self.captured = view.captured
        self.taken = 0
        for pile in view.captured:
            self.taken |= pile
        self.targets = SPEC.yaku_targets(view.rules)
        self.seen = view.hand | view.field | self.taken
        for shown in view.revealed:
            self.seen |= shown
        money = view.rules.kan_mon * (view.seats - 1)
        self.yaku_worth = [
            [self._toward(seat, target) * money for target in self.targets]
            for seat in range(view.seats)
        ]

    def _toward(self, seat: int, target) -> float:
        """How near ``seat`` is to the yaku, as the weight one more card of it brings."""
        others = self.taken & ~self.captured[seat]
        if _pc(target.cards & ~others) < target.need:
            return 0.0
        have = _pc(self.captured[seat] & target.cards)
        if have >= target.need:
            return 0.0
        return target.points * ((have + 1) / target.need) ** 2

    def worth(self, card: int, seat: int) -> float:
        """The card for ``seat``: its card points and its share of the yaku it leads to."""
        out = float(VALUES[card])
        for index, target in enumerate(self.targets):
            if target.cards >> card & 1:
                out += self.yaku * self.yaku_worth[seat][index]
        return out

    def denial(self, card: int) -> float:
        out = 0.0
        for seat in range(len(self.captured)):
            if seat == self.me:
                continue
            for index, target in enumerate(self.targets):
                if target.cards >> card & 1:
                    out += self.deny * self.yaku_worth[seat][index]
        return out

    def capture(self, cards: int) -> float:
        return sum(self.worth(c, self.me) + self.denial(c) for c in ids_from_mask(cards))

    def play(self, card: int) -> float:
        reach = self.state.reach(card)
        if reach:
            best = 0.0
            # two field cards of the month: the player takes one of them; otherwise all in reach
            takes = [1 << chosen for chosen in ids_from_mask(reach)] if _pc(reach) == 2 else [reach]
            for taken in takes:
                best = max(best, self.capture(taken | (1 << card)))
            return 1.0 + best
        mates = MONTH_MASKS[card >> 2] & ~(1 << card) & ~self.seen & ALL_MASK
        if not mates:
            return -0.01 * VALUES[card]  # nobody can take it: the cheapest throw
        lost = max(self.worth(card, s) for s in range(len(self.captured)) if s != self.me)
        return -self.risk * lost - 0.01 * VALUES[card]


# ---------------------------------------------------------------------------------- search
def search(view, candidates: list[Action], budget: int, rng: random.Random) -> Action:
    """The candidate with the best mean change of the seat's balance over ``budget`` worlds
    played to the end of the round (common worlds and playout seeds)."""
    me = view.player
    totals = [0.0] * len(candidates)
    for _ in range(max(1, budget)):
        world = view.sample_state(rng)
        seed = rng.random()
        for index, action in enumerate(candidates):
            copy = world.clone(for_search=True)
            copy.rng = random.Random(seed)
            before = copy.scores[me]
            round_number = copy.round
            copy.apply(action)
            playout(copy, round_number, random.Random(seed))
            totals[index] += copy.scores[me] - before
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    return candidates[best]


def playout(state, round_number: int, rng: random.Random) -> None:
    """Play ``state`` (a full world) to the end of its round with a fast greedy policy:
    teyaku shown, shobu called at once, the most card points taken."""
    while not state.is_terminal() and state.round == round_number:
        phase = state.phase
        if phase == TEYAKU_PHASE:
            state.apply(SHOW)
        elif phase == DECIDE:
            state.apply(SHOBU_ACTION)
        else:
            legal = [a for a in state.legal_actions() if a is not CANCEL_ACTION]
            if phase == PLAY_CARD:
                state.apply(max(legal, key=lambda a: _fast_play(state, a.card)))
            else:
                state.apply(max(legal, key=lambda a: VALUES[a.card]))


def _fast_play(state, card: int) -> tuple[int, int]:
    reach = state.reach(card)
    if reach:
        return (1 + VALUES[card] + _mask_sum(reach), -card)
    return (-VALUES[card], -card)


class GreedyPlayer(HachiPlayer):
    level = "greedy"


def _fast_expert(**params):
    params.setdefault("think_budget", FAST_BUDGET)
    params.setdefault("name", "expert-fast")
    return ExpertPlayer(**params)


PLAYERS: dict[str, Callable[..., Player]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "beginner": BeginnerPlayer,
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "expert": ExpertPlayer,
    "expert-fast": _fast_expert,
}


def hachi_players(game: str) -> dict[str, Callable[..., Player]]:
    """Every named CPU of hachi-hachi (the roster game/engine/ai/roster.py holds)."""
    return dict(PLAYERS)
