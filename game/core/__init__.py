"""Core runtime: fixed-timestep loop, scene stack, tweens, assets and settings."""
