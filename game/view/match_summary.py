"""Words for the match result of roppyakken and hana-awase: one row per round - who won it,
what it decided (a won game, ichikoro, fuke) and what every seat scored (cards, teyaku,
yaku) with the running score - and what the yaku shown are made of.

Pure functions over the TableView's round outcomes (game.engine.fishing.table.RoundOutcome;
a plain MonthOutcome gives rows without the parts), no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.wording import display_name
from game.i18n import tr
from game.match.names import yaku_title
from game.view.round_summary import is_race, signed
from game.view.summary import card_name, game_yaku_label


@dataclass(frozen=True)
class SeatRound:
    """What one seat scored in a round of the match summary."""

    points: str  # roppyakken: the round's points; hana-awase: the settlement's change
    total: int  # the running score after the round
    detail: tuple[str, ...]  # "Cards 80", "Te-san 200", "Teppo 300"
    struck: bool  # fuke: the round's points do not count


@dataclass(frozen=True)
class MatchRow:
    """One round of the match summary of roppyakken or hana-awase."""

    number: int
    winner: str  # the round's winner (or top scorer), "-" when none
    how: str  # "Won game 2", "Ichikoro: Shiko", "fuke", ""
    seats: tuple[SeatRound, ...]


def round_winner(result) -> int | None:
    """The seat that won a round of the match summary: roppyakken's game winner, else the
    one seat with the most round points; hana-awase's top seat; nobody after fuke."""
    if result.reason == "fuke":
        return None
    if result.winner is not None:
        return result.winner
    made = getattr(result, "round_points", ())
    if not made:
        return None
    best = max(made)
    top = [seat for seat, points in enumerate(made) if points == best]
    return top[0] if len(top) == 1 else None


def round_how(game: str, result) -> str:
    """What the round decided: a won game (ichikoro named), a fuke, or nothing to say."""
    if result.reason == "fuke":
        return tr("fuke: void")
    if not is_race(game) or result.winner is None:
        return ""
    number = getattr(result, "game_number", 0)
    reason = getattr(result, "win_reason", "")
    if reason in ("shiko", "nanatan"):
        return tr("Ichikoro: {yaku}", yaku=game_yaku_label(reason, game))
    return tr("Won game {number}", number=number) if number else tr("Won a game")


def seat_detail(game: str, result, seat: int) -> tuple[str, ...]:
    """A seat's round in parts: its card points, teyaku and yaku with their points."""
    parts = []
    cards = getattr(result, "card_points", ())
    if seat < len(cards):
        parts.append(tr("Cards {value}", value=cards[seat]))
    teyaku = getattr(result, "teyaku", ())
    held = (teyaku[seat] if seat < len(teyaku) else ()) + tuple(result.yaku[seat])
    parts += [
        tr("{yaku} {value}", yaku=game_yaku_label(name, game), value=value) for name, value in held
    ]
    return tuple(parts)


def match_rows(game: str, results, names: tuple[str, ...]) -> list[MatchRow]:
    """The match summary of roppyakken or hana-awase: per round the winner, what it decided
    and what every seat scored (cards, teyaku, yaku) with the running score."""
    rows = []
    race = is_race(game)
    for result in results:
        winner = round_winner(result)
        made = getattr(result, "round_points", ()) or result.score_delta
        seats = tuple(
            SeatRound(
                points=str(made[seat]) if race else signed(result.score_delta[seat]),
                total=result.scores[seat],
                detail=seat_detail(game, result, seat),
                struck=result.reason == "fuke",
            )
            for seat in range(len(names))
        )
        rows.append(
            MatchRow(
                number=result.month,
                winner=display_name(names[winner]) if winner is not None else "-",
                how=round_how(game, result),
                seats=seats,
            )
        )
    return rows


def yaku_legend(game: str, results, rules) -> list[str]:
    """What the summary's yaku are made of, one entry per yaku shown: the English title's
    words ("Nomi (curtain, moon, sake cup)"), or in every language the cards of a yaku of
    three cards or fewer ("飲み: 桜に幕, ...")."""
    from game.engine.cards import ALL_MASK, code_tuple
    from game.engine.games import yaku_cards

    seen: list[str] = []
    for result in results:
        teyaku = getattr(result, "teyaku", ())
        for seat, held in enumerate(result.yaku):
            shown = (teyaku[seat] if seat < len(teyaku) else ()) + tuple(held)
            seen += [name for name, _ in shown if name not in seen]
    legend = []
    for name in seen:
        label, title = game_yaku_label(name, game), yaku_title(name, game)
        if title != label:
            legend.append(title)
            continue
        try:
            cards = code_tuple(yaku_cards(game, name, ALL_MASK, rules))
        except (KeyError, ValueError, AttributeError):
            continue
        if 0 < len(cards) <= 3:
            every = tr(", ").join(card_name(code, numbered=False) for code in cards)
            legend.append(tr("{yaku}: {cards}", yaku=label, cards=every))
    return legend
