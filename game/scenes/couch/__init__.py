"""The couch flow's screens: the players' names, claiming devices, the pass screen between
turns and the pad-disconnected pause."""
