"""FIDE team tie-breaks by acronym (FIDE Tie-Break Regulations, C.07).

The 2022 Olympiad Pairing Rules and C.04.6 leave tie-breaks to the event's regulations,
which name them from C.07: ``MP``, ``GP`` (one of them, the score that does not decide the
event, is MPvGP, art. 13.1), the extended Sonneborn-Bergers of art. 13.2 (each opponent's
score times the score made against it: ``EMMSB``, ``EMGSB``, the Olympiad's, ``EGMSB``,
``EGGSB``; the first letter after E the opponent's score, the second the team's, M match
points, G game points), ``BH:MP`` and ``BH:GP`` (Buchholz of the opponents' match or game
points), ``DE`` (direct encounter) and ``BC`` (board count). A ``/C1`` modifier cuts the
least significant value (Cut-1). The 2012 acronyms of ``olympiad.standings.tiebreaks``
(art. 14) are accepted too; ``olympiad.standings.columns`` is the one table of them all.
The C.07 parts both sides compute (scores, Buchholz and Sonneborn-Berger round by round, the
cut, direct encounter) are ``individual.standings.rules``; a team's rounds come from the
event history. Game points count like match points (``Scores.games``): a drawn match is
worth half the boards.

Unplayed rounds follow C.07, not the 2012 virtual opponent: a round without a game over
the board counts as an opponent with the team's own final match points (the 2026
edition caps it: at most the forfeiting opponent's score, at most a draw per round when
there was no opponent); opponents' scores count a round after a team's last appearance
as a draw; a voluntarily unplayed round (VUR: a forfeit or unplayed loss or draw, an
absence) is cut first when it is worth at least the least significant value.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from individual.standings import rules
from individual.standings.rules import (
    EDITION,
    Contribution,
    buchholz_parts,
    cut,
    de_places,
    kept_after_cut,
)
from individual.standings.rules import (
    sonneborn_berger_parts as parts_of,
)
from olympiad.engine.scores import match_points
from olympiad.standings.history import Entry, EventHistory


class GameEntry(Entry):
    """A team's round whose score is its game points (C.07 13: the team score GP)."""

    @property
    def score(self) -> Fraction:
        return self.game_points


class Scores(rules.Scores[Entry]):
    """Own and adjusted match points of every team (C.07 art. 16); ``games``: the same in
    game points (a drawn match is worth half the boards)."""

    def __init__(self, past: EventHistory, edition: int = EDITION) -> None:
        super().__init__(past.entries, past.event.ruleset.match_points_draw, edition)
        self.boards = past.event.ruleset.boards

    @cached_property
    def games(self) -> rules.Scores[Entry]:
        """The scores in game points: opponents' totals, own totals, art. 16's caps."""
        rows = {t: [_in_game_points(e) for e in r] for t, r in self.rows.items()}
        return rules.Scores(rows, Fraction(self.boards, 2), self.edition)

    def of(self, score: str) -> rules.Scores[Entry]:
        """The scores in ``score``: ``"M"`` match points, ``"G"`` game points."""
        return self if score == "M" else self.games


def _in_game_points(e: Entry) -> Entry:
    return GameEntry(e.round, e.opponent, e.played, e.vur, e.match_points, e.game_points, e.boards)


def scored_in(score: str) -> Callable[[Entry], Fraction | int]:
    """What a team scored in a round in ``score`` (``"M"``, ``"G"``)."""
    return (lambda e: e.match_points) if score == "M" else (lambda e: e.game_points)


def buchholz(scores: Scores, team: int, cuts: int) -> Fraction:
    """BH:MP: the opponents' match points (adjusted), Cut-``cuts``."""
    return cut(buchholz_parts(scores, team), cuts)


def buchholz_game_points(scores: Scores, team: int, cuts: int) -> Fraction:
    """BH:GP: the opponents' game points (adjusted as art. 16 adjusts match points),
    Cut-``cuts``."""
    return cut(buchholz_parts(scores.games, team), cuts)


@dataclass(frozen=True)
class SonnebornPart:
    """One round of a team's extended Sonneborn-Berger (EMGSB: the opponent's match points
    as counted, the team's own, capped, for a round without a game over the board, times
    the game points scored that round); ``cut`` when the Cut modifier took it out."""

    entry: Entry
    score: Fraction
    product: Fraction
    cut: bool


ESB = ("EMMSB", "EMGSB", "EGMSB", "EGGSB")
"""C.07 13.2: the extended Sonneborn-Bergers, E + the opponent's score + the team's + SB."""


def sonneborn_berger_parts(
    scores: Scores, team: int, cuts: int, name: str = "EMGSB"
) -> tuple[SonnebornPart, ...]:
    """The extended Sonneborn-Berger ``name`` (13.2) round by round, with what Cut-``cuts``
    leaves out (the least opponent's score, 14.1.2; ``sonneborn_berger`` sums what is
    kept; the bulletin shows these parts)."""
    rows = scores.rows[team]
    parts = parts_of(scores.of(name[1]), team, scored_in(name[2]))
    kept = kept_after_cut(parts, cuts)
    return tuple(
        SonnebornPart(e, Fraction(c.score), Fraction(c.value), not any(k is c for k in kept))
        for e, c in zip(rows, parts, strict=True)
    )


def sonneborn_berger_value(parts: Sequence[SonnebornPart]) -> Fraction:
    """EMGSB from its parts: the products the Cut kept."""
    return sum((p.product for p in parts if not p.cut), Fraction(0))


def sonneborn_berger(scores: Scores, team: int, cuts: int) -> Fraction:
    """EMGSB: each opponent's match points times the game points scored that round."""
    return sonneborn_berger_value(sonneborn_berger_parts(scores, team, cuts))


def extended_sonneborn_berger(name: str) -> Callable[[Scores, int, int], Fraction]:
    """The extended Sonneborn-Berger ``name`` of 13.2 (``"EGGSB"``: each opponent's game
    points times the game points scored against it)."""

    def value(scores: Scores, team: int, cuts: int) -> Fraction:
        return sonneborn_berger_value(sonneborn_berger_parts(scores, team, cuts, name))

    return value


def board_count(scores: Scores, team: int, cuts: int) -> Fraction:
    """BC (C.07 12.1): the points on each board times the board number (lower is better);
    a pairing-allocated bye scores a win on every board (as C.07 12 is transcribed and
    FIDE's checker computes it; the text itself was not at hand)."""
    del cuts
    boards = scores.boards
    return sum(
        (
            n * p
            for e in scores.rows[team]
            for n, p in enumerate(
                e.boards if e.opponent is not None or e.vur else (Fraction(1),) * boards,
                start=1,
            )
        ),
        Fraction(0),
    )


def parse(acronym: str) -> tuple[str, int]:
    """``"EMGSB/C1"`` -> ``("EMGSB", 1)``: the tie-break and how many values it cuts."""
    name, _, modifier = acronym.partition("/")
    cuts = int(modifier[1:]) if modifier.upper().startswith("C") and modifier[1:].isdigit() else 0
    if modifier and not cuts:
        raise ValueError(f"unknown modifier {modifier!r} in tie-break {acronym!r}")
    return name.upper(), cuts


def sonneborn_berger_breakdown(
    past: EventHistory, acronym: str, edition: int = EDITION
) -> dict[int, tuple[SonnebornPart, ...]]:
    """Every team's extended Sonneborn-Berger parts for ``acronym`` (``"EMGSB/C1"``): what
    its column sums."""
    name, cuts = parse(acronym)
    if name not in ESB:
        raise ValueError(f"{acronym!r} is not one of {', '.join(ESB)}")
    scores = Scores(past, edition)
    return {t: sonneborn_berger_parts(scores, t, cuts, name) for t in scores.rows}


def encounters(past: EventHistory) -> dict[tuple[int, int], Fraction]:
    """Match points each team scored against each opponent over the board (played
    matches only), averaged if they met more than once."""
    event = past.event
    scored: dict[tuple[int, int], list[int]] = {}
    for rnd in event.rounds:
        for match in rnd.matches:
            if match.is_played and match.is_finished:
                for team in match.teams:
                    mp = match_points(match, team, event.ruleset, for_pairing=False)
                    scored.setdefault((team, match.opponent_of(team)), []).append(mp)
    return {pair: Fraction(sum(v), len(v)) for pair, v in scored.items()}


def direct_encounter(
    past: EventHistory, tied: Sequence[Sequence[int]], met: Mapping[tuple[int, int], Fraction]
) -> dict[int, Fraction]:
    """DE for teams ``tied`` on everything before it: 0 where it separates nobody, else
    each team's place inside its tie (1 first; lower is better). If all the tied teams
    met, their match points against each other decide; if not, a team is placed ahead
    only when its score beats the most any team below it could have had. Applied again
    to the teams it leaves tied."""
    win = past.event.ruleset.match_points_win
    values: dict[int, Fraction] = {}
    for group in tied:
        places = de_places(list(group), met, win)
        distinct = len(set(places.values())) > 1
        values.update({t: Fraction(places[t] if distinct else 0) for t in group})
    return values


__all__ = ["EDITION", "Contribution", "Entry", "cut", "de_places"]
