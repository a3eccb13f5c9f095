"""Statistics per game, counted from the kept match records (game.persist.records_library)
for the Records screen: the matches people played, won, drawn and lost, how many against
the CPU, on the couch and online, the best final score and how many matches each yaku was
made in.

Each record is read through game.persist.achievement_facts (the record is replayed through
the engine, never trusted for its yaku). A match nobody played (watched) is left out; won,
drawn and lost count the matches with one person at the table (against the CPU or online),
seen from that person's seat; on the couch the people play each other, so those matches
count as played and as couch matches. A record that does not replay is skipped and logged.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from game.core.kinds import MatchMode
from game.engine import games
from game.engine.errors import EngineError
from game.persist.achievement_facts import MatchFacts, facts_of
from game.persist.records_library import RecordsLibrary

logger = logging.getLogger(__name__)

COUCH, ONLINE = (
    MatchMode.COUCH,
    MatchMode.ONLINE,
)  # the modes counted apart; every other one is vs the CPU


@dataclass
class GameTally:
    """One game's numbers, from the people's seats."""

    matches: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    vs_cpu: int = 0
    couch: int = 0
    online: int = 0
    best_score: int | None = None  # the best final score a person ended a match with
    yaku: Counter[str] = field(default_factory=Counter)  # yaku id -> matches it was made in

    def add(self, facts: MatchFacts, final_scores: list[int] | None) -> None:
        """Count one finished match that people played."""
        self.matches += 1
        if facts.mode == COUCH:
            self.couch += 1
        elif facts.mode == ONLINE:
            self.online += 1
        else:
            self.vs_cpu += 1
        if len(facts.humans) == 1:
            seat = facts.humans[0]
            won = facts.winner == seat
            drawn = facts.winner is None and _shares_best(final_scores, seat)
            self.won += int(won)
            self.drawn += int(drawn)
            self.lost += int(not won and not drawn)
        for seat in facts.humans:
            self.yaku.update(facts.yaku[seat])
            if final_scores is not None:
                score = final_scores[seat]
                self.best_score = score if self.best_score is None else max(self.best_score, score)


def _shares_best(final_scores: list[int] | None, seat: int) -> bool:
    return final_scores is not None and final_scores[seat] == max(final_scores)


def _final_scores(record: dict, seats: int) -> list[int] | None:
    scores = record.get("final_scores")
    if (
        isinstance(scores, list)
        and len(scores) == seats
        and all(isinstance(s, int) and not isinstance(s, bool) for s in scores)
    ):
        return scores
    return None


def tally(records: Iterable[dict]) -> dict[str, GameTally]:
    """Every game of the registry (games.GAME_IDS, in its order) with its numbers."""
    out = {game: GameTally() for game in games.GAME_IDS}
    for record in records:
        try:
            facts = facts_of(record)
        except EngineError as error:
            logger.warning("statistics: a kept match does not replay: %s", error)
            continue
        if facts.humans:
            out[facts.game].add(facts, _final_scores(record, facts.seats))
    return out


def from_library(library: RecordsLibrary | None = None) -> tuple[dict[str, GameTally], int]:
    """The numbers of the kept matches, and how many matches were kept (damaged files are
    moved aside by the library, its warnings kept in ``library.warnings``)."""
    library = library or RecordsLibrary()
    records = [record for path in library.files() if (record := library.load(path)) is not None]
    return tally(records), len(records)
