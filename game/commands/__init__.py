"""Headless sub-commands of `python -m game` (one module per family).

A command that cannot do what it was asked raises :class:`CliError`: game.cli prints it as
one line and exits with code 2, no traceback. :func:`output_folder` makes the folder a
command writes into, or says in one line why it cannot."""

from __future__ import annotations

from pathlib import Path


class CliError(Exception):
    """A user-facing error: printed as one line, exit code 2, no traceback."""


def output_folder(path: str | Path, option: str) -> Path:
    """The folder ``path`` (made, with its parents, if missing) for ``option`` to write into;
    CliError when it is a file or cannot be made."""
    folder = Path(path)
    if folder.exists() and not folder.is_dir():
        raise CliError(f"{option} {folder}: that is a file, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise CliError(f"{option} {folder}: cannot make that folder ({error.strerror})") from None
    return folder
