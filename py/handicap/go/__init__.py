"""Go handicap systems, one module each."""
