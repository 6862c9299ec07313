"""C.07 tie-break lists as FIDE writes them: ``individual.standings.c07.parse`` and
``TieBreak.text`` (the public interface other rooms build on), and the table's refusals."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from individual.standings import c07
from individual.standings.c07 import Field, Kind, Outing, Participant, TieBreak, TieBreakError
from tests.standings.c07_oracle import field_of, swiss_trf, team_trf


@pytest.mark.parametrize(
    ("text", "parsed"),
    [
        ("BH/C1", TieBreak("BH", cut=1)),
        ("bh/m1", TieBreak("BH", median=1)),
        ("BH:GP/M2/P", TieBreak("BH", "GP", median=2, played=True)),
        ("mpvgp", TieBreak("MPvGP")),
        ("KS/L60", TieBreak("KS", limit=Fraction(60))),
        ("KS/L+1", TieBreak("KS", shift=1)),
        ("ARO/C1/U1400", TieBreak("ARO", cut=1, unrated=1400)),
        ("SSSC/F/K4", TieBreak("SSSC", fore=True, factor=Fraction(4))),
        ("EMGSB/C1", TieBreak("EMGSB", cut=1)),
    ],
)
def test_one_item(text: str, parsed: TieBreak) -> None:
    assert c07.parse(text) == [parsed]
    assert c07.parse(parsed.text) == [parsed]


def test_a_list_in_order_written_as_fide_writes_it() -> None:
    found = c07.parse("BH/C1,SB, de  EDE;mpvgp")
    assert [t.text for t in found] == ["BH/C1", "SB", "DE", "EDE", "MPvGP"]


@pytest.mark.parametrize(
    ("text", "named"),
    [("BH/C1,XYZ,SB", "'XYZ'"), ("BH/Q1", "/Q1"), ("BH/C", "/C"), ("SB/F2", "/F2"), ("B H", "'B'")],
)
def test_a_bad_item_is_named(text: str, named: str) -> None:
    with pytest.raises(TieBreakError, match=named):
        c07.parse(text)


def test_every_acronym_of_the_registry_round_trips() -> None:
    for key, definition in c07.REGISTRY.items():
        assert c07.parse(key)[0].text == definition.acronym
        assert definition.article and definition.label


def _field(team: bool) -> Field:
    def out(opponent: int, score: int) -> Outing:
        return Outing(
            1, opponent, Kind.GAME, Fraction(score), Fraction(score * 2 if team else score)
        )

    people = {1: Participant(1, 2000, (out(2, 1),)), 2: Participant(2, 1900, (out(1, 0),))}
    return Field(people, 1, 5, team=team, boards=2 if team else 1)


@pytest.mark.parametrize(
    ("text", "message"),
    [("EMGSB", "team events only"), ("BH:GP", "only a team event"), ("WIN/C1", "takes no /C")],
)
def test_the_table_refuses_what_the_side_does_not_have(text: str, message: str) -> None:
    with pytest.raises(TieBreakError, match=message):
        c07.table(_field(team=False), c07.parse(text))


def test_a_table_by_score_then_tie_breaks() -> None:
    table = c07.table(_field(team=False), c07.parse("BH,WIN"))
    assert [(r.number, r.rank, r.score) for r in table.rows] == [(1, "1", 1), (2, "2", 0)]
    assert table.values("WIN") == {1: 1, 2: 0}
    assert table.row(2).values == (Fraction(1), Fraction(0))


@pytest.mark.parametrize(
    ("text", "individual"),
    [("BH/C1", True), ("BH/M1", True), ("FB", True), ("SB/C1", True), ("EMGSB/C1", False),
     ("EGGSB", False), ("BH:GP/C2", False)],
)  # fmt: skip
def test_a_breakdown_sums_to_the_value(text: str, individual: bool) -> None:
    """The parts a page shows add up to the table's value, the Cut or Median leaving out
    as many rounds as it says."""
    tiebreak = c07.parse(text)[0]
    fields = [field_of(team_trf(4)), *([field_of(swiss_trf(4))] if individual else [])]
    for found in fields:
        values = c07.table(found, [tiebreak]).values(tiebreak)
        for number, parts in c07.breakdowns(found, tiebreak).items():
            assert sum((p.value for p in parts if not p.cut), Fraction(0)) == values[number]
            assert sum(p.cut for p in parts) == min(len(parts), tiebreak.cut + 2 * tiebreak.median)


def test_the_tie_break_that_decides_between_two() -> None:
    found = field_of(swiss_trf(2))
    table = c07.table(found, c07.parse("BH/C1,SB,WIN"))
    rows = table.rows
    tied = next((a, b) for a, b in itertools.pairwise(rows) if a.score == b.score)
    decided = table.deciding(tied[0].number, tied[1].number)
    index = table.tiebreaks.index(decided) if decided else len(table.tiebreaks)
    assert tied[0].values[:index] == tied[1].values[:index]
    assert decided is None or tied[0].values[index] != tied[1].values[index]
    assert table.deciding(rows[0].number, rows[-1].number) is None  # the score decides
