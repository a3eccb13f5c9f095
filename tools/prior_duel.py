"""How much the expert's refined card scores are worth without any search: Normal playing
by ``play_scores(..., refined=True)`` against plain Normal on duplicate deals.

Both players call koi-koi by Normal's rule; only the card scores differ. The matches are
``tools/ai_duel.py``'s (deal seed 10000 + k, each played twice with the seats swapped; the
same JSON summary and ``--log``), with the refined player registered there as
``refined-normal``.

    python tools/prior_duel.py --pairs 3000 --rules nintendo
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import ai_duel  # noqa: E402

from game.engine.ai.levels import NormalPlayer, play_scores  # noqa: E402


class RefinedNormal(NormalPlayer):
    """Normal, but choosing cards by the expert's refined prior."""

    def decide(self, view, rng):
        if view.legal[0].decides:
            return super().decide(view, rng)
        scores = play_scores(view, self.personality, refined=True)
        return max(view.legal, key=lambda a: (scores[a], -a.card))


ai_duel.EXTRA_PLAYERS["refined-normal"] = RefinedNormal


def main(argv: list[str] | None = None) -> int:
    """``ai_duel`` with the refined player against Normal; the other options are its own."""
    return ai_duel.main(["refined-normal", "normal", *(sys.argv[1:] if argv is None else argv)])


if __name__ == "__main__":
    sys.exit(main())
