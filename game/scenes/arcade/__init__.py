"""The arcade flow's screens: the hub, the ladder map, the versus intro, the CONTINUE offer,
initials entry, free play and the records (the rules of a run live in game.arcade)."""
