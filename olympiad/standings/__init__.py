"""Team standings: match and game points, the 2012 art. 14 tie-breaks and the C.07 ones."""
