"""A stage file's ``[reactions]`` table: what its opponent says at the match's moments.

Each key is a moment (:data:`MOMENTS`), each value the English line (translated like the
opponent's other texts, context "arcade character"). Every key is optional - a stage without
the table keeps a quiet opponent - but a value that is not text, an unknown key, or one of
koi-koi's moments in another game's stage is a problem of the file, named beside it like
every other field. The match's end falls back on the opponent's ``victory`` / ``defeat``
lines. Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

#: the moments a line may be written for, in the order a match meets them
MOMENTS: tuple[str, ...] = (
    "deal",  # a round (month) is dealt
    "yaku",  # the opponent made a yaku
    "player_yaku",  # the player made one
    "koikoi_call",  # the opponent called koi-koi
    "player_koikoi",  # the player called koi-koi
    "card_taken",  # the opponent took a card the player needed for a yaku
    "big_loss",  # the opponent lost a round by a wide margin
    "match_won",  # the opponent won the match (default: opponent.victory)
    "match_lost",  # the player won it (default: opponent.defeat)
)
#: moments only koi-koi has (the call and its risk)
KOIKOI_MOMENTS: tuple[str, ...] = ("koikoi_call", "player_koikoi")
#: the lines every shipped stage writes (koi-koi stages: and KOIKOI_MOMENTS)
SHIPPED_MOMENTS: tuple[str, ...] = ("deal", "yaku", "card_taken", "big_loss")


def check_reactions(raw: Any, *, koikoi: bool, limit: int, problems: list[str]) -> dict[str, str]:
    """The valid lines of a ``[reactions]`` table (``raw``: its parsed TOML, None when the
    file has none); each problem found is appended to ``problems``."""
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        problems.append(f"field 'reactions' must be a table [reactions], not {raw!r}")
        return {}
    lines: dict[str, str] = {}
    for key, value in raw.items():
        path = f"reactions.{key}"
        if key not in MOMENTS:
            problems.append(f"unknown field '{path}' (known: {', '.join(MOMENTS)})")
        elif key in KOIKOI_MOMENTS and not koikoi:
            problems.append(f"field '{path}' is koi-koi's: this stage plays another game")
        elif not isinstance(value, str) or not value.strip():
            problems.append(f"field '{path}' must be non-empty text, not {value!r}")
        elif len(value) > limit:
            problems.append(f"field '{path}' is longer than {limit} characters")
        else:
            lines[key] = value
    return lines


def stage_lines(reactions: Mapping[str, str], victory: str, defeat: str) -> dict[str, str]:
    """Every moment's line of a stage: its ``[reactions]``, the match's end falling back on
    the opponent's victory and defeat lines."""
    lines = dict(reactions)
    if victory:
        lines.setdefault("match_won", victory)
    if defeat:
        lines.setdefault("match_lost", defeat)
    return lines
