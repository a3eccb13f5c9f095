"""Probability of winning the whole match from a score difference, months left and the deal.

The expert search ends every simulated month with a running score; this module turns that
into "how likely am I to win the match from here". The numbers are data: for each rule
preset ``tools/build_winprob.py`` plays many months between two normal CPU players (offline
self-play), records the distribution of month outcomes seen from the dealer's seat, and runs
the dynamic programme in :func:`solve_months` over the months left. The result is shipped as
``winprob_table.json`` next to this file. A table serves a rule set when the rule set ends
matches and passes the deal as the table's preset does (:data:`MATCH_FIELDS`); rule sets
without their own table that end matches as nintendo does use the ``generic`` (nintendo)
table, and any other rule set is scored by expected points (:class:`PointsEvaluator`).

Score differences beyond the table's limit are clamped (the probability is then ~0 or ~1).
A preset with a ``target_score`` (mobile) also gets a table over both scores
(:class:`TargetTable`, :func:`solve_target`): how close each player is to the target
matters, not only the difference.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Protocol

from game.engine.errors import RuleSetError
from game.engine.koikoi.rules import RuleSet

TABLE_FILE = "winprob_table.json"
GENERIC = "generic"


def terminal_value(diff: int) -> float:
    return 1.0 if diff > 0 else 0.5 if diff == 0 else 0.0


@dataclass(frozen=True)
class TargetTable:
    """P(win match) by months still to play and both scores, for a match that also ends when
    a score reaches ``target_score`` (the difference alone does not tell how close that is)."""

    target_score: int
    as_dealer: tuple[tuple[float, ...], ...]  # [months_to_play][own * target + other]
    as_non_dealer: tuple[tuple[float, ...], ...]

    def probability(self, own: int, other: int, months_to_play: int, dealer: bool) -> float:
        target = self.target_score
        if months_to_play <= 0 or own >= target or other >= target:
            return terminal_value(own - other)
        rows = self.as_dealer if dealer else self.as_non_dealer
        if months_to_play >= len(rows):
            months_to_play = len(rows) - 1
        return rows[months_to_play][max(own, 0) * target + max(other, 0)]


@dataclass(frozen=True)
class WinTable:
    """P(win match) by months still to play and score difference, dealer or not (and by
    both scores when the preset has a target score)."""

    name: str
    diff_limit: int
    as_dealer: tuple[tuple[float, ...], ...]  # [months_to_play][diff + limit]
    as_non_dealer: tuple[tuple[float, ...], ...]
    target: TargetTable | None = None

    def probability(self, diff: int, months_to_play: int, dealer: bool) -> float:
        """P(win) with ``diff`` = own score - opponent's, ``months_to_play`` months still to
        play (the coming month included) and whether this player deals the coming month."""
        if months_to_play <= 0:
            return terminal_value(diff)
        rows = self.as_dealer if dealer else self.as_non_dealer
        if months_to_play >= len(rows):
            months_to_play = len(rows) - 1
        limit = self.diff_limit
        index = diff + limit
        if index < 0:
            index = 0
        elif index > 2 * limit:
            index = 2 * limit
        return rows[months_to_play][index]


def keeps_deal(rules: RuleSet, role: str, dealer: bool) -> bool:
    """Does a player deal the next month after one with this winner role ("dealer", "other"
    or "none", seen from the month's dealer) when ``dealer`` says whether they dealt it?"""
    if rules.next_dealer == "alternate":
        return not dealer
    if role == "dealer":
        return dealer
    if role == "other":
        return not dealer
    return not dealer if rules.drawn_month_dealer == "alternates" else dealer


def normalised(outcomes: dict[tuple[int, str], float]) -> list[tuple[int, str, float]]:
    total = sum(outcomes.values())
    return [(k, role, p / total) for (k, role), p in sorted(outcomes.items())]


def solve_months(
    outcomes: dict[tuple[int, str], float], rules: RuleSet, max_months: int, diff_limit: int
) -> tuple[list[list[float]], list[list[float]]]:
    """Dynamic programme over months: ``outcomes`` maps (dealer's score change minus the
    other's, winner role "dealer"/"other"/"none") to probability. Returns the rows of
    P(win) for a player who deals / does not deal the coming month."""
    width = 2 * diff_limit + 1
    dist = normalised(outcomes)

    def ends_match(diff: int) -> bool:
        if rules.zero_sum and rules.end_at_zero:
            own = rules.start_score + diff / 2
            other = rules.start_score - diff / 2
            return own <= 0 or other <= 0
        return False

    base = [terminal_value(d - diff_limit) for d in range(width)]
    deal_rows = [base]
    other_rows = [base]
    for _ in range(1, max_months + 1):
        prev_deal, prev_other = deal_rows[-1], other_rows[-1]
        row_deal = [0.0] * width
        row_other = [0.0] * width
        for index in range(width):
            diff = index - diff_limit
            if ends_match(diff):
                row_deal[index] = row_other[index] = terminal_value(diff)
                continue
            for dealer, row in ((True, row_deal), (False, row_other)):
                value = 0.0
                sign = 1 if dealer else -1
                for k, role, p in dist:
                    new = diff + sign * k
                    if ends_match(new):
                        value += p * terminal_value(new)
                        continue
                    j = min(max(new + diff_limit, 0), width - 1)
                    deals = keeps_deal(rules, role, dealer)
                    value += p * (prev_deal[j] if deals else prev_other[j])
                row[index] = value
        deal_rows.append(row_deal)
        other_rows.append(row_other)
    return deal_rows, other_rows


def solve_target(
    outcomes: dict[tuple[int, str], float], rules: RuleSet, max_months: int
) -> tuple[list[list[float]], list[list[float]]]:
    """The dynamic programme of :func:`solve_months` over both scores, for a rule set whose match
    also ends when a score reaches ``rules.target_score`` (not zero-sum: a month's winner
    gains, nobody loses). Rows are indexed ``own * target + other`` for scores below the
    target; a month that takes a score to the target ends the match."""
    target = rules.target_score
    dist = normalised(outcomes)
    cells = target * target
    base = [terminal_value(a - b) for a in range(target) for b in range(target)]
    deal_rows, other_rows = [base], [base]
    for _ in range(max_months):
        prev = {True: deal_rows[-1], False: other_rows[-1]}
        rows = {True: [0.0] * cells, False: [0.0] * cells}
        for dealer in (True, False):
            row = rows[dealer]
            moves = []
            for k, role, p in dist:
                gain_dealer = k if role == "dealer" else 0
                gain_other = -k if role == "other" else 0
                own_gain, other_gain = (
                    (gain_dealer, gain_other) if dealer else (gain_other, gain_dealer)
                )
                moves.append((own_gain, other_gain, p, prev[keeps_deal(rules, role, dealer)]))
            for a in range(target):
                for b in range(target):
                    value = 0.0
                    for own_gain, other_gain, p, following in moves:
                        a2, b2 = a + own_gain, b + other_gain
                        if a2 >= target or b2 >= target:
                            value += p * terminal_value(a2 - b2)
                        else:
                            value += p * following[a2 * target + b2]
                    row[a * target + b] = value
        deal_rows.append(rows[True])
        other_rows.append(rows[False])
    return deal_rows, other_rows


_TABLES: dict[str, WinTable] | None = None


def load_tables() -> dict[str, WinTable]:
    """All tables of the shipped JSON file (read once)."""
    global _TABLES
    if _TABLES is None:
        text = (resources.files("game.engine.ai") / TABLE_FILE).read_text(encoding="utf-8")
        data = json.loads(text)
        scale = float(data["scale"])
        tables = {}
        for name, entry in data["tables"].items():
            target = None
            if "target" in entry:
                part = entry["target"]
                target = TargetTable(
                    int(part["target_score"]),
                    tuple(tuple(v / scale for v in row) for row in part["as_dealer"]),
                    tuple(tuple(v / scale for v in row) for row in part["as_non_dealer"]),
                )
            tables[name] = WinTable(
                name,
                int(entry["diff_limit"]),
                tuple(tuple(v / scale for v in row) for row in entry["as_dealer"]),
                tuple(tuple(v / scale for v in row) for row in entry["as_non_dealer"]),
                target,
            )
        _TABLES = tables
    return _TABLES


# Rule fields the dynamic programme depends on (how a match ends, who deals next): a table
# serves a rule set only when they match the table's preset.
MATCH_FIELDS: tuple[str, ...] = (
    "zero_sum",
    "end_at_zero",
    "start_score",
    "target_score",
    "next_dealer",
    "drawn_month_dealer",
)


def table_for(rules: RuleSet) -> WinTable | None:
    """The table of the rule set's preset when the rule set ends matches and passes the deal
    as that preset does; else the ``generic`` (nintendo) table when it ends them as nintendo
    does; else None (no table applies)."""
    tables = load_tables()
    table = tables.get(rules.name)
    if table is not None and _same_match_rules(rules, _preset_or_none(rules.name)):
        return table
    if _same_match_rules(rules, RuleSet()):
        return tables[GENERIC]
    return None


def _preset_or_none(name: str) -> RuleSet | None:
    from game.engine.koikoi.rules import load_preset

    try:
        return load_preset(name)
    except RuleSetError:
        return None


def _same_match_rules(rules: RuleSet, other: RuleSet | None) -> bool:
    return other is not None and all(
        getattr(other, key) == getattr(rules, key) for key in MATCH_FIELDS
    )


def match_win_probability(state, player: int, table: WinTable) -> float:
    """P(``player`` wins the match) at a month boundary of ``state`` (or at its end)."""
    scores = state.scores
    diff = scores[player] - scores[1 - player]
    if state.phase == "match_over":
        return terminal_value(diff)
    to_play = state.rules.months - state.round + 1
    if table.target is not None:
        return table.target.probability(
            scores[player], scores[1 - player], to_play, state.dealer == player
        )
    return table.probability(diff, to_play, state.dealer == player)


class Evaluator(Protocol):
    """How the search scores a simulated month's end for one player (higher is better)."""

    name: str

    def value(self, state, player: int) -> float: ...


class TableEvaluator:
    """Match-win probability from the table of the rule set's preset."""

    def __init__(self, table: WinTable) -> None:
        self.table = table
        self.name = f"win probability ({table.name})"

    def value(self, state, player: int) -> float:
        return match_win_probability(state, player, self.table)


POINTS_SCALE = 100.0  # points of score difference that weigh as much as a won match


class PointsEvaluator:
    """Expected points, for rule sets without a table: the score difference over
    ``POINTS_SCALE``, plus 1 for a won match, 0.5 for a drawn one or one still going."""

    name = "expected points"

    def value(self, state, player: int) -> float:
        scores = state.scores
        diff = scores[player] - scores[1 - player]
        outcome = terminal_value(diff) if state.phase == "match_over" else 0.5
        return outcome + diff / POINTS_SCALE


_EVALUATORS: dict[RuleSet, Evaluator] = {}


def evaluator_for(rules: RuleSet) -> Evaluator:
    """Match-win probability where a table applies, otherwise expected points."""
    found = _EVALUATORS.get(rules)
    if found is None:
        table = table_for(rules)
        found = TableEvaluator(table) if table is not None else PointsEvaluator()
        if len(_EVALUATORS) > 64:
            _EVALUATORS.clear()
        _EVALUATORS[rules] = found
    return found
