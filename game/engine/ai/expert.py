"""The expert CPU: every decision, koi-koi included, by determinized Monte Carlo search.

Card plays and takes: the search of search.py over every legal action, Normal's heuristic
score of each move (with the expert's timing refinements, ``play_scores(..., refined=True)``)
added as a small prior; the opponent's hand in its worlds follows what
its lays showed, and the month's last cards are solved exactly in each world. Koi-koi or
stop: the same search over the two calls. Stopping ends the month at once, so it is scored
exactly (what the engine pays under the rule set in force, turned into match-win
probability); koi-koi is played out to the end of the month in sampled worlds, so its value
carries the rule set's own koi-koi terms - the doubling of the opponent's later stop, an
additive bonus for own calls, the higher viewing yaku after a call, no doubling at all -
without any rule written here. Koi-koi is called when it is rated higher than stopping (a
personality's appetite shifts the bar); a tie is a stop, unless stopping loses the match for
certain.

The behaviour seed 000 describes for the Nintendo rules follows from the search rather than
from gates: in the last month stopping while ahead wins the match for certain (probability
1, which koi-koi cannot beat) and stopping while behind loses it (0, so koi-koi); with few
cards left or the opponent close to a yaku the playouts lose more than the stop would pay.
"""

from __future__ import annotations

import random

from game.engine.actions import Action
from game.engine.ai.anytime import SearchDecision
from game.engine.ai.levels import LevelPlayer, play_scores
from game.engine.ai.personality import Personality
from game.engine.ai.search import DEFAULT_BUDGET, Search, decision_budget, solved_at_once
from game.engine.ai.winprob import table_for
from game.engine.koikoi.decisions import KOIKOI, STOP
from game.engine.koikoi.scoring import stop_score

KOIKOI_APPETITE_SHIFT = 0.04  # appetite 1.0 accepts a koi-koi rated 4 win% below stopping
KOIKOI_BIAS = 0.0  # experiment: added to every koi-koi's rating (negative: more stops)
SOLVED_PRIOR = True  # experiment switch: False drops Normal's prior where the worlds are solved
# Experiment switch: scale Normal's prior by how much a point is worth in match-win probability
# now (the win table's slope at the current score and months) against the start of a match.
PRIOR_LEVERAGE = False
LEVERAGE_SPAN = 6  # points either side of the current difference the slope is measured over


def prior_leverage(view) -> float:
    """How many times a point of this month's result weighs what it weighs at 0-0 with the
    whole match to play (1.0 where no win table applies), at least 0.1."""
    table = table_for(view.rules)
    if table is None or table.target is not None:
        return 1.0
    me = view.player
    diff = view.scores[me] - view.scores[1 - me]
    after = max(0, view.rules.months - view.round)  # months still to play after this one
    dealer = view.dealer == me
    span = LEVERAGE_SPAN
    probability = table.probability
    now = probability(diff + span, after, dealer) - probability(diff - span, after, dealer)
    months = view.rules.months - 1
    start = probability(span, months, True) - probability(-span, months, True)
    return max(0.1, now / start) if start > 0 else 1.0


def stop_points(view) -> int:
    """What stopping now pays this player under the rule set in force."""
    me = view.player
    return stop_score(view.totals[me], view.rules, view.koikoi[me], view.koikoi[1 - me])


class ExpertDecision(SearchDecision):
    """One expert decision in progress: a finished answer or a Search plus how to read it."""

    def __init__(
        self, action: Action | None = None, search: Search | None = None, koikoi_shift: float = 0.0
    ) -> None:
        super().__init__(action, search)
        self.koikoi_shift = koikoi_shift

    def answer(self) -> Action:
        values = self.search.mean_values()
        if KOIKOI in values and STOP in values:
            koikoi, stop = values[KOIKOI] + self.koikoi_shift, values[STOP]
            # a tie is a stop, except when stopping loses the match for certain
            return KOIKOI if koikoi > stop or (stop == 0.0 and koikoi >= stop) else STOP
        return self.search.best()


class ExpertPlayer(LevelPlayer):
    level = "expert"

    def __init__(self, personality: Personality | None = None, **params) -> None:
        super().__init__(personality, **params)
        self.budget = self.personality.think_budget or DEFAULT_BUDGET
        self.seconds = self.personality.think_seconds

    def start(self, view, rng: random.Random) -> ExpertDecision:
        """Begin a decision; the returned object steps the search (see anytime.Thinker)."""
        legal = list(view.legal)
        if len(legal) == 1:
            return ExpertDecision(legal[0])
        if legal[0].kind == "play" and self.personality.chance_of_random_move > 0:
            if rng.random() < self.personality.chance_of_random_move:
                return ExpertDecision(legal[rng.randrange(len(legal))])
        shift = KOIKOI_BIAS + KOIKOI_APPETITE_SHIFT * (self.personality.koikoi_appetite - 0.5) * 2
        priors = None
        if not legal[0].decides:
            if SOLVED_PRIOR or not solved_at_once(view, legal):
                priors = play_scores(view, self.personality, refined=True)
                if PRIOR_LEVERAGE:
                    scale = prior_leverage(view)
                    priors = {action: scale * score for action, score in priors.items()}
        budget = decision_budget(view, legal, self.budget)
        search = Search(view, rng, legal, budget=budget, seconds=self.seconds, priors=priors)
        return ExpertDecision(search=search, koikoi_shift=shift)

    def choose(self, view, rng) -> Action:
        decision = self.start(view, rng)
        decision.step(None)
        return decision.result()

    def decide(self, view, rng) -> Action:
        return self.choose(view, rng)
