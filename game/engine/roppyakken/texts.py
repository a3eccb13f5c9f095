"""Roppyakken's words for the player (English, marked for the catalogs; the UI translates):
its line on the game choice screen, How to play's pages and rules paragraphs with the rule
set's own numbers, the cards the rules page shows and the yaku list's card-values line."""

from __future__ import annotations

from game.engine.spec import Text, text
from game.engine.texts import tr_later

BLURB = tr_later("Two or three players race to 600 points; the rain man is wild.")
PAGES: tuple[str, ...] = (
    tr_later("Roppyakken"),
    tr_later("The wild card"),
    tr_later("Yaku"),
    tr_later("Controls"),
    tr_later("Flourishes"),
)
CARD_EXAMPLES: tuple[tuple[str, str], ...] = (
    ("1-1", tr_later("Bright")),
    ("2-1", tr_later("Warbler")),
    ("8-2", tr_later("Animal")),
    ("1-2", tr_later("Ribbon")),
    ("12-2", tr_later("Yellow paulownia")),
    ("12-3", tr_later("White paulownia")),
    ("1-3", tr_later("Chaff")),
)
CARD_VALUES_LINE = tr_later(
    "Cards: brights and the warbler 50, other animals, ribbons and the yellow "
    "paulownia 10, other chaff 0. The rain man (11-1) is wild."
)


def rules_text(rules) -> tuple[Text, ...]:
    """The rules in a few paragraphs, with the rule set's numbers."""
    if rules.fuke:
        winning = text(
            tr_later(
                "Fuke: end a round with {fuke} card points or fewer (willow and paulownia "
                "left out) and every point of that round is struck out. At the round's end "
                "shiko, then nanatan, win the game at once (ichikoro); otherwise the highest "
                "score at {target} or more wins it, and nobody there carries the scores over."
            ),
            fuke=rules.fuke,
            target=rules.target,
        )
    else:
        winning = text(
            tr_later(
                "At the round's end shiko, then nanatan, win the game at once (ichikoro); "
                "otherwise the highest score at {target} or more wins it, and nobody there "
                "carries the scores over."
            ),
            target=rules.target,
        )
    return (
        text(
            tr_later(
                "Two or three players. With two, 8 cards each and 8 on the field; with three, "
                "7 each and 6 on the field. Play a hand card, then turn the stock card: each "
                "takes a field card of its month, as in koi-koi. The rain man (11-1) is wild "
                "(next page)."
            )
        ),
        text(
            tr_later(
                "Every card has points (below). Yaku count after every turn and are never "
                "declared; a triple of a month or a hand of 0-point cards is shown face up at "
                "the deal for its bonus. Rain: a willow in your pile washes out the viewing "
                "yaku, unless you hold the crane (the sun)."
            )
        ),
        winning,
        text(
            tr_later(
                "{wins} won games end the match: every other player pays the winner {pay} "
                "minus their own win-points."
            ),
            wins=rules.wins_to_match,
            pay=rules.wins_to_match * rules.win_points,
        ),
    )
