"""Standings of an individual Swiss event: the system's final order (FIDE Swiss 1998
F.10) and FIDE tie-breaks by acronym (C.07), as for teams (``individual.standings.rules``).

F.10: points; for first place only, the games between the tied players; the average
rating of the opponents (ARO); lots drawn and typed by the arbiter. Acronyms: ``PTS``,
``BH`` (Buchholz), ``SB`` (Sonneborn-Berger) with ``/C1`` ``/C2`` (Cut-1, Cut-2) or
``/M1`` (median: highest and lowest cut), ``DE`` (direct encounter), ``WIN`` (rounds
with a win's points, unplayed included), ``WON`` (games won over the board), ``ARO``,
``TPR`` (performance rating: ARO + dp of the FIDE table in ``individual.standings.rating``,
over the games against rated opponents only).
Unplayed rounds as C.07 art. 16: a round without a game counts as an opponent with the
player's own points (at most a draw a round with no opponent, at most the forfeiting
opponent's points); opponents' points count rounds after their last appearance as draws;
a voluntarily unplayed round (forfeit lost, requested bye, absence) is cut first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from individual.standings import rating, rules
from individual.standings.rules import (
    Contribution,
    buchholz_parts,
    cut,
    de_places,
    kept_after_cut,
    sonneborn_berger_parts,
)
from individual.swiss.model import SwissEvent
from individual.vocabulary.result import GameScore

HALF = Fraction(1, 2)
DEFAULT_TIEBREAKS = "F10 BH/C1 BH SB WIN"
"""The tie-break order of a new individual event unless the organiser names another."""
OVER_THE_BOARD = frozenset({GameScore.WIN, GameScore.DRAW, GameScore.LOSS})
"""A game played over the board and finished: an unfinished one (``*``) counts as nothing
for the standings, as one not entered."""
ACRONYMS = ("F10", "PTS", "BH", "SB", "DE", "DE1", "WIN", "WON", "ARO", "TPR")


@dataclass(frozen=True)
class Entry:
    """One round of a player as C.07 sees it."""

    round: int
    opponent: int | None
    played: bool
    vur: bool
    points: Fraction

    @property
    def score(self) -> Fraction:
        """The score C.07 adds up for a player: its points."""
        return self.points


def parse_tiebreaks(text: str) -> tuple[str, ...]:
    """``"BH/C1 SB, WIN"`` -> ``("BH/C1", "SB", "WIN")``; ``ValueError`` for an unknown one."""
    found = tuple(t.upper() for t in text.replace(",", " ").split())
    for acronym in found:
        name, _, modifier = acronym.partition("/")
        if name not in ACRONYMS or (modifier and (name not in ("BH", "SB") or modifier
                                                   not in ("C1", "C2", "M1"))):  # fmt: skip
            known = ", ".join(ACRONYMS)
            raise ValueError(
                f"unknown tie-break {acronym!r}; known: {known} (BH, SB with /C1 /C2 /M1)"
            )
    return found


def entries(event: SwissEvent) -> dict[int, tuple[Entry, ...]]:
    """Every player's rounds, scored as final (an unfinished game counts nothing)."""
    rows: dict[int, list[Entry]] = {e.number: [] for e in event.entrants}
    for rnd in event.rounds:
        for player, found in rows.items():
            game = rnd.game_of(player)
            if game is not None:
                points = Fraction(game.half_points(player, for_pairing=False), 2)
                played = game.score is not None and game.score in OVER_THE_BOARD
                found.append(Entry(rnd.number, game.opponent_of(player), played,
                                   not played and points < 1, points))  # fmt: skip
                continue
            reason = rnd.unpaired_reason(player)
            points = Fraction(reason.half_points if reason else 0, 2)
            vur = reason is None or not reason.is_point_without_playing
            found.append(Entry(rnd.number, None, False, vur, points))
    return {p: tuple(r) for p, r in rows.items()}


class Scores(rules.Scores[Entry]):
    """Own and adjusted points of every player (C.07 art. 16), and the ratings ARO and
    TPR read."""

    def __init__(self, event: SwissEvent, unrated: int | None = None) -> None:
        """``unrated``: the rating an unrated opponent counts with in ARO and TPR
        (``None``: such games are left out)."""
        super().__init__(entries(event), HALF)
        self.event = event
        self.rating = {e.number: e.player.rating or unrated or 0 for e in event.entrants}

    def opponents_rated(self, player: int) -> list[int]:
        return [r for r, _ in rated_games(self, player)]


def _cut(parts: list[Contribution], modifier: str) -> Fraction:
    if modifier == "M1":  # the least significant first (a VUR first), then the highest
        kept = kept_after_cut(parts, 1)
        if kept:
            kept.remove(max(kept, key=lambda c: (c.score, c.value)))
        return sum((Fraction(c.value) for c in kept), Fraction(0))
    return cut(parts, int(modifier[1:]) if modifier else 0)


def buchholz(scores: Scores, player: int, modifier: str) -> Fraction:
    return _cut(buchholz_parts(scores, player), modifier)


def sonneborn_berger(scores: Scores, player: int, modifier: str) -> Fraction:
    return _cut(sonneborn_berger_parts(scores, player, lambda e: e.points), modifier)


def rated_games(scores: Scores, player: int) -> list[tuple[int, Fraction]]:
    """The games ARO and TPR read: (opponent's rating, points) of each game played over
    the board against an opponent with a rating (an unrated one at ``Scores``' rating
    for the unrated, if any)."""
    return [(scores.rating[e.opponent], e.points) for e in scores.rows[player]
            if e.played and e.opponent is not None and scores.rating[e.opponent]]  # fmt: skip


def average_rating(scores: Scores, player: int) -> Fraction:
    """ARO: the opponents' ratings in those games, rounded to a whole (0 without one)."""
    ratings = [r for r, _ in rated_games(scores, player)]
    return Fraction(rating.average_rating(ratings)) if ratings else Fraction(0)


def performance(scores: Scores, player: int) -> Fraction:
    """TPR: Rp = ARO + dp(p), p the fraction scored in those games (0 without one)."""
    games = rated_games(scores, player)
    scored = sum((points for _, points in games), Fraction(0))
    found = rating.performance_rating([r for r, _ in games], scored)
    return Fraction(found or 0)


def column(event: SwissEvent, acronym: str, scores: Scores | None = None) -> dict[int, Fraction]:
    """One tie-break (not ``DE``, which needs the order before it) for every player."""
    scores = scores or Scores(event)
    name, _, modifier = acronym.upper().partition("/")
    players = list(scores.rows)
    if name == "PTS":
        return dict(scores.own)
    if name in ("BH", "SB"):
        compute = buchholz if name == "BH" else sonneborn_berger
        return {p: compute(scores, p, modifier) for p in players}
    if name in ("WIN", "WON"):
        return {p: Fraction(sum(1 for e in scores.rows[p] if e.points == 1
                                and (e.played or name == "WIN"))) for p in players}  # fmt: skip
    if name == "ARO":
        return {p: average_rating(scores, p) for p in players}
    if name == "TPR":
        return {p: performance(scores, p) for p in players}
    raise ValueError(f"unknown tie-break {acronym!r}")


def encounters(event: SwissEvent) -> dict[tuple[int, int], Fraction]:
    """Points each player scored against each opponent over the board, averaged."""
    scored: dict[tuple[int, int], list[int]] = {}
    for rnd in event.rounds:
        for game in rnd.games:
            if game.score is not None and game.score.is_played:
                for p in (game.white, game.black):
                    scored.setdefault((p, game.opponent_of(p)), []).append(
                        game.half_points(p, for_pairing=False)
                    )
    return {pair: Fraction(sum(v), 2 * len(v)) for pair, v in scored.items()}


def direct_encounter(
    tied: Sequence[Sequence[int]], met: Mapping[tuple[int, int], Fraction]
) -> dict[int, Fraction]:
    """DE inside each group tied on everything before it: the place it gives (1 first,
    lower is better), 0 where it separates nobody."""
    values: dict[int, Fraction] = {}
    for group in tied:
        places = de_places(list(group), met, 1)
        distinct = len(set(places.values())) > 1
        values.update({p: Fraction(places[p] if distinct else 0) for p in group})
    return values
