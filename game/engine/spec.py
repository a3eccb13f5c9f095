"""What one game is, as data: :class:`GameSpec`, the answer to every per-game question.

Each game package builds its own spec (``game/engine/koikoi/spec.py`` beside koi-koi's State,
``game/engine/roppyakken/spec.py``, ``game/engine/hana_awase/spec.py``...) and keeps its data
beside it (``names.toml``, ``presets/``);
``game.engine.games.SPECS`` lists them, the one registry of games. Callers ask the spec
(``games.spec(game_id)``) instead of branching on a game's name: an unknown id raises, so no
branch answers for the wrong game.

The callables import their game's modules when first called, so building a spec (and
importing the registry) costs nothing and makes no import cycle.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.engine.cards import MONTH_MASKS, ids_from_mask

# the kinds of a seat's game line on its plate and under the round number (game.table.frame)
PLATE_NONE = "none"  # koi-koi: no line
PLATE_RACE = "race"  # a race to a target total, games won
PLATE_PAR = "par"  # card points against par

# how a round's result reads (game.scenes.overlays.round_result, game.view.round_summary)
RESULT_MONTH = "month"  # koi-koi: the winner's points worked out, each yaku with its cards
RESULT_RACE = "race"  # each seat's round points toward a target, games won (roppyakken)
RESULT_SETTLED = "settled"  # each seat's cards against par, every payment, the change

# the CPU families (game.engine.ai.roster builds each game's players from its family)
AI_TWO_SEAT = "two-seat"  # koi-koi's levels, expert and named personalities
AI_TABLE = "table"  # the N-seat games' levels (game.engine.table_ai), bound to the game

Arrivals = Callable[[int, int, bool], list[int]]


class LengthUnit(StrEnum):
    """What a match's length counts (the ``length_key`` rule): the words the setup screens,
    the arcade and the commands use for it, and whether the match has a last round."""

    MONTHS = "months"  # a set number of months (koi-koi, hachi-hachi)
    ROUNDS = "rounds"  # a set number of rounds (hana-awase)
    WON_GAMES = "won-games"  # until a player has won that many games (roppyakken): no last round


@dataclass(frozen=True)
class Text:
    """Words for the player that the engine builds and the UI translates: ``msgid`` is the
    English (marked with ``tr_later`` where it is written), ``fields`` its ``{name}`` values
    (a :class:`SignedList` is written as signed numbers in the language's list style)."""

    msgid: str
    fields: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class SignedList:
    """Numbers shown signed, one after the other ("+26, -52, +26")."""

    values: tuple[int, ...]


def text(msgid: str, **fields: object) -> Text:
    """A :class:`Text` with its fields: ``text(tr_later("{n} rounds"), n=3)``."""
    return Text(msgid, tuple(fields.items()))


@dataclass(frozen=True)
class YakuTarget:
    """One yaku as something to collect: ``need`` of ``cards`` make it (the CPUs' view)."""

    name: str
    cards: int
    need: int
    points: int
    rained: bool = False  # a viewing yaku that rain can void


@dataclass(frozen=True)
class GameSpec:
    """Every fact about one game that code outside its package needs."""

    id: str
    # the package whose folder holds the game's data: names.toml (its title and yaku names)
    # and presets/ (its rule presets)
    package: str
    seats: tuple[int, ...]  # the player counts the engine plays
    default_seats: int
    default_preset: str
    offered_seats: tuple[int, ...]  # the counts the setup screen offers
    # rules
    rules_module: Callable[[], Any]  # the module with preset_names() and CHOICES
    rules_class: Callable[[], type]
    load_rules: Callable[[str, dict | None], Any]  # (preset, overrides) -> rule set
    # states
    state_class: Callable[[], Any]
    new_state: Callable[..., Any]  # (spec, rules, seats, seed, **kw) -> a dealt match
    # the record codec (each called with the spec first)
    record_of: Callable[..., dict]  # (spec, state, players, extra)
    replay: Callable[..., Any]  # (spec, record, emit_events=, stop_before=) -> (state, results)
    summary: Callable[..., dict]  # (spec, results, state) -> replay --json object
    # scoring
    yaku_names: Callable[[], dict[str, tuple[str, str]]]
    yaku_cards: Callable[[str, int, Any], int]  # (name, captured mask, rules) -> mask
    pile_points: Callable[[int, Any], int] | None  # (captured, rules) -> card points
    yaku_held: Callable[[int, Any], list]  # (captured, rules) -> [(yaku, points)] a pile scores
    card_values: Callable[[Any], tuple[int, ...]]  # rules -> 48 card points (koi-koi: ())
    par: Callable[[Any, int], int]  # (rules, seats) -> card points par (0: none)
    arrivals: Callable[[Any], Arrivals]  # rules -> (card, field, from_stock) -> captures
    taken_by_choice: Callable[[int, int, int], int]  # (card, chosen, field) -> cards taken
    yaku_targets: Callable[[Any], tuple[YakuTarget, ...]]  # rules -> the CPUs' targets
    rain: Callable[[Any], tuple[int, int]]  # rules -> (cards that rain, card saving from it)
    # match length
    length_key: str  # the rule key the setup screens and the short arcade mode set
    lengths: tuple[int, ...]  # the lengths the setup screen offers (() = preset only)
    short_limit: int | None  # the short mode's fixed length (None: the mode's own cap)
    length_within_preset: bool  # a chosen length is at most the preset's (won games)
    # decisions, CPUs, presentation
    decision_kinds: tuple[str, ...]  # what a decision phase declares (koi-koi: koikoi / stop)
    ai_roster: str  # the CPU family (game.engine.ai.roster.ROSTERS): AI_TWO_SEAT / AI_TABLE
    plate: str  # PLATE_NONE / PLATE_RACE / PLATE_PAR
    # the scene (game.wiring) a decision phase opens over the table; "" for a game without one
    decision_prompt: str = ""
    # positioned matches, where the game's State offers them (None: it does not)
    from_deal: Callable[..., Any] | None = None  # (spec, deal, **kw) -> a match at a deal
    from_position: Callable[..., Any] | None = None  # (spec, hands, field, captured, stock, **kw)
    # the app offers it (menus, arcade, statistics, online: games.GAME_IDS); False while its
    # table and pages are being built - the engine and the commands play it either way
    offered: bool = True
    # what `score` prints when a pile is not card points + yaku points (hachi-hachi: kan),
    # and what a dealt hand's teyaku are (`score --teyaku`); each (mask, rules) -> dict
    score_report: Callable[[int, Any], dict] | None = None
    teyaku_report: Callable[[int, Any], dict] | None = None
    # what the match length counts (its words; a race to won games has no last round)
    length_unit: LengthUnit = LengthUnit.ROUNDS
    # the card a wild card rule applies to, by id (roppyakken's rain man; None: no wild card)
    wild_card: int | None = None
    # presentation: English texts marked with ``tr_later`` (game.engine.texts), translated
    # where they are drawn; an offered game fills them
    blurb: str = ""  # the game choice screen's line on what the game is
    pages: tuple[str, ...] = ()  # How to play's page titles (): the app's koi-koi pages)
    rules_text: Callable[[Any], tuple[Text, ...]] | None = None  # rules -> its paragraphs
    card_examples: tuple[tuple[str, str], ...] = ()  # (card code, label): the rules page's row
    card_values_line: str = ""  # the yaku list's last line: what the cards are worth
    # the app: the arcade offers its own ladder (stages that prefer it); the smoke run
    # plays a round of its table with (seats, seed)
    arcade_ladder: bool = False
    smoke_round: tuple[int, int] | None = None
    # the table CPUs (ai_roster AI_TABLE, game.engine.table_ai): the match value of a
    # finished round ``(state, seat) -> float``, how much of its yaku the playout policy
    # reaches for, and the favourite-yaku families as the game's own yaku ids
    match_value: Callable[[Any, int], float] | None = None
    playout_yaku_share: float = 0.0
    favourite_yaku: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # how the round result overlay and the match summary tell a round: RESULT_MONTH,
    # RESULT_RACE or RESULT_SETTLED
    round_result: str = RESULT_SETTLED
    # the table's Hint search class when the game has its own ((view, rng) -> a search with
    # step / done / progress / result; None: the shared ones of koi-koi and the table games)
    hint_search: Callable[[], type] | None = None
    # the units a table words its numbers in (game.core.wording.amount): "" points, or
    # hachi-hachi's money - scores in mon, yaku and teyaku in kan
    score_unit: str = ""
    yaku_unit: str = ""
    # example cards of the yaku no pile holds (hachi-hachi's teyaku), for the yaku list:
    # () -> {yaku id: card codes}; None: every yaku is shown by its own cards
    yaku_examples: Callable[[], dict[str, tuple[str, ...]]] | None = None
    # the fuke rule (roppyakken), for the words that explain a void round: (captured mask,
    # rules) -> (the card points the rule counts, the line at or under which a round is
    # void - 0: off -, whether willow and paulownia count); None: the game has no fuke
    fuke_count: Callable[[int, Any], tuple[int, int, bool]] | None = None

    def check_seats(self, seats: int) -> None:
        if seats not in self.seats:
            from game.engine.errors import EngineError

            raise EngineError(
                f"{self.id} is played by {player_counts(self.seats)} players, not {seats}"
            )

    @property
    def is_table_game(self) -> bool:
        """Played on the N-seat engine (its views carry card points)."""
        return self.pile_points is not None


def player_counts(seats: tuple[int, ...]) -> str:
    """'2 or 3', '2, 3 or 4': the player counts a game supports, in words."""
    numbers = [str(n) for n in seats]
    return numbers[0] if len(numbers) == 1 else f"{', '.join(numbers[:-1])} or {numbers[-1]}"


def late(module: str, name: str | None = None) -> Callable[[], Any]:
    """A function returning ``module`` (or its ``name``), imported when first called."""
    if name is None:
        return lambda: importlib.import_module(module)
    return lambda: getattr(importlib.import_module(module), name)


def late_call(module: str, name: str) -> Callable[..., Any]:
    """A function calling ``module.name`` with its arguments, imported when first called."""
    return lambda *args, **kwargs: getattr(importlib.import_module(module), name)(*args, **kwargs)


def seated_state(game: GameSpec, rules, seats: int, seed, **kw):
    """A new match of an N-seat game: ``State(rules, seats, seed)``."""
    return game.state_class()(rules, seats, seed, **kw)


def state_from_deal(game: GameSpec, deal, **kw):
    """A match positioned at the start of a round with an explicit deal:
    ``State.from_deal(deal, **kw)`` of the game's state class."""
    return game.state_class().from_deal(deal, **kw)


def state_from_position(game: GameSpec, hands, field, captured, stock, **kw):
    """A match positioned mid-round: ``State.from_position(...)`` of the game's state class
    (card codes for every hand, the field, every capture pile and the stock)."""
    return game.state_class().from_position(hands, field, captured, stock, **kw)


def table_record_of(game: GameSpec, state, players=None, extra=None) -> dict:
    """The record of an N-seat game's match (game/engine/fishing/records.py)."""
    from game.engine.fishing.records import table_record_of as record_of

    return record_of(game, state, players, extra)


def table_replay(game: GameSpec, record: dict, *, emit_events=False, stop_before=None):
    from game.engine.fishing.records import replay_table

    return replay_table(game, record, emit_events=emit_events, stop_before=stop_before)


def table_summary(game: GameSpec, results: list, state) -> dict:
    from game.engine.fishing.records import table_summary as summary

    return summary(results, state)


def no_card_values(rules) -> tuple[int, ...]:
    return ()


def no_par(rules, seats: int) -> int:
    return 0


def no_targets(rules) -> tuple[YakuTarget, ...]:
    return ()


def no_rain(rules) -> tuple[int, int]:
    return 0, 0


def month_arrivals(card: int, field: int, from_stock: bool) -> list[int]:
    """The plain month match: nothing, the one card of its month, a choice of two, or all
    three."""
    same = field & MONTH_MASKS[card >> 2]
    if same.bit_count() == 2:
        return [1 << option for option in ids_from_mask(same)]
    return [same] if same else []


def month_matching(rules) -> Arrivals:
    return month_arrivals


def chosen_card_only(card: int, chosen: int, field: int) -> int:
    """A choice between two field cards takes the chosen one."""
    return 1 << chosen


@dataclass(frozen=True)
class Names:
    """A game's display names (its package's ``names.toml``): (English, Japanese) of its
    title and of every yaku id."""

    title: tuple[str, str]
    yaku: dict[str, tuple[str, str]]


_NAMES: dict[str, Names] = {}


def names_of(package: str) -> Names:
    """The names in ``names.toml`` of a game's package (``GameSpec.package``)."""
    if package not in _NAMES:
        import tomllib
        from importlib import resources

        data = tomllib.loads((resources.files(package) / "names.toml").read_text("utf-8"))
        _NAMES[package] = Names(
            (data["title"][0], data["title"][1]),
            {key: (value[0], value[1]) for key, value in data.get("yaku", {}).items()},
        )
    return _NAMES[package]
