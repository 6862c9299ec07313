"""Everything that touches the outside world for team events."""
