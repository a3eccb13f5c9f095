"""The games the engine plays, by id: koi-koi, roppyakken, hana-awase and hachi-hachi - the one
registry.

``SPECS`` lists one :class:`~game.engine.spec.GameSpec` per game package; ``spec(game_id)``
answers every per-game question (an unknown id raises ``ValueError``). The functions below are
the entry points callers already use, each a lookup on the spec: the seat counts a game
supports, its rule sets and presets (``load_rules``), a new match (``new_state``), what a
capture pile scores (``score_pile``), its names (``game_title``, ``yaku_names``), and its
records (``record_of`` / ``replay``).
Every state answers the same API (``current_player``, ``legal_actions``, ``apply``,
``is_terminal``, ``returns``, ``clone``, ``information``).
"""

from __future__ import annotations

from typing import Any

from game.engine.errors import EngineError, RecordError
from game.engine.hachi_hachi import spec as hachi_hachi_spec
from game.engine.hana_awase import spec as hana_awase_spec
from game.engine.koikoi import spec as koikoi_spec
from game.engine.roppyakken import spec as roppyakken_spec
from game.engine.spec import GameSpec, names_of

# the registry: one line per game package
SPECS: dict[str, GameSpec] = {
    game.id: game
    for game in (
        koikoi_spec.SPEC,
        roppyakken_spec.SPEC,
        hana_awase_spec.SPEC,
        hachi_hachi_spec.SPEC,
    )
}

KOIKOI = koikoi_spec.GAME
ROPPYAKKEN = roppyakken_spec.GAME
HANA_AWASE = hana_awase_spec.GAME
HACHI_HACHI = hachi_hachi_spec.GAME
GAMES = SPECS  # the old name: id -> spec (which has .seats, .default_seats, .default_preset)
# the games the app offers (a spec with offered=False is played only by the engine and the
# commands until its table is built)
GAME_IDS: tuple[str, ...] = tuple(game.id for game in SPECS.values() if game.offered)
GameInfo = GameSpec

__all__ = [
    "KOIKOI",
    "ROPPYAKKEN",
    "HANA_AWASE",
    "HACHI_HACHI",
    "SPECS",
    "GameSpec",
    "GameInfo",
    "GAMES",
    "GAME_IDS",
    "spec",
    "spec_of_rules",
    "per_game",
    "game_info",
    "check_seats",
    "load_rules",
    "parse_rule_overrides",
    "preset_names",
    "rule_choices",
    "state_class",
    "new_state",
    "from_deal",
    "from_position",
    "yaku_names",
    "game_title",
    "score_pile",
    "yaku_cards",
    "card_values",
    "par",
    "record_of",
    "record_game",
    "check_record",
    "load_record",
    "replay",
    "summary",
]


class UnknownGameError(EngineError, ValueError):
    """A game id (or rule set) no registered game answers to."""


def spec(game: object) -> GameSpec:
    """The spec of the game ``game`` names; an unknown id raises ``ValueError``."""
    found = SPECS.get(game) if isinstance(game, str) else None
    if found is None:
        raise UnknownGameError(f"unknown game {game!r} (known: {', '.join(SPECS)})")
    return found


def spec_of_rules(rules: object) -> GameSpec:
    """The spec of the game whose rule set ``rules`` is (never guessed from its fields)."""
    for game in SPECS.values():
        if isinstance(rules, game.rules_class()):
            return game
    raise UnknownGameError(f"no game plays by {type(rules).__name__} rules")


game_info = spec


def is_table_game(game: str) -> bool:
    """Played on the N-seat engine (its views carry card points), not koi-koi's two-seat
    State: the spec's fact, so code outside the games asks this rather than naming a game."""
    return spec(game).is_table_game


def per_game(table: dict, game: object, what: str = "entry"):
    """``table[game]`` for a table keyed by game id; a game it lacks raises ``ValueError``
    (a per-game table never answers for another game)."""
    try:
        return table[game]
    except (KeyError, TypeError):
        raise UnknownGameError(f"no {what} for {game!r} (known: {', '.join(table)})") from None


def check_seats(game: str, seats: int) -> None:
    spec(game).check_seats(seats)


def load_rules(game: str, preset: str | None = None, overrides: dict[str, Any] | None = None):
    """The game's rule set: a preset (the game's default when None) with overrides."""
    found = spec(game)
    return found.load_rules(preset or found.default_preset, overrides)


def parse_rule_overrides(game: str, pairs: list[str] | None) -> dict[str, Any]:
    """``["KEY=VALUE", ...]`` checked against the game's rule keys."""
    from game.engine.rulebook import coerce_rule, rule_fields, split_overrides

    fields = rule_fields(spec(game).rules_class())
    return {key: coerce_rule(fields, key, value) for key, value in split_overrides(pairs).items()}


def preset_names(game: str) -> list[str]:
    return spec(game).rules_module().preset_names()


def rule_choices(game: str) -> dict[str, tuple[str, ...]]:
    """The allowed values of the game's enumerated rule keys (koi-koi's is rules.CHOICES)."""
    return dict(spec(game).rules_module().CHOICES)


def state_class(game: str):
    return spec(game).state_class()


def new_state(game: str = KOIKOI, seats: int | None = None, rules=None, seed=None, **kw):
    """A new match of ``game`` for ``seats`` players (the game's usual count when None)."""
    found = spec(game)
    seats = found.default_seats if seats is None else seats
    found.check_seats(seats)
    rules = rules if rules is not None else load_rules(found.id)
    return found.new_state(found, rules, seats, seed, **kw)


def from_deal(game: str, deal, **kw):
    """A match of ``game`` positioned at the start of a round with an explicit ``deal`` (its
    State's ``from_deal`` keywords: rules, dealer, scores, seed, emit_events...)."""
    found = spec(game)
    if found.from_deal is None:
        raise EngineError(f"{found.id} cannot start from an explicit deal")
    if kw.get("rules") is None:
        kw["rules"] = load_rules(found.id)
    return found.from_deal(found, deal, **kw)


def from_position(game: str, hands, field, captured, stock, **kw):
    """A match of ``game`` positioned mid-round (card codes: every hand, the field, every
    capture pile, the stock in draw order; its State's ``from_position`` keywords)."""
    found = spec(game)
    if found.from_position is None:
        raise EngineError(f"{found.id} cannot start from a position")
    if kw.get("rules") is None:
        kw["rules"] = load_rules(found.id)
    return found.from_position(found, hands, field, captured, stock, **kw)


def yaku_names(game: str) -> dict[str, tuple[str, str]]:
    """Yaku id -> (English display, Japanese) for every yaku and teyaku the game scores
    (koi-koi: its standard yaku and the opt-in house yaku)."""
    return spec(game).yaku_names()


def game_title(game: str) -> tuple[str, str]:
    """(English, Japanese) name of the game."""
    return names_of(spec(game).package).title


def score_pile(game: str, captured: int, rules) -> dict:
    """What a capture pile scores in roppyakken or hana-awase: ``{"game", "card_points",
    "yaku": [[id, points], ...], "total"}`` (rain and the sun applied; teyaku and fuke are
    round matters, not pile matters)."""
    found = spec(game)
    if found.pile_points is None:
        raise EngineError(f"{found.id} scores yaku only; use its scorer")
    cards, held = found.pile_points(captured, rules), found.yaku_held(captured, rules)
    return {
        "game": found.id,
        "card_points": cards,
        "yaku": [[name, points] for name, points in held],
        "total": cards + sum(points for _, points in held),
    }


def yaku_cards(game: str, name: str, captured: int, rules) -> int:
    """The cards of a capture pile that make the named yaku in ``game`` (for result screens
    and flourishes)."""
    return spec(game).yaku_cards(name, captured, rules)


def card_values(game: str, rules) -> tuple[int, ...]:
    """Each card's points (by card id) under ``rules``; () in a game without card points."""
    return spec(game).card_values(rules)


def par(game: str, rules, seats: int) -> int:
    """The card points par for ``seats`` players (0 in a game without one)."""
    return spec(game).par(rules, seats)


def record_of(state, players: list[dict] | None = None, extra: dict | None = None) -> dict:
    """The match record of any game's state."""
    found = _spec_of_state(state)
    return found.record_of(found, state, players, extra)


def record_game(record: dict) -> str:
    """The game a record is of (records without ``"game"`` are koi-koi's)."""
    game = record.get("game", KOIKOI)
    if game not in SPECS:
        raise RecordError(f"unknown game {game!r} (known: {', '.join(GAME_IDS)})")
    return game


def check_record(data: object, source: str = "record") -> None:
    """A record of any game: its format, and a game the engine plays (RecordError)."""
    from game.engine.koikoi.records import check_record as check_format

    check_format(data, source)
    assert isinstance(data, dict)  # check_format raised for anything else
    game = data.get("game", KOIKOI)
    if game not in SPECS:
        raise RecordError(f"{source}: unknown game {game!r} (known: {', '.join(GAME_IDS)})")


def load_record(path) -> dict:
    """A record file of any game, checked (RecordError names the file and the problem)."""
    from game.engine.koikoi.records import load_record as load_file

    data = load_file(path)
    check_record(data, source=str(path))
    return data


def replay(record: dict, *, emit_events: bool = False, stop_before: int | None = None):
    """Re-play a checked record of any game: ``(state, per-deal results)``."""
    check_record(record)
    found = spec(record_game(record))
    return found.replay(found, record, emit_events=emit_events, stop_before=stop_before)


def summary(results: list[dict], state) -> dict:
    """The `replay --json` object of any game's replayed match."""
    found = _spec_of_state(state)
    return found.summary(found, results, state)


def _spec_of_state(state) -> GameSpec:
    """The game a state plays: its ``GAME`` (koi-koi's State, the first game, has none)."""
    return spec(getattr(state, "GAME", "") or KOIKOI)
