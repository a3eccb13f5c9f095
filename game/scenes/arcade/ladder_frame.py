"""What the arcade ladder shows, as one frozen value (:class:`LadderFrame`), worded in the
language in force and put together from the run by :func:`ladder_frame`; the painter
(game.scenes.arcade.ladder_painter) draws a frame and reads nothing else."""

from __future__ import annotations

from dataclasses import dataclass

from game.arcade.ladder import CLEARED, CONTINUE, GAME_OVER
from game.arcade.session import ArcadeSession, MatchReport, mode_title
from game.arcade.stages import Stage
from game.i18n import is_cjk, tr, tr_later
from game.input import actions as act
from game.scenes.arcade import draw

RUNG_HEIGHT = 80
RUNG_GAP = 8
VISIBLE_RUNGS = 9
LADDER_BOTTOM = 990  # the lowest rung's bottom edge, in canvas pixels
SPINE_X = 150  # the ladder's upright
RUNG_X = SPINE_X + 40
RUNG_WIDTH = 820
PROBLEM_CHARACTERS = 78  # an unavailable stage's problem, cut to fit its rung
UNLOCKED_LINES = {
    "card_back": tr_later("Unlocked card back: {name}"),
    "table_theme": tr_later("Unlocked table: {name}"),
    "flourish": tr_later("Unlocked flourish: {name}"),
    "opponent": tr_later("Unlocked opponent: {name}"),
}


@dataclass(frozen=True)
class Rung:
    """One stage on the ladder's visible stretch."""

    stage: Stage  # whose portrait
    rect: tuple[int, int, int, int]
    available: bool
    current: bool
    beaten: bool
    name: str  # the opponent's name; for an unavailable stage, its file and "unavailable"
    title: str  # the opponent's title; for an unavailable stage, its first problem
    level: str
    boss: bool


@dataclass(frozen=True)
class Report:
    """The last match's outcome under the run panel."""

    headline: str  # "Victory  40 - 20"
    won: bool
    quote: str  # the opponent's line ("" for a stage no longer on the ladder)
    score_lines: tuple[tuple[str, str], ...]  # (label, "+4,000")
    ranking_points: str  # "Ranking points +10" ("" for none)
    unlocked: tuple[str, ...]


@dataclass(frozen=True)
class RunPanel:
    """The run panel at the right: the stage to fight, the score, credits and report."""

    headline: str
    stage: Stage  # whose portrait
    over: bool
    name: str
    title: str
    level: str
    rules: str
    score: str
    credits: int
    credits_total: int
    ranking: str
    report: Report | None
    advice: str  # shown instead of a report before the first match


@dataclass(frozen=True)
class LadderFrame:
    """Everything the ladder scene draws."""

    title: str
    subtitle: str  # the Japanese subtitle (none in a CJK language)
    problem: str  # the run could not start: this instead of the ladder ("" when it did)
    rungs: tuple[Rung, ...]
    panel: RunPanel | None
    footer: tuple[tuple[str, str], ...]  # (action name, meaning to translate)


def rung_window(stages: list[Stage], current: Stage) -> list[Stage]:
    """Up to VISIBLE_RUNGS stages around the current one (the ladder may be longer)."""
    if len(stages) <= VISIBLE_RUNGS:
        return stages
    index = stages.index(current) if current in stages else 0
    start = max(0, min(len(stages) - VISIBLE_RUNGS, index - VISIBLE_RUNGS // 2))
    return stages[start : start + VISIBLE_RUNGS]


def ladder_frame(
    session: ArcadeSession | None,
    stages: list[Stage],
    report: MatchReport | None,
    problem: str | None,
    credits_total: int,
    ranking_points: int,
) -> LadderFrame:
    """The frame of a run (``session`` None: it could not start, for ``problem``)."""
    title = mode_title(session.mode).upper() if session else tr("ARCADE")
    subtitle = "" if is_cjk() else "アーケード"
    if session is None:
        return LadderFrame(title, subtitle, problem or tr("No stages."), (), None, footer(session))
    return LadderFrame(
        title,
        subtitle,
        "",
        rungs(session, stages),
        run_panel(session, stages, report, credits_total, ranking_points),
        footer(session),
    )


def rungs(session: ArcadeSession, stages: list[Stage]) -> tuple[Rung, ...]:
    run = session.run
    beaten = set(run.beaten_stage_ids())
    out = []
    for slot, stage in enumerate(rung_window(stages, run.current_stage)):
        y = LADDER_BOTTOM - (slot + 1) * (RUNG_HEIGHT + RUNG_GAP)
        if stage.available:
            name, title = draw.character(stage.opponent.name), draw.character(stage.opponent.title)
        else:
            name = tr("{file} - unavailable", file=stage.file_name)
            title = stage.problems[0] if stage.problems else ""
            if len(title) > PROBLEM_CHARACTERS:
                title = title[: PROBLEM_CHARACTERS - 3] + "..."
        out.append(
            Rung(
                stage=stage,
                rect=(RUNG_X, y, RUNG_WIDTH, RUNG_HEIGHT),
                available=stage.available,
                current=stage is run.current_stage and not run.over,
                beaten=stage.stage_id in beaten,
                name=name,
                title=title,
                level=stage.level,
                boss=stage.boss,
            )
        )
    return tuple(out)


def run_panel(
    session: ArcadeSession,
    stages: list[Stage],
    report: MatchReport | None,
    credits_total: int,
    ranking_points: int,
) -> RunPanel:
    run = session.run
    stage = run.current_stage
    if run.state == CLEARED:
        headline = tr("LADDER CLEARED!")
    elif run.state == GAME_OVER:
        headline = tr("GAME OVER")
    else:
        headline = tr("STAGE {number} / {count}", number=run.stage_number, count=len(run.stages))
    overrides = None if run.over else session.stage_match().extra_overrides
    return RunPanel(
        headline=headline,
        stage=stage,
        over=run.over,
        name=draw.character(stage.opponent.name),
        title=draw.character(stage.opponent.title),
        level=stage.level,
        rules=draw.rules_summary(stage, overrides),
        score=draw.format_score(run.score),
        credits=run.credits,
        credits_total=credits_total,
        ranking=tr("Ranking points: {points}", points=ranking_points),
        report=report_frame(report, stages),
        advice=tr("Win a match to climb. Lose, and you may CONTINUE while credits last."),
    )


def report_frame(report: MatchReport | None, stages: list[Stage]) -> Report | None:
    if report is None or report.outcome is None:
        return None
    outcome = report.outcome
    stage = next((s for s in stages if s.stage_id == outcome.stage_id), None)
    result = outcome.result
    if outcome.won:
        verdict = tr("Victory")
    elif result.player_score == result.cpu_score:
        verdict = tr("Draw - no advance")
    else:
        verdict = tr("Defeat")
    quote = ""
    if stage is not None:
        quote = draw.quoted(stage.opponent.defeat if outcome.won else stage.opponent.victory)
    return Report(
        headline=tr(
            "{verdict}  {player} : {cpu}",
            verdict=verdict,
            player=result.player_score,
            cpu=result.cpu_score,
        ),
        won=outcome.won,
        quote=quote,
        score_lines=tuple(
            (tr(line.label), f"+{draw.format_score(line.points)}") for line in outcome.score.lines
        ),
        ranking_points=tr("Ranking points +{points}", points=report.ranking_points)
        if report.ranking_points
        else "",
        unlocked=tuple(
            tr(UNLOCKED_LINES.get(kind, "{name}"), name=name) for kind, name in report.unlocked
        ),
    )


def footer(session: ArcadeSession | None) -> tuple[tuple[str, str], ...]:
    if session is None or session.run.over:
        meaning = tr_later("Records") if session else tr_later("Back")
    elif session.run.state == CONTINUE:
        meaning = tr_later("Continue?")
    else:
        meaning = tr_later("Fight")
    return ((act.CONFIRM, meaning), (act.BACK, tr_later("Leave")))
