"""The Olympiad pairing engine, pure: model, ruleset, scores, ranking, groups, floats, colours,
pairing.
"""
