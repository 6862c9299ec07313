"""Individual standings and the C.07 tie-break core."""
