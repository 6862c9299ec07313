"""A round as its pairing saw it: the one replay that ``swiss check`` judges a round by and
``swiss explain`` pairs it again from (issue 26). A round is paired from the rounds before
it, among the players entered then, leaving out those it did not pair (F.5)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from individual.swiss.model import REQUESTED, SwissEvent, SwissRound, Unpaired


@dataclass(frozen=True)
class Replay:
    """Round ``played`` as it was paired. ``before``: the event with the rounds before it,
    the players entered then (a late entry the round does not list had not entered) and
    those withdrawn by then (withdrawn, and not listed); ``left_out``: the players entered
    that the round did not pair (requested byes, absences, the withdrawn): everyone
    without a game or the pairing bye in it; ``before.byes_requested`` the byes the round
    shows were asked (H, Z, F)."""

    before: SwissEvent
    played: SwissRound
    left_out: frozenset[int]

    @property
    def number(self) -> int:
        """The round's number."""
        return self.played.number


def replay(event: SwissEvent, number: int) -> Replay:
    """Round ``number`` of ``event`` (paired) as it was paired."""
    played = event.rounds[number - 1]
    paired = {n for g in played.games for n in (g.white, g.black)}
    paired |= {n for n, why in played.unpaired if why is Unpaired.PAIRING_BYE}
    listed = paired | {n for n, _ in played.unpaired}
    withdrawn = event.withdrawn - listed
    entered = tuple(e for e in event.entrants if e.number in listed | withdrawn)
    rounds = event.rounds[: number - 1]
    asked = tuple((n, why) for n, why in played.unpaired if why in REQUESTED)
    before = replace(event, entrants=entered, rounds=rounds, withdrawn=withdrawn,
                     byes_requested=asked)  # fmt: skip
    return Replay(before, played, frozenset(e.number for e in entered) - paired)


def replays(event: SwissEvent) -> list[Replay]:
    """Every round of ``event`` as it was paired, in order."""
    return [replay(event, number) for number in range(1, len(event.rounds) + 1)]
