"""An organiser's day with a FIDE (Dutch) 2026 event in the workbook, through the real
``swiss`` command (issue 29): init with ``--system fide-dutch-2026``, five rounds with a
requested zero-point bye (the roster's Byes), a requested half-point bye, a forfeit, a late
entry and a withdrawal; standings and the bulletin agree with the typed cells;
``swiss explain`` cites the 2026 articles; ``swiss check`` replays every round without a
difference; the exported TRF says ``FIDE_DUTCH``, carries no British record, pairs the next
round as the workbook does, and FIDE's checker gacrux confirms it."""

from __future__ import annotations

from pathlib import Path

from tests.dutch.gacrux_oracle import gacrux_disagrees
from tests.swiss_workbook import add_player, edit_player, swiss
from tests.swiss_workbook import ok as _ok
from tests.workbook.test_swiss_workbook import write_roster
from tests.workflow.test_swiss_day import Organiser, _bulletin_agrees, _games, _standings_agree


def _names_in(event: Path, number: int) -> set[str]:
    return {n for g in _games(event) if g.round == number for n in (g.white, g.black)}


def test_an_organisers_day_with_a_dutch_event(tmp_path: Path) -> None:
    roster = write_roster(tmp_path / "roster.xlsx")  # Greta Hahn asked for a 0-point bye in 2
    event = tmp_path / "open.xlsx"
    made = _ok("init", roster, event, "--system", "fide-dutch-2026", "--rounds", "6")
    assert "fide-dutch-2026" in made
    _ok("pair", event, "--lot", "white")
    me = Organiser(event)
    me.type_all(1, skip=frozenset({2}))
    me.type(1, {2: "+/-"})  # a forfeit: no game played, no colour ([C1]: no meeting)
    _standings_agree(event)

    # Round 2: the requested zero-point bye, a late entry, a half-point bye asked now.
    add_player(event, "Zed Late", 2150, "late 2")
    edit_player(event, "Ines Jung", 11, "2H")
    _ok("pair", event)
    assert "Zed Late" in _names_in(event, 2)
    assert not {"Greta Hahn", "Ines Jung"} & _names_in(event, 2)
    me.type_all(2)
    _standings_agree(event)

    # Rounds 3 to 5, a withdrawal from round 4.
    for number in (3, 4, 5):
        if number == 4:
            edit_player(event, "Jonas Kim", 12, "withdrawn 4")
        _ok("pair", event)
        me.type_all(number)
    assert "Jonas Kim" not in _names_in(event, 4) | _names_in(event, 5)
    _standings_agree(event)
    _bulletin_agrees(event, tmp_path / "bulletin", provisional=False)

    explained = _ok("explain", event, "--round", "3")
    assert "[1.2]" in explained and "[5.2" in explained, explained

    checked = swiss("check", event)
    assert checked.exit_code == 0, checked.output + checked.stderr
    assert "5 rounds checked: 0 breaches of absolute criteria, 0 differences" in checked.stdout

    trf = tmp_path / "open.trf"
    _ok("export-trf", event, trf)
    lines = trf.read_text().splitlines()
    assert "192 FIDE_DUTCH" in lines
    assert not [line for line in lines if line[:3] in ("XXK", "XXS", "XXT", "XXO")]
    assert list(map(str, gacrux_disagrees(trf))) == []

    pairs_as_the_workbook(trf, event, 6)


def pairs_as_the_workbook(trf: Path, event: Path, number: int) -> None:
    """``swiss pair`` on the exported ``trf`` gives the games (by name) that ``swiss pair``
    on the ``event`` workbook writes for round ``number``."""
    from_file = swiss("pair", trf)
    assert from_file.exit_code == 0, from_file.output
    _ok("pair", event)
    pairs = {(g.white, g.black) for g in _games(event) if g.round == number}
    number_of = _trf_names(trf)
    from_trf = {
        tuple(number_of[int(n)] for n in line.split()) for line in from_file.stdout.splitlines()[1:]
    }
    assert {p for p in from_trf if "" not in p} == pairs


def _trf_names(trf: Path) -> dict[int, str]:
    """Each start number's name in the TRF (0: none, the PAB's line)."""
    names = {0: ""}
    for line in trf.read_text().splitlines():
        if line.startswith("001"):
            names[int(line[4:8])] = line[14:47].strip()
    return names
