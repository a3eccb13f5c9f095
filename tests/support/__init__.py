"""What the tests share: a headless app, the table harness, the couch rig, monkey inputs,
a procedural card-image double and the import graph of the game package.

Fixtures are in :mod:`tests.support.fixtures` (the root ``conftest.py`` loads them)."""
