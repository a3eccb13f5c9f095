"""Koi-koi, the two-player game of the flower cards: its rules (``rules.py``, ``presets/``),
the match state machine (``state.py``, ``month.py``, ``turns.py``), yaku and scoring
(``scoring.py``), what a seat may know (``view.py``), positions and records
(``positions.py``, ``records.py``), its names (``names.toml``) and its
:class:`~game.engine.spec.GameSpec` (``spec.py``), as every other game's package."""
