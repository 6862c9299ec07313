"""An independent checker for one paired round of a team event.

Everything is recomputed from the event's rounds with nothing but the data model:
no engine helper (scores, colours, compatibility, matching) is called, so a bug in
the engine cannot hide itself in the oracle. ``violations`` lists what a pairing
breaks (arts. 12, 16a, 16b, 17, 22a, 22b, 23a); ``complete_pairing_exists`` decides by
brute force whether a small round can be paired at all (arts. 12, 16).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

from individual.vocabulary.decision import Kind
from individual.vocabulary.result import GameScore
from olympiad.engine.model import Event, Match, RoundPairing

MAX_DIFFERENCE = 2  # art. 22a: board-1 colour difference never beyond +-2
MAX_STREAK = 2  # art. 22b: never the same board-1 colour three times in a row
BRUTE_FORCE_LIMIT = 16  # complete_pairing_exists handles fewer teams than this

# Half-points of (first, second) for pairing purposes (art. 13: unfinished is a draw).
_HALF = {
    GameScore.WIN: (2, 0),
    GameScore.DRAW: (1, 1),
    GameScore.LOSS: (0, 2),
    GameScore.FORFEIT_WIN: (2, 0),
    GameScore.FORFEIT_LOSS: (0, 2),
    GameScore.DOUBLE_FORFEIT: (0, 0),
    GameScore.UNFINISHED: (1, 1),
}
_OVER_THE_BOARD = {GameScore.WIN, GameScore.DRAW, GameScore.LOSS, GameScore.UNFINISHED}


@dataclass
class History:
    """One team's past as the oracle sees it. ``colours`` is ``"W"``/``"B"`` per played
    match (board 1); ``met`` only counts matches played over the board."""

    match_points: int = 0
    met: set[int] = field(default_factory=set)
    colours: str = ""
    byes: int = 0
    scored_without_playing: bool = False


def played_over_the_board(match: Match) -> bool:
    """Both teams appeared and at least one game was played."""
    return not match.no_show and any(g in _OVER_THE_BOARD for g in match.games)


def _match_points(match: Match, team: int, win: int, draw: int) -> int:
    if team in match.no_show:
        return 0
    if match.no_show:
        return win
    first = sum(_HALF[g][0] for g in match.games)
    second = sum(_HALF[g][1] for g in match.games)
    own, other = (first, second) if team == match.first else (second, first)
    return win if own > other else draw if own == other else 0


def histories(event: Event) -> dict[int, History]:
    """Every registered team's history after all rounds of ``event``."""
    rules = event.ruleset
    out = {t.number: History() for t in event.teams}
    for rnd in event.rounds:
        if rnd.bye is not None:
            out[rnd.bye].byes += 1
            out[rnd.bye].match_points += rules.bye_match_points
            out[rnd.bye].scored_without_playing = True
        for match in rnd.matches:
            if not match.games and not match.no_show:
                continue  # paired, no result yet
            played = played_over_the_board(match)
            for team in match.teams:
                mp = _match_points(match, team, rules.match_points_win, rules.match_points_draw)
                out[team].match_points += mp
                if played:
                    out[team].met.add(match.opponent_of(team))
                    out[team].colours += "W" if team == match.first else "B"
                elif mp > 0:
                    out[team].scored_without_playing = True
    return out


def art22_broken(colours: str) -> str | None:
    """Why a board-1 colour sequence breaks a colour limit at its last colour, if it does:
    art. 22a (the difference past +-2), art. 22b (three in a row), or both."""
    why = []
    difference = colours.count("W") - colours.count("B")
    if abs(difference) > MAX_DIFFERENCE:
        why.append(f"colour difference {difference:+d} (art. 22a)")
    tail = colours[-(MAX_STREAK + 1) :]
    if len(tail) == MAX_STREAK + 1 and len(set(tail)) == 1:
        why.append(f"{tail[0]} {MAX_STREAK + 1} times in a row (art. 22b)")
    return ", ".join(why) or None


def present_teams(event: Event, absent: Iterable[int] = ()) -> list[int]:
    """Teams to be paired: registered, not withdrawn, not absent (art. 45)."""
    left_out = set(absent) | set(event.withdrawn)
    return [t.number for t in event.teams if t.number not in left_out]


def violations(event_before: Event, pairing: RoundPairing) -> list[str]:
    """What ``pairing`` (the next round of ``event_before``) breaks; empty if nothing."""
    out: list[str] = []
    past = histories(event_before)
    present = present_teams(event_before, pairing.absent)
    if pairing.number != len(event_before.rounds) + 1:
        out.append(f"round number {pairing.number}, expected {len(event_before.rounds) + 1}")

    seen: dict[int, int] = {}
    for match in pairing.matches:
        for team in (match.first, match.second):
            seen[team] = seen.get(team, 0) + 1
    if pairing.bye is not None:
        seen[pairing.bye] = seen.get(pairing.bye, 0) + 1
    for team in present:
        if seen.get(team, 0) != 1:
            out.append(f"team {team} is in {seen.get(team, 0)} matches/byes, expected 1")
    for team in sorted(set(seen) - set(present)):
        out.append(f"team {team} is paired but not present")

    if len(present) % 2 == 0 and pairing.bye is not None:
        out.append(f"bye to team {pairing.bye} with an even number of teams")
    if len(present) % 2 == 1 and pairing.bye is None:
        out.append("no bye with an odd number of teams")
    if pairing.bye is not None and pairing.bye in past:
        if past[pairing.bye].byes:
            out.append(f"team {pairing.bye} gets a second bye (art. 12)")
        elif past[pairing.bye].scored_without_playing:
            out.append(f"team {pairing.bye} gets the bye after scoring without playing (art. 16b)")

    relaxed = any(d.kind is Kind.RELAXED and "23a" in d.keys for d in pairing.trail.decisions)
    floated = {t for d in pairing.trail.of_kind(Kind.FLOAT) for t in d.subjects}
    for match in pairing.matches:
        a, b = match.first, match.second
        if a == b:
            out.append(f"team {a} paired against itself")
            continue
        if a not in past or b not in past:
            continue  # reported above as not present
        if b in past[a].met:
            out.append(f"{a} v {b}: rematch (art. 16a)")
        if not relaxed:
            for team, colour in ((a, "W"), (b, "B")):
                why = art22_broken(past[team].colours + colour)
                if why:
                    out.append(
                        f"{a} v {b}: team {team} gets {colour} on board 1: {why} "
                        "without art. 23a in the trail"
                    )
        mp_a, mp_b = past[a].match_points, past[b].match_points
        if mp_a != mp_b and a not in floated and b not in floated:
            out.append(f"{a} ({mp_a} MP) v {b} ({mp_b} MP) without a float decision (art. 17)")
    return out


def bye_candidates(event: Event, absent: Iterable[int] = ()) -> list[int]:
    """Teams that may receive a bye: never had one, never scored without playing."""
    past = histories(event)
    return [
        t
        for t in present_teams(event, absent)
        if not past[t].byes and not past[t].scored_without_playing
    ]


def complete_pairing_exists(event: Event, absent: Iterable[int] = ()) -> bool:
    """Brute force: can the next round be paired without a rematch (art. 16a), with a
    bye to an eligible team when the number of teams is odd (arts. 12, 16b)?

    Exponential in the worst case; meant for fewer than ``BRUTE_FORCE_LIMIT`` teams.
    """
    teams = present_teams(event, absent)
    if len(teams) >= BRUTE_FORCE_LIMIT:
        raise ValueError(f"{len(teams)} teams is too many for the brute force")
    past = histories(event)
    index = {t: i for i, t in enumerate(teams)}
    allowed = [0] * len(teams)
    for i, a in enumerate(teams):
        for j, b in enumerate(teams):
            if i != j and b not in past[a].met and a not in past[b].met:
                allowed[i] |= 1 << j

    @cache
    def pairable(mask: int) -> bool:
        if not mask:
            return True
        low = mask & -mask
        i = low.bit_length() - 1
        options = allowed[i] & mask & ~low
        while options:
            bit = options & -options
            if pairable(mask & ~low & ~bit):
                return True
            options &= ~bit
        return False

    everyone = (1 << len(teams)) - 1
    if len(teams) % 2 == 0:
        return pairable(everyone)
    return any(pairable(everyone & ~(1 << index[t])) for t in bye_candidates(event, absent))
