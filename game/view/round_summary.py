"""Words for the end of a round of roppyakken or hana-awase, and for the couch's news.

Pure functions over the engine's ``RoundEnded`` / ``GameWon`` events and a seat's turn
events (no pygame): the round's title, one row per seat for the round result table (card
points against par, yaku, teyaku, round points - struck out by fuke -, the score change and
the total), the match's closing lines, and what happened since a player's last turn.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.wording import display_name, for_seat, plural
from game.engine import events as ev
from game.engine import games
from game.engine.fishing import events as table_ev
from game.i18n import tr, tr_later
from game.match.names import yaku_title
from game.view.summary import card_name, game_yaku_label

WIN_REASONS = {  # translated where drawn
    "shiko": tr_later("Ichikoro! {name} made shiko and won game {number}."),
    "nanatan": tr_later("Ichikoro! {name} made nanatan and won game {number}."),
    "target": tr_later("{name} reached {target} and won game {number}."),
    "highest": tr_later("{name} scored the most and won game {number}."),
}


@dataclass(frozen=True)
class RoundRow:
    """One seat's line in the round result table."""

    seat: int
    name: str
    cards: str  # card points (hana-awase: against par)
    yaku: str  # the yaku and teyaku with their points, or "-"
    points: int  # what the seat made this round
    struck: bool  # fuke: the round's points do not count
    change: int  # the running score's move
    total: int


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points)


def yaku_text(yaku, teyaku, game: str) -> str:
    every = list(teyaku) + list(yaku)
    parts = [
        tr("{yaku} {value}", yaku=game_yaku_label(name, game), value=points)
        for name, points in every
    ]
    return tr(", ").join(parts) if parts else "-"


def round_rows(event: table_ev.RoundEnded, names: tuple[str, ...], par: int = 0) -> list[RoundRow]:
    rows = []
    for seat, name in enumerate(names):
        cards = event.card_points[seat]
        cards_text = f"{cards} ({signed(cards - par)})" if par else str(cards)
        rows.append(
            RoundRow(
                seat=seat,
                name=display_name(name),
                cards=cards_text,
                yaku=yaku_text(event.yaku[seat], event.teyaku[seat], event.game),
                points=event.round_points[seat],
                struck=event.reason == "fuke",
                change=event.score_delta[seat],
                total=event.scores[seat],
            )
        )
    return rows


def round_title(event: table_ev.RoundEnded, names: tuple[str, ...]) -> str:
    if event.reason == "fuke":
        return tr("Round {number}: fuke!", number=event.round)
    return tr("Round {number} result", number=event.round)


def round_lines(
    event: table_ev.RoundEnded,
    names: tuple[str, ...],
    won: table_ev.GameWon | None = None,
    target: int = 0,
) -> list[str]:
    """The lines under the title: fuke, who won a game (roppyakken) or led the round."""
    lines = []
    if event.reason == "fuke":
        who = tr(" and ").join(display_name(names[seat]) for seat in event.fuke)
        lines.append(
            tr(
                "{names} took too few points: every point of this round is struck out.",
                names=who or tr("A player"),
            )
        )
    if event.game == games.ROPPYAKKEN:
        if won is not None:
            text = WIN_REASONS.get(won.reason, WIN_REASONS["highest"])
            name = display_name(names[won.player])
            lines.append(tr(text, name=name, number=won.game_number, target=target))
        elif event.reason != "fuke":
            lines.append(tr("Nobody has {target} yet: the scores carry over.", target=target))
    elif event.winner is not None:
        lines.append(tr("{name} did best this round.", name=display_name(names[event.winner])))
    return lines


def payment_lines(event: table_ev.RoundEnded, names: tuple[str, ...]) -> list[str]:
    """Hana-awase's settlement beside the card points, one line per yaku (or compensation)
    paid: "Ren's Akatan: You, Aki, Mio each pay 40", "Your Nomi: ..."."""
    groups: dict[tuple[int, str, int], list[int]] = {}
    for payer, payee, points, reason in event.payments:
        groups.setdefault((payee, reason, points), []).append(payer)
    lines = []
    for (payee, reason, points), payers in groups.items():
        who = tr(", ").join(display_name(names[payer]) for payer in payers)
        if reason == "compensation":
            lines.append(
                for_seat(
                    names[payee],
                    "Compensation to you: {payers} each pay {points}",
                    "Compensation to {name}: {payers} each pay {points}",
                    payers=who,
                    points=points,
                )
            )
            continue
        lines.append(
            for_seat(
                names[payee],
                "Your {yaku}: {payers} each pay {points}",
                "{name}'s {yaku}: {payers} each pay {points}",
                yaku=game_yaku_label(reason, event.game),
                payers=who,
                points=points,
            )
        )
    return lines


def final_line(game: str, returns, names: tuple[str, ...], wins=()) -> str:
    """The match result's score line: roppyakken's payments with the games won, hana-awase's
    final scores."""
    parts = []
    for seat, name in enumerate(names):
        shown, score = display_name(name), signed(returns[seat])
        if game == games.ROPPYAKKEN and seat < len(wins) and wins[seat]:
            part = plural(
                wins[seat],
                "{name} {score} ({count} win)",
                "{name} {score} ({count} wins)",
                name=shown,
                score=score,
            )
        else:
            part = tr("{name} {score}", name=shown, score=score)
        parts.append(part)
    return "   ".join(parts)


def teyaku_line(event: ev.TeyakuShown, names: tuple[str, ...], game: str) -> str:
    """A hand bonus shown at the deal, who and how much: "Aki shows Te-san (three of a month
    in hand): +200", "You show ..."."""
    shown = tr(", ").join(yaku_title(name, game) for name, _ in event.teyaku)
    total = sum(points for _, points in event.teyaku)
    return for_seat(
        names[event.player],
        "You show {yaku}: +{points}",
        "{name} shows {yaku}: +{points}",
        yaku=shown,
        points=total,
    )


def turn_news(events: list, names: tuple[str, ...], game: str = games.KOIKOI) -> list[str]:
    """What happened in ``events`` (turns since a player's last one), one line per turn and
    per moment: "Aki took Cherry curtain and Cherry chaff", "Aki called KOI-KOI!", "Ren made
    Akatan (40 pts)"."""
    lines: list[str] = []
    taken: dict[int, list[str]] = {}
    order: list[int] = []

    def flush() -> None:
        for seat in order:
            cards = taken.get(seat, [])
            name = display_name(names[seat])
            if cards:
                lines.append(tr("{name} took {cards}", name=name, cards=tr(", ").join(cards)))
            else:
                lines.append(tr("{name} took nothing", name=name))
        order.clear()
        taken.clear()

    for event in events:
        if isinstance(event, ev.CardPlayed):
            flush()
            order.append(event.player)
            taken[event.player] = []
        elif isinstance(event, ev.Captured) and event.source in ("play", "draw"):
            if event.player not in order:
                order.append(event.player)
            taken.setdefault(event.player, []).extend(card_name(code) for code in event.cards)
        elif isinstance(event, ev.KoiKoiCalled):
            flush()
            lines.append(tr("{name} called KOI-KOI!", name=display_name(names[event.player])))
        elif isinstance(event, ev.TurnScored) and (event.new or event.stop_score):
            flush()
            made = tr(", ").join(game_yaku_label(name, game) for name in event.new)
            who = display_name(names[event.player])
            lines.append(tr("{name} made {yaku}", name=who, yaku=made or tr("a yaku")))
        elif isinstance(event, ev.TeyakuShown):
            flush()
            shown = tr(", ").join(game_yaku_label(name, game) for name, _ in event.teyaku)
            who = display_name(names[event.player])
            lines.append(tr("{name} showed {yaku}", name=who, yaku=shown))
    flush()
    return lines
