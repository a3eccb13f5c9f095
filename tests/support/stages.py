"""A valid arcade stage file, for tests that write stage folders."""

GOOD_STAGE = """\
order = 1

[opponent]
name = "Test Opponent"
title = "The Tester"
intro = "Hello."
defeat = "Oh no."
victory = "Yes!"
portrait = "tsubame"

[cpu]
level = "easy"
koikoi_appetite = 0.5

[rules]
preset = "nintendo"
months = 2
"""
