"""What the relaxed programme keeps between the search's calls (issue 31): a level's ways to
meet the waiting downfloaters depend on their kinds and the kinds each may meet only, so
they are worked out once (``Relaxed.levels_met``), and the downfloaters a proof floats
(``Relaxed._leavers``) are found lazily, the first without asking about the others. On
every call of small problems and big fields, each answer is the one worked out afresh."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from unittest.mock import patch

from hypothesis import HealthCheck, given, settings

from individual.british.bounds import VectorSpace
from individual.british.levels import _Weights
from individual.british.problem import Problem
from individual.british.relaxed import Kind, Relaxed, _Below, _Group
from tests.british.test_relaxed_levels import Ask, ask_big_fields, asked_in_turn


def plain_leavers(
    relaxed: Relaxed, group: _Group, gone: set[int], kind: Kind, after: _Group, table: _Below
) -> list[int]:
    """``_leavers`` as first written: every one able worked out before the first."""
    kinds = [entry[1][0][0] for entry in table.choices(kind)]
    if not kinds:
        return []
    mates = [after.by_kind.get(k, ()) for k in kinds]
    able = [
        n
        for n in reversed(group.by_kind.get(kind, ()))
        if n not in gone and any(relaxed.clean(n, m) for same in mates for m in same)
    ]
    first = next((n for n in able if any(relaxed.clean(n, m) for m in mates[0])), None)
    rest = [n for n in group.order if n not in gone]
    crowded = 2 * relaxed._apart_in(group) > len(group.members)
    out = [n for n in able if n in relaxed.apart] if crowded else []
    if first is not None and not (crowded and first in relaxed.apart):
        out.append(first)
    others = [n for n in able if n != first and not (crowded and n in relaxed.apart)]
    return out + sorted(others, key=lambda n: sum(relaxed.clean(n, m) for m in rest if m != n))


@contextmanager
def compared() -> Iterator[list[int]]:
    """Every ``_level`` answer checked against one worked out afresh (nothing kept), every
    ``_leavers`` order against ``plain_leavers``; yields the counts of answers kept and of
    first leavers found without asking about every player of their kind."""
    counts = [0, 0]
    level: Callable[..., object] = Relaxed._level
    leavers: Callable[..., Iterator[int]] = Relaxed._leavers

    def both_levels(self: Relaxed, *args: object) -> object:
        before = len(self.levels_met)
        found = level(self, *args)
        kept, self.levels_met = self.levels_met, {}
        try:
            assert level(self, *args) == found
        finally:
            self.levels_met = kept
        counts[0] += len(self.levels_met) == before
        return found

    def both_leavers(
        self: Relaxed, group: _Group, gone: set[int], kind: Kind, after: _Group, table: _Below
    ) -> Iterator[int]:
        asked = [0]
        clean = self.clean

        def counted(a: int, b: int) -> bool:
            asked[0] += 1
            return clean(a, b)

        with patch.object(self, "clean", counted):
            lazy = leavers(self, group, gone, kind, after, table)
            first = next(lazy, None)
        left_of_kind = sum(n not in gone for n in group.by_kind.get(kind, ()))
        counts[1] += first is not None and asked[0] < left_of_kind
        whole = [] if first is None else [first, *lazy]
        assert whole == plain_leavers(self, group, gone, kind, after, table)
        return iter(whole)

    with (
        patch.object(Relaxed, "_level", both_levels),
        patch.object(Relaxed, "_leavers", both_leavers),
    ):
        yield counts


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(asked_in_turn())
def test_each_kept_answer_is_the_one_worked_out_afresh(case: tuple[Problem, list[Ask]]) -> None:
    problem, calls = case
    weights = _Weights(problem, VectorSpace.of(problem))
    with compared():
        for number, waiting, byes in calls:
            weights.relaxed.least_from(number, waiting, byes)


def test_on_big_fields_answers_are_kept_and_the_first_leaver_found_alone() -> None:
    """Up to three downfloaters waiting from the levels above, a bye at the lowest level:
    many levels' ways answered from what was kept and many first leavers found without
    asking about every player of their kind (neither was before), each as afresh."""
    with compared() as counts:
        ask_big_fields(times=3)
    assert counts[0] > 20
    assert counts[1] > 20
