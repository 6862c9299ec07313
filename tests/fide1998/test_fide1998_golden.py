"""Golden TRF cases for the FIDE Swiss 1998 engine: tests/golden/swiss/NAME.trf is the event,
NAME.out the next round as ``swiss pair`` prints it.

Lines starting ``###`` are comments for people and ignored by the TRF reader, except
``### system: NAME`` (default fide-1998) and ``### trail: ARTICLE ROLE [N ...] [key=V ...]``:
the trail must hold a decision with that article and ``individual.fide1998.roles.Role``,
about exactly the players N (if given), whose detail (or, for ``given``/``taken``, the
exchange in its ``subgroups``) has each ``key`` equal to ``V`` (a number, or numbers
joined by commas). The decisions' fields are read, never their sentences.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from individual.edges.trf.read import format_pairing, read_swiss_trf
from individual.fide1998.pairing import pair_round
from individual.fide1998.roles import Role, SwissDetail
from individual.vocabulary.decision import Decision
from rulesets.swiss import SWISS_RULESETS
from tests.paths import TESTS

GOLDEN = TESTS / "golden" / "swiss"
CASES = sorted(GOLDEN.glob("*.trf"))


def _directives(path: Path, key: str) -> list[str]:
    prefix = f"### {key}:"
    return [
        line[len(prefix) :].strip()
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.startswith(prefix)
    ]


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_golden_pairing(path: Path) -> None:
    system = (_directives(path, "system") or ["fide-1998"])[0]
    trf = read_swiss_trf(path)
    pairing = pair_round(trf.event, SWISS_RULESETS[system], absent=trf.left_out, lot=trf.lot)
    trail = "\n".join(pairing.trail.lines())
    assert format_pairing(pairing) == path.with_suffix(".out").read_text(), trail
    for expected in _directives(path, "trail"):
        assert any(_matches(d, expected) for d in pairing.trail.decisions), (
            f"no {expected!r} in\n{trail}"
        )


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_directives_read_fields_not_sentences(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With every role's sentence reworded, the same decisions match the directives."""
    for role in Role:
        monkeypatch.setattr(role, "template", "reworded")
    system = (_directives(path, "system") or ["fide-1998"])[0]
    trf = read_swiss_trf(path)
    pairing = pair_round(trf.event, SWISS_RULESETS[system], absent=trf.left_out, lot=trf.lot)
    assert {d.render() for d in pairing.trail.decisions} <= {"reworded"}
    for expected in _directives(path, "trail"):
        assert any(_matches(d, expected) for d in pairing.trail.decisions), expected


def _matches(decision: Decision, directive: str) -> bool:
    """Does ``decision`` have the fields ``directive`` (``ARTICLE ROLE [N ...] [key=V ...]``)
    names?"""
    article, role, *rest = directive.split()
    subjects = tuple(int(w) for w in rest if "=" not in w)
    if (decision.article, decision.role) != (article, Role[role]):
        return False
    if subjects and decision.subjects != subjects:
        return False
    for key, _, value in (w.partition("=") for w in rest if "=" in w):
        wanted = tuple(int(v) for v in value.split(","))
        if _numbers(_field(decision, key)) != wanted:
            return False
    return True


def _field(decision: Decision, key: str) -> object:
    detail = decision.detail
    assert isinstance(detail, SwissDetail)
    if hasattr(detail, key):
        return getattr(detail, key)
    return getattr(detail.subgroups, key)


def _numbers(value: object) -> tuple[int, ...]:
    if isinstance(value, tuple):
        return tuple(int(v) for v in value)
    assert isinstance(value, int), value
    return (value,)


def test_every_case_has_its_output() -> None:
    assert CASES
    assert all(p.with_suffix(".out").exists() for p in CASES)
