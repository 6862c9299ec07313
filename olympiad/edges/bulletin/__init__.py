"""The team HTML bulletin: round, team and standings pages."""
