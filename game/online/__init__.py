"""Play with a friend by link: the room server, the wire protocol and the remote clients.

The server (:mod:`game.online.server.room_server`) is authoritative: it holds every match and sends
each
connection only what its viewer may see. Clients (:mod:`game.online.client.session` for the game,
:mod:`game.online.client.headless` for scripts and tests) keep a seat token and resume after a drop.
docs/online.md describes the protocol. Nothing in this package imports pygame.
"""
