"""What a flourish performs: the FlourishSpec value, the list of flourish names and demo specs.

A FlourishSpec is plain immutable data (yaku id, display names, points, card codes) so the
table can build one from an engine TurnScored event and the how-to-play gallery can build one
with :func:`demo_spec`. Nothing here imports pygame.

Languages: the flourish stamps the Japanese kanji name with the brush font in every language
(the brush font has no Simplified Chinese glyphs, and the stamp is the flourish's look); the
lines under it are in the language in force: the name (:func:`shown_name`: "GOKO", 五光,
hanami-zake's Chinese name), the points and the caption saying who won (made with the spec).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.wording import YOU, display_name
from game.engine import games
from game.engine.cards import CARD_BY_CODE
from game.engine.spec import LengthUnit
from game.i18n import current_language, tr, tr_later, tr_n

ENGLISH = "en"

# yaku id -> (Japanese name stamped, romaji name: the English name and the catalogs' msgid of
# the name in the language in force)
DISPLAY_NAMES: dict[str, tuple[str, str]] = {
    "goko": ("五光", tr_later("GOKO")),
    "shiko": ("四光", tr_later("SHIKO")),
    "ame-shiko": ("雨四光", tr_later("AME-SHIKO")),
    "sanko": ("三光", tr_later("SANKO")),
    "hanami-zake": ("花見酒", tr_later("HANAMI-ZAKE")),
    "tsukimi-zake": ("月見酒", tr_later("TSUKIMI-ZAKE")),
    "ino-shika-cho": ("猪鹿蝶", tr_later("INO-SHIKA-CHO")),
    "akatan": ("赤短", tr_later("AKATAN")),
    "aotan": ("青短", tr_later("AOTAN")),
    "akatan-aotan": ("赤短青短", tr_later("AKATAN-AOTAN")),
    "tane": ("タネ", tr_later("TANE")),
    "tan": ("タン", tr_later("TAN")),
    "kasu": ("カス", tr_later("KASU")),
    "nomi": ("のみ", tr_later("NOMI")),
    "nanatan": ("七短", tr_later("NANATAN")),
    "teppo": ("鉄砲", tr_later("TEPPO")),
    "shima": ("シマ", tr_later("SHIMA")),
    "bukku": ("ぶっく", tr_later("BUKKU")),
    "teshi": ("手四", tr_later("TESHI")),
    "kuttsuki": ("くっつき", tr_later("KUTTSUKI")),
    # hachi-hachi's big teyaku, shown at the deal
    "shiso": ("四三", tr_later("SHISO")),
    "ichinishi": ("一二四", tr_later("ICHINISHI")),
    "nitatesanbon": ("二立三本", tr_later("NITATESANBON")),
    "haneken": ("はねけん", tr_later("HANEKEN")),
    "karasu": ("空素", tr_later("KARASU")),
    "pikaichi": ("光一", tr_later("PIKAICHI")),
    "finishing-slash": ("勝負", tr_later("SHOBU")),
    "last-month-drop": ("終月", tr_later("LAST MONTH")),
    "victory": ("勝利", tr_later("VICTORY")),
    "defeat": ("敗北", tr_later("DEFEAT")),
}

FLOURISH_NAMES: tuple[str, ...] = tuple(DISPLAY_NAMES)
# the teyaku big enough for a flourish when shown at the deal (hachi-hachi's)
BIG_TEYAKU: tuple[str, ...] = (
    "shiso",
    "ichinishi",
    "nitatesanbon",
    "haneken",
    "karasu",
    "pikaichi",
)

# Spellings other modules may use for the same yaku.
_ALIASES: dict[str, str] = {
    "hanami": "hanami-zake",
    "tsukimi": "tsukimi-zake",
    "inoshikacho": "ino-shika-cho",
    "ameshiko": "ame-shiko",
    "akatan-and-aotan": "akatan-aotan",
    "akaao": "akatan-aotan",
    "finish": "finishing-slash",
    "last-month": "last-month-drop",
    # roppyakken / hana-awase: every four-of-a-month row is "the shima"
    **{
        f"{month}-shima": "shima"
        for month in ("matsu", "ume", "sakura", "fuji", "susuki", "momiji", "kiri", "ame")
    },
}

DEMO_CARDS: dict[str, tuple[str, ...]] = {
    "goko": ("1-1", "3-1", "8-1", "12-1", "11-1"),
    "shiko": ("1-1", "3-1", "8-1", "12-1"),
    "ame-shiko": ("1-1", "3-1", "8-1", "11-1"),
    "sanko": ("1-1", "3-1", "12-1"),
    "hanami-zake": ("3-1", "9-1"),
    "tsukimi-zake": ("8-1", "9-1"),
    "ino-shika-cho": ("7-1", "10-1", "6-1"),
    "akatan": ("1-2", "2-2", "3-2"),
    "aotan": ("6-2", "9-2", "10-2"),
    "akatan-aotan": ("1-2", "2-2", "3-2", "6-2", "9-2", "10-2"),
    "tane": ("2-1", "4-1", "5-1", "8-2", "11-2"),
    "tan": ("4-2", "5-2", "7-2", "11-3", "1-2"),
    "kasu": ("1-3", "1-4", "2-3", "2-4", "3-3", "3-4", "4-3", "4-4", "5-3", "5-4"),
    "nomi": ("3-1", "8-1", "9-1"),
    "nanatan": ("1-2", "2-2", "3-2", "4-2", "6-2", "9-2", "10-2"),
    "teppo": ("3-1", "8-1", "9-1"),
    "shima": ("1-1", "1-2", "1-3", "1-4"),
    "bukku": ("1-2", "2-2", "3-2", "6-2", "9-2", "10-2"),
    "teshi": ("5-1", "5-2", "5-3", "5-4"),
    "kuttsuki": ("1-1", "1-3", "4-1", "4-3", "7-2", "7-4", "10-1", "10-3"),
    "shiso": ("11-1", "11-2", "11-3", "11-4", "12-2", "12-3", "12-4"),
    "ichinishi": ("5-1", "5-2", "5-3", "5-4", "2-3", "2-4", "9-1"),
    "haneken": ("6-1", "6-3", "6-4", "3-3", "3-4", "8-3", "8-4"),
    "nitatesanbon": ("4-1", "4-3", "4-4", "7-2", "7-3", "7-4", "1-3"),
    "karasu": ("1-3", "3-4", "5-4", "8-3", "10-4", "11-4", "12-2"),
    "pikaichi": ("1-1", "2-3", "2-4", "5-3", "7-3", "9-4", "10-3"),
    "finishing-slash": ("3-1", "9-1", "8-1"),
    "last-month-drop": ("12-2", "12-3", "12-4", "6-3", "7-3", "10-3", "2-4", "4-2", "9-3", "5-1"),
    "victory": ("1-1", "3-1", "8-1", "12-1", "11-1"),
    "defeat": ("7-1", "10-1", "6-1"),
}

DEMO_POINTS: dict[str, int] = {
    "goko": 10,
    "shiko": 8,
    "ame-shiko": 7,
    "sanko": 5,
    "hanami-zake": 5,
    "tsukimi-zake": 5,
    "ino-shika-cho": 5,
    "akatan": 5,
    "aotan": 5,
    "akatan-aotan": 10,
    "tane": 1,
    "tan": 1,
    "kasu": 1,
    "nomi": 5,
    "nanatan": 600,
    "teppo": 300,
    "shima": 50,
    "bukku": 12,
    "teshi": 6,
    "kuttsuki": 6,
    "shiso": 20,
    "ichinishi": 8,
    "haneken": 7,
    "nitatesanbon": 8,
    "karasu": 4,
    "pikaichi": 4,
    "finishing-slash": 10,
    "last-month-drop": 0,
    "victory": 48,
    "defeat": 31,
}


class UnknownFlourishError(ValueError):
    """A flourish name that is not in FLOURISH_NAMES."""


def canonical_name(name: str) -> str:
    """The FLOURISH_NAMES spelling of a yaku id ('hanami', 'ino_shika_cho' are accepted)."""
    key = name.strip().lower().replace("_", "-").replace(" ", "-")
    key = _ALIASES.get(key, _ALIASES.get(key.replace("-", ""), key))
    if key not in DISPLAY_NAMES:
        raise UnknownFlourishError(
            f"unknown flourish {name!r}; expected one of {', '.join(FLOURISH_NAMES)}"
        )
    return key


@dataclass(frozen=True)
class FlourishSpec:
    """Everything a flourish shows. ``caption`` is an optional extra line (victory: best yaku)."""

    yaku_id: str
    name_ja: str
    name_romaji: str
    points: int
    cards: tuple[str, ...]
    caption: str = ""
    unit: str = ""  # "" points; "kan" (hachi-hachi's yaku and teyaku, GameSpec.yaku_unit)

    def __post_init__(self) -> None:
        if self.yaku_id not in DISPLAY_NAMES:
            raise UnknownFlourishError(f"unknown flourish {self.yaku_id!r}")
        for code in self.cards:
            if code not in CARD_BY_CODE:
                raise ValueError(f"unknown card code {code!r} in flourish spec")


def spec_for(yaku_id: str, points: int, cards, caption: str = "", unit: str = "") -> FlourishSpec:
    """A spec with the standard display names for ``yaku_id`` (any accepted spelling)."""
    key = canonical_name(yaku_id)
    name_ja, name_romaji = DISPLAY_NAMES[key]
    return FlourishSpec(key, name_ja, name_romaji, int(points), tuple(cards), caption, unit)


def shown_name(name_romaji: str) -> str:
    """The flourish's name in the language in force ("GOKO", 五光, hanami-zake's Chinese
    name)."""
    return tr(name_romaji)


def best_label(key: str) -> str:
    """A best yaku as the caption names it: in English the kanji and the romaji ("五光 GOKO",
    as the kana beside English names elsewhere), else the name in the language (猪鹿蝶,
    the Chinese hanami-zake: the Chinese face lacks Japanese-only forms such as 見)."""
    name_ja, name_romaji = DISPLAY_NAMES[key]
    if current_language() == ENGLISH:
        return f"{name_ja} {name_romaji}"
    return shown_name(name_romaji)


def flourish_subline(spec: FlourishSpec, title_is_ja: bool) -> str:
    """The line under the stamped title: the name in the language in force unless the title
    already reads so, and the points ("GOKO   10 POINTS", "10文", hanami-zake's Chinese name
    and 5文)."""
    title = spec.name_ja if title_is_ja else spec.name_romaji
    name = shown_name(spec.name_romaji)
    name = "" if name == title else name
    points = tr_n("{count} POINT", "{count} POINTS", spec.points) if spec.points > 0 else ""
    if points and spec.unit == "kan":
        points = tr("{count} KAN", count=spec.points)
    if name and points:
        return tr("{name}   {points}", name=name, points=points)
    return name or points


def victory_spec(
    match_points: int,
    best_yaku_id: str | None,
    best_cards,
    *,
    winner: str = "",
    defeat: bool = False,
) -> FlourishSpec:
    """The match end's flourish: 勝利 with the winner's score and their best yaku's cards as
    panels, or - ``defeat``, the player at the screen lost - 敗北 with the winner's cards,
    their score told in the caption (no points stamped: they are not the player's). The
    caption says whose it is when ``winner`` is given and names the best yaku."""
    best = best_label(canonical_name(best_yaku_id)) if best_yaku_id is not None else ""
    if defeat:
        caption = defeat_caption(winner or tr("The winner"), match_points, best)
        return spec_for("defeat", 0, best_cards, caption=caption)
    return spec_for("victory", match_points, best_cards, caption=victory_caption(winner, best))


#: a place between the first and the last of a match for three or four (hana-awase,
#: roppyakken): its stamp and name; played with the victory's staging, never as a defeat
PLACES: dict[int, tuple[str, str]] = {
    2: ("第二", tr_later("2ND PLACE")),
    3: ("第三", tr_later("3RD PLACE")),
}


def placing_spec(place: int, points: int, cards, *, winner: str = "") -> FlourishSpec:
    """The match end for the player at the screen who finished ``place`` (2nd, 3rd) of three
    or four, neither first nor last: the place stamped, their points when they gained, the
    winner named in the caption."""
    name_ja, name_romaji = PLACES[place]
    caption = tr("{name} WINS", name=winner.upper()) if winner else ""
    return FlourishSpec("victory", name_ja, name_romaji, max(0, points), tuple(cards), caption)


def victory_caption(winner: str, best: str) -> str:
    """ "YOU WIN  BEST 三光 SANKO", "AKI WINS", "BEST 五光 GOKO" (no winner named)."""
    if not winner:
        return tr("BEST  {yaku}", yaku=best) if best else ""
    if winner == YOU:
        return tr("YOU WIN  BEST  {yaku}", yaku=best) if best else tr("YOU WIN")
    name = display_name(winner).upper()
    if best:
        return tr("{name} WINS  BEST  {yaku}", name=name, yaku=best)
    return tr("{name} WINS", name=name)


def defeat_caption(winner: str, points: int, best: str) -> str:
    """ "CPU WINS WITH 31 POINTS  BEST 猪鹿蝶 INO-SHIKA-CHO"."""
    score = tr_n(
        "{name} WINS WITH {count} POINT",
        "{name} WINS WITH {count} POINTS",
        points,
        name=display_name(winner).upper(),
    )
    return tr("{score}  BEST  {yaku}", score=score, yaku=best) if best else score


def finishing_spec(month_points: int, cards=()) -> FlourishSpec:
    """A stop that wins the month: the crossed slash, 勝負 and the month's points."""
    return spec_for("finishing-slash", month_points, cards)


LAST_ROUND = ("終局", tr_later("LAST ROUND"))  # hana-awase's rounds, not koi-koi's months


def last_month_spec(remaining_cards, game: str = games.KOIKOI) -> FlourishSpec:
    """The last month of a match: its remaining cards drop across the table (a game of
    rounds, hana-awase, names it its last round)."""
    if games.spec(game).length_unit is LengthUnit.ROUNDS:
        name_ja, name_romaji = LAST_ROUND
        return FlourishSpec("last-month-drop", name_ja, name_romaji, 0, tuple(remaining_cards))
    return spec_for("last-month-drop", 0, remaining_cards)


def specs_from_yaku_event(event) -> list[FlourishSpec]:
    """Flourish specs for the yaku an engine TurnScored event reports as new, best first.

    Reads only ``event.yaku`` ((name, points) pairs), ``event.new`` (names) and
    ``event.cards`` ((name, card codes) pairs); yaku with no flourish are left out.
    """
    points = dict(event.yaku)
    cards = dict(event.cards)
    specs = []
    for name in event.new:
        try:
            key = canonical_name(name)
        except UnknownFlourishError:
            continue
        specs.append(spec_for(key, points.get(name, 0), cards.get(name, ())))
    specs.sort(key=lambda spec: -spec.points)
    return specs


def demo_spec(name: str) -> FlourishSpec:
    """A sensible spec for the gallery and the CLI: the yaku's usual cards and points."""
    key = canonical_name(name)
    if key == "defeat":
        return victory_spec(
            DEMO_POINTS[key], "ino-shika-cho", DEMO_CARDS[key], winner="CPU", defeat=True
        )
    caption = victory_caption("", best_label("goko")) if key == "victory" else ""
    return spec_for(key, DEMO_POINTS[key], DEMO_CARDS[key], caption)
