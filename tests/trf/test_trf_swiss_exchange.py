"""Individual TRF files other programs read (issue 14): start numbers are the initial
ranking (A.2), not entry order; the next round's byes are in its column and later rounds'
in records 240 (what bbpPairings and JaVaFo read); a game without a result is refused
unless allowed; FIDE's checker gacrux reads an event with a late entry, requested byes, a
withdrawal and forfeits as meant; read -> write -> read is the identity on the samples
and on random events."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, reject, settings
from hypothesis import strategies as st

from individual.edges.trf.read import parse_swiss_trf, read_swiss_trf
from individual.edges.trf.write import (
    UnfinishedGames,
    format_swiss_trf,
    renumbered,
    start_numbers,
)
from individual.generate import Plan, generate_event
from individual.swiss.model import Entrant, Game, SwissEvent, SwissRound, Unpaired
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingImpossible
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from rulesets.swiss import SWISS_RULESETS
from tests.paths import DATA, GOLDEN
from tests.trf.oracle_gacrux import gacrux_reads

W, D, L, FW = GameScore.WIN, GameScore.DRAW, GameScore.LOSS, GameScore.FORFEIT_WIN
Z, H, ABSENT = Unpaired.ZERO_BYE, Unpaired.HALF_BYE, Unpaired.ABSENT


def club_event() -> tuple[SwissEvent, dict[int, dict[int, str]]]:
    """Seven players in entry order (not rating order). No. 7 (2400) entered late: not
    paired in rounds 1-2 (Z). No. 3 took a requested half-point bye in round 2 and has
    asked for one in round 5; no. 5 withdrew after round 2; round 3 has a forfeit. Round 4
    is next: no. 5 is written not paired (``-``), no. 2 asked for a half-point bye."""
    names = ["Able", "Baker", "Carter", "Dunn", "Ellis", "Frost", "Grant"]
    ratings = [1900, 2100, 1800, 2000, 1700, 1600, 2400]
    entrants = tuple(
        Entrant(i, Player(f"{n}, A.", r))
        for i, (n, r) in enumerate(zip(names, ratings, strict=True), 1)
    )
    rounds = (
        SwissRound(1, (Game(2, 1, W), Game(4, 3, D), Game(5, 6, L)), ((7, Z),)),
        SwissRound(2, (Game(1, 4, W), Game(6, 2, L)), ((3, H), (7, Z), (5, Unpaired.PAIRING_BYE))),
        SwissRound(3, (Game(7, 2, D), Game(3, 1, FW), Game(4, 6, W)), ((5, ABSENT),)),
    )
    event = SwissEvent("Club", entrants, rounds, total_rounds=6, withdrawn=frozenset({5}))
    return event, {5: {4: "-"}, 2: {4: "H"}, 3: {5: "H"}}


def test_start_numbers_are_the_initial_ranking() -> None:
    event, upcoming = club_event()
    text = format_swiss_trf(event, Colour.WHITE, upcoming)
    players = [line for line in text.splitlines() if line.startswith("001")]
    numbers = [int(line[4:8]) for line in players]
    ratings = [int(line[48:52]) for line in players]
    assert numbers == list(range(1, 8))
    assert ratings == sorted(ratings, reverse=True)  # the late entry (2400) is no. 1
    assert start_numbers(event) == {7: 1, 2: 2, 4: 3, 1: 4, 3: 5, 5: 6, 6: 7}


def test_next_round_byes_in_the_column_later_ones_in_record_240() -> None:
    event, upcoming = club_event()
    text = format_swiss_trf(event, Colour.WHITE, upcoming)
    numbers = start_numbers(event)
    line = {int(x[4:8]): x for x in text.splitlines() if x.startswith("001")}
    next_block = slice(91 + 30, 91 + 38)
    assert line[numbers[5]][next_block] == "0000 - -"
    assert line[numbers[2]][next_block] == "0000 - H"
    assert len(line[numbers[3]]) <= 91 + 28  # nothing after round 3's block
    assert f"240 H 005 {numbers[3]:04d}" in text.splitlines()
    trf = parse_swiss_trf(text)
    assert trf.left_out == {numbers[5], numbers[2]}
    assert trf.upcoming == {numbers[p]: codes for p, codes in upcoming.items()}


def test_unfinished_games_are_refused_naming_them_unless_allowed() -> None:
    event, upcoming = club_event()
    last = replace(event.rounds[2], games=(Game(7, 2), *event.rounds[2].games[1:]))
    pending = replace(event, rounds=(*event.rounds[:2], last))
    with pytest.raises(UnfinishedGames, match="round 3: 7-2"):
        format_swiss_trf(pending, Colour.WHITE, upcoming)
    text = format_swiss_trf(pending, Colour.WHITE, upcoming, allow_unfinished=True)
    (game,) = [g for g in parse_swiss_trf(text).event.rounds[2].games if g.score is None]
    assert {game.white, game.black} == {1, 2}


def test_gacrux_reads_the_club_event_as_meant(tmp_path: Path) -> None:
    """Late entry, requested byes, a withdrawal, a pairing bye and a forfeit: gacrux reads
    every player's rating, points and each round's opponent, colour and result as meant."""
    pytest.importorskip("gacrux")
    event, upcoming = club_event()
    text = format_swiss_trf(event, Colour.WHITE, upcoming)
    assert_gacrux_reads_as_meant(text, event, upcoming, tmp_path)


def assert_gacrux_reads_as_meant(
    text: str, event: SwissEvent, upcoming: Mapping[int, Mapping[int, str]], folder: Path
) -> None:
    """gacrux reads ``text`` as the TRF of ``event`` with the byes ``upcoming`` (by the
    event's own numbers): rounds, names, points, every game (opponents, colours, results,
    played or not) and every player without a game, the next round's byes included."""
    numbers = start_numbers(event)
    tournament, event_json = gacrux_reads(text, folder)
    played = max((r.number for r in event.rounds if r.games), default=0)
    assert (tournament["numRounds"], tournament["currentRound"]) == (event.total_rounds, played)
    names = {p["id"]: p["fideName"] for p in event_json["profiles"]}
    theirs = {c["cid"]: (names[c["profileId"]], c["gamePoints"]) for c in tournament["competitors"]}
    ours = {
        numbers[e.number]: (e.player.name[:33], _points(event, e.number, upcoming))
        for e in event.entrants
    }
    assert {n: (name, Fraction(p)) for n, (name, p) in theirs.items()} == ours
    games = {
        (g["round"], g["white"]["cid"], g["black"]["cid"], g["white"]["result"], g["played"])
        for g in tournament["gameList"]
        if g["black"] is not None
    }
    code = {W: "W", D: "D", L: "L", FW: "W", GameScore.FORFEIT_LOSS: "Z"}
    code[GameScore.DOUBLE_FORFEIT] = "Z"
    meant = {
        (r.number, numbers[g.white], numbers[g.black], code[g.score], g.score.is_played)
        for r in event.rounds
        for g in r.games
        if g.score is not None
    }
    assert games == meant
    unpaired = {
        (g["round"], g["white"]["cid"], g["white"]["result"])
        for g in tournament["gameList"]
        if g["black"] is None
    }
    # gacrux gives a half-point bye the result of a draw (its game score H = D), a full-point
    # bye a win
    letters = {Z: "Z", H: "D", ABSENT: "Z", Unpaired.PAIRING_BYE: "P", Unpaired.FULL_BYE: "W"}
    known = {  # the next round's in its column, later ones in records 240: gacrux reads both
        (r, numbers[p], letters[Unpaired(code)])
        for p, codes in upcoming.items()
        for r, code in codes.items()
    }
    # a player in none of a round's games nor its unpaired (withdrawn, not yet entered) is
    # written ``0000 - -``, the TRF's only word for it: no game, no point (gacrux: Z)
    missing = {
        (r.number, numbers[e.number], "Z")
        for r in event.rounds
        for e in event.entrants
        if r.game_of(e.number) is None and r.unpaired_reason(e.number) is None
    }
    assert (
        unpaired
        == {(r.number, numbers[p], letters[why]) for r in event.rounds for p, why in r.unpaired}
        | known
        | missing
    )


def _points(event: SwissEvent, player: int, upcoming: Mapping[int, Mapping[int, str]]) -> Fraction:
    """The points column: games and byes of the rounds played, and a half-point bye
    already entered for the next round (JaVaFo's manual: the points must include it)."""
    half = sum(g.half_points(player, for_pairing=False) for r in event.rounds for g in r.games
               if player in (g.white, g.black))  # fmt: skip
    half += sum(why.half_points for r in event.rounds for p, why in r.unpaired if p == player)
    half += {"H": 1, "F": 2}.get(upcoming.get(player, {}).get(len(event.rounds) + 1, ""), 0)
    return Fraction(half, 2)


SAMPLES = [
    DATA / "individual" / "generated_200_round6_SYNTHETIC.trf",
    DATA / "individual" / "scotch_cup_after_round3.trf",
    *sorted((GOLDEN / "swiss").glob("*.trf")),
]


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_round_trip_on_the_samples(path: Path) -> None:
    """read -> write -> read gives the event read, renumbered by the initial ranking, with
    the same lot and byes, and the event's numbers (XXN); writing that again in the
    event's numbers gives the same bytes."""
    trf = read_swiss_trf(path)
    numbers = start_numbers(trf.event)
    text = format_swiss_trf(trf.event, trf.lot, trf.upcoming, allow_unfinished=True)
    back = parse_swiss_trf(text)
    assert back.event == renumbered(trf.event, numbers)
    assert (back.lot, back.left_out) == (trf.lot, frozenset(numbers[p] for p in trf.left_out))
    assert back.upcoming == {numbers[p]: dict(c) for p, c in trf.upcoming.items()}
    own = back.own_numbers()
    assert own == {start: number for number, start in numbers.items()}
    assert back.in_event_numbers() == trf.event
    upcoming = {own[p]: dict(c) for p, c in back.upcoming.items()}
    again = format_swiss_trf(back.in_event_numbers(), back.lot, upcoming, allow_unfinished=True)
    assert again == text


@settings(max_examples=25, deadline=None)
@given(
    players=st.integers(4, 24),
    rounds=st.integers(1, 7),
    seed=st.integers(0, 2**16),
    system=st.sampled_from(["fide-1998", "fide-1998-2010"]),
)
def test_round_trip_on_random_events(players: int, rounds: int, seed: int, system: str) -> None:
    plan = Plan(players, rounds, seed, absence=0.1, forfeit=0.05)
    try:
        event = generate_event(plan, SWISS_RULESETS[system])
    except PairingImpossible:
        reject()
    text = format_swiss_trf(event, Colour.WHITE)
    back = parse_swiss_trf(text)
    assert back.event == renumbered(event, start_numbers(event))
    same = {e.number: e.number for e in event.entrants}  # the order a file lists them in
    assert back.in_event_numbers() == renumbered(event, same)  # XXN: the event's numbers
    assert format_swiss_trf(back.in_event_numbers(), back.lot) == text
