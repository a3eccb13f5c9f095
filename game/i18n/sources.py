"""Where the catalogs' messages come from: the ``tr`` / ``tr_ctx`` / ``tr_n`` / ``tr_later``
calls of the code (read with ``ast``, never imported) and the player-facing fields of the data
files (rule presets, yaku names, arcade characters), grouped by catalog domain.

A domain is one .po file per language (game/locale/<language>/LC_MESSAGES/<domain>.po), so
parts of the game can be translated side by side; at run time all of a language's files are
merged.
"""

from __future__ import annotations

import ast
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[2]

#: domain -> the code it holds (folders or files, relative to the project root); a file
#: belongs to the domain of its most specific entry (game/scenes/menus/how_to_play.py is in
#: "rules" although game/scenes/menus is in "menus")
CODE_DOMAINS: dict[str, tuple[str, ...]] = {
    "common": (
        "game/__init__.py",
        "game/app.py",
        "game/wiring.py",
        "game/core",
        "game/ui",
        "game/assets",
        "game/input",
        "game/i18n",
        "game/persist",
    ),
    "menus": ("game/scenes/menus", "game/scenes/couch", "game/scenes/__init__.py"),
    "rules": (
        "game/scenes/menus/how_to_play.py",
        "game/scenes/menus/game_pages.py",
        "game/scenes/menus/more_rules.py",
        "game/scenes/menus/table_rules.py",
    ),
    "table": ("game/table", "game/view", "game/match", "game/engine"),
    "overlays": ("game/scenes/overlays", "game/fx"),
    "online": ("game/scenes/online", "game/online", "game/scenes/arcade", "game/arcade"),
}
#: the contexts data files' messages are filed under
PRESET_CONTEXT = "rule preset"
YAKU_CONTEXT = "yaku"
GAME_TITLE_CONTEXT = "game title"
CHARACTER_CONTEXT = "arcade character"
ACHIEVEMENT_CONTEXT = "achievement"  # game/persist/achievements.toml's titles and texts
LESSON_CONTEXT = "lesson"  # lessons/*.toml: a lesson's title and its coach's lines
CHARACTER_FIELDS: tuple[str, ...] = ("name", "title", "intro", "defeat", "victory")
#: function name -> how its literal arguments are messages: ("plain", index) one message,
#: ("context", context index, message index), ("plural", one index, other index),
#: ("pair", first index, second index) two plain messages (game.core.wording.for_seat)
KEYWORDS: dict[str, tuple] = {
    "tr": ("plain", 0),
    "tr_later": ("plain", 0),
    "tr_ctx": ("context", 0, 1),
    "tr_n": ("plural", 0, 1),
    "plural": ("plural", 1, 2),
    "for_seat": ("pair", 1, 2),
}


@dataclass(frozen=True)
class Message:
    """One message a catalog must translate."""

    msgid: str
    context: str | None = None
    plural: str | None = None
    origin: str = ""  # "path:line", for the reports

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.context, self.msgid)


def _code_files(entries: tuple[str, ...]) -> Iterator[Path]:
    for entry in entries:
        path = PROJECT_ROOT / entry
        if path.is_dir():
            yield from sorted(path.rglob("*.py"))
        elif path.is_file():
            yield path


def domain_of(path: Path) -> str | None:
    """The domain whose most specific entry holds the file (None: no domain)."""
    relative = path.resolve().relative_to(PROJECT_ROOT).as_posix()
    best: tuple[int, str] | None = None
    for domain, entries in CODE_DOMAINS.items():
        for entry in entries:
            if relative == entry or relative.startswith(entry + "/"):
                if best is None or len(entry) > best[0]:
                    best = (len(entry), domain)
    return best[1] if best else None


def _literal(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def messages_in_code(path: Path) -> list[Message]:
    """The messages of one Python file's translation calls with literal arguments."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    where = (
        path.relative_to(PROJECT_ROOT).as_posix()
        if path.is_relative_to(PROJECT_ROOT)
        else str(path)
    )
    found: list[Message] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else None
        if isinstance(node.func, ast.Attribute):
            name = node.func.attr
        spec = KEYWORDS.get(name or "")
        if spec is None:
            continue
        kind, *places = spec
        args = [_literal(arg) for arg in node.args]
        values = [args[place] if place < len(args) else None for place in places]
        if None in values:
            continue  # not literal: translated where its text was marked (tr_later, data)
        origin = f"{where}:{node.lineno}"
        if kind == "plain":
            found.append(Message(values[0], origin=origin))
        elif kind == "context":
            found.append(Message(values[1], context=values[0], origin=origin))
        elif kind == "plural":
            found.append(Message(values[0], plural=values[1], origin=origin))
        else:
            found += [Message(value, origin=origin) for value in values]
    return found


def _toml(path: Path) -> dict:
    with path.open("rb") as handle:
        return tomllib.load(handle)


def preset_files() -> list[Path]:
    """Every rule preset: each game package's (game/engine/<package>/presets/, koi-koi's
    variants/ too)."""
    engine = PROJECT_ROOT / "game/engine"
    return sorted(
        path for path in engine.rglob("*.toml") if "presets" in path.relative_to(engine).parts[:-1]
    )


def names_files() -> list[Path]:
    """Every game's display names: each game package's names.toml (game/engine/<package>/)."""
    return sorted((PROJECT_ROOT / "game/engine").glob("*/names.toml"))


def messages_in_data() -> dict[str, list[Message]]:
    """domain -> the messages of the data files: rule preset descriptions (rules), the games'
    titles and yaku names of each game's names.toml and the lessons of lessons/ (table),
    the arcade characters of levels/ (online) and the achievements of
    persist/achievements.toml (menus)."""
    presets: list[Message] = []
    for path in preset_files():
        description = _toml(path).get("description")
        if isinstance(description, str):
            presets.append(Message(description, PRESET_CONTEXT, origin=path.name))
    titles: list[Message] = []
    names_found: list[Message] = []
    for path in names_files():
        names = _toml(path)
        where = path.relative_to(PROJECT_ROOT / "game/engine").as_posix()
        titles.append(Message(names["title"][0], GAME_TITLE_CONTEXT, origin=where))
        for pair in names.get("yaku", {}).values():
            names_found.append(Message(pair[0], YAKU_CONTEXT, origin=where))
    names_found = titles + names_found
    characters: list[Message] = []
    for path in sorted((PROJECT_ROOT / "levels").glob("*.toml")):
        stage = _toml(path)
        opponent = stage.get("opponent", {})
        values = [opponent.get(field_name) for field_name in CHARACTER_FIELDS]
        values += list(stage.get("reactions", {}).values())  # the lines of the match's moments
        for value in values:
            if isinstance(value, str) and value:
                characters.append(Message(value, CHARACTER_CONTEXT, origin=f"levels/{path.name}"))
    achievements = [
        Message(entry[field_name], ACHIEVEMENT_CONTEXT, origin="achievements.toml")
        for entry in _toml(PROJECT_ROOT / "game/persist/achievements.toml")["achievement"]
        for field_name in ("title", "how")
    ]
    lessons = [
        Message(text, LESSON_CONTEXT, origin=f"lessons/{path.name}")
        for path in sorted((PROJECT_ROOT / "lessons").glob("*.toml"))
        for text in lesson_texts(_toml(path))
    ]
    return {
        "rules": presets,
        "table": names_found + lessons,
        "online": characters,
        "menus": achievements,
    }


def lesson_texts(lesson: dict) -> list[str]:
    """A lesson file's words for the player: its title and every step's line."""
    texts = [lesson.get("title")]
    texts += [step.get("say") for step in lesson.get("steps", []) if isinstance(step, dict)]
    return [text for text in texts if isinstance(text, str) and text]


def domain_messages() -> dict[str, list[Message]]:
    """domain -> its messages (code and data), each (context, msgid) once, first origin kept."""
    data = messages_in_data()
    out: dict[str, list[Message]] = {}
    for domain, entries in CODE_DOMAINS.items():
        seen: dict[tuple[str | None, str], Message] = {}
        for path in _code_files(entries):
            if domain_of(path) != domain:
                continue
            for message in messages_in_code(path):
                seen.setdefault(message.key, message)
        for message in data.get(domain, []):
            seen.setdefault(message.key, message)
        out[domain] = list(seen.values())
    return out
