"""Dump the outputs a no-behaviour-change refactoring must keep, to compare before and after.

    python scripts/outputs_snapshot.py OUT_DIR [--events N] [--only SECTION]

Writes one text file per section into ``OUT_DIR`` (compare two dumps with ``diff -r``):

- ``golden-team.txt``: every team golden case (tests/golden/*.toml) paired by the Olympiad
  engine: the matches, the bye and the trail of decisions;
- ``golden-individual.txt``: ``swiss pair FILE --explain`` (stdout and stderr) of every
  individual golden TRF (tests/golden/{swiss,caa,sca}), under the system its ``### system:``
  line names;
- ``golden-fideteam.txt``: ``olympiad explain`` of every round and ``olympiad check`` of the
  C.04.6 example files (tests/fideteam/data);
- ``chennai.txt``: ``benchmarks/replay_chennai_2022.py`` (the replay figures);
- ``standings.txt``: ``standings`` (text and ``--csv``) by the default tie-breaks and by
  several lists of each side, of the C.04.6 example files, of ``N`` seeded events per
  system (every round's standings from a copy cut after it, ``--csv``), and of the demo's
  workbook, with the demo's and one generated event per side's bulletin pages;
- ``generated-SYSTEM.txt``: ``N`` seeded events per system (olympiad-2012, olympiad-2022,
  fide-team-2026, fide-1998, caa-2009, sca; 10 rounds each, so 500 rounds with the default
  ``N`` = 50): the TRF with every round's pairing, ``explain --round R`` of every round (the
  decisions) and ``check`` of the whole event.

Everything goes through the command lines (click's runner, in-process) or the engines' own
``pair_round``, so the dump does not depend on the layers between them.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path

import click
from click.testing import CliRunner

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

ROUNDS = 10


def _run(command: click.Command, args: Sequence[str]) -> str:
    """One command's exit code, stdout and stderr, as text."""
    result = CliRunner().invoke(command, list(args), catch_exceptions=True)
    text = f"$ {' '.join(args)}\nexit {result.exit_code}\n{result.stdout}"
    stderr = result.stderr if result.stderr_bytes is not None else ""
    if stderr:
        text += f"-- stderr\n{stderr}"
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        text += f"-- exception {type(result.exception).__name__}: {result.exception}\n"
    return text


def _swiss() -> click.Command:
    from individual.edges.cli.main import main

    return main


def _olympiad() -> click.Command:
    from olympiad.edges.cli.main import main

    return main


def golden_team() -> Iterator[str]:
    from olympiad.engine.pairing import pair_round
    from tests.golden_event import GOLDEN, build_event, load_case, lot_of

    for path in sorted(GOLDEN.glob("*.toml")):
        case = load_case(path)
        event = build_event(case)
        absent = frozenset(case.get("absent", []))
        try:
            result = pair_round(event, absent=absent, lot=lot_of(case))
        except Exception as error:
            yield f"== {path.name}\nerror {type(error).__name__}: {error}\n"
            continue
        matches = " ".join(f"{m.first}-{m.second}" for m in result.matches)
        trail = "\n".join(result.trail.lines())
        yield f"== {path.name}\n{matches} bye {result.bye}\n{trail}\n"


def golden_individual() -> Iterator[str]:
    swiss = _swiss()
    for folder in ("swiss", "caa", "sca"):
        for path in sorted((ROOT / "tests" / "golden" / folder).glob("*.trf")):
            system = [
                line.split(":", 1)[1].strip()
                for line in path.read_text(encoding="utf-8").splitlines()
                if line.startswith("### system:")
            ]
            args = ["pair", str(path.relative_to(ROOT)), "--explain"]
            args += ["--system", system[0]] if system else []
            yield _run(swiss, args)


def _team_file(path: Path) -> Iterator[str]:
    from olympiad.edges.trf.read import read_team_trf

    olympiad = _olympiad()
    rounds = len(read_team_trf(path).event.rounds)
    for number in range(1, rounds + 2):
        yield _run(olympiad, ["explain", str(path), "--round", str(number)])
    yield _run(olympiad, ["check", str(path)])


def golden_fideteam() -> Iterator[str]:
    for path in sorted((ROOT / "tests" / "fideteam" / "data").glob("*.trf")):
        yield f"== {path.name}\n"
        for text in _team_file(path):
            yield text.replace(str(path), path.name)


def chennai() -> Iterator[str]:
    script = ROOT / "benchmarks" / "replay_chennai_2022.py"
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, cwd=ROOT, check=False
    )
    yield f"exit {done.returncode}\n{done.stdout}-- stderr\n{done.stderr}"


def _generated_swiss(system: str, events: int, folder: Path) -> Iterator[str]:
    swiss = _swiss()
    for seed in range(1, events + 1):
        path = folder / f"{system}-{seed}.trf"
        args = ["generate", "--system", system, "--players", "14", "--rounds", str(ROUNDS)]
        args += ["--seed", str(seed), "-o", str(path)]
        yield _run(swiss, args).replace(str(path), path.name)
        if not path.exists():
            continue
        yield path.read_text(encoding="utf-8")
        for number in range(1, ROUNDS + 2):
            yield _run(swiss, ["explain", str(path), "--round", str(number)]).replace(
                str(path), path.name
            )
        yield _run(swiss, ["check", str(path)]).replace(str(path), path.name)


def _generated_olympiad(name: str, events: int, folder: Path, first: int = 1) -> Iterator[str]:
    from individual.vocabulary.errors import PairingImpossible
    from olympiad.edges.trf.write import format_team_trf
    from olympiad.simulate import play_event, random_event
    from rulesets.olympiad_2012 import OLYMPIAD_2012
    from rulesets.olympiad_2022 import OLYMPIAD_2022

    ruleset = {"olympiad-2012": OLYMPIAD_2012, "olympiad-2022": OLYMPIAD_2022}[name]
    for seed in range(first, first + events):
        rnd = random.Random(seed)
        event = random_event(13, rnd, ruleset, rounds=ROUNDS)
        for _ in range(ROUNDS):  # the rounds the engine can pair (the byes may run out)
            try:
                event, _ = play_event(event, rnd, 1, no_show=0.02)
            except PairingImpossible as error:
                yield f"round {len(event.rounds) + 1}: {error}\n"
                break
        path = folder / f"{name}-{seed}.trf"
        path.write_text(format_team_trf(event), encoding="utf-8")
        yield f"== {path.name}\n{path.read_text(encoding='utf-8')}"
        for text in _team_file(path):
            yield text.replace(str(path), path.name)


def _generated_fideteam(events: int, folder: Path) -> Iterator[str]:
    olympiad = _olympiad()
    for seed in range(1, events + 1):
        path = folder / f"fide-team-2026-{seed}.trf"
        args = ["generate", "--teams", "11", "--rounds", str(ROUNDS), "--seed", str(seed)]
        yield _run(olympiad, [*args, "-o", str(path)]).replace(str(path), path.name)
        if not path.exists():  # the byes may run out
            continue
        yield path.read_text(encoding="utf-8")
        for text in _team_file(path):
            yield text.replace(str(path), path.name)


INDIVIDUAL_LISTS = (
    "F10,BH/C1,BH,SB,WIN",
    "DE1,BH/M1,SB/C1,WON,ARO,TPR",
    "BH/C2,SB/M1,DE,WIN,ARO",
    "BH/C1,SB,DE,WIN,WON,TPR",
)
TEAM_LISTS = (
    "SB-OLY,GP,OMP-CUT1",
    "EMGSB/C1,GP,BH:MP/C1",
    "EMGSB,EMMSB,EGMSB/C1,EGGSB,BH:GP,DE,BC",
    "GP,DE,BH:MP,BC,EMGSB/C1",
    "MPvGP,EMGSB/C1,BH:MP/C1,DE",
)


def _cut_after(text: str, rounds: int, team: bool) -> str:
    """A TRF's text with the results of the rounds after ``rounds`` taken out (by the
    readers and writers of the side)."""
    if team:
        from olympiad.edges.trf.read import parse_team_trf
        from olympiad.edges.trf.write import format_team_trf

        event = parse_team_trf(text).event
        return format_team_trf(replace(event, rounds=event.rounds[:rounds]))
    from individual.edges.trf.read import parse_swiss_trf
    from individual.edges.trf.write import format_swiss_trf

    swiss_event = parse_swiss_trf(text).event
    return format_swiss_trf(replace(swiss_event, rounds=swiss_event.rounds[:rounds]))


def _standings_of(path: Path, team: bool, every_round: bool = False) -> Iterator[str]:
    command, lists = (_olympiad(), TEAM_LISTS) if team else (_swiss(), INDIVIDUAL_LISTS)
    name = path.name
    yield _run(command, ["standings", str(path)]).replace(str(path), name)
    yield _run(command, ["standings", str(path), "--csv"]).replace(str(path), name)
    for listed in lists:
        args = ["standings", str(path), "--csv", "--tiebreaks", listed]
        yield _run(command, args).replace(str(path), name)
    if not every_round:
        return
    text = path.read_text(encoding="utf-8")
    for rounds in range(1, ROUNDS):
        cut = path.with_name(f"cut{rounds}-{name}")
        try:
            cut.write_text(_cut_after(text, rounds, team), encoding="utf-8")
        except Exception as error:
            yield f"cut after {rounds}: {type(error).__name__}: {error}\n"
            continue
        for listed in lists[:2]:
            args = ["standings", str(cut), "--csv", "--tiebreaks", listed]
            yield _run(command, args).replace(str(cut), cut.name)


def _pages(folder: Path) -> Iterator[str]:
    for page in sorted(folder.rglob("*")):
        if page.is_file() and page.suffix in (".html", ".csv"):
            yield f"== {page.relative_to(folder)}\n{page.read_text(encoding='utf-8')}\n"


def standings(events: int) -> Iterator[str]:
    for path in sorted((ROOT / "tests" / "fideteam" / "data").glob("*.trf")):
        yield from _standings_of(path, team=True)
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for system in GENERATED:
            for seed in range(1, events + 1):
                team = system.startswith(("olympiad-", "fide-team"))
                path = folder / f"{system}-{seed}.trf"
                if team and system != "fide-team-2026":
                    list(_generated_olympiad(system, 1, folder, first=seed))
                elif team:
                    args = ["generate", "--teams", "11", "--rounds", str(ROUNDS)]
                    _run(_olympiad(), [*args, "--seed", str(seed), "-o", str(path)])
                else:
                    args = ["generate", "--system", system, "--players", "14"]
                    args += ["--rounds", str(ROUNDS), "--seed", str(seed), "-o", str(path)]
                    _run(_swiss(), args)
                if path.exists():
                    yield from _standings_of(path, team, every_round=True)
                if seed == 1 and path.exists():
                    bulletin = folder / f"bulletin-{system}"
                    if team:
                        _run(_olympiad(), ["bulletin", str(path), str(bulletin)])
                        yield from _pages(bulletin)
        demo = folder / "demo"
        _run(_olympiad(), ["demo", str(demo), "--rounds", "5"])
        for workbook in sorted(demo.glob("*.xlsx")):
            yield _run(_olympiad(), ["standings", str(workbook)]).replace(str(demo), "DEMO")
            for listed in TEAM_LISTS:
                args = ["standings", str(workbook), "--csv", "--tiebreaks", listed]
                yield _run(_olympiad(), args).replace(str(demo), "DEMO")
        yield from _pages(demo / "bulletin")


GENERATED = ("olympiad-2012", "olympiad-2022", "fide-team-2026", "fide-1998", "caa-2009", "sca")


def generated(system: str, events: int) -> Iterator[str]:
    with tempfile.TemporaryDirectory() as folder:
        if system.startswith("olympiad-"):
            yield from _generated_olympiad(system, events, Path(folder))
        elif system == "fide-team-2026":
            yield from _generated_fideteam(events, Path(folder))
        else:
            yield from _generated_swiss(system, events, Path(folder))


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--events", type=int, default=50)
    parser.add_argument("--only", action="append", default=[])
    args = parser.parse_args(argv)
    sections = {
        "golden-team": golden_team,
        "golden-individual": golden_individual,
        "golden-fideteam": golden_fideteam,
        "chennai": chennai,
        "standings": lambda: standings(args.events),
        **{
            f"generated-{s}": (lambda s=s: generated(s, args.events))  # type: ignore[misc]
            for s in GENERATED
        },
    }
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in sections.items():
        if args.only and name not in args.only:
            continue
        with (args.out / f"{name}.txt").open("w", encoding="utf-8") as out:
            for text in make():
                out.write(text)
        print(f"wrote {args.out / name}.txt", flush=True)


if __name__ == "__main__":
    main()
