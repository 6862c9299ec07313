"""Manual changes of a published pairing: a round sheet whose teams differ from what the
Log says the program paired (or accepted last time).

Each changed match is checked against the event as it stood before the round: a rematch
(art. 16a), a board-1 colour the limits forbid (art. 22a: colour difference past +-2,
art. 22b: a third colour in a row, as the case is), a bye to a team that already had
one or scored without playing (arts. 12, 16b). A round sheet with no pairing in the Log
(paired by hand or by another program) is checked whole.
"""

from __future__ import annotations

from dataclasses import dataclass

from individual.vocabulary.colour import Colour
from olympiad.edges.workbook.book import Tournament
from olympiad.edges.workbook.log import LogEntry, PairingRecord, record_of
from olympiad.edges.workbook.round_read import RoundSheet
from olympiad.engine.colours import limit_break, limit_mention
from olympiad.engine.model import Event
from olympiad.engine.roles import cite_text
from olympiad.engine.scores import team_records


@dataclass(frozen=True)
class ManualChange:
    """What changed in a round sheet, and the rules the changed pairing breaks."""

    round: int
    what: str
    problems: tuple[str, ...]
    pairing: PairingRecord

    def log_entry(self) -> LogEntry:
        checked = "; ".join(self.problems) if self.problems else "no rule broken"
        what = f"{self.what}; checked: {checked}"
        return LogEntry("manual change", self.round, what, self.pairing)

    def lines(self) -> list[str]:
        head = f"warning: round {self.round} was changed by hand: {self.what}"
        return [head, *(f"  - {p}" for p in self.problems)]


def manual_changes(tournament: Tournament) -> list[ManualChange]:
    """Every round sheet whose pairing is not the one the Log recorded last."""
    changes = []
    for sheet in tournament.rounds:
        now = record_of(sheet.round)
        before = tournament.recorded.get(sheet.number)
        if before is not None and _same(before, now):
            continue
        event = tournament.event_before(sheet.number)
        what, changed = _difference(before, now)
        problems = _check(event, sheet, changed, now)
        changes.append(ManualChange(sheet.number, what, tuple(problems), now))
    return changes


def _same(before: PairingRecord, now: PairingRecord) -> bool:
    """The same matches with the same board-1 colours and the same bye (the order of
    the matches and the Absent rows aside)."""
    return (set(before.matches), before.bye) == (set(now.matches), now.bye)


def _difference(
    before: PairingRecord | None, now: PairingRecord
) -> tuple[str, set[tuple[int, int]]]:
    if before is None:
        return "no pairing of this round in the Log (paired by hand or by another program)", set(
            now.matches
        )
    added = [m for m in now.matches if m not in before.matches]
    removed = [m for m in before.matches if m not in now.matches]
    parts = []
    if removed or added:
        parts.append(f"paired {_pairs(removed)}, now {_pairs(added)}")
    if before.bye != now.bye:
        parts.append(f"bye {before.bye or 'none'}, now {now.bye or 'none'}")
    return "; ".join(parts), set(added)


def _pairs(matches: list[tuple[int, int]]) -> str:
    return ", ".join(f"{a}-{b}" for a, b in matches) or "none"


def _check(
    event: Event, sheet: RoundSheet, changed: set[tuple[int, int]], now: PairingRecord
) -> list[str]:
    records = team_records(event, for_pairing=True)
    ruleset = event.ruleset
    problems = []
    for first, second in now.matches:
        if (first, second) not in changed or first not in records or second not in records:
            continue
        where = sheet.place(first)
        if second in records[first].opponents:
            met = f"{where}: teams {first} and {second} have met already (art. 16a)"
            problems.append(cite_text(met, ruleset))
        for team, colour in ((first, Colour.WHITE), (second, Colour.BLACK)):
            broken = limit_break(team, records[team].colours, colour, ruleset)
            if broken is not None:
                articles = limit_mention(broken.articles)
                message = (
                    f"{where}: {colour.name.lower()} on board 1 for team {team} breaks "
                    f"{articles} ({broken.reasons})"
                )
                problems.append(cite_text(message, ruleset))
    bye = now.bye
    if bye is not None and bye in records and records[bye].scored_without_playing:
        where = sheet.place(bye)
        message = f"{where}: team {bye} already had a bye or scored without playing"
        problems.append(f"{message} ({ruleset.cite('16b')})")
    return problems
