"""Headless sub-commands of `python -m game` (one module per family).

A command that cannot do what it was asked raises :class:`CliError`: game.cli prints it as
one line and exits with code 2, no traceback."""


class CliError(Exception):
    """A user-facing error: printed as one line, exit code 2, no traceback."""
