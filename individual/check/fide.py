"""Judging a round of a finished event: every pairing the rules would not have made.

The one replay checker (``individual.check.replay``) gives each round as the pairing
program saw it (the rounds before it, the same players left out) and the engine's pairing of
it again; ``judge`` (FIDE 1998; ``round_findings`` for any system with its ``Labels``)
reports:

- absolute criteria broken by the pairing as played: B.1a (a rematch), B.1b (a bye for a
  player who already had a point without playing), B.2 (colour difference beyond 2 or the
  same colour three times; not for players over 50 % in the last round), a player paired
  twice, two byes;
- every board where this program, with the same lot, would have paired differently
  (the pairing it would have made, and whether colours alone differ).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from individual.check.replay import Repaired
from individual.fide1998.criteria import MAX_DIFFERENCE, MAX_STREAK, is_exempt
from individual.swiss.history import player_states
from individual.swiss.model import SwissEvent, SwissPairing, SwissRound, Unpaired
from individual.swiss.ranking import kept_order
from individual.swiss.replay import Replay
from individual.vocabulary.colour import Colour, breaks_limits
from individual.vocabulary.errors import PairingImpossible, PairingSystemError


class FindingKind(Enum):
    """What a finding is about, one kind for each rule ``Labels`` cites (its field); a
    judge filters findings by their kind, never by their text."""

    REMATCH = "rematch"
    FORBIDDEN = "forbidden"
    COLOUR_LIMITS = "colour_limits"
    BYE_AGAIN = "bye_again"
    BYES = "byes"
    PAIRED_TWICE = "paired_twice"
    NO_PAIRING = "no_pairing"
    DIFFERS = "differs"
    COLOURS = "colours"
    BYE = "bye"

    @property
    def absolute(self) -> bool:
        """An absolute rule the round as played breaks (else a difference from the
        engine's pairing, or no pairing by the engine)."""
        return self in ABSOLUTE


ABSOLUTE = frozenset(
    {
        FindingKind.REMATCH,
        FindingKind.FORBIDDEN,
        FindingKind.COLOUR_LIMITS,
        FindingKind.BYE_AGAIN,
        FindingKind.BYES,
        FindingKind.PAIRED_TWICE,
    }
)
"""The kinds of finding that are absolute rules broken."""


@dataclass(frozen=True)
class Finding:
    """One thing a round's pairing did that the rules would not have done: its ``kind``
    and the players it is about (``subjects``), with its ``text`` rendered for the edge."""

    round: int
    article: str
    text: str
    kind: FindingKind
    subjects: tuple[int, ...] = ()

    @property
    def absolute(self) -> bool:
        """An absolute rule broken (not a difference from the engine's pairing)."""
        return self.kind.absolute

    def __str__(self) -> str:
        return f"round {self.round}: [{self.article}] {self.text}"


Pairer = Callable[[SwissEvent, frozenset[int], Colour | None], SwissPairing]
"""Pairs the next round of an event: (event, players left out, lot) -> pairing."""

Judged = Repaired[SwissEvent, Replay, SwissPairing]
"""A stored round and the engine's pairing of it again (``individual.check.replay``)."""


@dataclass(frozen=True)
class Labels:
    """The article or rule each kind of finding cites; one set per pairing system
    (``FIDE_LABELS`` here, the British ones in ``individual.check.british``).
    ``colour_limits``: ``None`` for a system with no absolute colour limits;
    ``forbidden``: ``None`` for a system that does not take forbidden pairs (TRF 260)."""

    rematch: str
    bye_again: str
    byes: str
    paired_twice: str
    colour_limits: str | None
    differs: str
    colours: str
    colours_round1: str
    bye: str
    no_pairing: str
    forbidden: str | None = None


FIDE_LABELS = Labels(
    rematch="B.1a",
    bye_again="B.1b",
    byes="A.5",
    paired_twice="C.6",
    colour_limits="B.2",
    differs="C",
    colours="E",
    colours_round1="E",
    bye="A.5",
    no_pairing="C.13",
)


def judge(repaired: Judged) -> list[Finding]:
    """The FIDE 1998 system's judge of one round (``rulesets.systems``): ``round_findings``
    cited by FIDE 1998's articles."""
    return round_findings(repaired, FIDE_LABELS)


def round_findings(repaired: Judged, labels: Labels) -> list[Finding]:
    """The absolute criteria the round ``repaired.then`` breaks, then each board the
    engine's pairing of it again has otherwise (``engine_findings``), cited as ``labels``
    says."""
    then = repaired.then
    found = absolute_findings(then.before, then.played, labels)
    return found + engine_findings(then, repaired.ours, labels)


def first_round_lot(event: SwissEvent, repair: object = None) -> Colour | None:
    """E.5: the lot as round 1 shows it, the colour of the highest player with a game, in
    A.2's order as ``kept_order`` gives it (``repair``: the protocol's, not needed: read
    from round 1 as stored)."""
    if not event.rounds:
        return None
    for number in kept_order(event):
        game = event.rounds[0].game_of(number)
        if game is not None:
            return game.colour_of(number)
    return None


def absolute_findings(
    before: SwissEvent, rnd: SwissRound, labels: Labels = FIDE_LABELS
) -> list[Finding]:
    """B.1, B.2, "paired once" and the forbidden pairs for ``rnd`` played after ``before``
    (each cited as ``labels`` says; no colour limits when ``labels.colour_limits`` is
    ``None``, no forbidden pairs when ``labels.forbidden`` is)."""
    states = player_states(before)
    out: list[Finding] = []
    seen: dict[int, int] = {}
    barred = set(before.requests.forbidden_pairs(rnd.number)) if labels.forbidden else set()
    for game in rnd.games:
        for n in (game.white, game.black):
            seen[n] = seen.get(n, 0) + 1
        a, b = states[game.white], states[game.black]
        pair = (game.white, game.black)
        if game.black in a.opponents:
            text = f"{game.white}-{game.black} met before"
            out.append(Finding(rnd.number, labels.rematch, text, FindingKind.REMATCH, pair))
        if labels.forbidden and (min(pair), max(pair)) in barred:
            text = f"{game.white}-{game.black} paired, a forbidden pair (TRF 260)"
            kind = FindingKind.FORBIDDEN
            out.append(Finding(rnd.number, labels.forbidden, text, kind, pair))
        if not game.is_played or labels.colour_limits is None:
            continue
        for state, colour in ((a, Colour.WHITE), (b, Colour.BLACK)):
            limits = breaks_limits(state.colours, colour, MAX_DIFFERENCE, MAX_STREAK)
            if limits and not is_exempt(state, rnd.number, before.total_rounds):
                text = f"{state.number} gets {colour.name.lower()} ({game.white}-{game.black})"
                kind, subject = FindingKind.COLOUR_LIMITS, (state.number,)
                out.append(Finding(rnd.number, labels.colour_limits, text, kind, subject))
    byes = [n for n, r in rnd.unpaired if r is Unpaired.PAIRING_BYE]
    for n in byes:
        seen[n] = seen.get(n, 0) + 1
        if states[n].had_point_without_playing:
            text = f"bye to {n}, who already had a point without playing"
            out.append(Finding(rnd.number, labels.bye_again, text, FindingKind.BYE_AGAIN, (n,)))
    if len(byes) > 1:
        text = f"more than one bye: {byes}"
        out.append(Finding(rnd.number, labels.byes, text, FindingKind.BYES, tuple(byes)))
    twice, kind = labels.paired_twice, FindingKind.PAIRED_TWICE
    out += [
        Finding(rnd.number, twice, f"player {n} paired {k} times", kind, (n,))
        for n, k in seen.items()
        if k > 1
    ]
    return out


def engine_findings(
    then: Replay, ours: SwissPairing | PairingSystemError, labels: Labels = FIDE_LABELS
) -> list[Finding]:
    """Where this program, pairing the round ``then`` replays again (``ours``), pairs it
    differently, each finding cited as ``labels`` says; a round it cannot pair is a finding
    (any other error it raised is raised again)."""
    rnd = then.played
    if isinstance(ours, PairingImpossible):
        text = f"this program finds no pairing: {ours}"
        return [Finding(rnd.number, labels.no_pairing, text, FindingKind.NO_PAIRING)]
    if isinstance(ours, PairingSystemError):
        raise ours
    played = {frozenset((g.white, g.black)): (g.white, g.black) for g in rnd.games}
    mine = {frozenset((b.white, b.black)): (b.white, b.black) for b in ours.boards}
    out = []
    for key in sorted(set(mine) - set(played), key=sorted):
        w, b = mine[key]
        text = f"the rules pair {w}-{b}, not played so"
        out.append(Finding(rnd.number, labels.differs, text, FindingKind.DIFFERS, (w, b)))
    for key in sorted(set(mine) & set(played), key=sorted):
        if mine[key] != played[key]:
            w, b = mine[key]
            colours = labels.colours_round1 if rnd.number == 1 else labels.colours
            text = f"colours: the rules give {w}-{b}"
            out.append(Finding(rnd.number, colours, text, FindingKind.COLOURS, (w, b)))
    if ours.bye != rnd.bye:
        text = f"the rules give the bye to {ours.bye}"
        byes = bye_players(ours, rnd)
        out.append(Finding(rnd.number, labels.bye, text, FindingKind.BYE, byes))
    return out


def bye_players(ours: SwissPairing, rnd: SwissRound) -> tuple[int, ...]:
    """The players a differing bye is about: the engine's bye, then the one played."""
    return tuple(n for n in (ours.bye, rnd.bye) if n is not None)
