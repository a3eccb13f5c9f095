"""How a room's seat is named on this player's screens: a friend by the name they chose; a
CPU seat the room's creator gave the CPU, which the server names in English
(``"CPU (normal)"``), in this player's language and as the waiting room says it
(``"CPU (Normal)"``, ``"CPU（ふつう）"``)."""

from __future__ import annotations

from game.i18n import tr


def cpu_words(level: str) -> str:
    """ "CPU (Normal)" for a CPU seat of that level (its level's word, translated)."""
    words = {"easy": tr("Easy"), "normal": tr("Normal"), "expert": tr("Expert")}
    return tr("CPU ({level})", level=words.get(level, level)) if level else tr("CPU")


def seat_name(info: dict | None) -> str:
    """The name a seat of the room's JSON is shown under ("" for a seat nobody took)."""
    if not info:
        return ""
    name = str(info["name"])
    level = info.get("cpu_level")
    if info.get("kind") == "cpu" and level and name == f"CPU ({level})":
        return cpu_words(str(level))  # the server's own name for it: say it in our words
    return name  # a friend's (a seat handed to the CPU keeps its friend's name)
