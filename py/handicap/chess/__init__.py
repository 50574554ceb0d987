"""Chess: time odds (a time handicap on the clock), from ratings, scores or results."""
