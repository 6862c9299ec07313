"""A TRF that does not say its system (no record 192: a TRF-16 file, or a TRF-2026 file
whose writer left out the record TRF-2026 makes mandatory for pairing) is read under the
FIDE (Dutch) System of 2026, the one Swiss system a FIDE-rated individual event may use
today (issue 29), and every command says so on stderr, naming the missing record and the
``--system`` option (``rulesets.trf_codes.chosen_ruleset``). ``--system`` chooses another
without a note."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.swiss_workbook import swiss


@pytest.fixture(scope="module")
def unnamed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A Dutch event of 14 players after 4 of its 6 rounds, as written (record 192
    ``FIDE_DUTCH``) and without record 192."""
    folder = tmp_path_factory.mktemp("unnamed")
    named = folder / "named.trf"
    made = swiss("generate", "--system", "fide-dutch-2026", "--players", 14, "--rounds", 4,
                 "-o", named)  # fmt: skip
    assert made.exit_code == 0, made.output
    lines = [
        "XXR 6" if line.startswith("XXR") else "142 6" if line.startswith("142") else line
        for line in named.read_text().splitlines()
    ]
    named.write_text("\n".join(lines) + "\n")
    bare = folder / "bare.trf"
    bare.write_text("\n".join(line for line in lines if line[:3] != "192") + "\n")
    return named, bare


def test_a_trf_without_record_192_is_paired_as_the_dutch_system(
    unnamed: tuple[Path, Path],
) -> None:
    named, bare = unnamed
    expected = swiss("pair", named)
    assert expected.exit_code == 0 and "note:" not in expected.stderr, expected.output
    paired = swiss("pair", bare)
    assert paired.exit_code == 0, paired.output
    assert paired.stdout == expected.stdout
    [note] = [line for line in paired.stderr.splitlines() if line.startswith("note:")]
    assert f"{bare}: no record 192" in note and "read under fide-dutch-2026" in note, note
    assert "--system" in note


@pytest.mark.parametrize("command", [("check",), ("explain", "--round", "5")])
def test_every_command_says_the_system_it_read_the_file_under(
    unnamed: tuple[Path, Path], command: tuple[str, ...]
) -> None:
    _, bare = unnamed
    done = swiss(command[0], bare, *command[1:])
    assert done.exit_code == 0, done.output
    assert "read under fide-dutch-2026" in done.stderr, done.stderr
    if command[0] == "check":
        assert "0 differences from fide-dutch-2026" in done.stdout, done.stdout
    chosen = swiss(command[0], bare, *command[1:], "--system", "fide-dutch-2026")
    assert chosen.exit_code == 0 and "note:" not in chosen.stderr, chosen.output
