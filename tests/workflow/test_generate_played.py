"""``swiss generate --played N``, as ``olympiad generate --played``: of the rounds planned
(``--rounds``, written as 142 and XXR) only the first N are paired and played, so the file
leaves rounds to pair; the rounds played are those of the same event generated in full (the
same seed, the same event). Without it every round is played, as before; more rounds played
than planned is refused, nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from individual.edges.trf.read import read_swiss_trf
from olympiad.edges.cli.main import main as olympiad
from tests.swiss_workbook import swiss


def _generated(path: Path, system: str, *args: object) -> Path:
    made = swiss("generate", "--system", system, "--players", 9, "--rounds", 5, "-o", path, *args)
    assert made.exit_code == 0, made.output
    return path


@pytest.mark.parametrize("system", ["fide-dutch-2026", "fide-1998", "caa-2009"])
def test_a_generated_event_with_rounds_left_is_paired_from_the_next(
    tmp_path: Path, system: str
) -> None:
    short = _generated(tmp_path / "short.trf", system, "--played", 3)
    assert {"XXR 5", "142 5"} <= set(short.read_text().splitlines())
    event = read_swiss_trf(short).event
    assert (event.total_rounds, len(event.rounds), event.next_round) == (5, 3, 4)
    full = read_swiss_trf(_generated(tmp_path / "full.trf", system)).event
    assert len(full.rounds) == 5 and full.rounds[:3] == event.rounds  # the same event

    paired = swiss("pair", short)  # round 4: no XXR to edit
    assert paired.exit_code == 0, paired.output
    count, *boards = paired.stdout.splitlines()
    pairs = [tuple(map(int, line.split())) for line in boards]
    assert int(count) == len(pairs) > 0
    met = {frozenset((g.white, g.black)) for r in event.rounds for g in r.games}
    assert not any(frozenset(p) in met for p in pairs if 0 not in p)  # no game played again
    assert swiss("explain", short, "--round", 4).exit_code == 0
    assert swiss("explain", short, "--round", 5).exit_code == 2  # only 3 rounds are paired


def test_more_rounds_played_than_planned_are_refused(tmp_path: Path) -> None:
    out = tmp_path / "refused.trf"
    refused = swiss("generate", "--rounds", 3, "--played", 4, "-o", out)
    assert refused.exit_code == 2 and isinstance(refused.exception, SystemExit), refused.output
    assert "--played" in refused.stderr and "4 > --rounds 3" in refused.stderr, refused.stderr
    assert not out.exists()


def test_the_option_is_olympiad_generate_s() -> None:
    """The same name, meaning and default on both command lines: one help text."""
    shown = [swiss("generate", "--help"), CliRunner().invoke(olympiad, ["generate", "--help"])]
    helps = []
    for result in shown:
        assert result.exit_code == 0, result.output
        options = result.stdout[result.stdout.index("Options:") :]
        text = " ".join(options.split())  # as wrapped by click, on one line
        helps.append(text[text.index("--played") :].split(" --", 1)[0])
    assert helps[0] == helps[1] and "default: all of them" in helps[0], helps
