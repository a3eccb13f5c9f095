"""Where the benchmarks find their reference scripts (``ref_frame.py``, ``ref_playout.py``).

One option for every benchmark, ``--reference DIR``; by default the ``shared/bench`` folder
beside the checkout (``../shared/bench``). When a script is not there the benchmark says so
plainly on stderr and reports its own numbers with the reference fields left null.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

DEFAULT_DIR = Path(__file__).resolve().parents[2].parent / "shared" / "bench"
FRAME_SCRIPT = "ref_frame.py"
PLAYOUT_SCRIPT = "ref_playout.py"


def add_reference_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--reference",
        metavar="DIR",
        type=Path,
        default=DEFAULT_DIR,
        help=f"folder of the reference scripts (default: {DEFAULT_DIR})",
    )


def script(args: argparse.Namespace, name: str) -> Path | None:
    """The reference script ``name`` in ``args.reference``; None (said on stderr) if absent."""
    folder = Path(getattr(args, "reference", DEFAULT_DIR))
    path = folder / name
    if path.is_file():
        return path
    print(
        f"note: no reference script {name} in {folder} (pass --reference DIR); "
        "the reference numbers are left null",
        file=sys.stderr,
    )
    return None


def run_frame_reference(path: Path | None, frames: int) -> dict | None:
    """``{"median_ms", "p95_ms"}`` of ref_frame.py run in a subprocess (None without it)."""
    if path is None:
        return None
    env = dict(
        os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1"
    )
    done = subprocess.run(
        [sys.executable, str(path), str(frames)],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=False,
    )
    found = re.search(r"median\s+([\d.]+)\s*ms\s+p95\s+([\d.]+)", done.stdout)
    if not found:
        return None
    return {"median_ms": float(found.group(1)), "p95_ms": float(found.group(2))}
