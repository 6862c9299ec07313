"""Seeded random C.04.6 events: plausible teams (ratings by board), board results drawn
from the rating difference, some teams absent from a round, some matches forfeited, every
round paired by ``olympiad.fideteam.pairing``. Pure: the random generator is passed in."""

from __future__ import annotations

import random
from dataclasses import replace

from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingImpossible
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from olympiad.engine.model import Event, Match, Round, RoundPairing, Team
from olympiad.fideteam.pairing import pair_round
from olympiad.fideteam.ruleset import FideTeamRuleset


def random_teams(count: int, rnd: random.Random, ruleset: FideTeamRuleset) -> tuple[Team, ...]:
    """``count`` teams of ``boards + reserves`` players, strongest first by TPN."""
    bases = sorted((rnd.randint(1300, 2700) for _ in range(count)), reverse=True)
    size = ruleset.boards + ruleset.reserves
    teams = []
    for number, base in enumerate(bases, start=1):
        players = tuple(
            Player(f"Player {number}.{b + 1}", max(1000, base - rnd.randint(0, 40) * b))
            for b in range(size)
        )
        teams.append(Team(number, f"Team {number:03d}", players))
    return tuple(teams)


def _game(white: int, black: int, rnd: random.Random) -> GameScore:
    """A board result from the rating difference (Elo expectation, a third of draws)."""
    expected = 1 / (1 + 10 ** ((black - white) / 400))
    draw = 0.33
    roll = rnd.random()
    if roll < expected - draw / 2:
        return GameScore.WIN
    if roll < expected + draw / 2:
        return GameScore.DRAW
    return GameScore.LOSS


def play_round(
    event: Event, pairing: RoundPairing, rnd: random.Random, forfeit: float = 0.02
) -> Round:
    """Results for every match of ``pairing``; with probability ``forfeit`` a team does not
    appear (a lost match, no colour, no meeting)."""
    boards = event.ruleset.boards
    matches = []
    for paired in pairing.matches:
        if rnd.random() < forfeit:
            gone = rnd.choice((paired.first, paired.second))
            score = GameScore.FORFEIT_LOSS if gone == paired.first else GameScore.FORFEIT_WIN
            matches.append(Match(paired.first, paired.second, (score,) * boards, frozenset({gone})))
            continue
        a, b = event.team(paired.first).players, event.team(paired.second).players
        games = []
        for board in range(boards):
            ra, rb = a[board].rating or 1400, b[board].rating or 1400
            result = _game(ra, rb, rnd) if board % 2 == 0 else _flip(_game(rb, ra, rnd))
            games.append(result)
        matches.append(Match(paired.first, paired.second, tuple(games)))
    return Round(pairing.number, tuple(matches), pairing.bye, pairing.absent)


def _pair(event: Event, absent: frozenset[int], lot: Colour) -> RoundPairing:
    """The round with ``absent`` teams away; when that cannot be paired (no team may have the
    PAB, or a rematch would be needed), with nobody away, else with one team away to make
    the number even (the last that makes the round possible)."""
    tries = [absent, frozenset()]
    tries += [frozenset({t.number}) for t in reversed(event.teams)]
    for away in tries:
        try:
            return pair_round(event, absent=away, lot=lot)
        except PairingImpossible:
            continue
    return pair_round(event, lot=lot)  # raises: no round-pairing exists


def _flip(score: GameScore) -> GameScore:
    return {GameScore.WIN: GameScore.LOSS, GameScore.LOSS: GameScore.WIN}.get(score, score)


def random_event(
    ruleset: FideTeamRuleset,
    teams: int,
    rounds: int,
    rnd: random.Random,
    *,
    absence: float = 0.03,
    forfeit: float = 0.02,
    lot: Colour = Colour.WHITE,
    played: int | None = None,
) -> Event:
    """An event of ``teams`` teams and ``rounds`` planned rounds, the first ``played`` of
    them (all by default) paired and played; each team is absent from a round with
    probability ``absence`` (never so many that the round could not be paired)."""
    event = Event("Random C.04.6 event", random_teams(teams, rnd, ruleset), ruleset, (), rounds)
    for _ in range(rounds if played is None else played):
        absent = frozenset(t.number for t in event.teams if rnd.random() < absence)
        pairing = _pair(event, absent, lot)
        event = replace(event, rounds=(*event.rounds, play_round(event, pairing, rnd, forfeit)))
    return event
