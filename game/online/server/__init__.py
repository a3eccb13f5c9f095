"""The room server: rooms, seats, presence, limits, its stores (files or Redis) and how it is
run."""
