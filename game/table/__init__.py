"""The table: one match shown and played, built from parts over a read-only view.

* :mod:`~game.table.driver` - the match driver: a session (local, replay or remote) and the
  director; the rules wait for the animations;
* :mod:`~game.table.cursor` - the selection (lifted card, focused option, button) and its
  pure moves;
* :mod:`~game.table.input` - named actions in, intents out (play this card, take that one,
  open the yaku list...);
* :mod:`~game.table.presenter` - sounds, overlays and the flourish moments for engine events;
* :mod:`~game.table.drawer` - draws the director's cards and a frozen HUD frame;
* :mod:`~game.table.modes` - what differs between a table against the CPU, a couch table
  and a replay (strategies of one table);
* :mod:`~game.table.scene` - the scene that composes them.

Nothing here reads the engine's State: only the TableView (game.engine.table_view), the
per-viewer events and a seat's InformationView.
"""
