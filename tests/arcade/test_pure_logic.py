"""game.arcade is pure logic: loading the ladder and playing a run never imports pygame."""

import subprocess
import sys

from game.core.paths import bundle_root

SCRIPT = """
import sys
from game.arcade.stage_files import load_ladder
from game.arcade.profile import ProfileStore
from game.arcade.session import ArcadeSession
from game.arcade.match import play_headless
from game.engine.ai import make_player
session = ArcadeSession(load_ladder(), ProfileStore().load(), extra_overrides={"months": 1})
result, _ = play_headless(session.stage_match(seed=1), make_player("greedy"))
session.finish_match(result)
print(sorted(name for name in sys.modules if name.split(".")[0] in ("pygame", "pymunk")))
"""


def test_arcade_logic_never_imports_pygame(private_user_dir):
    completed = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        cwd=bundle_root(),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert completed.stdout.strip() == "[]", completed.stderr
