"""The 2022 Olympiad edition and C.04.6 cite their own articles everywhere a team event
prints one (issue 28): the engine names its rules by their 2012 numbers (roles), but the
workbook's notes and round sheets, ``pair``, ``explain``, ``check``, the Log and the
bulletin pages of an event run by another edition cite that edition's articles, never a
2012 number it does not have.

A scripted day through the real ``olympiad`` command: nine teams (a bye), round 2 with an
absent team and paired otherwise by hand (so ``check`` reports), results typed in. Every
article mention printed or written (``art. N``, ``arts. N and M``, the ``[N]`` of a trail or
a report line) must be one of the edition's own articles (``TeamRuleset.articles``) or an
article of another FIDE chapter the edition applies (``C.04.2 3.3``; the tie-break
regulations' ``C.07 art. 16`` is C.07's); a sub-article of one listed (C.04.6 4.3.1) is its
own."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from rulesets.team import TEAM_RULESETS
from tests.workbook_event import layout, make_trf, new_event, run, swap_second_teams, type_results

EDITIONS = ("olympiad-2022", "fide-team-2026")
_NUMBER = r"(?:C\.04\.\d )?\d+(?:\.\d+)*[a-z]?"
_SEPARATOR = r"(?:, | and | or |-)"
_MENTION = re.compile(rf"(?<!C\.07 )\barts?\. ({_NUMBER}(?:{_SEPARATOR}{_NUMBER})*)", re.IGNORECASE)
_TAG = re.compile(rf"\[(?:art\. )?({_NUMBER}(?:, {_NUMBER})*)\]")


def _mentions(text: str) -> Iterator[str]:
    """Every article number ``text`` mentions."""
    for pattern in (_MENTION, _TAG):
        for match in pattern.finditer(text):
            yield from (n for n in re.split(_SEPARATOR, match.group(1)) if n)


def _workbook_text(path: Path) -> str:
    """Every cell and comment of the workbook, one per line."""
    book = openpyxl.load_workbook(path)
    lines = []
    for sheet in book.worksheets:
        for row in sheet.iter_rows():
            for cell in row:
                if cell.value is not None:
                    lines.append(f"{sheet.title}!{cell.coordinate}: {cell.value}")
                if cell.comment is not None:
                    lines.append(f"{sheet.title}!{cell.coordinate} comment: {cell.comment.text}")
    return "\n".join(lines)


def _pages_text(folder: Path) -> str:
    return "\n".join(
        f"{page.name}: {re.sub(r'<[^>]+>', ' ', page.read_text(encoding='utf-8'))}"
        for page in sorted(folder.rglob("*.html"))
    )


def _printed(folder: Path, edition: str) -> dict[str, str]:
    """What the scripted day printed and wrote, by where."""
    event = new_event(folder, 9, "--ruleset", edition, "--rounds", "4")
    printed: dict[str, str] = {}
    result = run("pair", event, "--explain")
    assert result.exit_code == 0, result.output
    printed["pair 1"] = result.output
    type_results(event, 1)
    result = run("pair", event, "--absent", "3", "--explain")
    assert result.exit_code == 0, result.output
    printed["pair 2"] = result.output
    first, second, *_ = layout(event, 2)
    swap_second_teams(event, 2, first, second)
    type_results(event, 2)
    for command in (("explain", event, "2"), ("check", event), ("standings", event)):
        printed[" ".join(map(str, command[:1]))] = run(*command).output
    result = run("bulletin", event, folder / "pages")
    assert result.exit_code == 0, result.output
    printed["pages"] = _pages_text(folder / "pages")
    printed["workbook"] = _workbook_text(event)
    return printed


def _is_own(number: str, own: set[str]) -> bool:
    parts = number.split(".")
    prefixes = {".".join(parts[:k]) for k in range(1, len(parts) + 1)}
    return number.startswith("C.04.") or bool(prefixes & own)


@pytest.mark.parametrize("edition", EDITIONS)
def test_an_edition_cites_its_own_articles(tmp_path: Path, edition: str) -> None:
    ruleset = TEAM_RULESETS[edition]
    own = {a.number for a in ruleset.articles}
    printed = _printed(tmp_path, edition)
    assert any(_mentions(printed["pair 2"])), printed["pair 2"]
    assert any(_mentions(printed["check"])), printed["check"]
    foreign = {
        (where, number, line.strip()[:160])
        for where, text in printed.items()
        for line in text.splitlines()
        for number in _mentions(line)
        if not _is_own(number, own)
    }
    assert not foreign, "\n".join(map(str, sorted(foreign)))


_COMMANDS = ("init", "pair", "standings", "check", "explain", "bulletin", "export-trf")
_EDITION_MENTION = re.compile(rf"([\w-]+) (?:arts?\. )?({_NUMBER})")


@pytest.mark.parametrize("command", _COMMANDS)
def test_help_names_the_edition_of_every_article(command: str) -> None:
    """A command's help is read before an edition is chosen: an article it cites is named
    with its edition (``olympiad-2022 art. 7.2``), and is that edition's own."""
    result = run(command, "--help")
    assert result.exit_code == 0, result.output
    text = re.sub(r"(?<=\w)- (?=\w)", "-", " ".join(result.output.split()))  # fide-team
    cited = {m.start(2): m.groups() for m in _EDITION_MENTION.finditer(text)}
    wrong = []
    for match in _MENTION.finditer(text):
        start = match.start(1)
        edition, number = cited.get(start, ("", match.group(1)))
        ruleset = TEAM_RULESETS.get(edition)
        if ruleset is None or not _is_own(number, {a.number for a in ruleset.articles}):
            wrong.append(text[max(0, start - 60) : start + 20])
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("edition", ("olympiad-2012", *EDITIONS))
def test_init_names_the_rating_floor_by_the_editions_article(tmp_path: Path, edition: str) -> None:
    """``olympiad init`` of a roster with an unrated player says the rating floor counts
    in the team's average, with the edition's article (2012 art. 7); an edition whose rules
    give an unrated player no rating (2022 3.1 ranks by "the average rating of its four
    highest-rated players" and says no more; C.04.6) is not said to have a rating floor:
    the note names the Event sheet's setting instead (before: "(the rating floor)" with no
    article under 2022)."""
    roster = make_trf(tmp_path, 8)  # the simulated teams have unrated players
    result = run("init", roster, tmp_path / "event.xlsx", "--ruleset", edition)
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    assert "unrated player" in said and "rated 1400" in said, said
    if edition == "olympiad-2012":
        assert "rated 1400 (the rating floor, art. 7) in their team's average" in said, said
    else:
        assert "rating floor" not in said.split("; change it")[0], said
        setting = f"(the Event sheet's Rating floor: no article of {edition} rates an unrated"
        assert setting in said, said
    own = {a.number for a in TEAM_RULESETS[edition].articles}
    foreign = [n for n in _mentions(result.output) if not _is_own(n, own)]
    assert not foreign, result.output
