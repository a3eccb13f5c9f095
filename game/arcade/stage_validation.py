"""Stage validation: turn a stage file's parsed TOML into a checked Stage.

Every field is checked against ``SCHEMA`` and the names it may use (``Catalog``: the card
backs, table themes, flourishes and portraits that exist); nothing raises for a bad file:
every problem found becomes one line of ``Stage.problems`` and the stage is unavailable
(docs/levels.md documents every field). Pure Python, no pygame.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.arcade.personality import (
    PERSONALITY_PARAMETERS,
    Personality,
    check_personality,
)
from game.arcade.stage_reactions import check_reactions
from game.arcade.stages import SHIPPED, Opponent, Stage, Unlocks
from game.engine import games

NAME_PATTERN = re.compile(r"^[A-Za-z0-9_-]{1,40}$")
TEXT_LIMIT = 240

# section -> field -> (expected type name, required)
SCHEMA: dict[str, dict[str, tuple[str, bool]]] = {
    "": {"order": ("int", True), "boss": ("bool", False), "ranking_points": ("int", False)},
    "opponent": {
        "name": ("text", True),
        "title": ("text", True),
        "intro": ("text", True),
        "defeat": ("text", True),
        "victory": ("text", True),
        "portrait": ("name", True),
    },
    "rules": {
        "game": ("text", False),
        "seats": ("int", False),
        "preset": ("text", True),
        "months": ("int", False),
        "target_score": ("int", False),
        "overrides": ("table", False),
    },
    "table": {"theme": ("name", False), "card_back": ("name", False)},
    "unlocks": {
        "card_backs": ("names", False),
        "table_themes": ("names", False),
        "flourishes": ("names", False),
    },
}
SECTIONS: tuple[str, ...] = ("opponent", "cpu", "rules", "table", "unlocks", "reactions")
REQUIRED_SECTIONS: tuple[str, ...] = ("opponent", "cpu", "rules")


@dataclass(frozen=True)
class Catalog:
    """Names a stage may use; None means "not checked" (the art module is not there)."""

    card_backs: tuple[str, ...] | None = None
    table_themes: tuple[str, ...] | None = None
    flourishes: tuple[str, ...] | None = None
    portrait_dirs: tuple[Path, ...] = ()


def default_catalog() -> Catalog:
    """Names from the art and flourish modules (none of them imports pygame at import)."""
    return Catalog(
        card_backs=_names("game.assets.cards", ("BACK_STYLES",)),
        table_themes=_names("game.view.table_theme", ("TABLE_THEMES", "THEME_NAMES", "THEMES")),
        flourishes=_names("game.fx.stagings", ("STAGINGS",)) or _yaku_ids(),
        portrait_dirs=(_portrait_dir(),),
    )


def _names(module_name: str, attributes: tuple[str, ...]) -> tuple[str, ...] | None:
    """The first existing name list of a module."""
    import importlib

    module = importlib.import_module(module_name)
    for attribute in attributes:
        names = getattr(module, attribute, None)
        if names:
            return tuple(names)
    return None


def _yaku_ids() -> tuple[str, ...]:
    from game.engine.koikoi.scoring import YAKU_NAMES

    return tuple(YAKU_NAMES)


def _portrait_dir() -> Path:
    from game.core.paths import bundle_root

    return bundle_root() / "assets" / "portraits"


def _type_problem(path: str, kind: str, value: Any) -> str | None:
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            return f"field '{path}' must be a whole number, not {value!r}"
        if value < 0:
            return f"field '{path}' must not be negative, not {value!r}"
    elif kind == "bool":
        if not isinstance(value, bool):
            return f"field '{path}' must be true or false, not {value!r}"
    elif kind == "text":
        if not isinstance(value, str) or not value.strip():
            return f"field '{path}' must be non-empty text, not {value!r}"
        if len(value) > TEXT_LIMIT:
            return f"field '{path}' is longer than {TEXT_LIMIT} characters"
    elif kind == "name":
        if not isinstance(value, str) or not NAME_PATTERN.match(value):
            return f"field '{path}' must be a simple name (letters, digits, - or _), not {value!r}"
    elif kind == "names":
        if not isinstance(value, list) or not all(
            isinstance(item, str) and NAME_PATTERN.match(item) for item in value
        ):
            return f"field '{path}' must be a list of simple names, not {value!r}"
    elif kind == "table":
        if not isinstance(value, dict):
            return f"field '{path}' must be a table, not {value!r}"
    return None


def parse_stage(
    data: dict[str, Any],
    stage_id: str,
    *,
    path: Path | None = None,
    source: str = SHIPPED,
    catalog: Catalog | None = None,
) -> Stage:
    """Validate parsed TOML into a Stage; every problem found is listed, nothing raises."""
    catalog = catalog if catalog is not None else default_catalog()
    stage = Stage(stage_id=stage_id, path=path, source=source)
    problems = stage.problems
    values: dict[str, dict[str, Any]] = {}

    for section in SECTIONS:
        if section not in data:
            if section in REQUIRED_SECTIONS:
                problems.append(f"missing section [{section}]")
            continue
        if not isinstance(data[section], dict) and section != "reactions":
            problems.append(f"field '{section}' must be a table [{section}], not {data[section]!r}")
    sections: dict[str, dict[str, Any]] = {"": data}
    for section in SECTIONS:
        raw = data.get(section, {})
        sections[section] = raw if isinstance(raw, dict) else {}

    for section, spec in SCHEMA.items():
        given = sections[section]
        checked: dict[str, Any] = {}
        prefix = f"{section}." if section else ""
        for key, value in given.items():
            if section == "" and key in SECTIONS:
                continue
            if key not in spec:
                known = list(spec) + (list(SECTIONS) if section == "" else [])
                problems.append(f"unknown field '{prefix}{key}' (known: {', '.join(known)})")
                continue
            problem = _type_problem(prefix + key, spec[key][0], value)
            if problem:
                problems.append(problem)
            else:
                checked[key] = value
        for key, (_, required) in spec.items():
            if required and key not in given and (section == "" or section in data):
                problems.append(f"missing field '{prefix}{key}'")
        values[section] = checked

    # CPU personality
    cpu = dict(sections["cpu"])
    level = cpu.pop("level", None)
    if "cpu" in data and level is None:
        problems.append("missing field 'cpu.level'")
    elif "cpu" in data:
        problems.extend(check_personality(level, cpu))
    if isinstance(level, str):
        known = {k: v for k, v in cpu.items() if k in PERSONALITY_PARAMETERS}
        stage.personality = Personality(level, known)

    top = values[""]
    stage.order = top.get("order", 0)
    stage.boss = top.get("boss", False)
    stage.ranking_points = top.get("ranking_points")
    opponent = values["opponent"]
    stage.opponent = Opponent(**{key: opponent.get(key, "") for key in SCHEMA["opponent"]})
    if not stage.opponent.name:
        stage.opponent = Opponent(**{**stage.opponent.__dict__, "name": stage_id})

    _check_rules(stage, values["rules"], problems)
    if not stage.is_koikoi and stage.personality.params:
        problems.append(
            "cpu: the personality parameters are koi-koi's; a "
            f"{stage.game} stage sets only cpu.level"
        )
    _check_table(stage, values["table"], catalog, problems)
    _check_unlocks(stage, values["unlocks"], catalog, problems)
    _find_portrait(stage, catalog, problems)
    stage.reactions = check_reactions(
        data.get("reactions"), koikoi=stage.is_koikoi, limit=TEXT_LIMIT, problems=problems
    )
    return stage


def _check_rules(stage: Stage, rules: dict[str, Any], problems: list[str]) -> None:
    from game.engine.errors import EngineError

    game = rules.get("game", games.KOIKOI)
    if game not in games.GAME_IDS:
        problems.append(
            f"field 'rules.game': unknown game {game!r} (known: {', '.join(games.GAME_IDS)})"
        )
        return
    stage.game = game
    info = games.game_info(game)
    stage.seats = rules.get("seats", info.default_seats)
    if stage.seats not in info.seats:
        counts = ", ".join(str(count) for count in info.seats)
        problems.append(f"field 'rules.seats': {game} seats {counts}, not {stage.seats}")
    overrides = dict(rules.get("overrides", {}))
    for key in ("months", "target_score"):
        if key in rules:
            if games.is_table_game(game):
                problems.append(f"field 'rules.{key}' is koi-koi's: use rules.overrides")
            overrides[key] = rules[key]
    if "preset" not in rules:
        return
    stage.preset = rules["preset"]
    stage.rule_overrides = overrides
    try:
        stage.rules()
    except EngineError as error:
        problems.append(str(error))
    except (TypeError, ValueError) as error:
        problems.append(f"rules: {error}")


def _check_name(
    kind: str, path: str, name: str, known: tuple[str, ...] | None, problems: list[str]
) -> None:
    if known is not None and name not in known:
        problems.append(f"field '{path}': unknown {kind} {name!r} (known: {', '.join(known)})")


def _check_table(
    stage: Stage, table: dict[str, Any], catalog: Catalog, problems: list[str]
) -> None:
    stage.table_theme = table.get("theme", "default")
    stage.card_back = table.get("card_back", "default")
    if "theme" in table:
        _check_name("table theme", "table.theme", stage.table_theme, catalog.table_themes, problems)
    if "card_back" in table:
        _check_name("card back", "table.card_back", stage.card_back, catalog.card_backs, problems)


def _check_unlocks(
    stage: Stage, unlocks: dict[str, Any], catalog: Catalog, problems: list[str]
) -> None:
    backs = tuple(unlocks.get("card_backs", ()))
    themes = tuple(unlocks.get("table_themes", ()))
    flourishes = tuple(unlocks.get("flourishes", ()))
    for name in backs:
        _check_name("card back", "unlocks.card_backs", name, catalog.card_backs, problems)
    for name in themes:
        _check_name("table theme", "unlocks.table_themes", name, catalog.table_themes, problems)
    for name in flourishes:
        _check_name("flourish", "unlocks.flourishes", name, catalog.flourishes, problems)
    stage.unlocks = Unlocks(backs, themes, flourishes)


def _find_portrait(stage: Stage, catalog: Catalog, problems: list[str]) -> None:
    name = stage.opponent.portrait
    if not name:
        return
    folders = ([stage.path.parent] if stage.path else []) + list(catalog.portrait_dirs)
    for folder in folders:
        candidate = folder / f"{name}.svg"
        if candidate.is_file():
            stage.portrait_path = candidate
            return
    if catalog.portrait_dirs:
        problems.append(
            f"field 'opponent.portrait': no portrait {name}.svg next to the stage "
            f"file or in assets/portraits"
        )
