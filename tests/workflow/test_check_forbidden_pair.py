"""A forbidden pair that was paired is a breach of an absolute rule in ``swiss check``
(review-late 8), not only a difference from the engine's pairing: the FIDE (Dutch) System
takes forbidden pairs (TRF-2026 record 260, "Prohibited pairings": the listed players
"cannot meet" in those rounds; the workbook's ``Forbidden pairs``) as absolute, as its
engine never pairs them, and FIDE's checker gacrux says the round fails."""

from __future__ import annotations

from pathlib import Path

from tests.dutch.gacrux_oracle import gacrux_disagrees
from tests.swiss_workbook import games, swiss
from tests.workflow.test_dutch_workbook_requests import _event, _set


def _forbidding_a_played_pair(tmp_path: Path) -> tuple[Path, tuple[int, int]]:
    """A generated Dutch event of one round played, with record 260 forbidding the pair of
    its first board in every round; the file and that pair."""
    made = tmp_path / "made.trf"
    generated = swiss("generate", "--system", "fide-dutch-2026", "--players", "12",
                      "--rounds", "5", "--played", "1", "--output", made)  # fmt: skip
    assert generated.exit_code == 0, generated.output
    lines = made.read_text().splitlines()
    first = next(line for line in lines if line[:3] == "001" and line[96] == "w")
    white, black = int(first[4:8]), int(first[91:95])
    forbidden = tmp_path / "forbidden.trf"
    at = next(i for i, line in enumerate(lines) if line[:3] == "001")
    lines.insert(at, f"260 001 005 {white:4} {black:4}")
    forbidden.write_text("\n".join(lines) + "\n")
    return forbidden, (min(white, black), max(white, black))


def test_a_played_forbidden_pair_is_a_breach(tmp_path: Path) -> None:
    path, (a, b) = _forbidding_a_played_pair(tmp_path)
    assert [d.round for d in gacrux_disagrees(path)] == [1]  # the outside oracle: false
    checked = swiss("check", path)
    assert checked.exit_code == 1, checked.output
    breach = f"round 1: [forbidden] {a}-{b} paired, a forbidden pair (TRF 260)"
    assert breach in checked.output, checked.output
    assert "1 breach of absolute criteria" in checked.output, checked.output


def test_without_the_record_the_round_is_clean(tmp_path: Path) -> None:
    path, _ = _forbidding_a_played_pair(tmp_path)
    clean = path.with_name("clean.trf")
    clean.write_text("".join(s + "\n" for s in path.read_text().splitlines() if s[:3] != "260"))
    checked = swiss("check", clean)
    assert checked.exit_code == 0, checked.output
    assert "0 breaches of absolute criteria, 0 differences" in checked.output


def test_the_workbooks_forbidden_pair_paired_is_a_breach(tmp_path: Path) -> None:
    """The workbook's ``Forbidden pairs`` typed after round 1 was paired (a pair of round 1
    named) in a workbook whose Log does not record the requests round 1 was paired with (made
    before the record): ``swiss check EVENT.xlsx`` judges round 1 with the cell and reports
    the breach. Where the Log records them, round 1 is judged with those it was paired with
    (none), and the pair typed since is no breach of it
    (tests/workflow/test_log_requests.py)."""
    from tests.workflow.test_log_requests import _made_before_the_record

    event = _event(tmp_path)
    assert swiss("pair", event).exit_code == 0
    white, black = games(event, 1)[0]
    _set(event, "Forbidden pairs", f"{white} {black}")
    recorded = swiss("check", event)
    assert recorded.exit_code == 0, recorded.output
    assert "round 1 was paired with the forbidden pairs none (the Log)" in recorded.output
    _made_before_the_record(event)
    checked = swiss("check", event)
    assert checked.exit_code == 1, checked.output
    breach = f"round 1: [forbidden] {white}-{black} paired, a forbidden pair (TRF 260)"
    assert breach in checked.output, checked.output
