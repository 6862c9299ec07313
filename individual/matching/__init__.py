"""Graph matching with no chess in it: maximum cardinality and minimum-weight perfect
matchings.
"""
