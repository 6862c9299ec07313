"""Team engine: the FIDE Olympiad Pairing Rules on the shared individual vocabulary."""
