"""The machinery roppyakken and hana-awase share: the matching ("fishing") games for two to
four seats. A deal of N hands, the N-seat turn machine (play a hand card, turn the stock card,
capture or choose), per-seat information views, records and the simple CPU players.

Koi-koi keeps its own two-seat engine (game/engine/koikoi/state.py) for speed; these modules reuse
its cards, actions, phases, deal checks and events wherever the games agree.
"""
