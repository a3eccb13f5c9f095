"""Entry point for `python -m game`: hands the command line to game.cli."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
