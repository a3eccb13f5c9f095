"""Benchmarks behind `python -m game bench NAME`: each module has add_arguments(parser) and run(args) -> dict."""
