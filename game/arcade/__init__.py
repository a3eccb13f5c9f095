"""The arcade ladder as pure logic (no pygame): stage files, run state, scores, profile.

``stages`` loads and validates levels/*.toml, ``personality`` checks CPU personalities,
``ladder`` holds one arcade run (progress, continues, score), ``highscores`` the per-mode
tables with initials, ``profile`` ranking points, best results and unlocks, ``match`` turns a
stage into an engine match and a finished match into a result. Scenes in game/scenes/ladder.py
and game/scenes/arcade_*.py are thin views over these.
"""
