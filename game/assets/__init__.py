"""The asset service below ui, view and fx: one palette (:mod:`~game.assets.palette`), one font
cache (:mod:`~game.assets.fonts`) and one card-image cache (:mod:`~game.assets.cards`). Files
are found through game.core.paths (the package, or the executable's bundle)."""
