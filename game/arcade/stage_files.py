"""Stage files: load levels/*.toml and the user's levels folder into the arcade ladders.

A file that cannot be read, is not TOML or fails its checks (game.arcade.stage_validation)
still gives a stage: unavailable, with its ``problems``, which the ladder shows greyed out
beside the file name. ``load_ladder`` orders one game's stages (shipped then user) and marks
duplicate ids. Pure Python, no pygame.
"""

from __future__ import annotations

import logging
import tomllib
from collections.abc import Iterable
from pathlib import Path

from game.arcade.stage_validation import Catalog, default_catalog, parse_stage
from game.arcade.stages import SHIPPED, USER, Opponent, Stage
from game.engine import games

logger = logging.getLogger(__name__)


def load_stage_file(path: Path, *, source: str = SHIPPED, catalog: Catalog | None = None) -> Stage:
    """One stage file; a file that cannot be read or parsed gives an unavailable stage."""
    stage_id = path.stem
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return Stage(
            stage_id=stage_id, path=path, source=source, problems=[f"cannot read the file: {error}"]
        )
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        return Stage(
            stage_id=stage_id,
            path=path,
            source=source,
            opponent=Opponent(name=stage_id),
            problems=[f"not valid TOML: {error}"],
        )
    try:
        return parse_stage(data, stage_id, path=path, source=source, catalog=catalog)
    except Exception as error:  # a validator bug must not crash the ladder
        logger.exception("stage %s could not be validated", path)
        return Stage(
            stage_id=stage_id,
            path=path,
            source=source,
            problems=[f"could not be checked: {type(error).__name__}: {error}"],
        )


def shipped_levels_dir() -> Path:
    from game.core.paths import bundle_root

    return bundle_root() / "levels"


def user_levels_dir() -> Path:
    from game.core.paths import config_dir

    return config_dir() / "levels"


def load_stage_dir(
    folder: Path, *, source: str = SHIPPED, catalog: Catalog | None = None
) -> list[Stage]:
    """Every *.toml in a folder (sorted by file name); a missing folder gives none."""
    if not folder.is_dir():
        return []
    catalog = catalog if catalog is not None else default_catalog()
    return [
        load_stage_file(path, source=source, catalog=catalog)
        for path in sorted(folder.glob("*.toml"))
    ]


def load_ladder(
    folders: Iterable[tuple[Path, str]] | None = None,
    catalog: Catalog | None = None,
    game: str | None = games.KOIKOI,
) -> list[Stage]:
    """The stages of ``game``'s ladder (None: every game's), shipped then user, ordered by
    ``order``; duplicate ids are problems. Every game has its own ladder: koi-koi's, and
    roppyakken's and hana-awase's (stages with ``rules.game``)."""
    if folders is None:
        folders = [(shipped_levels_dir(), SHIPPED), (user_levels_dir(), USER)]
    catalog = catalog if catalog is not None else default_catalog()
    stages: list[Stage] = []
    seen: dict[str, Stage] = {}
    for folder, source in folders:
        for stage in load_stage_dir(folder, source=source, catalog=catalog):
            if stage.stage_id in seen:
                stage.problems.append(
                    f"duplicate stage id {stage.stage_id!r} (also {seen[stage.stage_id].file_name})"
                )
            else:
                seen[stage.stage_id] = stage
            if game is None or stage.game == game:
                stages.append(stage)
    stages.sort(key=lambda s: (s.order, s.source != SHIPPED, s.stage_id))
    return stages
