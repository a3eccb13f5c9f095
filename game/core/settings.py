"""Player settings: a dataclass with defaults, saved as JSON in the user's config dir.

``load()`` returns ``(settings, warning)``: the warning is a one-line message for the player
when the file was corrupt, unreadable, of the wrong types or huge (the original is moved
aside with a timestamp and defaults are used), else None. ``save(settings)`` writes
atomically. Unknown keys are ignored; a missing key takes its default; a present key of the
wrong type makes the file invalid.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import paths, storage
from game.core.kinds import FLOURISH_MODES, FlourishMode
from game.i18n import tr_later
from game.i18n.languages import DEFAULT_LANGUAGE, LANGUAGES
from game.input.bindings import default_keys, default_pad_buttons

SETTINGS_FILE = "settings.json"

ANIMATION_SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": math.inf}
#: how much an arcade opponent says at the table (game.table.reactions)
CHATTER_LEVELS: tuple[str, ...] = ("off", "some", "all")
FPS_CAPS: tuple[int, ...] = (0, 30, 60, 120, 144)  # 0 = uncapped (vsync where available)
#: the window sizes Options offers; "desktop" fills the desktop's work area in a window
WINDOW_SIZES: tuple[str, ...] = ("1280x720", "1600x900", "1920x1080", "desktop")
#: the room server a new player's Online Options start with ("": this machine's server). A
#: build for a public server sets its address here, and only here (README, "Build").
PUBLIC_SERVER = ""


@dataclass
class Settings:
    music_volume: float = 0.6
    effects_volume: float = 0.8
    animation_speed: str = "normal"
    corner_badges: bool = True
    yaku_tracker: bool = True
    hints: bool = True
    fullscreen: bool = False
    fps_cap: int = 0
    flourish: str = FlourishMode.FULL  # vs the CPU (and CPU vs CPU)
    flourish_couch: str = FlourishMode.SHORT  # two players on one screen
    swap_confirm_back: bool = False
    auto_continue: bool = False  # month results close by themselves (else wait for a press)
    window_size: str = "1280x720"  # a WINDOW_SIZES key: the window when not fullscreen
    # the looks chosen in Options (game.view.unlocks: earned by achievements)
    card_back: str = "default"
    table_theme: str = "default"
    opponent_chatter: str = "some"  # a CHATTER_LEVELS key: the arcade opponent's lines
    # online play (game/online): "" is this machine's server; the leaderboard is opt-in
    online_server: str = field(default_factory=lambda: PUBLIC_SERVER)
    online_name: str = ""
    host_server: bool = False  # run the room server for the LAN while the game runs
    leaderboard: bool = False
    leaderboard_name: str = ""
    #: a game.i18n.LANGUAGES code; "" until chosen (the system locale's language is shown)
    language: str = ""
    key_bindings: dict[str, list[str]] = field(default_factory=default_keys)
    pad_bindings: dict[str, list[str]] = field(default_factory=default_pad_buttons)

    @property
    def animation_multiplier(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    def copy(self) -> Settings:
        return Settings.from_dict(self.to_dict())

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Build from parsed JSON; raises storage.InvalidData on wrong shapes or types."""
        if not isinstance(data, dict):
            raise storage.InvalidData("settings must be a JSON object")
        defaults = cls()
        values: dict[str, Any] = {}
        for spec in dataclasses.fields(cls):
            if spec.name not in data:
                continue
            values[spec.name] = _checked(spec.name, data[spec.name], getattr(defaults, spec.name))
        settings = cls(**values)
        _check_choices(settings)
        return settings


def _checked(name: str, value: Any, default: Any) -> Any:
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise storage.InvalidData(f"{name} must be true/false")
        return value
    if isinstance(default, float):
        if (
            isinstance(value, bool)
            or not isinstance(value, (int, float))
            or not math.isfinite(value)
        ):
            raise storage.InvalidData(f"{name} must be a number")
        return min(1.0, max(0.0, float(value)))
    if isinstance(default, int):
        if isinstance(value, bool) or not isinstance(value, int):
            raise storage.InvalidData(f"{name} must be an integer")
        return value
    if isinstance(default, str):
        if not isinstance(value, str):
            raise storage.InvalidData(f"{name} must be text")
        return value
    if isinstance(default, dict):
        if not isinstance(value, dict) or not all(
            isinstance(key, str)
            and isinstance(names, list)
            and len(names) <= 8
            and all(isinstance(item, str) and len(item) <= 32 for item in names)
            for key, names in value.items()
        ):
            raise storage.InvalidData(f"{name} must map action names to lists of names")
        merged = {key: list(names) for key, names in default.items()}
        merged.update({key: list(names) for key, names in value.items() if key in default})
        return merged
    raise storage.InvalidData(f"{name}: unsupported type")


def _check_choices(settings: Settings) -> None:
    if settings.animation_speed not in ANIMATION_SPEEDS:
        raise storage.InvalidData(f"animation_speed must be one of {list(ANIMATION_SPEEDS)}")
    if settings.flourish not in FLOURISH_MODES:
        raise storage.InvalidData(f"flourish must be one of {list(FLOURISH_MODES)}")
    if settings.flourish_couch not in FLOURISH_MODES:
        raise storage.InvalidData(f"flourish_couch must be one of {list(FLOURISH_MODES)}")
    if settings.opponent_chatter not in CHATTER_LEVELS:
        raise storage.InvalidData(f"opponent_chatter must be one of {list(CHATTER_LEVELS)}")
    if settings.window_size not in WINDOW_SIZES:
        raise storage.InvalidData(f"window_size must be one of {list(WINDOW_SIZES)}")
    if not 0 <= settings.fps_cap <= 1000:
        raise storage.InvalidData("fps_cap out of range")
    for name, limit in (
        ("online_server", 200),
        ("online_name", 24),
        ("leaderboard_name", 24),
        ("language", 40),
        ("card_back", 40),
        ("table_theme", 40),
    ):
        if len(getattr(settings, name)) > limit:
            raise storage.InvalidData(f"{name} is longer than {limit} characters")


def settings_path() -> Path:
    return paths.config_dir() / SETTINGS_FILE


def load(path: Path | None = None) -> tuple[Settings, str | None]:
    """(settings, warning text or None). Never raises for a bad file. A language the game
    does not offer is shown as English with a notice (the rest of the file stands)."""
    where = path or settings_path()
    result = storage.read_json_safe(where, Settings.from_dict, what=tr_later("settings file"))
    if not result.ok:
        return Settings(), result.problem
    settings = result.data
    if settings.language and settings.language not in LANGUAGES:
        # said in English, the language the screens then show
        unknown = settings.language[:40]
        settings.language = DEFAULT_LANGUAGE
        return settings, (
            f"{where.name}: unknown language {unknown!r}; showing English "
            f"(offered: {', '.join(LANGUAGES)})"
        )
    return settings, None


def save(settings: Settings, path: Path | None = None) -> None:
    storage.write_json_atomic(path or settings_path(), settings.to_dict())
