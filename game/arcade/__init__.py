"""The arcade ladder: its rules as pure logic, and the glue that puts its matches on the table.

Pure logic (no pygame): ``stages`` loads and validates levels/*.toml, ``personality`` checks
CPU personalities, ``ladder`` holds one arcade run (progress, continues, score),
``highscores`` the per-mode tables with initials, ``profile`` ranking points, best results
and unlocks, ``match`` turns a stage into an engine match and a finished match into a result.

The glue (at the level of the scenes): ``launch`` plays a stage's match on the table (or
resumes a saved one) and hands the result back; ``resume`` is Continue for an interrupted
ladder match. The screens are in game/scenes/arcade/.
"""
