"""`python -m game --smoke [--screenshots DIR]`: a scripted headless run through the scenes.

:mod:`~game.smoke.run` runs the script; :mod:`~game.smoke.steps` holds the step type and the
menu steps; :mod:`~game.smoke.table` pilots a scripted match through the table, its
overlays and results; :mod:`~game.smoke.seats` draws the table laid out for three and four
seats. Any exception or failed expectation exits non-zero.
"""
