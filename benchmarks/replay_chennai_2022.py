"""Replay the 44th Chess Olympiad (Chennai 2022, Open) under the 2022 Olympiad rules.

Reads the event's games (PGN, tags Round "r.table", Board, WhiteTeam/BlackTeam, Elo,
FIDE ids), rebuilds each round's matches and results, and for each round r pairs it
from the real rounds 1..r-1 with the engine (ruleset olympiad-2022), then prints the
share of the real matches it reproduced, round by round, and where it differs.

    python benchmarks/replay_chennai_2022.py [PGN] [--ranks round1] [--assume A,B|all]
        [--report-assumptions] [--floor N] [--halves-first H] [--detail R]

What the PGN does not hold is reconstructed (docs/replay_chennai_2022.md): rosters and
ratings from the games (a reserve who never played is unknown), starting ranks by art.
3.1 from those ratings (unrated players at ``--floor``, 1000: the FIDE rating floor of
2022), a team with no game in a round is absent (not paired, no points), a board missing
from a match counts as a double forfeit, and the lot of round 1 is read from the real
board 1 of pairing number 1. ``--assume`` adds what the PGN cannot show but the pairings
imply (``ASSUMPTIONS``); by default none.
"""

from __future__ import annotations

import argparse
import gzip
import re
import textwrap
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal, cast

from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingImpossible
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from olympiad.engine.model import Event, Match, Round, RoundPairing, Team
from olympiad.engine.pairing import pair_round
from olympiad.engine.ranking import pairing_numbers, rank_for_pairing
from olympiad.engine.ruleset import TeamRuleset
from olympiad.engine.scores import team_records
from rulesets.olympiad_2022 import OLYMPIAD_2022

ROOT = Path(__file__).resolve().parents[1]
PGN = ROOT / "data" / "chennai-2022" / "olym22.pgn.gz"
"""The real games (data/README.md gives the source); a plain ``.pgn`` is read as well."""
_TAG = re.compile(r'\[(\w+) "(.*)"\]')

FLOOR = 1000
"""Rating of an unrated player: the FIDE rating floor in 2022 (the 2012 text's art. 7; the
2022 text's 3.1 names none; docs/interpretations.md, "3.1: unrated players")."""

ASSUMPTIONS: dict[str, str] = {
    "chad-bye": (
        "round 1's bye: when an odd number of teams have no game in round 1 but play in "
        "round 2, the lowest-ranked of them had the bye (4.1; 1 MP, 4.3); it ranks last for "
        "round 1 (4.1) and where its rating puts it from round 2 on; the others were absent. "
        "Chennai: Chad. 184 teams played round 1, with Chad the field was 185; Chad's later "
        "pairings fit 1 MP after round 1 (round 2: lowest of the 1 MP group, met 93, the "
        "0 MP group's up-floater; round 6: in the 4 MP group) and its rank 183, above "
        "Equatorial Guinea (rounds 5 and 8)"
    ),
    "lesotho-by-rating": (
        "a team with no game in round 1 (not the bye, and with a rated player) ranks "
        "directly after the team rated just above it, between its rating neighbours; "
        "without this, before the first team of round 1's order rated below it. Chennai: "
        "Lesotho (1692; absent rounds 1-3) after Timor-Leste (1701), not before Rwanda "
        "(round 1's table order puts Rwanda above Timor-Leste): rounds 4-9 fit it "
        "(--ranks round1 only)"
    ),
    "swapped-pairs": (
        "from round 2 on, each pair of SWAPPED (or --swap) exchanges starting ranks: round "
        "1's table order has them the other way round from their ratings, the later rounds "
        "follow the ratings. Chennai: Morocco and the Dominican Republic (rounds 2-4), "
        "Djibouti and the Central African Republic (rounds 2-3) (--ranks round1 only)"
    ),
}

SWAPPED: tuple[tuple[str, str], ...] = (
    ("Morocco", "Dominican Republic"),
    ("Djibouti", "Central African Republic"),
)
"""``swapped-pairs``: the teams whose starting ranks from round 2 on are the other way
round from round 1's table order (docs/replay_chennai_2022.md gives the evidence)."""


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
    raw = path.read_bytes()
    text = (gzip.decompress(raw) if path.suffix == ".gz" else raw).decode("utf-8", "replace")
    for line in text.splitlines():
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


def round_one_bye(rounds: Sequence[Round]) -> int | None:
    """``chad-bye``: the team that had round 1's bye, when an odd number of teams have no
    game in round 1 and a game in round 2: the lowest-ranked of them (4.1; teams are
    numbered by rank). None when the number is even (round 1's field was even)."""
    if len(rounds) < 2:
        return None
    playing = {t for m in rounds[1].matches for t in m.teams}
    arrived = sorted(t for t in rounds[0].absent if t in playing)
    return arrived[-1] if len(arrived) % 2 == 1 else None


def with_round_one_bye(rounds: Sequence[Round], team: int | None) -> list[Round]:
    """The rounds with ``team`` given round 1's bye instead of being absent from it."""
    if team is None or not rounds:
        return list(rounds)
    first = rounds[0]
    return [replace(first, bye=team, absent=first.absent - {team}), *rounds[1:]]


def ranks_from_round_one(
    teams: Sequence[Team], rounds: Sequence[Round], *, late_by_neighbours: bool = False
) -> tuple[Team, ...]:
    """The starting ranks round 1 implies: it was paired top half against bottom half
    (9.1, 9.3), so each bottom-half team ranks half the field below its opponent, and the
    top half is in table order (11.1), except that the team on table 1 ranks second when
    the one on table 2 is rated higher (the host was put on table 1). A team absent from
    round 1, or with its bye (ranked last for round 1 only: ``last_for_round_one``), is
    placed by its rating: before the first team of that order rated below it, or, with
    ``late_by_neighbours`` (``lesotho-by-rating``), directly after the team rated just
    above it, when it has a rated player (an unrated team has no rating neighbours, only
    ties at the floor). Every team is given four players rated by that order (synthetic ratings)."""
    by_rating = [t.number for t in teams]
    rank = by_rating.index
    pairs = [sorted(m.teams, key=rank) for m in rounds[0].matches]
    top = [a for a, _ in pairs]  # matches are in table order
    if len(top) > 1 and rank(top[1]) < rank(top[0]):
        top[0], top[1] = top[1], top[0]
    partner = {a: b for a, b in pairs}
    order = [*top, *(partner[a] for a in top)]
    rated = {t.number for t in teams if any(p.rating for p in t.players)}
    without_game = set(rounds[0].absent)
    if rounds[0].bye is not None:
        without_game.add(rounds[0].bye)
    for late in sorted(without_game, key=rank):
        if late_by_neighbours and late in rated:
            above = [t for t in order if rank(t) < rank(late)]
            order.insert(order.index(max(above, key=rank)) + 1 if above else 0, late)
        else:
            below = [t for t in order if rank(t) > rank(late)]
            order.insert(order.index(below[0]) if below else len(order), late)
    byn = {t.number: t for t in teams}
    return tuple(
        replace(byn[n], number=i, players=tuple(Player(f"{n}.{b}", 3000 - i) for b in range(4)))
        for i, n in enumerate(order, start=1)
    )


def swap_ranks(teams: Sequence[Team], pairs: Sequence[tuple[str, str]]) -> tuple[Team, ...]:
    """``swapped-pairs``: each named pair exchanges players, so their ratings and with them
    their pairing numbers (3.1) change places while their numbers (and history) stay."""
    by_name = {t.name: t for t in teams}
    players = {t.name: t.players for t in teams}
    for a, b in pairs:
        if a not in by_name or b not in by_name:
            raise ValueError(f"swapped pair {a} / {b}: no such team")
        players[a], players[b] = by_name[b].players, by_name[a].players
    return tuple(replace(t, players=players[t.name]) for t in teams)


def round_one_lot(rounds: Sequence[Round]) -> Colour:
    """Art. 7.2: the colour pairing number 1 had on board 1 in round 1."""
    for m in rounds[0].matches:
        if 1 in m.teams:
            return Colour.WHITE if m.first == 1 else Colour.BLACK
    return Colour.WHITE


Ranks = Literal["ratings", "round1"]


@dataclass(frozen=True)
class Reading:
    """The event as the replay reads it: the teams numbered by starting rank, the real
    rounds, round 1's lot, the teams as ranked for round 1 (``first``: the team with the
    bye last, 4.1) and from round 2 on (``later``: ``swapped-pairs``)."""

    teams: tuple[Team, ...]
    rounds: tuple[Round, ...]
    lot: Colour
    first: tuple[Team, ...]
    later: tuple[Team, ...]

    def teams_for(self, round_number: int) -> tuple[Team, ...]:
        return self.first if round_number == 1 else self.later


def read_event(
    games: Sequence[Game],
    *,
    floor: int = FLOOR,
    ranks: Ranks = "ratings",
    assume: frozenset[str] = frozenset(),
    swapped: Sequence[tuple[str, str]] = SWAPPED,
) -> Reading:
    """The replay's reading of ``games`` with the ``assume``d names of ``ASSUMPTIONS``
    (``lesotho-by-rating`` and ``swapped-pairs`` act on ``ranks="round1"`` only: ranks
    from the ratings already place a late team and those pairs by rating)."""
    unknown = assume - ASSUMPTIONS.keys()
    if unknown:
        raise ValueError(f"unknown assumption(s): {', '.join(sorted(unknown))}")
    teams = build_teams(games, floor)
    rounds = build_rounds(games, teams)
    if "chad-bye" in assume:
        rounds = with_round_one_bye(rounds, round_one_bye(rounds))
    first = later = teams
    if ranks == "round1":
        names = {t.number: t.name for t in teams}
        bye = rounds[0].bye
        teams = ranks_from_round_one(
            teams, rounds, late_by_neighbours="lesotho-by-rating" in assume
        )
        rounds = build_rounds(games, teams)
        number = {t.name: t.number for t in teams}
        rounds = with_round_one_bye(rounds, None if bye is None else number[names[bye]])
        first = last_for_round_one(teams, rounds[0].bye)
        later = swap_ranks(teams, swapped) if "swapped-pairs" in assume else teams
    lot = round_one_lot(rounds)
    return Reading(tuple(teams), tuple(rounds), lot, tuple(first), tuple(later))


def last_for_round_one(teams: Sequence[Team], bye: int | None) -> tuple[Team, ...]:
    """``chad-bye``, round 1: the team with the bye ranked last of all (4.1 gives the bye
    to the lowest-ranked team), below the synthetic ratings of ``ranks_from_round_one``;
    from round 2 on it keeps the rank its rating gives it."""
    if bye is None:
        return tuple(teams)
    lowest = min(p.rating or 0 for t in teams for p in t.players) - 1
    return tuple(
        replace(t, players=tuple(replace(p, rating=lowest) for p in t.players))
        if t.number == bye
        else t
        for t in teams
    )


@dataclass(frozen=True)
class Comparison:
    round: int
    real: int
    same: int
    same_colours: int
    real_bye: int | None
    engine_bye: int | None
    note: str

    @property
    def share(self) -> float:
        return self.same / self.real if self.real else 1.0


def event_before(reading: Reading, r: int, ruleset: TeamRuleset) -> Event:
    """The real event before round ``r``, with the teams as ranked for that round."""
    return Event(
        "Chennai 2022 Open",
        reading.teams_for(r),
        ruleset,
        reading.rounds[: r - 1],
        total_rounds=len(reading.rounds),
    )


def replay(reading: Reading, ruleset: TeamRuleset) -> Iterator[Comparison]:
    """Each round paired from the real rounds before it, against the real one."""
    for r, real in enumerate(reading.rounds, start=1):
        before = event_before(reading, r, ruleset)
        try:
            pairing = pair_round(before, absent=real.absent, lot=reading.lot)
        except PairingImpossible as error:
            yield Comparison(r, len(real.matches), 0, 0, real.bye, None, f"impossible: {error}")
            continue
        ours = {frozenset(m.teams): m for m in _as_matches(pairing)}
        same = [m for m in real.matches if frozenset(m.teams) in ours]
        colours = sum(1 for m in same if ours[frozenset(m.teams)].first == m.first)
        yield Comparison(r, len(real.matches), len(same), colours, real.bye, pairing.bye, "")


def _as_matches(pairing: RoundPairing) -> list[Match]:
    return [Match(m.first, m.second) for m in pairing.matches]


def total(comparisons: Sequence[Comparison], first: int = 2) -> tuple[int, int]:
    """Real matches and matches reproduced in rounds ``first`` onwards."""
    kept = [c for c in comparisons if c.round >= first]
    return sum(c.real for c in kept), sum(c.same for c in kept)


def report(comparisons: Sequence[Comparison], reading: Reading) -> list[str]:
    """The per-round table, a total for rounds 2-N (round 1 excluded: with ``--ranks
    round1`` it holds by construction) and one for all rounds."""
    names = {t.number: t.name for t in reading.teams}
    last = len(reading.rounds)
    lines = ["round  matches  reproduced  share   colours  bye real/engine  absent"]
    for c in comparisons:
        absent = ", ".join(names[t] for t in sorted(reading.rounds[c.round - 1].absent))
        bye = f"{c.real_bye or '-'}/{c.engine_bye or '-'}"
        lines.append(
            f"{c.round:5d}  {c.real:7d}  {c.same:10d}  {c.share:6.1%}  {c.same_colours:7d}"
            f"  {bye:>15}  {absent} {c.note}".rstrip()
        )
    for label, first in ((f"rounds 2-{last}", 2), ("all rounds", 1)):
        real, same = total(comparisons, first)
        share = same / real if real else 1.0
        lines.append(f"{label:<12} {real:5d}  {same:10d}  {share:6.1%}")
    return lines


def differences(reading: Reading, r: int, ruleset: TeamRuleset) -> list[str]:
    """The real and the engine's opponents of each team paired differently in round ``r``,
    with the teams' match points before it, highest-ranked first."""
    before = event_before(reading, r, ruleset)
    records = team_records(before)
    numbers = pairing_numbers(before)
    real_round = reading.rounds[r - 1]
    pairing = pair_round(before, absent=real_round.absent, lot=reading.lot)
    ours = {t: m.opponent_of(t) for m in _as_matches(pairing) for t in m.teams}
    real = {t: m.opponent_of(t) for m in real_round.matches for t in m.teams}
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


def parse_assumptions(text: str) -> frozenset[str]:
    """``--assume``: names of ``ASSUMPTIONS`` separated by commas, ``all`` or ``none``."""
    names = {n.strip() for n in text.split(",") if n.strip()}
    if names == {"all"}:
        return frozenset(ASSUMPTIONS)
    if names <= {"none"}:
        return frozenset()
    unknown = names - ASSUMPTIONS.keys()
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown: {', '.join(sorted(unknown))} (known: {', '.join(ASSUMPTIONS)}, all)"
        )
    return frozenset(names)


def assumption_runs() -> list[tuple[str, frozenset[str]]]:
    """``--report-assumptions``: none, each alone, all."""
    runs = [("none", frozenset[str]())]
    runs += [(name, frozenset({name})) for name in ASSUMPTIONS]
    return [*runs, ("all", frozenset(ASSUMPTIONS))]


def assumptions_report(
    games: Sequence[Game],
    floor: int,
    ranks: Ranks,
    ruleset: TeamRuleset,
    swapped: Sequence[tuple[str, str]] = SWAPPED,
) -> list[str]:
    """Matches reproduced per round (2-N) and in rounds 2-N under each run."""
    rows = []
    for label, assume in assumption_runs():
        reading = read_event(games, floor=floor, ranks=ranks, assume=assume, swapped=swapped)
        comparisons = list(replay(reading, ruleset))
        real, same = total(comparisons)
        rows.append((label, comparisons, real, same))
    last = len(rows[0][1])
    head = "assumptions        " + "".join(f"{f'r{r}':>5}" for r in range(2, last + 1))
    lines = [head + f"  rounds 2-{last}"]
    for label, comparisons, real, same in rows:
        per_round = "".join(f"{c.same:5d}" for c in comparisons[1:])
        lines.append(f"{label:<18} {per_round}  {same} of {real} ({same / real:.1%})")
    return lines


def parse_pair(text: str) -> tuple[str, str]:
    """``--swap``: two team names separated by a slash."""
    a, slash, b = text.partition("/")
    if not slash or not a.strip() or not b.strip():
        raise argparse.ArgumentTypeError(f"{text!r}: expected TEAM/TEAM")
    return a.strip(), b.strip()


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="assumptions (--assume, none by default; docs/replay_chennai_2022.md):\n"
        + "\n".join(
            textwrap.fill(text, 79, initial_indent=f"  {name}: ", subsequent_indent="    ")
            for name, text in ASSUMPTIONS.items()
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("pgn", nargs="?", type=Path, default=PGN)
    parser.add_argument(
        "--floor",
        type=int,
        default=FLOOR,
        help=f"rating of unrated players (default {FLOOR}: the FIDE rating floor in 2022)",
    )
    parser.add_argument(
        "--detail",
        type=int,
        action="append",
        default=[],
        metavar="R",
        help="list the teams paired differently in round R (repeatable)",
    )
    parser.add_argument(
        "--ranks",
        choices=["ratings", "round1"],
        default="ratings",
        help="starting ranks from the ratings in the PGN (art. 3.1) or as round 1 implies",
    )
    parser.add_argument(
        "--assume",
        type=parse_assumptions,
        default=frozenset(),
        metavar="A,B|all",
        help=f"what the PGN cannot show, switched on by name: {', '.join(ASSUMPTIONS)}, all",
    )
    parser.add_argument(
        "--swap",
        type=parse_pair,
        action="append",
        metavar="TEAM/TEAM",
        help="a pair for swapped-pairs, repeatable (default: "
        + "; ".join(f"{a}/{b}" for a, b in SWAPPED)
        + ")",
    )
    parser.add_argument(
        "--report-assumptions",
        action="store_true",
        help="the matches of rounds 2-N reproduced with no assumption, each alone, and all",
    )
    parser.add_argument(
        "--halves-first",
        choices=["never", "above-median", "every-group"],
        default="never",
        help="TeamRuleset.halves_first (9.1 before 9.3's order; docs/interpretations.md)",
    )
    args = parser.parse_args(argv)
    games = read_games(args.pgn)
    ranks = cast(Ranks, args.ranks)
    ruleset = replace(OLYMPIAD_2022, rating_floor=args.floor, halves_first=args.halves_first)
    swapped = tuple(args.swap or SWAPPED)
    if args.report_assumptions:
        print(f"ranks {ranks}, unrated at {args.floor}, halves_first {args.halves_first}")
        for line in assumptions_report(games, args.floor, ranks, ruleset, swapped):
            print(line)
        return
    reading = read_event(games, floor=args.floor, ranks=ranks, assume=args.assume, swapped=swapped)
    names = {t.number: t.name for t in reading.teams}
    first = reading.rounds[0]
    print(
        f"{len(games)} games, {len(reading.teams)} teams, {len(reading.rounds)} rounds;"
        f" unrated at {args.floor}; ranks {ranks}"
    )
    print(f"assumptions: {', '.join(sorted(args.assume)) or 'none'}")
    print("late entries (no game in round 1): " + ", ".join(
        f"{t} {names[t]}" for t in sorted(first.absent)))  # fmt: skip
    if first.bye is not None:
        print(f"round 1 bye (assumed): {first.bye} {names[first.bye]}")
    moved = [
        f"{names[t.number]} {n}" for t, n in zip(reading.teams, _ranks_from_2(reading), strict=True)
        if n != t.number
    ]  # fmt: skip
    if moved:
        print("starting ranks from round 2 (swapped): " + ", ".join(moved))
    print(f"round 1 lot: pairing number 1 had {reading.lot.name.lower()} on board 1")
    if ranks == "round1":
        print("(round 1 is reproduced by construction with --ranks round1)")
    for line in report(list(replay(reading, ruleset)), reading):
        print(line)
    for r in args.detail:
        print(f"\nround {r}: teams paired differently (real opponent, engine's opponent)")
        for line in differences(reading, r, ruleset):
            print(line)


def _ranks_from_2(reading: Reading) -> list[int]:
    """Each team's pairing number from round 2 on, in the order of ``reading.teams``."""
    numbers = pairing_numbers(Event("probe", reading.later, OLYMPIAD_2022))
    return [numbers[t.number] for t in reading.teams]


if __name__ == "__main__":
    main()
