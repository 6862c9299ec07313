"""The FIDE (Dutch) System 2026's judge of one round for the one replay checker
(``individual.check.replay``) that ``swiss check`` reports, each finding cited by the 2026
articles; registered beside the system's pairing (``individual.check.dutch``) in
``rulesets.systems``, apart from it so that pairing a round loads no checker (issue 29)."""

from __future__ import annotations

from individual.check.dutch import dutch_input
from individual.check.fide import Finding, FindingKind, Judged, Labels, round_findings
from individual.dutch.pairing import c3_colour
from individual.dutch.players import dutch_players

DUTCH_LABELS = Labels(
    rematch="C1",
    bye_again="C2",
    byes="1.9.1",
    paired_twice="1.9.1",
    colour_limits=None,
    differs="3.8",
    colours="5.2",
    colours_round1="5.2.5",
    bye="C5",
    no_pairing="1.9.3",
    forbidden="forbidden",
)
"""The 2026 articles a finding cites: a rematch [C1]; a PAB after a PAB or a win's points
unplayed [C2]; more than one PAB, or a player paired twice: a pairing is not complete
(1.9.1); no colour limits of a player (``c3_findings`` judges [C3], a pair); a pairing the
engine would not have made (3.8: the best candidate); colours (5.2; round 1, 5.2.5); the
PAB ([C5], the lowest score, then [C9]); no pairing (1.9.3); a forbidden pair paired: the
ruleset's article ``forbidden`` (TRF-2026 record 260, "Prohibited pairings": the players
listed cannot meet in those rounds; absolute, as [C1] is to the engine: neither is ever an
edge). C.04.1 (Art. 2, no rematch, cited by [C1]) says nothing of forbidden pairs."""


C3 = "C3"


def judge(repaired: Judged) -> list[Finding]:
    """``swiss check``: a round against the absolute criteria ([C3] by ``c3_findings``) and
    against the engine's pairing of it again, cited by the 2026 articles (``DUTCH_LABELS``)."""
    found = round_findings(repaired, DUTCH_LABELS)
    absolute = [f for f in found if f.absolute]
    return [*absolute, *c3_findings(repaired), *(f for f in found if not f.absolute)]


def c3_findings(repaired: Judged) -> list[Finding]:
    """[C3] (2.1.3) broken by the round as paired: two non-topscorers (1.8) with the same
    absolute colour preference (1.7.1) meet, as the engine sees them before the round
    (``c3_colour``). A pair, not a colour: a topscorer may meet anyone, and the colours his
    opponent then gets are 5.2's, judged against the engine's pairing."""
    then = repaired.then
    players = dutch_players(then.before, dutch_input(then.before, then.left_out))
    out = []
    for game in then.played.games:
        white, black = players.get(game.white), players.get(game.black)
        asked = c3_colour(white) if white is not None else None
        if asked is None or black is None or c3_colour(black) is not asked:
            continue
        pair = (game.white, game.black)
        text = (f"{game.white}-{game.black}: both ask for {asked.name.lower()} absolutely "
                "(1.7.1), neither a topscorer (1.8)")  # fmt: skip
        out.append(Finding(then.number, C3, text, FindingKind.COLOUR_LIMITS, pair))
    return out
