"""CPU players of the two-to-four-seat games (roppyakken, hana-awase): easy, normal, expert.

Every level decides from the information view (``state.information(seat)``) only.
roster.py names every player of these games (``random``, ``greedy`` and the levels
``easy``, ``normal``, ``expert``, ``expert-fast``) for ``simulate --game G`` and ``bench ai``;
:func:`make_table_level` here builds a level for a named game with the personality knobs
checked for that game (roster.make_table_player builds any named player, unbound).

- levels.py: easy (greedy by card points with random plays) and normal (heuristics.py);
- search.py: the expert and these games' part in the one determinized search
  (game/engine/ai/determinized.py): worlds over N seats played to the end of the round,
  scored by the match outcome (outcome.py);
- knowledge.py, worlds.py, personality.py: what they share.
"""

from __future__ import annotations

from game.engine.table_ai.knowledge import GAMES
from game.engine.table_ai.personality import PersonalityError
from game.engine.table_ai.roster import LEVEL_FACTORIES


def make_table_level(level: str, game: str, **personality):
    """A CPU of ``level`` (easy, normal, expert, or expert-fast: the expert on a smaller
    budget) for ``game`` (roppyakken or hana-awase), the personality knobs checked for that
    game (game.engine.table_ai.personality)."""
    if game not in GAMES:
        raise PersonalityError(f"no table CPU for {game!r} (known: {', '.join(GAMES)})")
    factory = LEVEL_FACTORIES.get(level)
    if factory is None:
        raise PersonalityError(f"CPU level {level!r} is not one of {', '.join(LEVEL_FACTORIES)}")
    return factory(game=game, **personality)
