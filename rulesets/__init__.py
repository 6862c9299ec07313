"""One module per regulation edition, and the two registries that name them.

``rulesets.team.TEAM_RULESETS`` (Olympiad editions) and ``rulesets.swiss.SWISS_RULESETS``
(individual systems) import the engines' ruleset types; no engine imports ``rulesets``, and
this package imports nothing, so the individual side never loads the team engine.
"""
