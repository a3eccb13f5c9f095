"""Words for the end of a round of roppyakken or hana-awase, and for the couch's news.

Pure functions over the engine's ``RoundEnded`` / ``GameWon`` events and a seat's turn
events (no pygame): the round's title, one row per seat for the round result table (card
points against par, yaku, teyaku, round points - struck out by fuke -, the score change and
the total), the match's closing lines, and what happened since a player's last turn.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import events as ev
from game.engine.fishing import events as table_ev
from game.view.summary import card_name, game_yaku_label

WIN_REASONS = {
    "shiko": "Ichikoro! {name} made shiko and won game {number}.",
    "nanatan": "Ichikoro! {name} made nanatan and won game {number}.",
    "target": "{name} reached {target} and won game {number}.",
    "highest": "{name} scored the most and won game {number}.",
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


def points_text(points: int) -> str:
    return f"{points} pt" if abs(points) == 1 else f"{points} pts"


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points)


def yaku_text(yaku, teyaku, game: str) -> str:
    parts = [f"{game_yaku_label(name, game)} {points}" for name, points in teyaku]
    parts += [f"{game_yaku_label(name, game)} {points}" for name, points in yaku]
    return ", ".join(parts) if parts else "-"


def round_rows(event: table_ev.RoundEnded, names: tuple[str, ...], par: int = 0) -> list[RoundRow]:
    rows = []
    for seat, name in enumerate(names):
        cards = event.card_points[seat]
        cards_text = f"{cards} ({signed(cards - par)})" if par else str(cards)
        rows.append(
            RoundRow(
                seat=seat,
                name=name,
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
        return f"Round {event.round}: fuke!"
    return f"Round {event.round} result"


def round_lines(
    event: table_ev.RoundEnded,
    names: tuple[str, ...],
    won: table_ev.GameWon | None = None,
    target: int = 0,
) -> list[str]:
    """The lines under the title: fuke, who won a game (roppyakken) or led the round."""
    lines = []
    if event.reason == "fuke":
        who = " and ".join(names[seat] for seat in event.fuke) or "A player"
        lines.append(f"{who} took too few points: every point of this round is struck out.")
    if event.game == "roppyakken":
        if won is not None:
            text = WIN_REASONS.get(won.reason, WIN_REASONS["highest"])
            lines.append(text.format(name=names[won.player], number=won.game_number, target=target))
        elif event.reason != "fuke":
            lines.append(f"Nobody has {target} yet: the scores carry over.")
    elif event.winner is not None:
        lines.append(f"{names[event.winner]} did best this round.")
    return lines


def final_line(game: str, returns, names: tuple[str, ...], wins=()) -> str:
    """The match result's score line: roppyakken's payments with the games won, hana-awase's
    final scores."""
    parts = []
    for seat, name in enumerate(names):
        part = f"{name} {signed(returns[seat])}"
        if game == "roppyakken" and seat < len(wins) and wins[seat]:
            count = wins[seat]
            part += f" ({count} win{'s' if count != 1 else ''})"
        parts.append(part)
    return "   ".join(parts)


def turn_news(events: list, names: tuple[str, ...], game: str = "koikoi") -> list[str]:
    """What happened in ``events`` (turns since a player's last one), one line per turn and
    per moment: "Aki took Cherry curtain and Cherry chaff", "Aki called KOI-KOI!", "Ren made
    Akatan (40 pts)"."""
    lines: list[str] = []
    taken: dict[int, list[str]] = {}
    order: list[int] = []

    def flush() -> None:
        for seat in order:
            cards = taken.get(seat, [])
            if cards:
                lines.append(f"{names[seat]} took " + ", ".join(cards))
            else:
                lines.append(f"{names[seat]} took nothing")
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
            lines.append(f"{names[event.player]} called KOI-KOI!")
        elif isinstance(event, ev.YakuFormed):
            flush()
            made = ", ".join(game_yaku_label(name, game) for name in event.new) or "a yaku"
            lines.append(f"{names[event.player]} made {made}")
        elif isinstance(event, table_ev.TurnScored) and event.new:
            flush()
            made = ", ".join(game_yaku_label(name, game) for name in event.new)
            lines.append(f"{names[event.player]} made {made}")
        elif isinstance(event, table_ev.TeyakuShown):
            flush()
            shown = ", ".join(game_yaku_label(name, game) for name, _ in event.teyaku)
            lines.append(f"{names[event.player]} showed {shown}")
    flush()
    return lines
