"""The names the screens draw, in the language in force: cards, months' plants, yaku and the
games' titles, and the engine's spelled-out score steps ("x2 for 7+").

The engine keeps its names in English (game.engine.texts marks them for the catalogs); this
module translates them where they are drawn. Yaku: English shows the romanised name
("Ino-shika-cho"), Japanese the game's own Japanese name (猪鹿蝶, roppyakken's 小三), Chinese
the catalog's (the seeds' names). The overlays and the flourish use :func:`yaku_title` and
:func:`yaku_subtitle` (the kanji shown beside an English name only).
"""

from __future__ import annotations

import re

from game.engine import games
from game.engine.cards import CARD_BY_CODE, MONTH_PLANTS, Kind
from game.i18n import current_language, tr, tr_ctx, tr_later

ENGLISH = "en"


def plant_name(month: int) -> str:
    """The plant of month 1-12 ("Pine", 松)."""
    return tr(MONTH_PLANTS[month - 1])


def card_name(code: str, numbered: bool = True) -> str:
    """A card's name as drawn ("Cherry curtain", "Pine chaff 1"; not ``numbered``: the
    chaff without its number, "Pine chaff")."""
    card = CARD_BY_CODE[code]
    if card.kind is not Kind.CHAFF or card.month == 11:  # the willow's lightning has a name
        return tr(card.name)
    number = card.name.rsplit(" ", 1)[-1]
    if numbered and number.isdigit():
        return tr("{plant} chaff {number}", plant=plant_name(card.month), number=number)
    return tr("{plant} chaff", plant=plant_name(card.month))


def _yaku_entry(name: str, game: str | None) -> tuple[str, str, bool] | None:
    """(English, Japanese, from the data file) of a yaku id, ``game``'s first."""
    from game.engine.koikoi.scoring import YAKU_NAMES

    for gid in ((game,) if game else ()) + games.GAME_IDS:
        names = games.yaku_names(gid)
        if name in names:
            english, japanese = names[name]
            koikoi_own = not games.is_table_game(gid) and YAKU_NAMES.get(name) == names[name]
            return english, japanese, not koikoi_own
    return None


def _translated_yaku(english: str, japanese: str, from_data: bool) -> str:
    if current_language() == "ja":
        return japanese
    return tr_ctx("yaku", english) if from_data else tr(english)


def game_yaku_label(name: str, game: str | None = None) -> str:
    """A yaku's (or teyaku's) short name as drawn: "Te-san", 手三, 手三; ``game`` first when
    given (roppyakken and hana-awase share most ids)."""
    entry = _yaku_entry(name, game)
    if entry is None:
        return name
    english, japanese, from_data = entry
    if current_language() == ENGLISH:
        return english.split(" (")[0]
    return _translated_yaku(english, japanese, from_data)


def yaku_label(name: str) -> str:
    """A koi-koi yaku's short name as drawn ("Ino-shika-cho", 猪鹿蝶)."""
    return game_yaku_label(name, games.KOIKOI)


def yaku_title(name: str, game: str | None = None) -> str:
    """A yaku's full name as drawn: "Ino-shika-cho (boar, deer, butterflies)" in English,
    the name alone in Japanese and Chinese (猪鹿蝶)."""
    entry = _yaku_entry(name, game)
    if entry is None:
        return name
    english, japanese, from_data = entry
    if current_language() == ENGLISH:
        return english
    return _translated_yaku(english, japanese, from_data)


def yaku_subtitle(name: str, game: str | None = None) -> str:
    """The kanji shown beside an English yaku name (猪鹿蝶); "" in Japanese and Chinese,
    whose name already is the title (no duplicate)."""
    entry = _yaku_entry(name, game)
    if entry is None or current_language() != ENGLISH:
        return ""
    return entry[1]


def game_title(game: str) -> str:
    """A game's title as drawn ("Koi-Koi", こいこい, 来来)."""
    return tr_ctx("game title", games.game_title(game)[0])


#: the engine's score steps (game.engine.koikoi.scoring.stop_multipliers) -> their templates
_STEPS: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(r"\+(?P<add>\d+) for (?P<count>\d+) koi-koi"),
        tr_later("+{add} for {count} koi-koi"),
    ),
    (
        re.compile(r"x(?P<times>\d+) for (?P<count>\d+) koi-koi"),
        tr_later("x{times} for {count} koi-koi"),
    ),
    (re.compile(r"x2 for 7\+"), tr_later("x2 for 7+")),
    (re.compile(r"x2 for the opponent's koi-koi"), tr_later("x2 for the opponent's koi-koi")),
    (
        re.compile(r"x(?P<times>\d+) for the opponent's (?P<count>\d+) koi-koi"),
        tr_later("x{times} for the opponent's {count} koi-koi"),
    ),
    (re.compile(r"x2 for your koi-koi"), tr_later("x2 for your koi-koi")),
)


def score_step(step: str) -> str:
    """One of the engine's spelled-out score steps in the language in force."""
    for pattern, template in _STEPS:
        found = pattern.fullmatch(step)
        if found:
            return tr(template, **found.groupdict())
    return step


# hachi-hachi's calls (GameSpec.decision_kinds), as buttons and the Hint name them
DECLARED_WORDS = {
    "show": tr_later("Show"),
    "hide": tr_later("Hide"),
    "shobu": tr_later("Shobu"),
    "sage": tr_later("Sage"),
    "cancel": tr_later("Cancel the round"),
    "play_on": tr_later("Play on"),
}


def declared_words(choice: str) -> str:
    """A declared choice in words ("Shobu", "Sage"...); an unknown one as it is."""
    words = DECLARED_WORDS.get(choice)
    return tr(words) if words is not None else choice
