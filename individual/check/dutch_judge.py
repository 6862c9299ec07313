"""The FIDE (Dutch) System 2026's judge of one round for the one replay checker
(``individual.check.replay``) that ``swiss check`` reports, each finding cited by the 2026
articles; registered beside the system's pairing (``individual.check.dutch``) in
``rulesets.systems``, apart from it so that pairing a round loads no checker (issue 29)."""

from __future__ import annotations

from individual.check.fide import Finding, Judged, Labels, round_findings

DUTCH_LABELS = Labels(
    rematch="C1",
    bye_again="C2",
    byes="1.9.1",
    paired_twice="1.9.1",
    colour_limits="C3",
    differs="3.8",
    colours="5.2",
    colours_round1="5.2.5",
    bye="C5",
    no_pairing="1.9.3",
    forbidden="forbidden",
)
"""The 2026 articles a finding cites: a rematch [C1]; a PAB after a PAB or a win's points
unplayed [C2]; more than one PAB, or a player paired twice: a pairing is not complete
(1.9.1); a colour beyond the absolute limits [C3] (not for topscorers, 1.8); a pairing the
engine would not have made (3.8: the best candidate); colours (5.2; round 1, 5.2.5); the
PAB ([C5], the lowest score, then [C9]); no pairing (1.9.3); a forbidden pair paired: the
ruleset's article ``forbidden`` (TRF-2026 record 260, "Prohibited pairings": the players
listed cannot meet in those rounds; absolute, as [C1] is to the engine: neither is ever an
edge). C.04.1 (Art. 2, no rematch, cited by [C1]) says nothing of forbidden pairs."""


def judge(repaired: Judged) -> list[Finding]:
    """``swiss check``: a round against the absolute criteria and against the engine's
    pairing of it again, cited by the 2026 articles (``DUTCH_LABELS``)."""
    return round_findings(repaired, DUTCH_LABELS)
