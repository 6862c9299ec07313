"""The FIDE Swiss Team Pairing System (C.04.6, effective from 1 February 2026): the engine.

``pairing.pair_round`` pairs a round (the PAB, brackets of the top-scoregroup and its
upfloaters, colours after the pairing), registered as the system ``fide-team-2026`` in
``rulesets.systems``. The text and the design: docs/c046_swiss_team.md.
"""
