"""The expected match outcome of a table game's position at the end of a round: how likely
each seat is to win the match from the running scores, the games won and the rounds left.

The expert's search plays every sampled world to the end of the round and scores it here.

- Roppyakken (a match of ``wins_to_match`` won games, each a race to ``target`` points over
  rounds): each seat's points per round are drawn from a gamma distribution with the mean and
  spread measured in self-play (``ROUND_POINTS``; a fuke round scores nothing), giving the
  chance that the seat first reaches the target in 1, 2, 3 ... more rounds. The seat that
  gets there first wins the game; two arriving in the same round are split by their present
  scores. Games after this one are taken as even (each seat 1 / N), and the match chance
  follows from the wins.
- Hana-awase (``rounds`` rounds, zero-sum): each seat's remaining score change is normal
  with the per-round spread measured in self-play (``ROUND_SPREAD``), and the chance of
  finishing on top is the product of the pairwise chances of finishing ahead.
"""

from __future__ import annotations

import math
from functools import lru_cache

# (mean, standard deviation, fuke chance) of one seat's points in a roppyakken round, by seat
# count: greedy self-play, 100 matches each (shiragiku rules).
ROUND_POINTS: dict[int, tuple[float, float, float]] = {
    2: (339.0, 233.0, 0.014),
    3: (267.0, 180.0, 0.071),
}
# standard deviation of one seat's score change in a hana-awase round, by seat count (greedy
# self-play, 50 matches each, seed003 rules)
ROUND_SPREAD: dict[int, float] = {2: 104.0, 3: 73.0, 4: 63.0}
BUCKET = 10  # points per step of the roppyakken race model
MAX_ROUNDS = 16  # rounds the race model looks ahead


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


@lru_cache(maxsize=8)
def _gain_pmf(seats: int) -> tuple[float, ...]:
    """Chance of scoring 0, 1, 2 ... buckets in one round (gamma shaped, fuke at zero)."""
    mean, sd, fuke = ROUND_POINTS.get(seats, ROUND_POINTS[3])
    shape = (mean / sd) ** 2
    scale = sd * sd / mean / BUCKET
    top = int((mean + 6 * sd) / BUCKET)
    weights = []
    for step in range(top + 1):
        x = step + 0.5
        weights.append(math.exp((shape - 1) * math.log(x) - x / scale))
    total = sum(weights)
    return tuple(
        (1 - fuke) * w / total + (fuke if step == 0 else 0.0) for step, w in enumerate(weights)
    )


@lru_cache(maxsize=4096)
def _arrival(seats: int, deficit: int) -> tuple[float, ...]:
    """Chance that a seat ``deficit`` buckets short of the target first reaches it in round
    1, 2, ... MAX_ROUNDS (the last entry holds every later round)."""
    if deficit <= 0:
        return (1.0,) + (0.0,) * (MAX_ROUNDS - 1)
    pmf = _gain_pmf(seats)
    steps = min(deficit, len(pmf))
    shorter = [_arrival(seats, deficit - step) for step in range(1, steps)]
    out = [sum(pmf[deficit:])]
    for k in range(1, MAX_ROUNDS - 1):
        chance = pmf[0] * out[k - 1]
        for step in range(1, steps):
            chance += pmf[step] * shorter[step - 1][k - 1]
        out.append(chance)
    out.append(max(0.0, 1.0 - sum(out)))
    return tuple(out)


@lru_cache(maxsize=65536)
def game_chances(scores: tuple[int, ...], target: int, seats: int) -> tuple[float, ...]:
    """Each seat's chance to win the roppyakken game being played from these scores."""
    n = len(scores)
    sd = ROUND_POINTS.get(seats, ROUND_POINTS[3])[1] * math.sqrt(2.0)
    arrivals = [_arrival(seats, max(1, math.ceil((target - s) / BUCKET))) for s in scores]
    later = []
    for dist in arrivals:
        tail = [0.0] * MAX_ROUNDS
        running = 0.0
        for k in range(MAX_ROUNDS - 1, -1, -1):
            tail[k] = running  # chance of arriving after round k
            running += dist[k]
        later.append(tail)
    ahead = [[_phi((scores[i] - scores[j]) / sd) for j in range(n)] for i in range(n)]
    chances = []
    for i in range(n):
        total = 0.0
        for k in range(MAX_ROUNDS):
            p = arrivals[i][k]
            if p < 1e-9:
                continue
            for j in range(n):
                if j != i:
                    p *= later[j][k] + arrivals[j][k] * ahead[i][j]
            total += p
        chances.append(total)
    norm = sum(chances)
    return tuple(c / norm for c in chances) if norm else (1.0 / n,) * n


@lru_cache(maxsize=4096)
def match_chances(wins: tuple[int, ...], wins_to_match: int) -> tuple[float, ...]:
    """Each seat's chance to win the match from these won games, later games even."""
    n = len(wins)
    out = [0.0] * n
    for j in range(n):
        after = list(wins)
        after[j] += 1
        if after[j] >= wins_to_match:
            out[j] += 1.0 / n
            continue
        rest = match_chances(tuple(after), wins_to_match)
        for i in range(n):
            out[i] += rest[i] / n
    return tuple(out)


def roppyakken_value(state, seat: int) -> float:
    """The seat's chance to win the roppyakken match from this position (between rounds)."""
    if state.is_terminal():
        return 1.0 if state.winner() == seat else 0.0
    rules = state.rules
    game = game_chances(tuple(state.scores), rules.target, state.seats)
    total = 0.0
    for j, chance in enumerate(game):
        after = list(state.wins)
        after[j] += 1
        if after[j] >= rules.wins_to_match:
            total += chance * (1.0 if j == seat else 0.0)
        else:
            total += chance * match_chances(tuple(after), rules.wins_to_match)[seat]
    return total


def hana_awase_value(state, seat: int) -> float:
    """The seat's chance to finish the hana-awase match on top (between rounds)."""
    scores = state.scores
    n = state.seats
    left = 0 if state.is_terminal() else state.rules.rounds - state.round + 1
    if left <= 0:
        best = max(scores)
        leaders = [s for s in range(n) if scores[s] == best]
        return 1.0 / len(leaders) if scores[seat] == best else 0.0
    sd = ROUND_SPREAD.get(n, ROUND_SPREAD[3]) * math.sqrt(2.0 * left * n / (n - 1))
    chances = []
    for i in range(n):
        p = 1.0
        for j in range(n):
            if j != i:
                p *= _phi((scores[i] - scores[j]) / sd)
        chances.append(p)
    return chances[seat] / sum(chances)
