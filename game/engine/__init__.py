"""Pure hanafuda rules engines, one package per game: koi-koi (koikoi/), Roppyakken and
hana-awase for two to four players and Hachi-hachi for three (roppyakken/, hana_awase/,
hachi_hachi/, sharing fishing/), one registry by game id (games.py); the modules here are what
every game shares: cards, deals, actions, events, phases, the State API, the table view.

Standard library only (tests/engine/test_engine_is_stdlib_only.py enforces it).
"""
