"""Probability of winning the whole match from a score difference, months left and the deal.

The expert search ends every simulated month with a running score; this module turns that
into "how likely am I to win the match from here". The numbers are data: for each rule
preset ``tools/build_winprob.py`` plays many months between two normal CPU players (offline
self-play), records the distribution of month outcomes seen from the dealer's seat, and runs
the dynamic programme in :func:`solve` over the months left. The result is shipped as
``winprob_table.json`` next to this file. Rule sets without their own table use the
``generic`` table (the nintendo one).

Score differences beyond the table's limit are clamped (the probability is then ~0 or ~1).
A ``target_score`` (mobile) is not modelled in the table; the engine itself ends the match
when it is reached, and terminal states are scored exactly.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources

from game.engine.rules import RuleSet

TABLE_FILE = "winprob_table.json"
GENERIC = "generic"


@dataclass(frozen=True)
class WinTable:
    """P(win match) by months still to play and score difference, dealer or not."""

    name: str
    diff_limit: int
    as_dealer: tuple[tuple[float, ...], ...]  # [months_to_play][diff + limit]
    as_non_dealer: tuple[tuple[float, ...], ...]

    def probability(self, diff: int, months_to_play: int, dealer: bool) -> float:
        """P(win) with ``diff`` = own score - opponent's, ``months_to_play`` months still to
        play (the coming month included) and whether this player deals the coming month."""
        if months_to_play <= 0:
            return 1.0 if diff > 0 else 0.5 if diff == 0 else 0.0
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


def terminal_value(diff: int) -> float:
    return 1.0 if diff > 0 else 0.5 if diff == 0 else 0.0


def solve(
    outcomes: dict[tuple[int, str], float], rules: RuleSet, max_months: int, diff_limit: int
) -> tuple[list[list[float]], list[list[float]]]:
    """Dynamic programme over months: ``outcomes`` maps (dealer's score change minus the
    other's, winner role "dealer"/"other"/"none") to probability. Returns the rows of
    P(win) for a player who deals / does not deal the coming month."""
    width = 2 * diff_limit + 1
    total = sum(outcomes.values())
    dist = [(k, role, p / total) for (k, role), p in sorted(outcomes.items())]

    def ends_match(diff: int) -> bool:
        if rules.zero_sum and rules.end_at_zero:
            own = rules.start_score + diff / 2
            other = rules.start_score - diff / 2
            return own <= 0 or other <= 0
        return False

    def keep_deal(role: str, dealer: bool) -> bool:
        """Does a player keep (or get) the deal after a month with this winner role?"""
        if rules.next_dealer == "alternate":
            return not dealer
        if role == "dealer":
            return dealer
        if role == "other":
            return not dealer
        return not dealer if rules.drawn_month_dealer == "alternates" else dealer

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
                    value += p * (prev_deal[j] if keep_deal(role, dealer) else prev_other[j])
                row[index] = value
        deal_rows.append(row_deal)
        other_rows.append(row_other)
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
            tables[name] = WinTable(
                name,
                int(entry["diff_limit"]),
                tuple(tuple(v / scale for v in row) for row in entry["as_dealer"]),
                tuple(tuple(v / scale for v in row) for row in entry["as_non_dealer"]),
            )
        _TABLES = tables
    return _TABLES


def table_for(rules: RuleSet) -> WinTable:
    tables = load_tables()
    return tables.get(rules.name) or tables[GENERIC]


def match_win_probability(state, player: int, table: WinTable) -> float:
    """P(``player`` wins the match) at a month boundary of ``state`` (or at its end)."""
    scores = state.scores
    diff = scores[player] - scores[1 - player]
    if state.phase == "match_over":
        return terminal_value(diff)
    to_play = state.rules.months - state.month + 1
    return table.probability(diff, to_play, state.dealer == player)
