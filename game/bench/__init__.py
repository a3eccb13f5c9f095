"""Benchmarks behind `python -m game bench NAME`.

Each module has add_arguments(parser) and run(args) -> dict; speed is measured here, never in
timed tests.
"""
