"""``swiss generate --system fide-dutch-2026``: the random tournament generator FIDE's
endorsement asks for (C.02.03 art. 7), with forfeits, half- and zero-point byes asked in
advance, withdrawals and the Baku acceleration; seeded, and paired by the Dutch engine."""

from __future__ import annotations

from pathlib import Path

from individual.edges.trf.read import read_swiss_trf
from individual.swiss.model import Unpaired
from individual.vocabulary.result import GameScore
from tests.swiss_workbook import swiss

OPTIONS: tuple[object, ...] = ("--system", "fide-dutch-2026", "--players", 40, "--rounds", 7)
OPTIONS += ("--seed", 11, "--half-bye", 0.05, "--absence", 0.05, "--forfeit", 0.05)
OPTIONS += ("--withdrawal", 0.02)


def test_a_generated_event_has_every_kind_of_round(tmp_path: Path) -> None:
    path = tmp_path / "a.trf"
    made = swiss("generate", *OPTIONS, "--accelerated", "-o", path)
    assert made.exit_code == 0, made.output
    event = read_swiss_trf(path).event
    reasons = {why for r in event.rounds for _, why in r.unpaired}
    assert {Unpaired.HALF_BYE, Unpaired.ZERO_BYE, Unpaired.ABSENT} <= reasons
    scores = {g.score for r in event.rounds for g in r.games}
    assert scores & {GameScore.FORFEIT_WIN, GameScore.FORFEIT_LOSS}
    gone = [  # withdrawn: not paired from some round to the end
        e.number
        for e in event.entrants
        if event.rounds[-1].unpaired_reason(e.number) is Unpaired.ABSENT
    ]
    assert gone
    # C.04.7: group A the first 2 * ceil(N / 4) of the N players round 1 pairs (those absent
    # from it join it when they arrive, ranked above its last player); 7 rounds: 4
    # accelerated, 2 at a point; each player's points from his first round
    first = sorted({n for g in event.rounds[0].games for n in (g.white, g.black)})
    first += [] if event.rounds[0].bye is None else [event.rounds[0].bye]
    last = sorted(first)[2 * -(-len(first) // 4) - 1]
    assert len(first) < 40  # players absent from round 1: the case the text decides
    assert event.requests.virtual_points(1) == {n: 2 for n in first if n <= last}
    came = [
        n for n in range(1, last + 1) if any(r.game_of(n) or r.bye == n for r in event.rounds[:4])
    ]
    assert event.requests.virtual_points(4) == dict.fromkeys(came, 1)
    checked = swiss("check", path)
    assert checked.exit_code == 0, checked.output
    assert "7 rounds checked: 0 breaches of absolute criteria, 0 differences" in checked.output


def test_the_same_seed_gives_the_same_file(tmp_path: Path) -> None:
    texts = []
    for name in ("a.trf", "b.trf"):
        assert swiss("generate", *OPTIONS, "-o", tmp_path / name).exit_code == 0
        texts.append((tmp_path / name).read_text())
    assert texts[0] == texts[1] and "192 FIDE_DUTCH" in texts[0].splitlines()
    assert not [line for line in texts[0].splitlines() if line.startswith("250")]
