"""What is missing, in words: the note that standings are provisional
(``EventHistory.unfinished``) and the result cells a round sheet still lacks, grouped per
round and match with a count (issue 18), for the command line, the workbook and the
bulletin alike."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from individual.vocabulary.figures import plural
from olympiad.standings.history import EventHistory, Unfinished


def boards_text(boards: Sequence[int], total: int | None = None) -> str:
    """``board 2``, ``boards 3, 4``, ``boards 1-4``; ``no result`` when ``boards`` are all
    ``total`` boards."""
    if total is not None and len(boards) == total:
        return "no result"
    if len(boards) == 1:
        return f"board {boards[0]}"
    if list(boards) == list(range(boards[0], boards[-1] + 1)) and len(boards) > 2:
        return f"boards {boards[0]}-{boards[-1]}"
    return "boards " + ", ".join(map(str, boards))


def provisional(past: EventHistory) -> tuple[str, ...]:
    """The note on standings built while a result is missing: a heading (``Provisional
    after round 3: 2 matches not finished, 5 boards``) and one line per round naming its
    matches and boards; nothing when every match up to the last round under way is
    finished."""
    after = past.provisional_after
    if after is None:
        return ()
    missing = past.unfinished
    boards = sum(len(u.boards) for u in missing)
    head = (
        f"Provisional after round {after}: {plural(len(missing), 'match', 'matches')} not "
        f"finished, {plural(boards, 'board')} without a final result"
    )
    lines = [head]
    for number, group in groupby(missing, key=lambda u: u.round):
        lines.append(f"round {number}: " + "; ".join(_match(past, u) for u in group))
    return tuple(lines)


def _match(past: EventHistory, unfinished: Unfinished) -> str:
    first, second = (past.event.team(t).name for t in (unfinished.first, unfinished.second))
    return f"{first} - {second} ({boards_text(unfinished.boards)})"
