"""CPU players of the two-to-four-seat games (roppyakken, hana-awase): easy, normal, expert.

Every level decides from the information view (``state.information(seat)``) only. The levels
register with the table players' registry (``game.engine.fishing.players``) under
``easy``, ``normal``, ``expert`` and ``expert-fast``, so ``simulate --game G`` and
``make_table_player(name)`` of that module know them; :func:`make_table_player` here builds
one for a named game with personality knobs checked for that game.

- levels.py: easy (greedy by card points with random plays) and normal (heuristics.py);
- search.py: the expert, a determinized search over N seats to the end of the round, scored
  by the match outcome (outcome.py), steppable like koi-koi's (game/engine/ai/anytime.py);
- knowledge.py, worlds.py, personality.py: what they share.
"""

from __future__ import annotations

from game.engine.fishing.players import register_table_player
from game.engine.table_ai.knowledge import GAMES
from game.engine.table_ai.levels import EasyTablePlayer, NormalTablePlayer
from game.engine.table_ai.personality import PersonalityError

LEVELS: tuple[str, ...] = ("easy", "normal", "expert")


def _expert(personality=None, **params):
    from game.engine.table_ai.search import ExpertTablePlayer

    return ExpertTablePlayer(personality, **params)


def _expert_fast(personality=None, **params):
    from game.engine.table_ai.search import FAST_BUDGET

    params.setdefault("think_budget", FAST_BUDGET)
    params.setdefault("name", "expert-fast")
    return _expert(personality, **params)


_FACTORIES = {
    "easy": EasyTablePlayer,
    "normal": NormalTablePlayer,
    "expert": _expert,
    "expert-fast": _expert_fast,
}


def make_table_player(level: str, game: str, **personality):
    """A CPU of ``level`` (easy, normal, expert, or expert-fast: the expert on a smaller
    budget) for ``game`` (roppyakken or hana-awase), the personality knobs checked for that
    game (game.engine.table_ai.personality)."""
    if game not in GAMES:
        raise PersonalityError(f"no table CPU for {game!r} (known: {', '.join(GAMES)})")
    factory = _FACTORIES.get(level)
    if factory is None:
        raise PersonalityError(f"CPU level {level!r} is not one of {', '.join(_FACTORIES)}")
    return factory(game=game, **personality)


for _name, _factory in _FACTORIES.items():
    register_table_player(_name, _factory)
