"""Text for the table's HUD: the previous turn in one line, the live yaku tracker with the
near yaku ("ino-shika-cho 2/3"), the opponent's nearest threats and the stop calculation.

Pure functions over engine events and capture masks (no pygame), so they are easy to test.
Every count comes from the engine (game.engine.progress); this module only words it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.wording import display_name, points
from game.engine import events as ev
from game.engine.cards import CARD_BY_CODE, card_id
from game.engine.koikoi.rules import RuleSet
from game.engine.progress import Progress, seat_progress
from game.i18n import tr
from game.match.names import card_name, game_yaku_label, score_step, yaku_label

__all__ = [
    "TrackerLine",
    "card_name",
    "describe_turn",
    "game_yaku_label",
    "kind_count",
    "mask_of_codes",
    "month_calculation",
    "progress_text",
    "stop_calculation",
    "table_tracker_lines",
    "threats",
    "tracker_lines",
    "yaku_label",
]


def describe_turn(events: list, names: tuple[str, ...]) -> str:
    """One line for a turn: "CPU played Cherry chaff, took Cherry curtain, drew Pine chaff"."""
    parts: list[str] = []
    player: int | None = None
    for event in events:
        if isinstance(event, ev.CardPlayed):
            player = event.player
            parts.append(tr("played {card}", card=card_name(event.card)))
        elif isinstance(event, ev.CardDrawn):
            player = event.player if player is None else player
            parts.append(tr("drew {card}", card=card_name(event.card)))
        elif isinstance(event, ev.Captured):
            taken = [card_name(code) for code in event.cards[1:]]
            if len(taken) == 1:
                parts.append(tr("took {card}", card=taken[0]))
            elif taken:
                parts.append(
                    tr("took {cards} and {last}", cards=tr(", ").join(taken[:-1]), last=taken[-1])
                )
        elif isinstance(event, ev.KoiKoiCalled):
            parts.append(tr("called Koi-Koi!"))
        elif isinstance(event, ev.Stopped):
            parts.append(tr("stopped") if not event.forced else tr("ended the month"))
    if player is None or not parts:
        return ""
    return tr("{name} {actions}", name=display_name(names[player]), actions=tr(", ").join(parts))


def progress_text(progress: Progress) -> str:
    """ "Sanko 5 pts" for a held yaku, "Ino-shika-cho 2/3" for one in reach."""
    if progress.held:
        return tr("{yaku} {points}", yaku=yaku_label(progress.name), points=points(progress.points))
    return tr(
        "{yaku} {have}/{need}",
        yaku=yaku_label(progress.name),
        have=progress.have,
        need=progress.need,
    )


@dataclass(frozen=True)
class TrackerLine:
    """One line of the yaku tracker: a yaku held, in reach, or out of reach (``possible``
    False: the other seats took cards it needs)."""

    text: str
    held: bool = False
    possible: bool = True


def tracker_lines(
    piles: Sequence[int], seat: int, rules: RuleSet, own_koikoi: int = 0, limit: int = 5
) -> list[TrackerLine]:
    """The tracker text for one seat of a table whose capture piles are ``piles``: held yaku,
    the nearest others still possible, then those out of reach (the engine decides which)."""
    progress = seat_progress(piles, seat, rules, own_koikoi)
    lines = [TrackerLine(progress_text(p), p.held, p.possible) for p in progress[:limit]]
    return lines or [TrackerLine(tr("no yaku yet"))]


def table_tracker_lines(
    game: str,
    captured: int,
    rules,
    taken_by_others: int = 0,
    limit: int = 5,
    teyaku: Sequence[tuple[str, int]] = (),
) -> list[TrackerLine]:
    """The tracker text for one seat of roppyakken or hana-awase: its card points, the hand
    bonuses shown at the deal (``teyaku``: (id, points), held), the yaku held (and any rained
    out, greyed), then the nearest still possible."""
    from game.core.wording import amount
    from game.engine import games
    from game.engine.fishing.progress import pile_progress

    unit = games.spec(game).yaku_unit
    progress, card_points = pile_progress(game, captured, rules, taken_by_others)
    lines = [TrackerLine(tr("Cards {points}", points=points(card_points)))]
    for name, value in teyaku:
        label = game_yaku_label(name, game)
        lines.append(
            TrackerLine(tr("{yaku} {points}", yaku=label, points=amount(value, unit)), True)
        )
    for item in progress[: max(0, limit - len(lines))]:
        label = game_yaku_label(item.name, game)
        if item.held:
            lines.append(
                TrackerLine(
                    tr("{yaku} {points}", yaku=label, points=amount(item.points, unit)), True
                )
            )
        elif item.void:
            lines.append(TrackerLine(tr("{yaku}: rained out", yaku=label), possible=False))
        else:
            lines.append(
                TrackerLine(tr("{yaku} {have}/{need}", yaku=label, have=item.have, need=item.need))
            )
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
    lines = [tr("{yaku} (held)", yaku=progress_text(p)) for p in held]
    lines += [progress_text(p) for p in near]
    return lines[:limit] or [tr("nothing close")]


def stop_calculation(event: ev.TurnScored) -> str:
    """ "10 pts, x2 for 7+ = 20" from the yaku event's total, steps and stop score."""
    if not event.stop_steps:
        return points(event.total)
    return tr(
        "{points}, {steps} = {score}",
        points=points(event.total),
        steps=tr(", ").join(score_step(step) for step in event.stop_steps),
        score=event.stop_score,
    )


def month_calculation(event: ev.RoundEnded) -> str:
    """Points line of a month result: "Sanko 5 + Tan 1 = 6 pts, x2 for 7+ = 12"."""
    if event.winner is None:
        return tr("Drawn month: no points")
    yaku = event.yaku[event.winner]
    parts = " + ".join(
        tr("{yaku} {value}", yaku=yaku_label(name), value=value) for name, value in yaku
    )
    base = (
        tr("{sum} = {points}", sum=parts, points=points(event.base))
        if parts
        else points(event.base)
    )
    if event.steps:
        base = tr(
            "{base}, {steps} = {score}",
            base=base,
            steps=tr(", ").join(score_step(step) for step in event.steps),
            score=event.score_delta[event.winner],
        )
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
