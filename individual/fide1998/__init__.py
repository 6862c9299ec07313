"""The FIDE Swiss system based on rating (C.04.1, 1998): brackets, criteria, transpositions,
colours.
"""
