"""The individual event both Swiss engines read: entrants, rounds, history, ranking, the
ruleset value.
"""
