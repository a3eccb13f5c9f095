"""House rule: game/input is the only package that reads pygame's event queue."""

import re
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"
READS_QUEUE = re.compile(r"\bevent\.(get|poll|wait)\(")


def test_only_the_input_layer_reads_the_event_queue():
    offenders = [
        str(path.relative_to(GAME.parent))
        for path in GAME.rglob("*.py")
        if "input" not in path.relative_to(GAME).parts[:1]
        and READS_QUEUE.search(path.read_text("utf-8"))
    ]
    assert offenders == []


def test_the_input_manager_does_read_it():
    assert READS_QUEUE.search((GAME / "input" / "manager.py").read_text("utf-8"))
