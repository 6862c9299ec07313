"""The `olympiad` command line: thin commands over the engine and the edges."""
