"""Individual Swiss engine and the vocabulary both engines share.

Shared modules: ``colour`` (colours, difference, streaks, preferences),
``result`` (game scores), ``player`` (player values), ``decision`` (the trail
of pairing decisions), ``errors`` (the error tree) and ``matching`` (a generic
maximum-matching completability test with no chess in it).
"""
