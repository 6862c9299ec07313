"""The ``Event`` sheet's ``Acceleration`` and ``Forbidden pairs`` settings of the individual
workbook: what TRF-2026 records 250 / 192 ``_BAKU`` and 260 (JaVaFo's ``XXA``, ``XXP``)
say, as the organiser types them (``individual.swiss.requests.Requests``):

- ``Acceleration``: empty (none); ``baku``, the Baku method of C.04.7 (group A the first
  2 * ceil(N / 4) players by pairing number, the accelerated rounds the first half of the
  event, rounded up); ``baku 1-4``, the same with rounds 1 to 4 accelerated. Pairing round
  1 writes group A's last player after it (``baku, group A to No. 6``): C.04.7 keeps him in
  every round: a late entry ranked above him joins it; a corrected rating moves nobody.
- ``Forbidden pairs``: groups of players by ``No.`` who may not meet one another, ``;``
  between groups (``3 7; 12 15 18``); a group may start with its rounds
  (``1-4: 3 7``: rounds 1 to 4 only; else every round).

A round paired by a system taking either is recorded in the Log with the requests it was
paired with (``requests_record``: ``Acceleration: baku, group A to No. 6 | Forbidden pairs:
3 7``, in the column where a British round's options are), which ``check`` and ``explain``
judge it with.

Only a system whose ruleset implements them (C.04.7, forbidden pairs: ``fide-dutch-2026``)
takes them; any other system's workbook with either, or the workbook paired, checked or
explained by such a system (``--system``), is an error naming the cell, as a value that
cannot be read is. A workbook made before these rows reads as having none.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import replace

from individual.swiss.requests import Forbidden, Requests
from individual.vocabulary.articles import Status
from rulesets.swiss import SWISS_RULESETS

ACCELERATION, FORBIDDEN = "Acceleration", "Forbidden pairs"
MEANINGS = {
    ACCELERATION: "C.04.7: baku (the first half of the rounds), baku 1-4 (rounds 1 to 4), "
    "or empty; fide-dutch-2026 only",
    FORBIDDEN: "players by No. who may not meet: 3 7; 12 15 18 (1-4: 3 7 for rounds 1 to 4 "
    "only); fide-dutch-2026 only",
}
"""What each setting's column C says."""
ARTICLES = {ACCELERATION: "C.04.7", FORBIDDEN: "forbidden"}
"""The article of a ruleset's table that must be implemented for the setting to be taken."""
_RANGE = re.compile(r"(\d+)\s*-\s*(\d+)", re.ASCII)
_LAST = re.compile(r"group a to no\.?\s*([1-9]\d*)", re.ASCII)
TPN_KEPT = "C.04.2 2.3"
"""The article of a ruleset's table that keeps the pairing numbers (PN) once round 4 is
paired: the workbook then reads them back as the initial order (``Requests.tpn_order``)."""


def parse_acceleration(text: str, rounds: int) -> Requests:
    """``Acceleration`` as typed (``ValueError`` saying what is expected) for an event of
    ``rounds`` rounds; after ``, `` the last player of group A as round 1's pairing wrote
    it (``, group A to No. 6``: C.04.7, the same in every round)."""
    typed, comma, fixed = text.strip().casefold().partition(",")
    words = typed.split(maxsplit=1)
    last = _LAST.fullmatch(fixed.strip())
    if not words and not comma:
        return Requests()
    if words and words[0] == "baku" and (last or not comma):
        end = int(last[1]) if last else 0
        if len(words) == 1:
            return Requests(baku=True, baku_last=end)
        found = _RANGE.fullmatch(words[1].strip())
        if found and int(found[1]) == 1 and 1 <= int(found[2]) <= rounds:
            return Requests(baku=True, baku_rounds=int(found[2]), baku_last=end)
    raise ValueError(
        f"expected 'baku' (C.04.7: the first half of the rounds accelerated), 'baku 1-N' "
        f"(rounds 1 to N accelerated, N at most {rounds}), either followed by ', group A to "
        f"No. K' (written by the pairing of round 1), or empty; found {text.strip()!r}"
    )


def parse_forbidden(text: str, rounds: int) -> tuple[Forbidden, ...]:
    """``Forbidden pairs`` as typed (``ValueError`` naming the group at fault: one not
    read, or naming a player twice)."""
    groups = []
    for group in filter(None, (g.strip() for g in text.split(";"))):
        head, colon, rest = group.partition(":")
        first, last = 1, rounds
        if colon:
            found = _RANGE.fullmatch(head.strip())
            if not found or not 1 <= int(found[1]) <= int(found[2]) <= rounds:
                raise ValueError(
                    f"{group!r}: expected the rounds as 'first-last' (1 to {rounds}) before ':'"
                )
            first, last, group = int(found[1]), int(found[2]), rest
        words = group.replace(",", " ").split()
        if not all(w.isascii() and w.isdigit() and int(w) for w in words) or len(words) < 2:
            raise ValueError(
                f"{group.strip()!r}: expected two players' No. or more, such as '3 7' "
                "(';' between groups)"
            )
        players = tuple(int(w) for w in words)
        if twice := sorted({p for p in players if players.count(p) > 1}):
            named = ", ".join(map(str, twice))
            raise ValueError(f"{group.strip()!r}: player {named} named twice (a typo?)")
        groups.append(Forbidden(first, last, players))
    return tuple(groups)


def unknown_players(requests: Requests, known: Collection[int]) -> list[int]:
    """The numbers ``requests`` forbids that are no player's ``No.`` (``known``)."""
    return sorted({p for f in requests.forbidden for p in f.players} - set(known))


def taken_by(system: str, label: str) -> bool:
    """Whether the ruleset named ``system`` implements what setting ``label`` asks."""
    return implements(system, ARTICLES[label])


def takes_requests(system: str) -> bool:
    """Whether the system named ``system`` takes the Acceleration or the Forbidden pairs
    (``taken_by``): a round it pairs records them in the Log (``requests_record``)."""
    return taken_by(system, ACCELERATION) or taken_by(system, FORBIDDEN)


def implements(system: str, article: str) -> bool:
    """Whether the ruleset named ``system`` implements ``article`` of its table."""
    ruleset = SWISS_RULESETS.get(system)
    if ruleset is None:
        return False
    return any(a.number == article and a.status is Status.IMPLEMENTED for a in ruleset.articles)


def takers(label: str) -> str:
    """The systems that take setting ``label``, for a message."""
    return ", ".join(name for name in SWISS_RULESETS if taken_by(name, label))


def not_taken(system: str, label: str, named_by: str = "") -> str:
    """What is wrong with asking ``label`` of the system ``system`` (``named_by``: where it
    is named, ``--system`` or ``record 192``; empty: the System cell beside), the one
    wording of a workbook's cell and a TRF's record; empty when the system takes it."""
    if taken_by(system, label):
        return ""
    named = f"{system} ({named_by})" if named_by else system
    return f"{label}: the system {named} does not take it (only {takers(label)} does)"


def format_acceleration(requests: Requests) -> str:
    """``Acceleration`` as ``parse_acceleration`` reads it."""
    if not requests.baku:
        return ""
    typed = f"baku 1-{requests.baku_rounds}" if requests.baku_rounds else "baku"
    return typed + (f", group A to No. {requests.baku_last}" if requests.baku_last else "")


def format_forbidden(forbidden: tuple[Forbidden, ...], rounds: int) -> str:
    """``Forbidden pairs`` as ``parse_forbidden`` reads it."""
    groups = []
    for f in forbidden:
        players = " ".join(map(str, f.players))
        every = f.first == 1 and f.last >= rounds
        groups.append(players if every else f"{f.first}-{f.last}: {players}")
    return "; ".join(groups)


RECORD_SEPARATOR = " | "
RECORDED_ROUNDS = 999
"""The last round a recorded range may name (``parse_requests_record``): a record is read
as written, whatever the Rounds cell says since (``requests_record`` writes a group of
every round without its range)."""


def requests_record(requests: Requests, rounds: int) -> str:
    """The Log's record of the requests a round is paired with in an event of ``rounds``
    rounds: each setting's words (``format_acceleration``, ``format_forbidden``) after
    its label, ``RECORD_SEPARATOR`` between; empty: none."""
    words = {ACCELERATION: format_acceleration(requests),
             FORBIDDEN: format_forbidden(requests.forbidden, rounds)}  # fmt: skip
    return RECORD_SEPARATOR.join(f"{label}: {typed}" for label, typed in words.items() if typed)


def parse_requests_record(text: str) -> Requests:
    """``requests_record`` read back (``ValueError`` saying what is expected), each range
    of rounds as written (up to ``RECORDED_ROUNDS``)."""
    requests = Requests()
    for part in filter(None, (p.strip() for p in text.split(RECORD_SEPARATOR.strip()))):
        label, colon, typed = part.partition(":")
        if label.strip() == ACCELERATION and colon:
            accelerated = parse_acceleration(typed, RECORDED_ROUNDS)
            requests = replace(requests, baku=accelerated.baku, baku_last=accelerated.baku_last,
                               baku_rounds=accelerated.baku_rounds)  # fmt: skip
        elif label.strip() == FORBIDDEN and colon:
            requests = replace(requests, forbidden=parse_forbidden(typed, RECORDED_ROUNDS))
        else:
            raise ValueError(
                f"{part!r}: expected '{ACCELERATION}: ...' or '{FORBIDDEN}: ...' (the Event "
                f"sheet's cells as the round was paired, '{RECORD_SEPARATOR.strip()}' between)"
            )
    return requests
