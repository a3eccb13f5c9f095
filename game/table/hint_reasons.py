"""The Hint's reasons in the language in force.

The CPU's hint searches (game.engine.ai.hints, game.engine.table_ai.hints) give each rated
move a short English reason ("takes the cherry curtain toward the brights"). The engine never
translates, so the table reads a reason back into its template and its values (a card, a
yaku, a number) and words it again through the catalogs. A reason of a shape not known here
is shown as the engine wrote it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from game.engine.ai.heuristics import card_phrase
from game.engine.cards import CARDS
from game.i18n import current_language, tr, tr_later
from game.match.names import card_name, yaku_label

#: "the cherry curtain", "the sake cup" (the engine's own card_phrase) -> the card's code
_CARD_PHRASES: dict[str, str] = {card_phrase(card.id): card.code for card in CARDS}
_CARD = r"(?P<{}>the [a-z][a-z0-9 -]*?)"
_FAMILY = r"(?P<family>the brights|[a-z-]+)"


def _card(phrase: str) -> str | None:
    code = _CARD_PHRASES.get(phrase)
    return None if code is None else card_name(code)


def _family(name: str) -> str:
    """A yaku family the reason names: "the brights" or a yaku id ("ino-shika-cho")."""
    if name == "the brights":
        return tr("the brights")
    return yaku_label(name)


#: (the engine's reason as a pattern, its template); the groups card, other, family, yaku
#: and number are worded again, the template gets them by name
_REASONS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), template)
    for pattern, template in (
        (r"stops for (?P<number>\d+) points", tr_later("stops for {number} points")),
        (
            r"risky koi-koi: the opponent's koi-koi already doubles a stop",
            tr_later("risky koi-koi: the opponent's koi-koi already doubles a stop"),
        ),
        (
            rf"risky koi-koi: opponent is one card from {_FAMILY}",
            tr_later("risky koi-koi: opponent is one card from {family}"),
        ),
        (
            r"koi-koi: the opponent is far from any yaku",
            tr_later("koi-koi: the opponent is far from any yaku"),
        ),
        (
            rf"lays {_CARD.format('card')} on the field: the opponent may take it toward "
            rf"{_FAMILY}",
            tr_later("lays {card} on the field: the opponent may take it toward {family}"),
        ),
        (rf"lays {_CARD.format('card')} on the field", tr_later("lays {card} on the field")),
        (r"makes (?P<yaku>[a-z-]+)", tr_later("makes {yaku}")),
        (rf"blocks {_FAMILY}", tr_later("blocks {family}")),
        (r"takes the sake cup", tr_later("takes the sake cup")),
        (
            rf"pairs {_CARD.format('card')} with {_CARD.format('other')} toward {_FAMILY}",
            tr_later("pairs {card} with {other} toward {family}"),
        ),
        (
            rf"takes {_CARD.format('card')} toward {_FAMILY}",
            tr_later("takes {card} toward {family}"),
        ),
        (rf"takes {_CARD.format('card')}", tr_later("takes {card}")),
        (r"takes (?P<number>\d+) card points", tr_later("takes {number} card points")),
        (r"lays a card on the field", tr_later("lays a card on the field")),
        (
            r"takes up to (?P<number>\d+) card points",
            tr_later("takes up to {number} card points"),
        ),
    )
)
_WORDING: dict[str, Callable[[str], str | None]] = {
    "card": _card,
    "other": _card,
    "family": _family,
    "yaku": yaku_label,
    "number": lambda number: number,
}


def reason_text(reason: str) -> str:
    """The engine's reason for a move, in the language in force (English: as written)."""
    if current_language() == "en":
        return reason
    for pattern, template in _REASONS:
        found = pattern.fullmatch(reason)
        if found is None:
            continue
        values = {name: _WORDING[name](value) for name, value in found.groupdict().items()}
        if None in values.values():
            continue  # not a card this table knows: try a looser shape, else keep it
        return tr(template, **values)
    return reason
