"""Hachi-hachi's words for the player (English, marked for the catalogs; the UI translates):
its line on the game choice screen, How to play's pages and rules paragraphs with the rule
set's own numbers, the cards the rules page shows and the yaku list's card-values line."""

from __future__ import annotations

from game.engine.spec import Text, text
from game.engine.texts import tr_later

BLURB = tr_later(
    "Three players for money: dealt-hand teyaku, the field's multiplier, shobu or sage."
)
PAGES: tuple[str, ...] = (
    tr_later("Hachi-hachi"),
    tr_later("Yaku"),
    tr_later("Controls"),
    tr_later("Flourishes"),
)
CARD_EXAMPLES: tuple[tuple[str, str], ...] = (
    ("1-1", tr_later("Bright")),
    ("2-1", tr_later("Animal")),
    ("1-2", tr_later("Ribbon")),
    ("1-3", tr_later("Chaff")),
)
CARD_VALUES_LINE = tr_later(
    "Values in kan, paid by each player. Cards: brights 20, animals 10, ribbons 5, "
    "chaff 1, settled against par 88 in mon."
)


def rules_text(rules) -> tuple[Text, ...]:
    """The rules in a few paragraphs, with the rule set's numbers."""
    return (
        text(
            tr_later(
                "Three players, 7 cards each and 6 on the field. Play a hand card, then turn "
                "the stock card: each takes a field card of its month. Brights dealt face up "
                "set the field: crane, curtain or moon x2, rain man or phoenix x{bright}. "
                "Every payment of the round is multiplied by it."
            ),
            bright=4 if rules.zetsuba else 2,
        ),
        text(
            tr_later(
                "Teyaku: a dealt hand may hold a pattern of months (a triple {sanbon} kan up "
                "to four and three {shiso} kan) and one of kinds (seven chaff {karasu} kan, "
                "one ribbon {tanichi} kan...). Show it at the deal and each player pays you its "
                "kan at the round's end, {kan_mon} mon to the kan; a hidden teyaku is void."
            ),
            sanbon=rules.sanbon,
            shiso=rules.shiso,
            karasu=rules.karasu,
            tanichi=rules.tanichi,
            kan_mon=rules.kan_mon,
        ),
        text(
            tr_later(
                "Dekiyaku (next page): make one and call shobu - the round ends and each "
                "player pays you your yaku - or sage: play on for more, but if another player "
                "calls shobu you pay double. After sage you may cancel at a later turn for half."
            )
        ),
        text(
            tr_later(
                "No dekiyaku: each player gets card points minus {par} in mon, times the "
                "field. {months} rounds; the highest balance wins."
            ),
            par=rules.par,
            months=rules.months,
        ),
    )
