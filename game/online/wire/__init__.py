"""What both sides of the room protocol share: the messages, the frames, the view codec, codes and
links, the games a room holds."""
