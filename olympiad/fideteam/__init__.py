"""The FIDE Swiss Team Pairing System (C.04.6, effective from 1 February 2026): the engine.

``pairing.pair_round`` pairs a round (the PAB, brackets of the top-scoregroup and its
upfloaters, colours after the pairing); ``engines.pair_team_round`` chooses this engine or
the Olympiad one by the event's ruleset. The text and the design: docs/c046_swiss_team.md.
"""
