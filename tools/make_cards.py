"""Generate the card art: 48 faces and the backs as SVG in assets/cards/ (the script is the source).

Card codes, months, kinds and names come from game.engine.cards.CARDS; each face records them in
data-* attributes of its root element so tests can check the art against the engine's table.
Output is deterministic: running it again reproduces every file byte for byte.

    python tools/make_cards.py [--out assets/cards]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

TOOLS_DIR = Path(__file__).resolve().parent
PROJECT_ROOT = TOOLS_DIR.parent
sys.path.insert(0, str(PROJECT_ROOT))
sys.path.insert(0, str(TOOLS_DIR))

from cardgen.backs import BACKS  # noqa: E402
from cardgen.plants import PLANTS_FIRST_HALF  # noqa: E402
from cardgen.plants2 import PLANTS2  # noqa: E402
from cardgen.ribbons import blue_ribbon, plain_ribbon, poetry_ribbon  # noqa: E402
from cardgen.subjects import SUBJECTS_FIRST_HALF  # noqa: E402
from cardgen.subjects2 import SUBJECTS_SECOND_HALF  # noqa: E402
from cardgen.svg import document, face_background, frame  # noqa: E402

from game.engine.cards import CARDS, Card, Kind, Role  # noqa: E402

PLANTS = {**PLANTS_FIRST_HALF, **PLANTS2}
SUBJECTS = {**SUBJECTS_FIRST_HALF, **SUBJECTS_SECOND_HALF}
RIBBON_WRITING = {1: "あのよろし", 2: "あのよろし", 3: "みよしの"}
# where each month's ribbon hangs: (centre x, top y, tilt degrees)
RIBBON_PLACES: dict[int, tuple[float, float, float]] = {
    1: (104, 112, 8),
    2: (100, 96, -6),
    3: (96, 100, 6),
    4: (100, 92, -5),
    5: (100, 84, 6),
    6: (100, 40, -4),
    7: (104, 90, 5),
    9: (100, 70, -5),
    10: (102, 82, 6),
    11: (110, 92, -6),
}


def layout_of(card: Card) -> str:
    """Which arrangement of the month's plant a card uses."""
    if card.kind is Kind.CHAFF and card.code != "11-4":
        chaff_cards = [c for c in CARDS if c.month == card.month and c.kind is Kind.CHAFF]
        return f"chaff{chaff_cards.index(card) + 1}"
    return {Kind.BRIGHT: "bright", Kind.ANIMAL: "animal", Kind.RIBBON: "ribbon"}.get(
        card.kind, "special"
    )


def ribbon_for(card: Card) -> str:
    cx, top, tilt = RIBBON_PLACES[card.month]
    if Role.POETRY_RIBBON in card.roles:
        return poetry_ribbon(cx, top, tilt, RIBBON_WRITING[card.month])
    if Role.BLUE_RIBBON in card.roles:
        return blue_ribbon(cx, top, tilt)
    return plain_ribbon(cx, top, tilt)


def card_svg(card: Card) -> str:
    layout = layout_of(card)
    parts = [face_background()]
    subject = SUBJECTS.get(card.code)
    if subject is not None:
        parts += subject.before()
    if layout != "special" and card.month in PLANTS:
        parts += PLANTS[card.month](layout)
    if subject is not None:
        parts += subject.after()
    if card.kind is Kind.RIBBON:
        parts.append(ribbon_for(card))
    parts.append(frame())
    metadata = {
        "code": card.code,
        "month": str(card.month),
        "index": str(card.index),
        "kind": card.kind.value,
        "name": card.name,
    }
    return document(parts, metadata)


def generate(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for card in CARDS:
        target = out_dir / f"{card.code}.svg"
        target.write_text(card_svg(card), encoding="utf-8", newline="\n")
        written.append(target)
    for name, draw in BACKS.items():
        target = out_dir / f"{name}.svg"
        target.write_text(
            document([face_background()] + draw() + [frame()], {"back": name}),
            encoding="utf-8",
            newline="\n",
        )
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(PROJECT_ROOT / "assets" / "cards"))
    args = parser.parse_args(argv)
    written = generate(Path(args.out))
    print(f"wrote {len(written)} files to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
