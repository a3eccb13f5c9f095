"""Personalities of the roppyakken and hana-awase CPUs: koi-koi's knobs, the games' own yaku.

The knobs are those of :class:`game.engine.ai.personality.Personality` (validated there) and
mean, in these games:

- ``koikoi_appetite`` (there is no koi-koi call): appetite for yaku. High: the normal level
  weighs yaku still to be made more against card points now, and in roppyakken keeps the
  wild card for a bigger capture;
- ``caution``: how hard the normal level blocks the other seats' yaku, avoids giving them
  cards, and (roppyakken) steers clear of fuke;
- ``randomness``: the chance of a random play (easy: 0.15 by default);
- ``think_budget`` / ``think_seconds``: the expert's simulations / seconds per decision;
- ``favourite_yaku``: yaku the normal level (and the expert's prior) chases harder. Koi-koi's
  family names map onto the games' yaku (``brights`` -> the bright yaku, ``tan`` -> the
  ribbon-count yaku, the viewings -> the viewing yaku including teppo / nomi; ``tane`` and
  ``kasu`` have no counterpart and change nothing); a game's own yaku ids
  (``games.yaku_names``) are accepted too.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.ai.heuristics import FAMILY_NAMES
from game.engine.ai.personality import Personality, PersonalityError, personality_from_dict
from game.engine.table_ai.knowledge import GAMES


def family_yaku(game: str) -> dict[str, tuple[str, ...]]:
    """A favourite family (``brights``, ``tan``...) -> the game's own yaku ids (its spec's
    ``favourite_yaku``)."""
    from game.engine.games import spec

    return dict(spec(game).favourite_yaku)


def game_yaku_ids(game: str | None) -> frozenset[str]:
    """The yaku ids a favourite may name: the game's, or either game's when None."""
    from game.engine.games import yaku_names

    return frozenset(name for g in GAMES if game in (None, g) for name in yaku_names(g))


@dataclass(frozen=True)
class TablePersonality:
    """A checked koi-koi personality plus the favourite yaku as each game's yaku ids."""

    base: Personality
    favourites: dict[str, frozenset[str]]  # game id -> favourite yaku ids

    @property
    def level(self) -> str:
        return self.base.level

    def favourites_in(self, game: str) -> frozenset[str]:
        return self.favourites.get(game, frozenset())


def table_personality(
    level: str, game: str | None = None, personality: Personality | None = None, **params
) -> TablePersonality:
    """Check the knobs for a table CPU of ``level`` (for ``game``, or any table game)."""
    if game is not None and game not in GAMES:
        raise PersonalityError(f"no table CPU for {game!r} (known: {', '.join(GAMES)})")
    if personality is not None:
        if params:
            raise TypeError("pass either a personality or parameters, not both")
        named = tuple(personality.favourite_yaku)
        base = personality
    else:
        named = params.pop("favourite_yaku", ())
        if not isinstance(named, list | tuple) or not all(isinstance(n, str) for n in named):
            raise PersonalityError(f"favourite_yaku needs a list of yaku names, not {named!r}")
        own_ids = game_yaku_ids(game)
        unknown = [n for n in named if n not in FAMILY_NAMES and n not in own_ids]
        if unknown:
            known = sorted(set(FAMILY_NAMES) | own_ids)
            raise PersonalityError(
                f"favourite_yaku {unknown[0]!r} is not one of {', '.join(known)}"
            )
        named = tuple(named)
        families = [n for n in named if n in FAMILY_NAMES]
        base = personality_from_dict(dict(params, level=level, favourite_yaku=families))
    if base.level != level:
        raise PersonalityError(
            f"a {base.level} personality needs the {base.level} player, not {level}"
        )
    favourites = {
        g: frozenset(yaku for name in named for yaku in family_yaku(g).get(name, (name,)))
        for g in GAMES
    }
    return TablePersonality(base, favourites)
