"""The easy and normal CPU levels of roppyakken and hana-awase, and what every level shares.

- Easy is greedy by card points (the ``greedy`` table player: the most card points now,
  the cheapest card laid down) and plays a random card now and then (``randomness``, 0.15 by
  default).
- Normal plays by the heuristics of heuristics.py (seed 003's sake-cup and bright
  priorities, blocking, the wild card held back, fuke avoidance).

Both decide from the information view alone, and from the RNG they are given.
"""

from __future__ import annotations

from game.engine.actions import Action
from game.engine.fishing.players import TableGreedyPlayer
from game.engine.table_ai.heuristics import heuristic_ratings
from game.engine.table_ai.personality import TablePersonality, table_personality


class TableLevelPlayer:
    """Common parts: the checked personality, the random-move chance, the name."""

    level = "normal"

    def __init__(self, personality=None, *, game: str | None = None, **params) -> None:
        if not isinstance(personality, TablePersonality):
            personality = table_personality(self.level, game, personality, **params)
        elif params:
            raise TypeError("pass either a personality or parameters, not both")
        self.personality = personality
        self.name = personality.base.name or self.level

    def choose(self, view, rng) -> Action:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        chance = self.personality.base.chance_of_random_move
        if legal[0].kind == "play" and chance > 0 and rng.random() < chance:
            return legal[rng.randrange(len(legal))]
        return self.decide(view, rng)

    def decide(self, view, rng) -> Action:  # pragma: no cover - overridden
        raise NotImplementedError


class EasyTablePlayer(TableLevelPlayer):
    level = "easy"
    _greedy = TableGreedyPlayer()

    def decide(self, view, rng) -> Action:
        return self._greedy.choose(view, rng)


class NormalTablePlayer(TableLevelPlayer):
    level = "normal"

    def decide(self, view, rng) -> Action:
        scores = heuristic_ratings(view, self.personality)
        return max(view.legal, key=lambda a: (scores[a], -a.card))
