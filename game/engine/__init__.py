"""Pure hanafuda rules engines: koi-koi (state.py and its modules), Roppyakken and hana-awase
for two to four players (roppyakken/, hana_awase/, sharing fishing/), one registry by game id
(games.py): cards, rule sets, yaku, round and match state, views, records.

Standard library only (tests/engine/test_engine_is_stdlib_only.py enforces it).
"""
