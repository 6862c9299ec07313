"""The scores every C.07 tie-break reads, worked out once per standings (``Context``):
own and adjusted scores with the unplayed rounds of art. 16 (``individual.standings.rules``),
in the primary score and, for teams, in game points.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction
from functools import cached_property

from individual.standings import rules
from individual.standings.c07.acronyms import TieBreak
from individual.standings.c07.field import Field, Kind, Outing


class Context:
    """A ``Field`` with its scores: ``outings`` of each participant up to the rounds
    counted, and ``rules.Scores`` of them in points or match points (``match``) and in game
    points (``games``), the primary one ``scores``; ``edition``: of C.07 (art. 16's caps
    from 2026)."""

    def __init__(self, field: Field, edition: int = rules.EDITION) -> None:
        self.field = field
        self.edition = edition
        self.outings: Mapping[int, tuple[Outing, ...]] = {
            n: tuple(o for o in p.outings if o.round <= field.rounds)
            for n, p in field.participants.items()
        }
        self.numbers = sorted(self.outings)

    @cached_property
    def match(self) -> rules.Scores[Outing]:
        """Points; a team's match points."""
        return rules.Scores(self.outings, self.field.draw, self.edition)

    @cached_property
    def games(self) -> rules.Scores[Outing]:
        """A team's game points (a drawn match half the boards); a player's points."""
        if not self.field.team:
            return self.match
        rows = {n: tuple(replace(o, score=o.games) for o in r) for n, r in self.outings.items()}
        return rules.Scores(rows, Fraction(self.field.boards, 2), self.edition)

    @property
    def scores(self) -> rules.Scores[Outing]:
        """The primary score: points; a team's match points, or its game points when they
        rank first (``Field.primary``)."""
        return self.of(self.field.primary)

    @property
    def secondary(self) -> rules.Scores[Outing]:
        """A team's other score (MPvGP, the second step of EDE, SSSC)."""
        return self.of("M" if self.field.primary.startswith("G") else "G")

    def of(self, letter: str) -> rules.Scores[Outing]:
        """The scores named by a letter of an ESB acronym or a ``:MP``/``:GP`` suffix."""
        return self.games if letter.startswith("G") else self.match

    def score_of(self, tiebreak: TieBreak) -> rules.Scores[Outing]:
        """The score a tie-break reads: its ``:MP``/``:GP``, else the primary score."""
        return self.of(tiebreak.score or self.field.primary)

    def win_in(self, scores: rules.Scores[Outing]) -> Fraction:
        """A win in ``scores``: a win's points, or a team's boards in game points."""
        if self.field.team and scores is self.games:
            return Fraction(self.field.boards)
        return self.field.win

    def as_played(self, tiebreak: TieBreak, outing: Outing) -> bool:
        """Played over the board, or (``/P``) paired against an opponent at all."""
        return outing.played or (tiebreak.played and outing.opponent is not None)

    def win(self, tiebreak: TieBreak) -> Fraction:
        """A win in the score the tie-break reads (1 point; a team's MP or its boards)."""
        return self.win_in(self.score_of(tiebreak))

    @cached_property
    def kinds(self) -> Mapping[int, tuple[Kind, ...]]:
        return {n: tuple(o.kind for o in r) for n, r in self.outings.items()}

    def fore(self) -> Context:
        """The same field with every pairing of the tournament's last round counted as a
        drawn game (Fore Buchholz, art. 8.3: the pairings are known, the results not),
        so a requested bye before it is followed by a round played (16.2.3) and counts
        its points, in every score; unchanged before the last round."""
        last, field = self.field.rounds, self.field
        if last < field.planned:
            return self
        half = Fraction(field.boards, 2) if field.team else field.draw

        def drawn(o: Outing) -> Outing:
            if o.round != last or o.opponent is None:
                return o
            return replace(o, kind=Kind.GAME, score=field.draw, games=half)

        participants = {
            n: replace(p, outings=tuple(drawn(o) for o in p.outings))
            for n, p in field.participants.items()
        }
        return Context(replace(field, participants=participants), self.edition)
