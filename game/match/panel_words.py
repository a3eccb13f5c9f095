"""The action list's words: cards ("Cherry chaff (3)"), card sets, capture kinds, yaku, a
hand, the field, the scores and a round's or the match's result, each as one line of text
for the panel (game/match/action_list.py) and its entries (action_entries.py)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.core.wording import display_name, for_seat, plural
from game.engine import events as ev
from game.engine import games
from game.engine.cards import CARD_BY_CODE, CARDS, Kind, ids_from_mask
from game.i18n import tr
from game.match import names as shown_names


def card_label(card: int | str) -> str:
    """ "Cherry chaff (3)", "Pine crane (1)": the card's name (chaff unnumbered) and month."""
    info = CARDS[card] if isinstance(card, int) else CARD_BY_CODE[card]
    return tr("{card} ({month})", card=card_name(card), month=info.month)


def card_name(card: int | str) -> str:
    """The card's name without the month, chaff unnumbered ("Cherry ribbon")."""
    info = CARDS[card] if isinstance(card, int) else CARD_BY_CODE[card]
    return shown_names.card_name(info.code, numbered=False)


def interchangeable(first: int, second: int) -> bool:
    """True when choosing either card can make no difference (same-month plain chaff)."""
    a, b = CARDS[first], CARDS[second]
    return (
        a.month == b.month
        and a.kind is Kind.CHAFF
        and b.kind is Kind.CHAFF
        and a.roles == b.roles
        and card_label(first) == card_label(second)
    )


def join_names(names: Sequence[str], either: bool = False) -> str:
    """ "A, B and C" (``either``: "A, B or C")."""
    if not names:
        return tr("nothing")
    if len(names) == 1:
        return names[0]
    items = tr(", ").join(names[:-1])
    if either:
        return tr("{items} or {last}", items=items, last=names[-1])
    return tr("{items} and {last}", items=items, last=names[-1])


def cards_text(mask_or_codes: int | Iterable[str]) -> str:
    """ "Pine crane (1), Cherry chaff (3) x2" - a card set in card order, duplicates counted."""
    if isinstance(mask_or_codes, int):
        ids = ids_from_mask(mask_or_codes)
    else:
        ids = sorted(CARD_BY_CODE[c].id for c in mask_or_codes)
    labels: list[str] = []
    counts: dict[str, int] = {}
    for card in ids:
        label = card_label(card)
        if label not in counts:
            labels.append(label)
        counts[label] = counts.get(label, 0) + 1
    if not labels:
        return tr("none")
    return tr(", ").join(
        label if counts[label] == 1 else tr("{card} x{count}", card=label, count=counts[label])
        for label in labels
    )


def kinds_text(mask: int) -> str:
    """ "2 brights, 1 animal, 3 ribbons, 4 chaff" (kinds with none left out)."""
    counts = {kind: 0 for kind in Kind}
    for card in ids_from_mask(mask):
        counts[CARDS[card].kind] += 1
    # each plural(...) written out with its literal texts, so the catalogs' scan finds them
    worded = {
        Kind.BRIGHT: lambda n: plural(n, "{count} bright", "{count} brights"),
        Kind.ANIMAL: lambda n: plural(n, "{count} animal", "{count} animals"),
        Kind.RIBBON: lambda n: plural(n, "{count} ribbon", "{count} ribbons"),
        Kind.CHAFF: lambda n: plural(n, "{count} chaff", "{count} chaff"),
    }
    parts = [words(counts[kind]) for kind, words in worded.items() if counts[kind]]
    return tr(", ").join(parts) if parts else tr("nothing")


def yaku_text(yaku: Iterable[tuple[str, int]]) -> str:
    parts = [
        tr("{yaku} {value}", yaku=shown_names.yaku_title(name, games.KOIKOI), value=points)
        for name, points in yaku
    ]
    return tr(", ").join(parts) if parts else tr("no yaku yet")


def hand_text(name: str, hand: int) -> str:
    """ "Your hand (8): ..." / "Aki's hand (8): ..." """
    return for_seat(
        name,
        "Your hand ({count}): {cards}",
        "{name}'s hand ({count}): {cards}",
        count=hand.bit_count(),
        cards=cards_text(hand),
    )


def field_text(field_mask: int) -> str:
    return tr(
        "Field ({count}): {cards}", count=field_mask.bit_count(), cards=cards_text(field_mask)
    )


def scores_text(names: Sequence[str], scores: Sequence[int]) -> str:
    """ "Red 12, Blue 5" """
    return tr(", ").join(
        tr("{name} {score}", name=display_name(name), score=score)
        for name, score in zip(names, scores, strict=True)
    )


def round_result_text(event: ev.RoundEnded, names: Sequence[str]) -> str:
    """The round's result in one line: koi-koi's month (who won what with which yaku), an
    N-seat game's round (every seat's change; a fuke said)."""
    if not games.is_table_game(event.game):
        return month_result_text(event, names)
    changes = tr(", ").join(
        tr("{name} {score}", name=display_name(name), score=f"{delta:+d}")
        for name, delta in zip(names, event.score_delta, strict=True)
    )
    if event.reason == "fuke":
        return tr(
            "Round {number}: {changes}. Fuke: the round's points are void.",
            number=event.round,
            changes=changes,
        )
    return tr("Round {number}: {changes}.", number=event.round, changes=changes)


def month_result_text(event: ev.RoundEnded, names: Sequence[str]) -> str:
    if event.winner is None:
        if event.reason == "exhausted":
            return tr("Month {number}: drawn (both hands ran out).", number=event.round)
        return tr("Month {number}: drawn (no winner).", number=event.round)
    return plural(
        event.score_delta[event.winner],
        "Month {month}: {name} won {count} point with {made}. Scores: {scores}.",
        "Month {month}: {name} won {count} points with {made}. Scores: {scores}.",
        month=event.round,
        name=display_name(names[event.winner]),
        made=yaku_text(event.yaku[event.winner]),
        scores=scores_text(names, event.scores),
    )


def match_result_text(event: ev.MatchEnded, names: Sequence[str], last_month: str = "") -> str:
    if event.winner is None:
        scores = tr(" to ").join(str(s) for s in event.scores)
        verdict = tr("The match is a draw, {scores}.", scores=scores)
    else:
        others = [score for seat, score in enumerate(event.scores) if seat != event.winner]
        verdict = tr(
            "{name} wins the match, {score} to {others}.",
            name=display_name(names[event.winner]),
            score=event.scores[event.winner],
            others=tr(" and ").join(str(score) for score in others),
        )
    return tr("{last_month} {verdict}", last_month=last_month, verdict=verdict).strip()
