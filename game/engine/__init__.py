"""Pure Koi-Koi rules engine: cards, rule sets, yaku, month and match state, records.

Standard library only (tests/engine/test_engine_is_stdlib_only.py enforces it).
"""
