"""Flourish mode: yaku performed like a fighting-game super move, with pymunk physics.

flourish.py (the Flourish object and flourish_for), cues.py (its timed happenings: sounds,
flashes, shakes, bursts), spec.py (FlourishSpec, names, demo and engine-event specs),
stagings.py (per-family staging data), timeline.py (schedule, easing), stage_layout.py
(geometry), painter.py and props.py (drawing; props' cached art in prop_art.py, the stamped
title in title_stamp.py), panels.py (byobu fold frames), brush.py (ink art), sprites.py
(particle art, rotation caches), physics.py (the pymunk world), resources.py (card art and
fonts with fallbacks), demo.py (a stand-in table picture).
See docs/flourish.md.
"""
