"""The game's side of the room protocol: the link, the remote match session, the headless CPU
clients, finding a server."""
