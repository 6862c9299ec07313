"""Golden cases: one TOML file per article or worked example, in tests/golden/."""

from __future__ import annotations

from pathlib import Path

import pytest

from individual.vocabulary.decision import Kind
from olympiad.engine.pairing import pair_round
from tests.golden_event import GOLDEN, build_event, load_case, lot_of


def _param(path: Path) -> object:
    reason = load_case(path).get("xfail")
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(path, id=path.stem, marks=marks)


CASES = [_param(p) for p in sorted(GOLDEN.glob("*.toml"))]


@pytest.mark.parametrize("path", CASES)
def test_golden_case(path: Path) -> None:
    case = load_case(path)
    event = build_event(case)
    result = pair_round(event, absent=frozenset(case.get("absent", [])), lot=lot_of(case))
    expect = case["expect"]
    trail = "\n".join(result.trail.lines())
    got = sorted(tuple(sorted((m.first, m.second))) for m in result.matches)
    assert "pairs" in expect or "includes" in expect, "a case must say which pairs it expects"
    if "pairs" in expect:
        wanted = sorted(tuple(sorted(int(t) for t in p.split("-"))) for p in expect["pairs"])
        assert got == wanted, trail
    for pair in expect.get("includes", []):
        assert tuple(sorted(int(t) for t in pair.split("-"))) in got, f"{pair}\n{trail}"
    if "white" in expect:
        assert sorted(m.first for m in result.matches) == sorted(expect["white"]), trail
    if "bye" in expect:
        assert (result.bye or 0) == expect["bye"], trail
    cited = result.trail.cite
    floats = {d.subjects[0]: {cited(k) for k in d.keys} for d in result.trail.of_kind(Kind.FLOAT)}
    for team, article in expect.get("floats", {}).items():
        assert int(team) in floats, trail
        assert article in floats[int(team)], trail
    articles = {cited(k) for d in result.trail.decisions for k in d.keys}
    for article in expect.get("articles", []):
        assert article in articles, trail
    for article in expect.get("no_articles", []):
        assert article not in articles, trail
