"""Text for the table's HUD: the previous turn in one line, the live yaku tracker with the
near yaku ("ino-shika-cho 2/3"), the opponent's nearest threats and the stop calculation.

Pure functions over engine events and capture masks (no pygame), so they are easy to test.
Every count comes from the engine (game.engine.progress); this module only words it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.wording import points
from game.engine import events as ev
from game.engine.cards import CARD_BY_CODE, card_id
from game.engine.progress import Progress, seat_progress
from game.engine.rules import RuleSet
from game.engine.scoring import YAKU_NAMES


def card_name(code: str) -> str:
    return CARD_BY_CODE[code].name


def yaku_label(name: str) -> str:
    """Short display name of a yaku id ("ino-shika-cho" -> "Ino-shika-cho")."""
    display = YAKU_NAMES.get(name, (name, ""))[0]
    return display.split(" (")[0]


def game_yaku_label(name: str, game: str | None = None) -> str:
    """Short display name of a yaku or teyaku id of any game ("te-san" -> "Te-san");
    ``game`` first when given (roppyakken and hana-awase share most ids and names)."""
    from game.engine import games

    for gid in ((game,) if game else ()) + games.GAME_IDS:
        names = games.yaku_names(gid)
        if name in names:
            return names[name][0].split(" (")[0]
    return name


def describe_turn(events: list, names: tuple[str, ...]) -> str:
    """One line for a turn: "CPU played Cherry chaff, took Cherry curtain, drew Pine chaff"."""
    parts: list[str] = []
    player: int | None = None
    for event in events:
        if isinstance(event, ev.CardPlayed):
            player = event.player
            parts.append(f"played {card_name(event.card)}")
        elif isinstance(event, ev.CardDrawn):
            player = event.player if player is None else player
            parts.append(f"drew {card_name(event.card)}")
        elif isinstance(event, ev.Captured):
            taken = [card_name(code) for code in event.cards[1:]]
            if taken:
                parts.append("took " + " and ".join(taken))
        elif isinstance(event, ev.KoiKoiCalled):
            parts.append("called Koi-Koi!")
        elif isinstance(event, ev.Stopped):
            parts.append("stopped" if not event.forced else "ended the month")
    if player is None or not parts:
        return ""
    return f"{names[player]} " + ", ".join(parts)


def progress_text(progress: Progress) -> str:
    """ "Sanko 5 pts" for a held yaku, "Ino-shika-cho 2/3" for one in reach."""
    if progress.held:
        return f"{yaku_label(progress.name)} {points(progress.points)}"
    return f"{yaku_label(progress.name)} {progress.have}/{progress.need}"


@dataclass(frozen=True)
class TrackerLine:
    """One line of the yaku tracker: a yaku held, in reach, or out of reach (``possible``
    False: the other seats took cards it needs)."""

    text: str
    held: bool = False
    possible: bool = True


NO_YAKU_YET = TrackerLine("no yaku yet")


def tracker_lines(
    piles: Sequence[int], seat: int, rules: RuleSet, own_koikoi: int = 0, limit: int = 5
) -> list[TrackerLine]:
    """The tracker text for one seat of a table whose capture piles are ``piles``: held yaku,
    the nearest others still possible, then those out of reach (the engine decides which)."""
    progress = seat_progress(piles, seat, rules, own_koikoi)
    lines = [TrackerLine(progress_text(p), p.held, p.possible) for p in progress[:limit]]
    return lines or [NO_YAKU_YET]


def table_tracker_lines(
    game: str, captured: int, rules, taken_by_others: int = 0, limit: int = 5
) -> list[TrackerLine]:
    """The tracker text for one seat of roppyakken or hana-awase: its card points, the yaku
    held (and any rained out, greyed), then the nearest still possible."""
    from game.engine.fishing.progress import pile_progress

    progress, card_points = pile_progress(game, captured, rules, taken_by_others)
    lines = [TrackerLine(f"Cards {points(card_points)}")]
    for item in progress[: limit - 1]:
        label = game_yaku_label(item.name, game)
        if item.held:
            lines.append(TrackerLine(f"{label} {points(item.points)}", held=True))
        elif item.void:
            lines.append(TrackerLine(f"{label}: rained out", possible=False))
        else:
            lines.append(TrackerLine(f"{label} {item.have}/{item.need}"))
    return lines


def threats(
    piles: Sequence[int], seat: int, rules: RuleSet, own_koikoi: int = 0, limit: int = 3
) -> list[str]:
    """What ``seat`` holds and is nearest to (one card away first) that it can still make,
    for the koi-koi prompt."""
    progress = seat_progress(piles, seat, rules, own_koikoi)
    held = [p for p in progress if p.held]
    near = [
        p
        for p in progress
        if not p.held and p.possible and (p.need - p.have <= 1 or p.fraction >= 0.6)
    ]
    lines = [f"{progress_text(p)} (held)" for p in held] + [progress_text(p) for p in near]
    return lines[:limit] or ["nothing close"]


def stop_calculation(event: ev.YakuFormed) -> str:
    """ "10 pts, x2 for 7+ = 20" from the yaku event's total, steps and stop score."""
    if not event.stop_steps:
        return points(event.total)
    return f"{points(event.total)}, " + ", ".join(event.stop_steps) + f" = {event.stop_score}"


def month_calculation(event: ev.MonthEnded) -> str:
    """Points line of a month result: "Sanko 5 + Tan 1 = 6 pts, x2 for 7+ = 12"."""
    if event.winner is None:
        return "Drawn month: no points"
    yaku = event.yaku[event.winner]
    parts = " + ".join(f"{yaku_label(name)} {value}" for name, value in yaku)
    base = f"{parts} = {points(event.base)}" if parts else points(event.base)
    if event.steps:
        base += ", " + ", ".join(event.steps) + f" = {event.score_delta[event.winner]}"
    return base


def kind_count(codes: list[str] | tuple[str, ...]) -> dict[str, int]:
    counts = {"bright": 0, "animal": 0, "ribbon": 0, "chaff": 0}
    for code in codes:
        counts[CARD_BY_CODE[code].kind.value] += 1
    return counts


def mask_of_codes(codes) -> int:
    mask = 0
    for code in codes:
        mask |= 1 << card_id(code)
    return mask
