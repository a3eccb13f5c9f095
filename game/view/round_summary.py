"""Words for the end of a round of the N-seat games, and for the couch's news.

Pure functions over the engine's ``RoundEnded`` / ``GameWon`` events and a seat's turn
events (no pygame): the round's title, one row per seat for the round result table (card
points against par, yaku, teyaku, round points - struck out by fuke -, the score change and
the total), the lines under the title (a won game, a fuke, hachi-hachi's field multiplier
and how the round ended: shobu, sage, a cancel), every payment made, the match's closing
lines, and what happened since a player's last turn. A game's spec says how its rounds read
(``round_result``: a race to a target, or settled).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.wording import display_name, for_seat, plural
from game.engine import events as ev
from game.engine import games
from game.engine.cards import card_id, mask_from_ids
from game.engine.fishing import events as table_ev
from game.engine.spec import RESULT_RACE
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


def yaku_text(yaku, teyaku, game: str, in_kan: bool = False) -> str:
    """The teyaku and yaku with their points (``in_kan``: their kan) - or "-"."""
    every = [(game_yaku_label(name, game), value) for name, value in (*teyaku, *yaku)]
    if in_kan:
        parts = [tr("{yaku} {value} kan", yaku=label, value=value) for label, value in every]
    else:
        parts = [tr("{yaku} {value}", yaku=label, value=value) for label, value in every]
    return tr(", ").join(parts) if parts else "-"


def is_race(game: str) -> bool:
    """The game's rounds are points toward a target, its match games won (roppyakken)."""
    return games.spec(game).round_result == RESULT_RACE


def round_rows(event: ev.RoundEnded, names: tuple[str, ...], par: int = 0) -> list[RoundRow]:
    rows = []
    for seat, name in enumerate(names):
        cards = event.card_points[seat]
        cards_text = f"{cards} ({signed(cards - par)})" if par else str(cards)
        rows.append(
            RoundRow(
                seat=seat,
                name=display_name(name),
                cards=cards_text,
                yaku=yaku_text(
                    event.yaku[seat], event.teyaku[seat], event.game, in_kan=bool(event.kan_mon)
                ),
                points=event.round_points[seat],
                struck=event.reason == "fuke",
                change=event.score_delta[seat],
                total=event.scores[seat],
            )
        )
    return rows


def round_title(event: ev.RoundEnded, names: tuple[str, ...]) -> str:
    if event.reason == "fuke":
        return tr("Round {number}: fuke!", number=event.round)
    return tr("Round {number} result", number=event.round)


def round_lines(
    event: ev.RoundEnded,
    names: tuple[str, ...],
    won: table_ev.GameWon | None = None,
    target: int = 0,
    rules=None,
) -> list[str]:
    """The lines under the title: fuke (what counted, against the line of ``rules``), who
    won a game (roppyakken) or led the round."""
    lines = []
    explained = fuke_lines(event, names, rules) if event.reason == "fuke" else []
    if explained:
        lines += explained
    elif event.reason == "fuke":
        who = tr(" and ").join(display_name(names[seat]) for seat in event.fuke)
        lines.append(
            tr(
                "{names} took too few points: every point of this round is struck out.",
                names=who or tr("A player"),
            )
        )
    if event.multiplier:
        lines += settlement_lines(event, names)
    elif is_race(event.game):
        if won is not None:
            text = WIN_REASONS.get(won.reason, WIN_REASONS["highest"])
            name = display_name(names[won.player])
            lines.append(tr(text, name=name, number=won.game_number, target=target))
        elif event.reason != "fuke":
            lines.append(tr("Nobody has {target} yet: the scores carry over.", target=target))
    elif event.winner is not None:
        lines.append(tr("{name} did best this round.", name=display_name(names[event.winner])))
    return lines


def fuke_lines(event: ev.RoundEnded, names: tuple[str, ...], rules) -> list[str]:
    """Why the round is void, as the game's own fuke rule counts (its spec's
    ``fuke_count`` under ``rules``): every seat at or under the line with the points the
    rule counted ("You took only 20 counted points (willow and paulownia do not count) -
    more than 30 are needed."), then what fuke does; [] when the game or rules say no more."""
    count = games.spec(event.game).fuke_count
    if count is None or rules is None or not event.fuke or len(event.captured) != len(names):
        return []
    lines = []
    for seat in event.fuke:
        pile = mask_from_ids(card_id(code) for code in event.captured[seat])
        points, line, all_cards = count(pile, rules)
        if not line:
            return []
        values = {"points": points, "line": line}
        if all_cards:
            line = for_seat(
                names[seat],
                "You took only {points} card points - more than {line} are needed.",
                "{name} took only {points} card points - more than {line} are needed.",
                **values,
            )
        else:
            line = for_seat(
                names[seat],
                "You took only {points} counted points (willow and paulownia do not count)"
                " - more than {line} are needed.",
                "{name} took only {points} counted points (willow and paulownia do not"
                " count) - more than {line} are needed.",
                **values,
            )
        lines.append(line)
    lines.append(tr("Fuke: every point of this round is struck out."))
    return lines


def payment_lines(event: ev.RoundEnded, names: tuple[str, ...]) -> list[str]:
    """Hana-awase's settlement beside the card points, one line per yaku (or compensation)
    paid: "Ren's Akatan: You, Aki, Mio each pay 40", "Your Nomi: ..."; hachi-hachi's in mon
    (:func:`mon_payment_lines`)."""
    if event.kan_mon:
        return mon_payment_lines(event, names)
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


def _names(seats, names: tuple[str, ...]) -> str:
    return tr(", ").join(display_name(names[seat]) for seat in seats)


def settlement_lines(event: ev.RoundEnded, names: tuple[str, ...]) -> list[str]:
    """A round settled in mon under a field multiplier (hachi-hachi): the multiplier and
    what a kan pays, how the round ended (shobu, a cancel, the hands run out, shiso) with
    the sage calls, and who won it (the next dealer)."""
    lines = [
        tr(
            "Field ×{multiplier}: 1 kan = {kan_mon} mon × {multiplier} = {unit} mon this round.",
            multiplier=event.multiplier,
            kan_mon=event.kan_mon,
            unit=event.kan_mon * event.multiplier,
        )
    ]
    caller = names[event.caller] if 0 <= event.caller < len(names) else ""
    if event.reason == "shobu":
        ended = for_seat(
            caller,
            "You called shobu (勝負): the round ends on your dekiyaku.",
            "{name} called shobu (勝負): the round ends on their dekiyaku.",
        )
    elif event.reason == "cancel":
        ended = for_seat(
            caller,
            "You cancelled your sage: your dekiyaku are paid half.",
            "{name} cancelled their sage: their dekiyaku are paid half.",
        )
    elif event.reason == "shiso":
        ended = for_seat(
            caller,
            "You showed {yaku}: the round ends.",
            "{name} showed {yaku}: the round ends.",
            yaku=game_yaku_label("shiso", event.game),
        )
    elif event.win_reason == "half_each":
        ended = tr("The hands ran out: every dekiyaku is paid half.")
    elif event.win_reason == "cards":
        ended = tr("The hands ran out: the cards settle against par.")
    else:  # a special: sohachi, futahachi, sujuroku
        special = game_yaku_label(event.win_reason, event.game)
        ended = tr("The hands ran out: {special}.", special=special)
    lines.append(ended)
    if event.sage_callers:
        who = _names(event.sage_callers, names)
        lines.append(tr("Sage (下げ) called to play on: {names}.", names=who))
    if event.winner is not None:
        lines.append(
            for_seat(
                names[event.winner],
                "You win the round and deal next.",
                "{name} wins the round and deals next.",
            )
        )
    return lines


def _kan_of(event: ev.RoundEnded, seat: int, reason: str, mon: int) -> int | None:
    """The kan of the yaku ``reason`` held by ``seat``, or what ``mon`` makes in whole kan."""
    for name, kan in (*event.teyaku[seat], *event.yaku[seat]):
        if name == reason:
            return kan
    unit = event.kan_mon * event.multiplier
    return mon // unit if unit and mon % unit == 0 else None


def mon_payment_lines(event: ev.RoundEnded, names: tuple[str, ...]) -> list[str]:
    """Every payment of a round settled in mon, one line per yaku and payee (its payers, each
    paying the same) and per card payment: "Aki, Ren to You: 24 mon each (Sanbon, 2 kan)",
    "You to Ren: 7 mon (cards against par)"."""
    groups: dict[tuple[int, str, int], list[int]] = {}
    for payer, payee, mon, reason in event.payments:
        key = (payee, reason, mon) if reason != "cards" else (payee, f"cards {payer}", mon)
        groups.setdefault(key, []).append(payer)
    lines = []
    for (payee, reason, mon), payers in groups.items():
        values = {"payers": _names(payers, names), "payee": display_name(names[payee]), "mon": mon}
        if reason.startswith("cards "):
            lines.append(tr("{payers} to {payee}: {mon} mon (cards against par)", **values))
            continue
        label = game_yaku_label(reason, event.game)
        kan = _kan_of(event, payee, reason, mon)
        if kan is not None:
            label = tr("{yaku}, {kan} kan", yaku=label, kan=kan)
        if len(payers) == 1:
            lines.append(tr("{payers} to {payee}: {mon} mon ({yaku})", yaku=label, **values))
        else:
            lines.append(tr("{payers} to {payee}: {mon} mon each ({yaku})", yaku=label, **values))
    return lines


def final_line(game: str, returns, names: tuple[str, ...], wins=()) -> str:
    """The match result's score line: roppyakken's payments with the games won, hana-awase's
    final scores."""
    parts = []
    for seat, name in enumerate(names):
        shown, score = display_name(name), signed(returns[seat])
        if is_race(game) and seat < len(wins) and wins[seat]:
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
    if games.spec(game).yaku_unit == "kan":  # hachi-hachi's are paid in kan, not card points
        return for_seat(
            names[event.player],
            "You show {yaku}: +{points} kan",
            "{name} shows {yaku}: +{points} kan",
            yaku=shown,
            points=total,
        )
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
