"""The catalog of games the engine plays, by id: koi-koi, roppyakken and hana-awase.

What any caller asks of a game by its id: the seat counts it supports, its rule sets and presets
(``load_rules``), a new match (``new_state``), what a capture pile scores (``score_pile``) and
its names (``game_title``, ``yaku_names``). Records of any game are in game.engine.games, the
one module above both record formats.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.errors import EngineError
from game.engine.fishing.state import player_counts

KOIKOI = "koikoi"
ROPPYAKKEN = "roppyakken"
HANA_AWASE = "hana-awase"


@dataclass(frozen=True)
class GameInfo:
    id: str
    seats: tuple[int, ...]  # the player counts the game supports
    default_seats: int
    default_preset: str


GAMES: dict[str, GameInfo] = {
    KOIKOI: GameInfo(KOIKOI, (2,), 2, "nintendo"),
    ROPPYAKKEN: GameInfo(ROPPYAKKEN, (2, 3), 2, "shiragiku"),
    HANA_AWASE: GameInfo(HANA_AWASE, (2, 3, 4), 3, "seed003"),
}
GAME_IDS: tuple[str, ...] = tuple(GAMES)


def game_info(game: object) -> GameInfo:
    info = GAMES.get(game) if isinstance(game, str) else None
    if info is None:
        raise EngineError(f"unknown game {game!r} (known: {', '.join(GAME_IDS)})")
    return info


def check_seats(game: str, seats: int) -> None:
    info = game_info(game)
    if seats not in info.seats:
        raise EngineError(
            f"{info.id} is played by {player_counts(info.seats)} players, not {seats}"
        )


def _rules_module(game: str):
    info = game_info(game)
    if info.id == ROPPYAKKEN:
        from game.engine.roppyakken import rules
    elif info.id == HANA_AWASE:
        from game.engine.hana_awase import rules
    else:
        from game.engine import rules
    return rules


def load_rules(game: str, preset: str | None = None, overrides: dict[str, Any] | None = None):
    """The game's rule set: a preset (the game's default when None) with overrides."""
    info = game_info(game)
    module = _rules_module(game)
    loader = module.load_preset if info.id == KOIKOI else module.load_rules
    return loader(preset or info.default_preset, overrides)


def parse_rule_overrides(game: str, pairs: list[str] | None) -> dict[str, Any]:
    """``["KEY=VALUE", ...]`` checked against the game's rule keys."""
    from game.engine.rulebook import coerce_rule, rule_fields, split_overrides

    fields = rule_fields(_rules_class(game))
    return {key: coerce_rule(fields, key, value) for key, value in split_overrides(pairs).items()}


def _rules_class(game: str):
    module = _rules_module(game)
    info = game_info(game)
    if info.id == ROPPYAKKEN:
        return module.RoppyakkenRules
    if info.id == HANA_AWASE:
        return module.HanaAwaseRules
    return module.RuleSet


def preset_names(game: str) -> list[str]:
    return _rules_module(game).preset_names()


def rule_choices(game: str) -> dict[str, tuple[str, ...]]:
    """The allowed values of the game's enumerated rule keys (koi-koi's is rules.CHOICES)."""
    return dict(_rules_module(game).CHOICES)


def state_class(game: str):
    info = game_info(game)
    if info.id == ROPPYAKKEN:
        from game.engine.roppyakken.state import RoppyakkenState

        return RoppyakkenState
    if info.id == HANA_AWASE:
        from game.engine.hana_awase.state import HanaAwaseState

        return HanaAwaseState
    from game.engine.state import State

    return State


def new_state(game: str = KOIKOI, seats: int | None = None, rules=None, seed=None, **kw):
    """A new match of ``game`` for ``seats`` players (the game's usual count when None)."""
    info = game_info(game)
    seats = info.default_seats if seats is None else seats
    check_seats(info.id, seats)
    rules = rules if rules is not None else load_rules(info.id)
    if info.id == KOIKOI:
        return state_class(info.id)(rules, seed, **kw)
    return state_class(info.id)(rules, seats, seed, **kw)


_NAMES: dict[str, dict[str, tuple[str, str]]] = {}


def _names_table(table: str) -> dict[str, tuple[str, str]]:
    """One table of game/engine/data/yaku_names.toml: id -> (English, Japanese)."""
    if not _NAMES:
        import tomllib
        from importlib import resources

        text = (resources.files("game.engine") / "data" / "yaku_names.toml").read_text("utf-8")
        for name, rows in tomllib.loads(text).items():
            _NAMES[name] = {key: (value[0], value[1]) for key, value in rows.items()}
    return _NAMES[table]


def yaku_names(game: str) -> dict[str, tuple[str, str]]:
    """Yaku id -> (English display, Japanese) for every yaku and teyaku the game scores
    (koi-koi: its standard yaku and the opt-in house yaku)."""
    info = game_info(game)
    if info.id == KOIKOI:
        from game.engine.scoring import YAKU_NAMES

        return {**YAKU_NAMES, **_names_table(KOIKOI)}
    return dict(_names_table(info.id))


def game_title(game: str) -> tuple[str, str]:
    """(English, Japanese) name of the game."""
    return _names_table("titles")[game_info(game).id]


def score_pile(game: str, captured: int, rules) -> dict:
    """What a capture pile scores in roppyakken or hana-awase: ``{"game", "card_points",
    "yaku": [[id, points], ...], "total"}`` (rain and the sun applied; teyaku and fuke are
    round matters, not pile matters)."""
    info = game_info(game)
    if info.id == ROPPYAKKEN:
        from game.engine.roppyakken.scoring import card_points, dekiyaku

        cards = card_points(captured)
        held = dekiyaku(captured, rules)[0]
    elif info.id == HANA_AWASE:
        from game.engine.hana_awase.scoring import card_points, yaku

        cards = card_points(captured, rules)
        held = yaku(captured, rules)[0]
    else:
        raise EngineError("koi-koi scores yaku only; use game.engine.scoring")
    return {
        "game": info.id,
        "card_points": cards,
        "yaku": [[name, points] for name, points in held],
        "total": cards + sum(points for _, points in held),
    }


def yaku_cards(game: str, name: str, captured: int, rules) -> int:
    """The cards of a capture pile that make the named yaku in ``game`` (for result screens
    and flourishes)."""
    info = game_info(game)
    if info.id == ROPPYAKKEN:
        from game.engine.roppyakken.scoring import yaku_cards as cards_of
    elif info.id == HANA_AWASE:
        from game.engine.hana_awase.scoring import yaku_cards as cards_of
    else:
        from game.engine.scoring import yaku_cards as koikoi_cards

        return koikoi_cards(name, captured, rules)
    return cards_of(name, captured, rules)
