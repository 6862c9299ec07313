"""FIDE team tie-breaks by acronym (FIDE Tie-Break Regulations, C.07).

The 2022 Olympiad Pairing Rules leave tie-breaks to the event's regulations, which
name them from C.07: ``MP``, ``GP``, ``EMGSB`` (the Olympiad Sonneborn-Berger: each
opponent's match points times the game points scored against it), ``BH:MP`` and
``BH:GP`` (Buchholz of the opponents' match or game points), ``DE`` (direct
encounter) and ``BC`` (board count). A ``/C1`` modifier cuts the least significant
value (Cut-1). The 2012 acronyms of ``olympiad.standings.tiebreaks`` (art. 14) are accepted too.

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

from individual.standings.rules import Contribution, cut, de_places, kept_after_cut
from olympiad.engine.model import Event, Match, Round
from olympiad.engine.scores import bye_game_points, match_points
from olympiad.standings.tiebreaks import TIEBREAKS, has_result, is_under_way

EDITION = 2026
LOWER_IS_BETTER = frozenset({"BC", "DE"})


@dataclass(frozen=True)
class Entry:
    """One round of a team as C.07 sees it. ``opponent`` is the team it was paired with
    (``None`` for a bye or a round it was not paired); ``boards`` its points board by
    board in a played match."""

    round: int
    opponent: int | None
    played: bool
    vur: bool
    match_points: int
    game_points: Fraction
    boards: tuple[Fraction, ...] = ()


def entries(event: Event) -> dict[int, tuple[Entry, ...]]:
    """Every team's rounds so far (the rounds under way), one entry per round."""
    found: dict[int, list[Entry]] = {t.number: [] for t in event.teams}
    for rnd in event.rounds:
        if not is_under_way(rnd):
            continue
        for team, rows in found.items():
            rows.append(_entry(event, rnd, team))
    return {team: tuple(rows) for team, rows in found.items()}


def _entry(event: Event, rnd: Round, team: int) -> Entry:
    ruleset = event.ruleset
    if rnd.bye == team:
        gp = bye_game_points(ruleset)
        boards = (gp / ruleset.boards,) * ruleset.boards
        return Entry(rnd.number, None, False, False, ruleset.bye_match_points, gp, boards)
    match = rnd.match_of(team)
    if match is None or not has_result(match):
        return Entry(rnd.number, None, False, True, 0, Fraction(0))
    mp = match_points(match, team, ruleset, for_pairing=False)
    gp = match.game_points(team)
    other = match.opponent_of(team)
    boards = _boards(match, team)
    if match.is_played:
        return Entry(rnd.number, other, True, False, mp, gp, boards)
    return Entry(rnd.number, other, False, mp < ruleset.match_points_win, mp, gp, boards)


def _boards(match: Match, team: int) -> tuple[Fraction, ...]:
    """The team's points board by board (nothing on any board if it did not appear)."""
    if team in match.no_show:
        return ()
    side = 0 if team == match.first else 1
    return tuple(Fraction(g.half_points(False)[side], 2) for g in match.games)


class Scores:
    """Own and adjusted scores of every team, from its entries (C.07 art. 16)."""

    def __init__(self, event: Event, rows: Mapping[int, tuple[Entry, ...]], edition: int) -> None:
        self.rows = rows
        self.edition = edition
        self.rounds = max((len(r) for r in rows.values()), default=0)
        self.draw = event.ruleset.match_points_draw
        self.own = {t: Fraction(sum(e.match_points for e in r)) for t, r in rows.items()}
        self.own_gp = {t: sum((e.game_points for e in r), Fraction(0)) for t, r in rows.items()}
        self.adjusted = {t: self._adjusted(r) for t, r in rows.items()}

    def _adjusted(self, rows: Sequence[Entry]) -> Fraction:
        """An opponent's score for Buchholz: rounds after its last appearance count as draws."""
        last = max((e.round for e in rows if not e.vur), default=0)
        return Fraction(
            sum(
                e.match_points if e.opponent is not None or e.round <= last else self.draw
                for e in rows
            )
        )

    def opponent_score(self, team: int, entry: Entry) -> Fraction:
        """The score a round contributes: the opponent's, or for a round without a game
        over the board the team's own (capped by the 2026 edition)."""
        if entry.played and entry.opponent is not None:
            return self.adjusted[entry.opponent]
        own = self.own[team]
        if self.edition < 2026:
            return own
        if entry.opponent is not None:
            return min(own, self.adjusted[entry.opponent])
        return min(own, Fraction(self.draw * self.rounds))


def buchholz(scores: Scores, team: int, cuts: int) -> Fraction:
    """BH:MP: the opponents' match points (adjusted), Cut-``cuts``."""
    parts = [
        Contribution(s, s, e.vur)
        for e in scores.rows[team]
        for s in [scores.opponent_score(team, e)]
    ]
    return cut(parts, cuts)


@dataclass(frozen=True)
class SonnebornPart:
    """One round of a team's EMGSB: the opponent's score as counted (the team's own, capped,
    for a round without a game over the board), times the game points scored that round;
    ``cut`` when the Cut modifier took it out."""

    entry: Entry
    score: Fraction
    product: Fraction
    cut: bool


def sonneborn_berger_parts(scores: Scores, team: int, cuts: int) -> tuple[SonnebornPart, ...]:
    """EMGSB round by round, with what Cut-``cuts`` leaves out (``sonneborn_berger`` sums
    what is kept; the bulletin shows these parts)."""
    rows = scores.rows[team]
    parts = [
        Contribution(s, s * e.game_points, e.vur)
        for e in rows
        for s in [scores.opponent_score(team, e)]
    ]
    kept = kept_after_cut(parts, cuts)
    return tuple(
        SonnebornPart(e, c.score, c.value, not any(k is c for k in kept))
        for e, c in zip(rows, parts, strict=True)
    )


def sonneborn_berger_value(parts: Sequence[SonnebornPart]) -> Fraction:
    """EMGSB from its parts: the products the Cut kept."""
    return sum((p.product for p in parts if not p.cut), Fraction(0))


def sonneborn_berger(scores: Scores, team: int, cuts: int) -> Fraction:
    """EMGSB: each opponent's match points times the game points scored that round."""
    return sonneborn_berger_value(sonneborn_berger_parts(scores, team, cuts))


def buchholz_game_points(scores: Scores, team: int, cuts: int) -> Fraction:
    """BH:GP: the opponents' game points; unplayed rounds count the team's own."""
    parts = []
    for e in scores.rows[team]:
        s = scores.own_gp[e.opponent] if e.played and e.opponent else scores.own_gp[team]
        parts.append(Contribution(s, s, e.vur))
    return cut(parts, cuts)


def board_count(scores: Scores, team: int, cuts: int) -> Fraction:
    """BC: the points on each board times the board number (lower is better); a bye
    spreads its game points evenly over the boards."""
    del cuts
    return sum(
        (n * p for e in scores.rows[team] for n, p in enumerate(e.boards, start=1)), Fraction(0)
    )


Computed = Callable[[Scores, int, int], Fraction]
FIDE_TIEBREAKS: dict[str, Computed] = {
    "MP": lambda s, t, c: s.own[t],
    "GP": lambda s, t, c: s.own_gp[t],
    "EMGSB": sonneborn_berger,
    "BH:MP": buchholz,
    "BH:GP": buchholz_game_points,
    "BC": board_count,
}


def parse(acronym: str) -> tuple[str, int]:
    """``"EMGSB/C1"`` -> ``("EMGSB", 1)``: the tie-break and how many values it cuts."""
    name, _, modifier = acronym.partition("/")
    cuts = int(modifier[1:]) if modifier.upper().startswith("C") and modifier[1:].isdigit() else 0
    if modifier and not cuts:
        raise ValueError(f"unknown modifier {modifier!r} in tie-break {acronym!r}")
    return name.upper(), cuts


def is_known(acronym: str) -> bool:
    if acronym in TIEBREAKS:
        return True
    try:
        name, _ = parse(acronym)
    except ValueError:
        return False
    return name in FIDE_TIEBREAKS or name == "DE"


def column(event: Event, acronym: str, edition: int = EDITION) -> dict[int, Fraction]:
    """One tie-break for every team (``DE`` needs the standing: see
    ``olympiad.standings.table``)."""
    if acronym in TIEBREAKS:
        return TIEBREAKS[acronym](event)
    name, cuts = parse(acronym)
    if name not in FIDE_TIEBREAKS:
        known = sorted({*TIEBREAKS, *FIDE_TIEBREAKS, "DE"})
        raise ValueError(f"unknown tie-break {acronym!r}; expected one of {known}")
    scores = Scores(event, entries(event), edition)
    return {t.number: FIDE_TIEBREAKS[name](scores, t.number, cuts) for t in event.teams}


def sonneborn_berger_breakdown(
    event: Event, acronym: str, edition: int = EDITION
) -> dict[int, tuple[SonnebornPart, ...]]:
    """Every team's EMGSB parts for ``acronym`` (``"EMGSB/C1"``): what ``column`` sums."""
    name, cuts = parse(acronym)
    if name != "EMGSB":
        raise ValueError(f"{acronym!r} is not EMGSB")
    scores = Scores(event, entries(event), edition)
    return {t.number: sonneborn_berger_parts(scores, t.number, cuts) for t in event.teams}


def encounters(event: Event) -> dict[tuple[int, int], Fraction]:
    """Match points each team scored against each opponent over the board (played
    matches only), averaged if they met more than once."""
    scored: dict[tuple[int, int], list[int]] = {}
    for rnd in event.rounds:
        for match in rnd.matches:
            if match.is_played and has_result(match):
                for team in match.teams:
                    mp = match_points(match, team, event.ruleset, for_pairing=False)
                    scored.setdefault((team, match.opponent_of(team)), []).append(mp)
    return {pair: Fraction(sum(v), len(v)) for pair, v in scored.items()}


def direct_encounter(
    event: Event, tied: Sequence[Sequence[int]], met: Mapping[tuple[int, int], Fraction]
) -> dict[int, Fraction]:
    """DE for teams ``tied`` on everything before it: 0 where it separates nobody, else
    each team's place inside its tie (1 first; lower is better). If all the tied teams
    met, their match points against each other decide; if not, a team is placed ahead
    only when its score beats the most any team below it could have had. Applied again
    to the teams it leaves tied."""
    win = event.ruleset.match_points_win
    values: dict[int, Fraction] = {}
    for group in tied:
        places = de_places(list(group), met, win)
        distinct = len(set(places.values())) > 1
        values.update({t: Fraction(places[t] if distinct else 0) for t in group})
    return values


__all__ = ["Contribution", "cut", "de_places"]
