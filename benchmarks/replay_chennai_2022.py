"""Replay the 44th Chess Olympiad (Chennai 2022, Open) under the 2022 Olympiad rules.

Reads the event's games (PGN, tags Round "r.table", Board, WhiteTeam/BlackTeam, Elo,
FIDE ids), rebuilds each round's matches and results, and for each round r pairs it
from the real rounds 1..r-1 with the engine (ruleset olympiad-2022), then prints the
share of the real matches it reproduced, round by round, and where it differs.

    python benchmarks/replay_chennai_2022.py [PGN] [--floor N] [--detail R]

What the PGN does not hold is reconstructed (docs/replay_chennai_2022.md): rosters and
ratings from the games (a reserve who never played is unknown), starting ranks by art.
3.1 from those ratings (unrated players at ``--floor``), a team with no game in a round
is absent (not paired, no points), a board missing from a match counts as a double
forfeit, and the lot of round 1 is read from the real board 1 of pairing number 1.
"""

from __future__ import annotations

import argparse
import re
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from individual.colour import Colour
from individual.errors import PairingImpossible
from individual.player import Player
from individual.result import GameScore
from olympiad.model import Event, Match, Round, RoundPairing, Team
from olympiad.pairing import pair_round
from olympiad.ranking import pairing_numbers, rank_for_pairing
from olympiad.scores import team_records
from rulesets.olympiad_2022 import OLYMPIAD_2022

ROOT = Path(__file__).resolve().parents[1]
PGN = ROOT.parent / "shared" / "data" / "chennai-2022" / "olym22.pgn"
_TAG = re.compile(r'\[(\w+) "(.*)"\]')


@dataclass(frozen=True)
class Game:
    round: int
    table: int
    board: int
    white_team: str
    black_team: str
    result: str
    white: tuple[str, str, int | None]  # FIDE id, name, rating
    black: tuple[str, str, int | None]


def read_games(path: Path) -> list[Game]:
    """The games' tags (moves are not needed)."""
    games, tags = [], {}
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        found = _TAG.match(line)
        if found:
            tags[found.group(1)] = found.group(2)
        elif tags.get("Round") and not line.startswith("["):
            games.append(_game(tags))
            tags = {}
    return games


def _game(tags: dict[str, str]) -> Game:
    rnd, table = tags["Round"].split(".")

    def side(colour: str) -> tuple[str, str, int | None]:
        elo = tags.get(f"{colour}Elo", "")
        rating = int(elo) if elo.isdigit() and int(elo) > 0 else None
        return tags.get(f"{colour}FideId", ""), tags.get(colour, ""), rating

    return Game(
        int(rnd),
        int(table),
        int(tags["Board"]),
        tags["WhiteTeam"],
        tags["BlackTeam"],
        tags["Result"],
        side("White"),
        side("Black"),
    )


def rosters(games: Sequence[Game]) -> dict[str, list[Player]]:
    """Each team's players as the games show them, highest rating first."""
    seen: dict[str, dict[str, Player]] = defaultdict(dict)
    for g in games:
        for team, (fide_id, name, rating) in ((g.white_team, g.white), (g.black_team, g.black)):
            key = fide_id or name
            if key not in seen[team] or (rating or 0) > (seen[team][key].rating or 0):
                seen[team][key] = Player(name, rating, fide_id=fide_id)
    return {t: sorted(p.values(), key=lambda p: -(p.rating or 0)) for t, p in seen.items()}


def build_teams(games: Sequence[Game], floor: int) -> tuple[Team, ...]:
    """Teams numbered by their initial pairing number (art. 3.1)."""
    players = rosters(games)
    unnumbered = tuple(Team(0, name, tuple(players[name])) for name in players)
    ruleset = replace(OLYMPIAD_2022, rating_floor=floor)
    probe = Event(
        "probe", tuple(replace(t, number=i) for i, t in enumerate(unnumbered, 1)), ruleset
    )
    numbers = pairing_numbers(probe)
    return tuple(
        sorted((replace(t, number=numbers[t.number]) for t in probe.teams), key=lambda t: t.number)
    )


_SCORE = {"1-0": GameScore.WIN, "0-1": GameScore.LOSS, "1/2-1/2": GameScore.DRAW}


def build_rounds(games: Sequence[Game], teams: Sequence[Team]) -> list[Round]:
    """Matches by table; ``first`` is the team with white on board 1, board results from
    its side (colours alternate down the boards, art. 7.1). Teams without a game are absent."""
    number = {t.name: t.number for t in teams}
    tables: dict[tuple[int, int], list[Game]] = defaultdict(list)
    for g in games:
        tables[(g.round, g.table)].append(g)
    rounds = []
    for r in sorted({g.round for g in games}):
        matches = []
        for (rr, _), board_games in sorted(tables.items()):
            if rr == r:
                matches.append(_match(board_games, number))
        paired = {t for m in matches for t in m.teams}
        absent = frozenset(t.number for t in teams if t.number not in paired)
        rounds.append(Round(r, tuple(matches), None, absent))
    return rounds


def _match(board_games: Sequence[Game], number: dict[str, int]) -> Match:
    by_board = {g.board: g for g in board_games}
    top = by_board.get(1) or min(board_games, key=lambda g: g.board)
    first_name = top.white_team if top.board % 2 == 1 else top.black_team
    second_name = top.black_team if first_name == top.white_team else top.white_team
    results = []
    for board in range(1, 5):
        g = by_board.get(board)
        if g is None or g.result not in _SCORE:
            results.append(GameScore.DOUBLE_FORFEIT)
            continue
        score = _SCORE[g.result]
        results.append(score if g.white_team == first_name else score.reversed)
    return Match(number[first_name], number[second_name], tuple(results))


def ranks_from_round_one(teams: Sequence[Team], rounds: Sequence[Round]) -> tuple[Team, ...]:
    """The starting ranks round 1 implies: it was paired top half against bottom half
    (9.1, 9.3), so each bottom-half team ranks half the field below its opponent, and the
    top half is in table order (11.1), except that the team on table 1 ranks second when
    the one on table 2 is rated higher (the host was put on table 1). A team absent from
    round 1 is placed by its rating. Every team is given four players rated by that
    order (synthetic ratings)."""
    by_rating = [t.number for t in teams]
    pairs = [sorted(m.teams, key=by_rating.index) for m in rounds[0].matches]
    top = [a for a, _ in pairs]  # matches are in table order
    if len(top) > 1 and by_rating.index(top[1]) < by_rating.index(top[0]):
        top[0], top[1] = top[1], top[0]
    partner = {a: b for a, b in pairs}
    order = [*top, *(partner[a] for a in top)]
    for late in sorted(rounds[0].absent, key=by_rating.index):
        below = [t for t in order if by_rating.index(t) > by_rating.index(late)]
        order.insert(order.index(below[0]) if below else len(order), late)
    byn = {t.number: t for t in teams}
    return tuple(
        replace(byn[n], number=i, players=tuple(Player(f"{n}.{b}", 3000 - i) for b in range(4)))
        for i, n in enumerate(order, start=1)
    )


def round_one_lot(rounds: Sequence[Round]) -> Colour:
    """Art. 7.2: the colour pairing number 1 had on board 1 in round 1."""
    for m in rounds[0].matches:
        if 1 in m.teams:
            return Colour.WHITE if m.first == 1 else Colour.BLACK
    return Colour.WHITE


@dataclass(frozen=True)
class Comparison:
    round: int
    real: int
    same: int
    same_colours: int
    engine_bye: int | None
    note: str

    @property
    def share(self) -> float:
        return self.same / self.real if self.real else 1.0


def replay(event: Event, rounds: Sequence[Round], lot: Colour) -> Iterator[Comparison]:
    for r, real in enumerate(rounds, start=1):
        before = replace(event, rounds=tuple(rounds[: r - 1]))
        try:
            pairing = pair_round(before, absent=real.absent, lot=lot)
        except PairingImpossible as error:
            yield Comparison(r, len(real.matches), 0, 0, None, f"impossible: {error}")
            continue
        ours = {frozenset(m.teams): m for m in _as_matches(pairing)}
        same = [m for m in real.matches if frozenset(m.teams) in ours]
        colours = sum(1 for m in same if ours[frozenset(m.teams)].first == m.first)
        yield Comparison(r, len(real.matches), len(same), colours, pairing.bye, "")


def _as_matches(pairing: RoundPairing) -> list[Match]:
    return [Match(m.first, m.second) for m in pairing.matches]


def differences(event: Event, rounds: Sequence[Round], r: int, lot: Colour) -> list[str]:
    """The real and the engine's opponents of each team paired differently in round ``r``,
    with the teams' match points before it, highest-ranked first."""
    before = replace(event, rounds=tuple(rounds[: r - 1]))
    records = team_records(before)
    numbers = pairing_numbers(before)
    pairing = pair_round(before, absent=rounds[r - 1].absent, lot=lot)
    ours = {t: m.opponent_of(t) for m in _as_matches(pairing) for t in m.teams}
    real = {t: m.opponent_of(t) for m in rounds[r - 1].matches for t in m.teams}
    ranked = rank_for_pairing(list(real), records, numbers, False)
    lines = []
    for t in ranked:
        if ours.get(t) != real[t]:
            mp = records[t].match_points
            mine = ours.get(t, 0)
            mine_mp = records[mine].match_points if mine else "-"
            lines.append(
                f"  {t:3d} ({mp} MP): real {real[t]:3d} ({records[real[t]].match_points} MP),"
                f" engine {mine:3d} ({mine_mp} MP)"
            )
    return lines


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pgn", nargs="?", type=Path, default=PGN)
    parser.add_argument("--floor", type=int, default=0, help="rating of unrated players")
    parser.add_argument("--detail", type=int, action="append", default=[], metavar="R")
    parser.add_argument(
        "--ranks",
        choices=["ratings", "round1"],
        default="ratings",
        help="starting ranks from the ratings in the PGN (art. 3.1) or as round 1 implies",
    )
    args = parser.parse_args(argv)
    games = read_games(args.pgn)
    teams = build_teams(games, args.floor)
    rounds = build_rounds(games, teams)
    if args.ranks == "round1":
        teams = ranks_from_round_one(teams, rounds)
        rounds = build_rounds(games, teams)
    ruleset = replace(OLYMPIAD_2022, rating_floor=args.floor)
    event = Event("Chennai 2022 Open", teams, ruleset, (), total_rounds=len(rounds))
    late = sorted(rounds[0].absent)
    names = {t.number: t.name for t in teams}
    print(f"{len(games)} games, {len(teams)} teams, {len(rounds)} rounds; unrated at {args.floor}")
    print("late entries (no game in round 1): " + ", ".join(f"{t} {names[t]}" for t in late))
    lot = round_one_lot(rounds)
    print(f"round 1 lot: pairing number 1 had {lot.name.lower()} on board 1")
    print("round  matches  reproduced  share   colours  bye  absent")
    total = same = 0
    for c in replay(event, rounds, lot):
        total, same = total + c.real, same + c.same
        absent = ", ".join(names[t] for t in sorted(rounds[c.round - 1].absent))
        print(
            f"{c.round:5d}  {c.real:7d}  {c.same:10d}  {c.share:6.1%}  {c.same_colours:7d}"
            f"  {c.engine_bye or '-':>3}  {absent} {c.note}"
        )
    print(f"total  {total:7d}  {same:10d}  {same / total:6.1%}")
    for r in args.detail:
        print(f"\nround {r}: teams paired differently (real opponent, engine's opponent)")
        for line in differences(event, rounds, r, lot):
            print(line)


if __name__ == "__main__":
    main()
