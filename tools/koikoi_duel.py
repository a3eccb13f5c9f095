"""How much the expert's koi-koi / stop decisions are worth on their own: a player that
chooses its cards by the expert's refined prior (no search) and decides koi-koi or stop by
the expert's search, against plain Normal on duplicate deals.

Card decisions cost microseconds and koi-koi offers are few, so thousands of matches take
minutes: a cheap, paired screen for changes to the koi-koi search (``--patch`` a constant
of expert.py or search.py, e.g. ``KOIKOI_BIAS=-0.02`` or ``KOIKOI_SOLVED=0``). The matches
are ``tools/ai_duel.py``'s (deal seed 10000 + k, each played twice with the seats swapped;
the same JSON summary and ``--log``).

    python tools/koikoi_duel.py --pairs 1000 --rules koikoi-japan
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ai_duel  # noqa: E402

from game.engine.ai.expert import ExpertPlayer  # noqa: E402
from game.engine.ai.levels import play_scores  # noqa: E402


class KoikoiExpert(ExpertPlayer):
    """The expert's koi-koi search with the expert's prior alone choosing the cards."""

    def choose(self, view, rng):
        legal = view.legal
        if legal[0].decides or len(legal) == 1:
            return super().choose(view, rng)
        scores = play_scores(view, self.personality, refined=True)
        return max(legal, key=lambda a: (scores[a], -a.card))


ai_duel.EXTRA_PLAYERS["koikoi-expert"] = KoikoiExpert


def main(argv: list[str] | None = None) -> int:
    """``ai_duel`` with the koi-koi expert against Normal; the other options are its own."""
    return ai_duel.main(["koikoi-expert", "normal", *(sys.argv[1:] if argv is None else argv)])


if __name__ == "__main__":
    sys.exit(main())
