"""The expert CPU of roppyakken and hana-awase, and their part in the determinized search.

The search is the one every expert uses (game/engine/ai/determinized.py); what these games
put in is :class:`TableSearchGame`: a *world* is every other hand and the stock dealt from
the unseen cards consistently with what has been shown (worlds.py: teyaku cards stay in
their owners' hands) plus a playout seed; each candidate is played in its own copy of that
world to the end of the round by a fast greedy policy for every seat
(:func:`play_out_round`), and the result is scored with the rules in force as the expected
match outcome (outcome.py: the chance to win the match from the new scores, won games and
rounds left). The normal level's rating of each action (heuristics.py, with the personality)
is a small prior that breaks near ties.

A new N-seat game joins through two fields of its spec: ``match_value`` (its match value of a
finished round, ``(state, seat) -> float``, as outcome.py's) and ``playout_yaku_share`` (how
much of its yaku the playout policy reaches for); :func:`play_out_round` captures by its card
values and capture rule (knowledge.py reads both from its spec).
"""

from __future__ import annotations

import random

from game.engine.actions import PLAY, TAKE, Action
from game.engine.ai.anytime import SearchDecision
from game.engine.ai.determinized import DeterminizedSearch, SearchSettings
from game.engine.cards import MONTH_MASKS, RAIN_MAN, SAKE_CUP, ids_from_mask
from game.engine.errors import EngineError
from game.engine.games import spec
from game.engine.phases import MATCH_OVER, PLAY_CARD
from game.engine.table_ai.heuristics import heuristic_ratings
from game.engine.table_ai.knowledge import arrivals, card_sum, facts
from game.engine.table_ai.levels import TableLevelPlayer
from game.engine.table_ai.worlds import sample_world

DEFAULT_BUDGET = 800  # simulations per decision (all candidates together)
FAST_BUDGET = 240
MIN_WORLDS = 6  # even a tiny budget samples at least this many worlds
PRIOR_WEIGHT = 0.0002  # weight of normal's rating (in its points) against a win chance
MARGIN_WEIGHT = 0.00002  # weight of the round's score margin (keeps decided matches sensible)
HALVING = False  # successive halving of the candidates (False: every candidate every world)
ONI = RAIN_MAN
ONI_ID = RAIN_MAN.bit_length() - 1


def playout_values(view) -> tuple[int, ...]:
    """Card values the playout policy captures by: card points, plus (hana-awase) a share of
    every yaku the card belongs to (the spec's ``playout_yaku_share`` of its points per card it
    needs),
    the sake cup worth at least a bright; every card one more, so any capture beats none."""
    game_facts = facts(view.rules)
    values = [float(v) for v in game_facts.values]
    share = spec(game_facts.game).playout_yaku_share
    if share:
        for target in game_facts.targets:
            for card in ids_from_mask(target.cards):
                values[card] += share * target.points / target.need
    cup = SAKE_CUP.bit_length() - 1
    values[cup] = max(values[cup], float(max(game_facts.values)))
    return tuple(round(v) + 1 for v in values)


def play_out_round(state, values: tuple[int, ...], game_facts) -> None:
    """Play ``state`` to the end of its round: each seat captures the most valuable cards it
    can, else lays its cheapest card; of two field cards it takes the better."""
    round_number = state.round
    apply = state.apply
    wild = game_facts.wild
    masks = MONTH_MASKS
    while state.round == round_number and state.phase != MATCH_OVER:
        if state.phase == PLAY_CARD:
            field = state.field
            best = -1
            best_value = -1
            cheapest = -1
            cheapest_value = 1 << 30
            slow = wild and (field & ONI and game_facts.any_card_takes_oni)
            mask = state.hands[state.current]
            while mask:
                low = mask & -mask
                mask ^= low
                card = low.bit_length() - 1
                own = values[card]
                if own < cheapest_value:
                    cheapest, cheapest_value = card, own
                if slow or (wild and card == ONI_ID):
                    for capture in arrivals(game_facts, card, field, False):
                        value = own + card_sum(values, capture)
                        if value > best_value:
                            best, best_value = card, value
                    continue
                same = field & masks[card >> 2]
                if not same:
                    continue
                if same & (same - 1):  # two or three: the better one, or all three
                    value = own + (
                        card_sum(values, same)
                        if same.bit_count() == 3
                        else _best_value(values, same)
                    )
                else:
                    value = own + values[same.bit_length() - 1]
                if value > best_value:
                    best, best_value = card, value
            apply(PLAY[best if best >= 0 else cheapest])
        else:
            apply(TAKE[_best_card(values, state.pending_options)])


def _best_value(values: tuple[int, ...], mask: int) -> int:
    return values[_best_card(values, mask)]


def _best_card(values: tuple[int, ...], mask: int) -> int:
    best = -1
    best_value = -1
    while mask:
        low = mask & -mask
        mask ^= low
        card = low.bit_length() - 1
        if values[card] > best_value:
            best, best_value = card, values[card]
    return best


def search_settings() -> SearchSettings:
    """The table games' numbers for the search (this module's constants, read when a search
    starts: tools/table_duel.py patches them)."""
    return SearchSettings(
        min_worlds=MIN_WORLDS,
        prior_weight=PRIOR_WEIGHT,
        halving=HALVING,
        close_rounds_early=True,
    )


class TableSearchGame:
    """The N-seat games' part in the determinized search: worlds consistent with the view
    (worlds.py) and a playout seed, each candidate played to the end of the round by
    :func:`play_out_round` and valued by the game's match value (its spec's ``match_value``) plus a
    little of the round's score margin."""

    def __init__(self, view) -> None:
        self.view = view
        self.me = view.player
        self.values = playout_values(view)
        self.facts = facts(view.rules)
        match_value = spec(view.game).match_value
        if match_value is None:
            raise EngineError(f"{view.game} has no match value for the table CPUs")
        self.match_value = match_value

    def sample(self, rng: random.Random):
        world = sample_world(self.view, rng)
        return world, rng.random()

    def value(self, world, action: Action) -> float:
        state, seed = world
        copy = state.clone(for_search=True)
        copy.rng = random.Random(seed)
        copy.apply(action)
        play_out_round(copy, self.values, self.facts)
        return self.round_value(copy)

    def round_value(self, state) -> float:
        """The match value of a finished round for the searching seat, plus ``MARGIN_WEIGHT``
        of its score margin over the other seats' mean."""
        me = self.me
        value = self.match_value(state, me)
        before = self.view.scores
        after = state.scores
        others = [after[s] - before[s] for s in range(len(after)) if s != me]
        margin = (after[me] - before[me]) - sum(others) / len(others)
        return value + MARGIN_WEIGHT * margin

    def fixed(self, action: Action) -> bool:
        return False  # every action of these games leaves the round to the hidden cards


class TableSearch(DeterminizedSearch):
    """The table games' search: the determinized search over :class:`TableSearchGame`
    worlds of ``view``."""

    def __init__(self, view, rng: random.Random, candidates: list[Action], **options) -> None:
        """``options``: DeterminizedSearch's (budget, seconds, priors, halving)."""
        self.view = view
        options.setdefault("budget", DEFAULT_BUDGET)
        super().__init__(
            TableSearchGame(view), rng, candidates, settings=search_settings(), **options
        )


class ExpertTablePlayer(TableLevelPlayer):
    level = "expert"

    def __init__(self, personality=None, **params) -> None:
        super().__init__(personality, **params)
        base = self.personality.base
        self.budget = base.think_budget or DEFAULT_BUDGET
        self.seconds = base.think_seconds

    def start(self, view, rng: random.Random) -> SearchDecision:
        """Begin a decision; the returned object steps the search (see anytime.Thinker)."""
        legal = list(view.legal)
        if len(legal) == 1:
            return SearchDecision(legal[0])
        chance = self.personality.base.chance_of_random_move
        if legal[0].kind == "play" and chance > 0 and rng.random() < chance:
            return SearchDecision(legal[rng.randrange(len(legal))])
        priors = heuristic_ratings(view, self.personality)
        search = TableSearch(
            view, rng, legal, budget=self.budget, seconds=self.seconds, priors=priors
        )
        return SearchDecision(search=search)

    def choose(self, view, rng) -> Action:
        decision = self.start(view, rng)
        decision.step(None)
        return decision.result()

    def decide(self, view, rng) -> Action:
        return self.choose(view, rng)
