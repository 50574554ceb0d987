"""Rating systems: how a game result moves ratings (Glicko-2)."""
