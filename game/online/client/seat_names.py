"""How a room's seat is named on this player's screens: a friend by the name they chose; a
CPU seat the room's creator gave the CPU, which the server names in English
(``"CPU (normal)"``), in this player's language and as the waiting room says it
(``"CPU (Normal)"``, ``"CPU（ふつう）"``); two or more such seats by their colours, as a
table of CPUs names them (``"Green CPU"``, ``"Gold CPU"``: ids that
``game.core.wording.display_name`` says in the player's language), so that the tracker and
the previous turn tell them apart."""

from __future__ import annotations

from game.i18n import tr
from game.online.wire.identifiers import SEAT_NAMES  # as wording names a CPU seat ("Green CPU")


def cpu_words(level: str) -> str:
    """ "CPU (Normal)" for a CPU seat of that level (its level's word, translated)."""
    words = {"easy": tr("Easy"), "normal": tr("Normal"), "expert": tr("Expert")}
    return tr("CPU ({level})", level=words.get(level, level)) if level else tr("CPU")


def _server_named_cpu(info: dict | None) -> bool:
    """A CPU seat under the server's own name for it (not a friend's seat handed over)."""
    if not info or info.get("kind") != "cpu":
        return False
    level = info.get("cpu_level")
    return bool(level) and info["name"] == f"CPU ({level})"


def seat_name(info: dict | None) -> str:
    """The name a seat of the room's JSON is shown under ("" for a seat nobody took)."""
    if not info:
        return ""
    if _server_named_cpu(info):
        return cpu_words(str(info["cpu_level"]))  # the server's name for it, in our words
    return str(info["name"])  # a friend's (a seat handed to the CPU keeps its friend's name)


def seat_names(seats: list) -> tuple[str, ...]:
    """Every seat's name (the room's ``seats``): CPU seats apart when there are several."""
    cpus = [index for index, info in enumerate(seats) if _server_named_cpu(info)]
    names = []
    for index, info in enumerate(seats):
        if len(cpus) > 1 and index in cpus and index < len(SEAT_NAMES):
            names.append(f"{SEAT_NAMES[index]} CPU")  # said by wording.display_name
        else:
            names.append(seat_name(info))
    return tuple(names)
