"""Headless sub-commands of `python -m game` (one module per family)."""
