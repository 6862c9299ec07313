"""One registry of pairing systems, team and individual (``rulesets.systems``): every
ruleset's engine is in it, ``--system`` describes what it lists, and a system registered with
one registration (here, in the test only) is found by its command line's ``pair``, ``check``,
``explain`` and ``generate``, on a TRF file and on a workbook, with what each file says
beyond the games, and no other edit: an individual toy system (``swiss``) and a team one
(``olympiad``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any, cast

import openpyxl
import pytest

from individual.british.extras import Affiliations, BritishExtras
from individual.check.fide import Finding, FindingKind, Judged
from individual.edges.cli.workbook_side import system_help
from individual.edges.trf.read import read_swiss_trf
from individual.generate import Plan, clubs, generate_british
from individual.swiss.model import Board, SwissEvent, SwissPairing
from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Trail
from rulesets.swiss import SWISS_RULESETS
from rulesets.systems import CLUBS, INDIVIDUAL, SYSTEMS, System, ruleset_names
from tests.architecture.test_layers import loaded_by
from tests.swiss_workbook import fill_results, games, plan_rounds, swiss
from tests.workbook.test_swiss_workbook import write_roster

CLUBS_OF = ("Leeds", "York", "Bath", "Leeds", "Bath", "York")


def test_every_ruleset_runs_on_a_registered_system() -> None:
    assert {r.engine for r in SWISS_RULESETS.values()} <= set(SYSTEMS)
    assert all(engine == system.engine for engine, system in SYSTEMS.items())


def test_the_system_option_describes_every_ruleset_and_what_its_system_reads() -> None:
    described = system_help()
    for rules in SWISS_RULESETS.values():
        assert f"{rules.name} ({rules.title}" in described
    for system in SYSTEMS.values():
        assert (system.summary in described) and bool(system.summary) == bool(system.reads)


# ---------------------------------------------------------------- a system added in one line


def _clubs(extras: BritishExtras) -> Mapping[int, str]:
    """The toy's input: the clubs the file names."""
    return extras.clubs


def _club_order(
    event: SwissEvent,
    club: Mapping[int, str],
    *,
    absent: frozenset[int],
    lot: Colour | None,
) -> SwissPairing:
    """A toy system: the players present by club, then start number, paired in twos."""
    left_out = (absent | event.withdrawn) & {e.number for e in event.entrants}
    present = sorted(
        (e.number for e in event.entrants if e.number not in left_out),
        key=lambda n: (club.get(n, ""), n),
    )
    bye = present.pop() if len(present) % 2 else None
    boards = tuple(Board(a, b) for a, b in zip(present[::2], present[1::2], strict=True))
    return SwissPairing(event.next_round, boards, bye, frozenset(left_out), Trail())


def _judge(repaired: Judged) -> list[Finding]:
    """The toy's judge of one round: is it the club order the one checker paired again?"""
    ours, rnd = repaired.ours, repaired.then.played
    assert isinstance(ours, SwissPairing)
    if {(b.white, b.black) for b in ours.boards} != {(g.white, g.black) for g in rnd.games}:
        return [Finding(rnd.number, "Toy 1", "not in club order", FindingKind.DIFFERS)]
    return []


def _generate(plan: Plan, ruleset: SwissRuleset, lot: Colour) -> tuple[SwissEvent, Affiliations]:
    def pair(
        event: SwissEvent, extras: BritishExtras, absent: frozenset[int], c: Colour
    ) -> SwissPairing:
        return _club_order(event, extras.clubs, absent=absent, lot=c)

    return generate_british(plan, clubs, pair, lot)


HERE = "tests.architecture.test_systems"
TOY: System[SwissEvent] = System(
    "toy", INDIVIDUAL, f"{HERE}:_club_order", f"{HERE}:_judge", f"{HERE}:_generate",
    "clubs from XXK records", frozenset({CLUBS}), takes=f"{HERE}:_clubs",
)  # fmt: skip
"""The toy's one registration."""


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> str:
    """The toy system registered with one line (its ruleset beside it, as ``rulesets.swiss``
    would list it)."""
    monkeypatch.setitem(cast(dict[str, Any], SYSTEMS), "toy", TOY)
    monkeypatch.setitem(SWISS_RULESETS, "toy", SwissRuleset("toy", "Toy pairings", engine="toy"))
    return "toy"


def test_a_system_registered_in_one_line_pairs_checks_and_generates_a_trf(
    toy: str, tmp_path: Path
) -> None:
    path = tmp_path / "toy.trf"
    made = swiss("generate", "--system", toy, "--players", 6, "--rounds", 2, "-o", path)
    assert made.exit_code == 0, made.output
    text = path.read_text()
    club = {int(line[4:8]): line[9:] for line in text.splitlines() if line.startswith("XXK")}
    event = read_swiss_trf(path).event
    for index, rnd in enumerate(event.rounds):  # paired by the toy with the clubs it wrote
        before = SwissEvent(event.name, event.entrants, event.rounds[:index], event.total_rounds)
        absent = frozenset(n for n, _ in rnd.unpaired if n != rnd.bye)
        toy_pairs = _club_order(before, club, absent=absent, lot=None).boards
        assert {frozenset((g.white, g.black)) for g in rnd.games} == {
            frozenset((b.white, b.black)) for b in toy_pairs
        }
    checked = swiss("check", "--system", toy, path)
    assert checked.exit_code == 0, checked.output
    assert "2 rounds checked: 0 breaches of absolute criteria, 0 differences from toy" in (
        checked.stdout
    )
    paired = swiss("pair", "--system", toy, plan_rounds(path, 3))
    assert paired.exit_code == 0, paired.output
    expected = _club_order(event, club, absent=frozenset(), lot=None)
    assert paired.stdout.splitlines()[1:4] == [f"{b.white} {b.black}" for b in expected.boards]
    explained = swiss("explain", "--system", toy, path, "--round", 2)
    assert explained.exit_code == 0, explained.output
    assert "Round 2 as stored is what the engine gives now." in explained.stdout
    fide = swiss("check", "--system", "fide-1998", path)
    assert fide.exit_code == 1  # the toy's pairings are not the FIDE system's


def test_a_system_registered_in_one_line_pairs_and_checks_a_workbook(
    toy: str, tmp_path: Path
) -> None:
    roster = tmp_path / "r.xlsx"
    sheet = (book := openpyxl.Workbook()).active
    sheet.append(["Name", "Rating", "Club"])
    for i, club in enumerate(CLUBS_OF):
        sheet.append([f"Player {'ABCDEF'[i]}", 2000 - 50 * i, club])
    book.save(roster)
    path = tmp_path / "toy.xlsx"
    made = swiss("init", roster, path, "--system", toy, "--lot", "white")
    assert made.exit_code == 0, made.output
    assert swiss("pair", path).exit_code == 0
    # start numbers in the roster's order (by rating): Bath 3, 5; Leeds 1, 4; York 2, 6
    assert sorted(games(path, 1)) == [(1, 4), (2, 6), (3, 5)]
    fill_results(path, 1)
    checked = swiss("check", path)
    assert checked.exit_code == 0, checked.output
    assert "1 round checked: 0 breaches of absolute criteria, 0 differences from toy" in (
        checked.stdout
    )
    explained = swiss("explain", path, "--round", 1)
    assert explained.exit_code == 0, explained.output
    assert "Round 1 as stored is what the engine gives now." in explained.stdout


def test_the_system_help_lists_what_the_registry_holds_when_shown(
    toy: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--system``'s help is read from the one registry when shown: a system registered
    after the command line was loaded is listed, a ruleset whose engine nobody registered
    is not; on every command offering ``--system`` (a file's, a new event's)."""
    ghost = SwissRuleset("ghost", "Ghost pairings", engine="unregistered")
    monkeypatch.setitem(SWISS_RULESETS, "ghost", ghost)
    offered = ruleset_names(INDIVIDUAL)
    assert toy in offered and "ghost" not in offered
    for rules in SWISS_RULESETS.values():
        assert (f"{rules.name} ({rules.title}" in system_help()) == (rules.name in offered)
    for command in ("pair", "check", "explain", "init", "generate"):
        shown = swiss(command, "--help")
        assert shown.exit_code == 0, shown.output
        text = " ".join(shown.stdout.split())  # as wrapped by click, on one line
        assert "toy (Toy pairings" in text and "ghost" not in text.lower(), (command, text)
        assert all(f"{name} (" in text for name in offered), (command, text)


def test_the_toy_extras_type_is_what_every_edge_gives() -> None:
    assert TOY.inputs(SWISS_RULESETS["fide-1998"], BritishExtras(clubs={1: "A"})) == {1: "A"}


def test_looking_a_system_up_loads_no_engine() -> None:
    """The ``--system`` help and every lookup stay light: engines load when a system runs."""
    engines = (
        "individual.fide1998",
        "individual.british",
        "individual.check",
        "individual.generate",
        "olympiad",
    )
    assert not any(m.startswith(engines) for m in loaded_by("import rulesets.systems"))


def test_a_ruleset_whose_system_the_other_side_registered_is_refused_by_the_workbook(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A ruleset of ``rulesets.swiss`` whose engine is registered as a team system is not
    one ``swiss --system`` offers; a workbook whose System cell names it is refused as
    unknown by every command reading the cell, the cell named, with the choices
    ``--system`` offers: one lookup (``rulesets.systems.registered``) for both."""
    monkeypatch.setitem(cast(dict[str, Any], SYSTEMS), "toy-team",
                        replace(SYSTEMS["fide-team-2026"], engine="toy-team"))  # fmt: skip
    team_toy = SwissRuleset("toy-team", "Toy team pairings", engine="toy-team")
    monkeypatch.setitem(SWISS_RULESETS, "toy-team", team_toy)
    offered = ruleset_names(INDIVIDUAL)
    assert "toy-team" not in offered and "fide-1998" in offered
    path = tmp_path / "event.xlsx"
    made = swiss("init", write_roster(tmp_path / "r.xlsx"), path, "--system", "fide-1998")
    assert made.exit_code == 0, made.output
    book = openpyxl.load_workbook(path)
    assert [book["Event"][f"A{n}"].value for n in (2, 5)] == ["System", "Tie-breaks"]
    book["Event"]["B2"].value = "toy-team"
    book["Event"]["B5"].value = None  # the system's default
    book.save(path)
    said = f"'toy-team' (choose from {', '.join(offered)})"
    on_the_command_line = swiss("pair", "--system", "toy-team", path)
    assert on_the_command_line.exit_code == 2
    assert f"Invalid value for --system: {said}" in on_the_command_line.stderr
    named = f"{path}, 'Event'!B2: System: unknown {said}"
    commands = (("pair", path), ("check", path), ("explain", path, "--round", 1))
    for args in (*commands, ("standings", path)):
        refused = swiss(*args)
        assert refused.exit_code == 2 and named in refused.stderr, (args, refused.output)
    book["Event"]["B5"].value = "BH"  # Tie-breaks typed: refused all the same (review-6 #7)
    book.save(path)
    refused = swiss("standings", path)
    assert refused.exit_code == 2 and named in refused.stderr, refused.output
