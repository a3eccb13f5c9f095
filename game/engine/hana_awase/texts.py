"""Hana-awase's words for the player (English, marked for the catalogs; the UI translates):
its line on the game choice screen, How to play's pages and rules paragraphs with the rule
set's own numbers (the settlement worked out by the engine), the cards the rules page shows
and the yaku list's card-values line."""

from __future__ import annotations

from game.engine.spec import SignedList, Text, text
from game.engine.texts import tr_later

BLURB = tr_later("Three or four players: every card scores, settled against par.")
PAGES: tuple[str, ...] = (
    tr_later("Hana-awase"),
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
    "Cards: brights 20, animals 10, ribbons 5, chaff 1. Every round is played "
    "out and settled against par."
)


def rules_text(rules) -> tuple[Text, ...]:
    """The rules in a few paragraphs, with the rule set's numbers."""
    from game.engine.hana_awase.scoring import par, settle

    example = settle([108, 98, 58], [230, 30, 140], rules)
    return (
        text(
            tr_later(
                "Three or four players. With three, 7 cards each and 6 on the field; with four, "
                "5 each and 8. Play a hand card, then turn the stock card: each takes a field "
                "card of its month. Every round is played to the last card (no koi-koi)."
            )
        ),
        text(
            tr_later(
                "Every card counts (below): {deck} card points in all, so par is {par_three} "
                "each with three players and {par_four} with four."
            ),
            deck=rules.deck_points,
            par_three=par(rules, 3),
            par_four=par(rules, 4),
        ),
        text(
            tr_later(
                "At the round's end each player scores card points minus par, plus their own "
                "yaku times the other players, minus the others' yaku: the scores add up to "
                "zero. With three, card points 108, 98, 58 and yaku 230, 30, 140 settle to "
                "{scores}."
            ),
            scores=SignedList(tuple(example)),
        ),
        text(tr_later("A match is {rounds} rounds; the highest total wins."), rounds=rules.rounds),
    )
