"""``explain`` on a TRF (issue 26, item 1): the rules its record 192 names, each round
paired again as the workbook's ``explain`` does, and a note on stderr when a TRF names no
rules of ours.

The scripted five-round day of each ruleset is exported (``test_exported_rules``); for every
stored round and the next, ``explain`` on the TRF prints what ``explain`` on the workbook
prints: the same trail, the same verdict on the stored round."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from tests.swiss_workbook import plan_rounds, swiss, trail
from tests.workbook_event import run
from tests.workflow.test_exported_rules import ROUNDS, SWISS, TEAM, _swiss_day, _team_day

Day = tuple[Callable[..., Result], Callable[[Path, str], tuple[Path, Path, str]], str, str]
DAYS: list[Day] = [(run, _team_day, rules, "--ruleset") for rules in TEAM]
DAYS += [(swiss, _swiss_day, rules, "--system") for rules in SWISS]


@pytest.mark.parametrize(("command", "day", "rules", "option"), DAYS, ids=[d[2] for d in DAYS])
def test_explain_on_the_export_is_the_workbooks(
    tmp_path: Path,
    command: Callable[..., Result],
    day: Callable[[Path, str], tuple[Path, Path, str]],
    rules: str,
    option: str,
) -> None:
    event, trf, _ = day(tmp_path, rules)
    for number in range(1, ROUNDS + 2):
        on_book = command("explain", event, "--round", number)
        on_file = command("explain", trf, "--round", number)
        assert on_book.exit_code == 0, on_book.output
        assert on_file.exit_code == 0, on_file.output
        assert on_file.stdout == on_book.stdout, number
        assert on_file.stderr == "", on_file.stderr  # record 192 names the rules
        assert "is what the engine gives now" in on_file.stdout or number > ROUNDS
    assert "not paired yet" in command("explain", trf, "--round", ROUNDS + 1).stdout
    too_far = command("explain", trf, "--round", ROUNDS + 2)
    assert too_far.exit_code == 2 and f"only {ROUNDS} round(s) are paired" in too_far.output
    other = (TEAM if option == "--ruleset" else SWISS)[rules in ("olympiad-2012", "fide-1998")]
    by_other = command("explain", trf, "--round", 2, option, other)
    assert by_other.exit_code == 0, by_other.output
    if option == "--system":  # the workbook's explain takes --system too, and says so
        on_book = command("explain", event, "--round", 2, option, other)
        assert f"explained under {other} (--system)" in on_book.stdout, on_book.stdout
        assert by_other.stdout == trail(on_book.stdout)


def _coded(trf: Path, code: str | None) -> Path:
    """``trf`` with record 192 ``code`` (``None``: without record 192)."""
    lines = [line for line in trf.read_text().splitlines() if line[:3] != "192"]
    if code is not None:
        lines.insert(1, f"192 {code}")
    trf.write_text("\n".join(lines) + "\n")
    return trf


@pytest.mark.parametrize("code", [None, "FIDE_DUTCH", "SCA_SCHOOLS"])
def test_a_team_trf_without_our_code_says_what_it_assumes(tmp_path: Path, code: str | None) -> None:
    """Issue 26, item 1: no record 192, or one naming no team ruleset of ours: every team
    command on the file says on stderr that it reads it under olympiad-2012, and how to
    choose others (--system); not when --ruleset (its earlier name) chooses, nor when
    record 192 names our rules."""
    from tests.workbook_event import make_trf

    trf = make_trf(tmp_path)
    found = repr(code) if code else "no record 192"
    expected = f"note: {trf}: "
    _coded(trf, code)
    for args in (("pair",), ("standings",), ("check",), ("explain", "--round", "1")):
        result = run(args[0], trf, *args[1:])
        assert result.exit_code == 0, (args, result.output)
        notes = [line for line in result.stderr.splitlines() if line.startswith(expected)]
        assert len(notes) == 1, (args, result.stderr)
        assert found in notes[0] and "read under olympiad-2012" in notes[0], notes[0]
        assert "choose others with --system" in notes[0], notes[0]
        chosen = run(args[0], trf, *args[1:], "--ruleset", "olympiad-2022")
        assert chosen.exit_code == 0 and "note:" not in chosen.stderr, (args, chosen.output)
    bulletin = run("bulletin", trf, tmp_path / "pages")
    assert bulletin.exit_code == 0, bulletin.output
    assert bulletin.stderr.startswith(expected) and found in bulletin.stderr, bulletin.stderr
    assert "read under olympiad-2012" in bulletin.stderr and "--system" in bulletin.stderr
    made = run("init", trf, tmp_path / "event.xlsx")
    assert made.exit_code == 0, made.output
    assert made.stderr.startswith(expected) and found in made.stderr, made.stderr
    again = run("init", trf, tmp_path / "again.xlsx", "--ruleset", "olympiad-2022")
    assert again.exit_code == 0 and "note:" not in again.stderr, again.output
    _coded(trf, "OLYMPIAD_2012")
    assert "note:" not in run("pair", trf).stderr


@pytest.mark.parametrize("code", [None, "FIDE_BURSTEIN"])
def test_a_swiss_trf_without_our_code_says_what_it_assumes(
    tmp_path: Path, code: str | None
) -> None:
    """The same on the individual side: fide-dutch-2026 assumed (issue 29: the FIDE system in
    force; tests/workflow/test_dutch_trf_default.py), --system chooses others. (A code of
    a system the project does not pair; ``FIDE_DUTCH`` is read as fide-dutch-2026 since
    issue 29, tests/dutch/test_dutch_trf.py.)"""
    trf = tmp_path / "event.trf"
    made = swiss("generate", "--system", "fide-dutch-2026", "--players", 10, "--rounds", 2,
                 "-o", trf)  # fmt: skip
    assert made.exit_code == 0, made.output
    plan_rounds(trf, 3)  # round 3 left to pair
    assert "note:" not in swiss("pair", trf).stderr
    _coded(trf, code)
    found = repr(code) if code else "no record 192"
    for args in (("pair",), ("check",), ("explain", "--round", "2")):
        result = swiss(args[0], trf, *args[1:])
        assert result.exit_code == 0, (args, result.output)
        notes = [line for line in result.stderr.splitlines() if line.startswith(f"note: {trf}: ")]
        assert len(notes) == 1, (args, result.stderr)
        assert found in notes[0] and "read under fide-dutch-2026" in notes[0], notes[0]
        assert "--system" in notes[0]
        chosen = swiss(args[0], trf, *args[1:], "--system", "fide-dutch-2026")
        assert chosen.exit_code == 0 and "note:" not in chosen.stderr, (args, chosen.output)
