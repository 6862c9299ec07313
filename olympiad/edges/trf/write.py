"""Writing a team event as TRF-26 text (``format_team_trf``) and to a file, atomically
(``write_team_trf``). ``olympiad.edges.trf.read`` reads the text back to the same event.

Records written (FIDE TRF-26, each field in the columns the handbook's TRF26.pdf gives it;
the function writing a record names them), in this order: 012 name; 192 the ruleset's code
(``rulesets.trf_codes``) and 202 its tie-breaks; 142 (TRF-26: number of
rounds) and XXR (JaVaFo's extension) planned rounds, so a reader knows the rounds without
being told; XXC (JaVaFo's) and 152 (TRF-26's initial colour, the one gacrux reads) the lot
(art. 21) when one is given; 162 ``P 0.5`` (each of the boards a
PAB is written on scores half a point, so the team scores half the boards, art. 12); 352
board colours; 362 match points (``TW``, ``TD``, ``TL`` laid out as record 162);
320 the PAB's match and game points and the team with the PAB round by round (``000``: no
PAB); XXZ the teams absent from the round to be paired, when given; 310 teams with their
match and game points so far, as the standings count them
(``olympiad.standings.tiebreaks.final_records``: a match only paired, or whose games are all
unfinished, has no result yet and adds nothing, art. 13, nor does the bye of a round only
paired, though its 001 lines write it); 240 ``Z`` the
teams absent from a round (art. 45); 300 the board order of a team whose lineup is not its
first players in roster order; 330 every match a team did not appear for (art. 46); 001
players.

Start numbers go team by team, each team in board order. A match's boards come from
``Match.lineup``, else the first ``boards`` players; a team that did not appear and has no
lineup fills no board, and its opponent's players are written ``0000 - +`` on the boards
it won by forfeit. A board only one team filled is ``0000 - +`` for its player. The PAB is
``0000 - U`` on the first ``boards`` players of the team (a full- or half-point bye
``0000 - F`` or ``0000 - H``, and record 240 ``F`` or ``H``); players of an absent team are
``0000 - Z``; every other player who did not play is ``0000 - -``, as the files in
``data/`` write them. A round paired without results has opponents and colours and blank
results (it reads back as unfinished games; a last round with no result at all, no bye
either, is what ``olympiad.edges.trf.read`` takes for the round to be paired, and is left out).

Record 310's rank is the team's place in the standings by the tie-breaks record 202 names
(``olympiad.standings.listed``; teams equal on every one share the first place of their
range, as TRF ranks allow). Not written: ``Event.withdrawn``, the strength factor. Names are
cut to their columns: player names after 33 characters, team names after 32. A number too
large for its field (a team pairing number above 999, a start number above 9999, more than
14 players in a team, points beyond ``9999.5``) raises ``FieldOverflow`` naming the record
and its columns, and nothing is written."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from fractions import Fraction
from pathlib import Path

from individual.edges.files import write_text_atomically
from individual.edges.trf.dates import NO_DATES, EventDates, format_date_records
from individual.edges.trf.fields import FieldOverflow, cut_collisions, decimal, fixed, whole
from individual.edges.trf.write import Unfinished, by_round, lot_records
from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from olympiad.engine.model import Event, Match, Round, Team
from olympiad.engine.scores import bye_game_points
from olympiad.standings.columns import trf_codes
from olympiad.standings.tiebreaks import final_records
from rulesets.team import system_code
from rulesets.trf_codes import export_note, named_by

_CODE = {
    GameScore.WIN: "1",
    GameScore.DRAW: "=",
    GameScore.LOSS: "0",
    GameScore.FORFEIT_WIN: "+",
    GameScore.FORFEIT_LOSS: "-",
    GameScore.DOUBLE_FORFEIT: "-",
    GameScore.UNFINISHED: " ",
}
_POINTS = {"1": Fraction(1), "+": Fraction(1), "=": Fraction(1, 2), "U": Fraction(1, 2)}
_POINTS |= {"F": Fraction(1), "H": Fraction(1, 2)}  # full- and half-point byes
_NOT_PLAYED = "0000 - -"
_Seat = tuple[int, int]  # team number, index into its players
_Blocks = dict[_Seat, list[str]]
_MOST_PLAYERS = 14  # record 310: team players in columns 74-77 ... 139-142


def format_team_trf(
    event: Event,
    lot: Colour | None = None,
    *,
    absent: frozenset[int] = frozenset(),
    dates: EventDates = NO_DATES,
) -> str:
    """The event as TRF-26 text; ``lot`` is the board-1 colour of pairing number 1 in round 1;
    ``absent`` teams are not to be paired in the next round (XXZ, art. 45); ``dates``
    the round dates (042, 052, 132 after the name)."""
    numbers = _start_numbers(event.teams)
    blocks = _blocks(event, numbers)
    header = list(_header(event, lot))
    planned = max(event.total_rounds, len(event.rounds))
    lines = [
        header[0],
        *format_date_records(dates, planned),
        *header[1:],
        *([f"XXZ {' '.join(map(str, sorted(absent)))}"] if absent else []),
        *_team_lines(event, numbers),
        *_round_lines(event, numbers),
        *_player_lines(event.teams, numbers, blocks),
    ]
    return "\n".join(line.rstrip() for line in lines) + "\n"


def write_team_trf(path: str | Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically: a temporary file in the same folder,
    then ``os.replace``; an existing file keeps its permissions."""
    write_text_atomically(Path(path), text)


# ------------------------------------------------------------------- records


def _header(event: Event, lot: Colour | None) -> Iterator[str]:
    """Records 012, 192 and 202 (the ruleset's code and tie-breaks, as C.07 codes:
    ``olympiad.standings.columns.trf_codes``), 142 (TRF-26: number
    of rounds, for ITDX), XXR (JaVaFo's extension), XXC (JaVaFo's lot) and 152 (TRF-26's),
    162, 352, 362 and 320."""
    ruleset = event.ruleset
    yield f"012 {event.name}"
    if code := system_code(ruleset):
        yield f"192 {code}"
    codes = trf_codes(ruleset.standing_tiebreaks, ruleset.primary_score)
    yield f"202 {','.join(codes)}"
    yield f"142 {event.total_rounds}"
    yield f"XXR {event.total_rounds}"
    if lot is not None:
        yield from lot_records(lot)
    yield f"162  P{_points(bye_game_points(ruleset) / ruleset.boards, 7, '162 points for P')}"
    yield f"352 {event.board_colour_sequence()}"
    yield _match_points(ruleset.match_points_win, ruleset.match_points_draw)
    byes = "".join(
        " "
        + whole(
            r.bye or 0, 15 + 4 * i, 17 + 4 * i, f"record 320, round {r.number} PAB team", zeros=True
        )
        for i, r in enumerate(event.rounds)
    )
    mp = _points(Fraction(ruleset.bye_match_points), 5, "record 320, PAB match points")
    gp = _points(bye_game_points(ruleset), 10, "record 320, PAB game points")
    yield f"320 {mp} {gp}{byes}"


def _match_points(win: int, draw: int) -> str:
    """Record 362 (TRF-26, scoring point system for teams: TW team win, TD team draw, TL
    team loss), laid out as record 162: the code ending at columns 6, 15, 24 and its points
    (format ``11.5``) in the four columns after it (7-10, 16-19, 25-28)."""
    codes = (("TW", Fraction(win)), ("TD", Fraction(draw)), ("TL", Fraction(0)))
    fields = [
        code + _points(value, 7 + 9 * i, f"record 362, {code} points")
        for i, (code, value) in enumerate(codes)
    ]
    return "362 " + "   ".join(fields)


def _team_lines(event: Event, numbers: dict[_Seat, int]) -> Iterator[str]:
    """Record 310 (TRF-26): team pairing number 5-7, name 9-40, nickname 42-46 (the
    federation), strength factor 48-53 (blank), match points 55-60, game points 62-67,
    rank 69-71 (the place in the standings), players 74-77, 79-82, ... (at most 14). MP
    and GP are the results so far, as the standings count them (those ``olympiad check``
    compares): a match with no finished game (results pending) counts nothing, not a 0-0
    draw (art. 13: unfinished games are draws for pairing only), and the bye of a round
    only paired nothing yet."""
    from olympiad.standings.listed import standings

    records = final_records(event)
    ranks = {row.team: row.place for row in standings(event)}
    for team in event.teams:
        what = f"record 310 of team {team.name!r}"
        if len(team.players) > _MOST_PLAYERS:
            message = (
                f"{what}, players (columns 74-142): {len(team.players)} players, "
                f"the record holds at most {_MOST_PLAYERS}"
            )
            raise FieldOverflow(message)
        record = records[team.number]
        players = "".join(
            " " + whole(numbers[(team.number, i)], 74 + 5 * i, 77 + 5 * i, f"{what}, player")
            for i in range(len(team.players))
        )
        number = whole(team.number, 5, 7, "record 310, team pairing number")
        name, nickname = team.name[:32].ljust(32), team.federation[:5].ljust(5)
        mp = _points(Fraction(record.match_points), 55, f"{what}, match points", 6)
        gp = _points(record.game_points, 62, f"{what}, game points", 6)
        rank = whole(ranks[team.number], 69, 71, f"{what}, rank")
        yield f"310 {number} {name} {nickname} {'':6} {mp} {gp} {rank} {players}"


def _round_lines(event: Event, numbers: dict[_Seat, int]) -> Iterator[str]:
    """Records 240 (absent teams ``Z``, full- and half-point byes ``F`` and ``H``: type 5,
    round 7-9, teams 11-14, 16-19, ...), 300 (board
    order) and 330 (no-shows: type 5-6, round 8-10, white team 12-14, black team 16-18),
    round by round."""
    for rnd in event.rounds:
        for kind, listed in (
            ("Z", rnd.absent),
            ("F", rnd.full_point_byes),
            ("H", rnd.half_point_byes),
        ):
            if listed:
                r = whole(rnd.number, 7, 9, "record 240, round", zeros=True)
                teams = " ".join(
                    whole(t, 11 + 5 * i, 14 + 5 * i, "record 240, team", zeros=True)
                    for i, t in enumerate(sorted(listed))
                )
                yield f"240 {kind} {r} {teams}"
        for match in rnd.matches:
            yield from _order_lines(rnd.number, match, _lineup(event, match), numbers)
            if match.no_show:
                kind = "--" if len(match.no_show) == 2 else "-+"
                kind = "+-" if match.no_show == {match.second} else kind
                r = whole(rnd.number, 8, 10, "record 330, round", zeros=True)
                first = whole(match.first, 12, 14, "record 330, white team", zeros=True)
                second = whole(match.second, 16, 18, "record 330, black team", zeros=True)
                yield f"330 {kind} {r} {first} {second}"


def _order_lines(
    rnd: int,
    match: Match,
    lineup: Sequence[tuple[int | None, int | None]],
    numbers: dict[_Seat, int],
) -> Iterator[str]:
    """Record 300 for each team of ``match`` whose boards are not its first players in order."""
    for side, (team, other) in enumerate((match.teams, match.teams[::-1])):
        seats = [board[side] for board in lineup]
        if any(s is not None for s in seats) and seats != list(range(len(seats))):
            players = " ".join(
                whole(
                    numbers.get((team, s), 0) if s is not None else 0,
                    17,
                    20,
                    "record 300, player",
                    zeros=True,
                )
                for s in seats
            )
            head = " ".join(
                whole(v, a, a + 2, f"record 300, {w}", zeros=True)
                for v, a, w in ((rnd, 5, "round"), (team, 9, "team"), (other, 13, "opponent"))
            )
            yield f"300 {head} {players}"


def _player_lines(
    teams: Sequence[Team], numbers: dict[_Seat, int], blocks: _Blocks
) -> Iterator[str]:
    """Record 001, then the player's round blocks."""
    for team in teams:
        for seat, player in enumerate(team.players):
            rounds = blocks[(team.number, seat)]
            yield _player_line(numbers[(team.number, seat)], player, rounds)


def _player_line(number: int, player: Player, rounds: Sequence[str]) -> str:
    """Record 001: start number 5-8, title 11-13, name 15-47 (cut), rating 49-52, federation
    54-56, FIDE number 58-68, points 81-84; the round blocks from column 92."""
    points = sum((_POINTS.get(block[-1], Fraction(0)) for block in rounds), Fraction(0))
    what = f"record 001 of {player.name!r}"
    rating = whole(player.rating, 49, 52, f"{what}, rating") if player.rating else "    "
    static = (
        f"001 {whole(number, 5, 8, 'record 001, start number')}  {player.title[:3]:<3} "
        f"{player.name[:33]:<33} {rating} {player.federation[:3]:<3} "
        f"{fixed(player.fide_id, 58, 68, f'{what}, FIDE number')} {'':10} "
        f"{_points(points, 81, f'{what}, points')}"
    )
    return f"{static:<89}" + "".join(f"  {block}" for block in rounds)


# ------------------------------------------------------------------- round blocks


def _start_numbers(teams: Sequence[Team]) -> dict[_Seat, int]:
    seats = [(t.number, i) for t in teams for i in range(len(t.players))]
    return {seat: number for number, seat in enumerate(seats, start=1)}


def _blocks(event: Event, numbers: dict[_Seat, int]) -> _Blocks:
    """Each player's 8-column block for every round (see the module docstring)."""
    blocks: _Blocks = {seat: [] for seat in numbers}
    for rnd in event.rounds:
        written = dict(_round_blocks(event, rnd, numbers))
        for seat, column in blocks.items():
            column.append(written.get(seat, _NOT_PLAYED))
    return blocks


def _round_blocks(
    event: Event, rnd: Round, numbers: dict[_Seat, int]
) -> Iterator[tuple[_Seat, str]]:
    for team in rnd.absent:
        for seat in range(len(event.team(team).players)):
            yield (team, seat), "0000 - Z"
    byes = [(rnd.bye, "U")] if rnd.bye is not None else []
    byes += [(t, "F") for t in rnd.full_point_byes] + [(t, "H") for t in rnd.half_point_byes]
    for team, code in byes:
        for seat in range(min(event.ruleset.boards, len(event.team(team).players))):
            yield (team, seat), f"0000 - {code}"
    sequence = event.board_colour_sequence()
    for match in rnd.matches:
        for board, seats in enumerate(_lineup(event, match)):
            white = sequence[board % len(sequence)] == "W"
            game = match.games[board] if match.games else None
            yield from _board_blocks(match, seats, game, white, numbers)


def _board_blocks(
    match: Match,
    seats: tuple[int | None, int | None],
    game: GameScore | None,
    white: bool,
    numbers: dict[_Seat, int],
) -> Iterator[tuple[_Seat, str]]:
    """The blocks of one board; ``game`` is from the first team's side, ``None`` if the
    round has no results; ``white``: the first team has white on this board."""
    first = (match.first, seats[0]) if seats[0] is not None else None
    second = (match.second, seats[1]) if seats[1] is not None else None
    back = game.reversed if game is not None else None
    sides = ((first, second, game, white), (second, first, back, not white))
    for me, other, score, has_white in sides:
        if me is None:
            continue
        if other is None:
            yield me, f"0000 - {'+' if score is GameScore.FORFEIT_WIN else '-'}"
            continue
        code = _CODE[score] if score is not None else " "
        opponent = whole(numbers[other], 92, 95, "record 001, opponent")
        yield me, f"{opponent} {'w' if has_white else 'b'} {code}"


def _lineup(event: Event, match: Match) -> tuple[tuple[int | None, int | None], ...]:
    """Who sat at each board: ``Match.lineup``, else the first players, none for a team
    that did not appear."""
    if match.lineup:
        return match.lineup
    boards = len(match.games) or event.ruleset.boards
    sizes = [0 if t in match.no_show else len(event.team(t).players) for t in match.teams]
    return tuple((b if b < sizes[0] else None, b if b < sizes[1] else None) for b in range(boards))


def _points(value: Fraction, first: int, what: str, width: int = 4) -> str:
    """Points in format ``11.5`` in the ``width`` columns from ``first``."""
    return fixed(decimal(value), first, first + width - 1, what)


# ------------------------------------------------------------------- what an export says


def unfinished_games(event: Event) -> Unfinished:
    """Every game without a result, with its round: ``A-B`` by team numbers (the whole
    match when it is only paired) or ``A-B board K``; a team that did not appear (art. 46)
    has its result whatever its boards say."""
    found: Unfinished = []
    for rnd in event.rounds:
        for m in rnd.matches:
            if m.no_show:
                continue
            if not m.games:
                found.append((rnd.number, f"{m.first}-{m.second}"))
                continue
            found += [
                (rnd.number, f"{m.first}-{m.second} board {board}")
                for board, game in enumerate(m.games, start=1)
                if game is GameScore.UNFINISHED
            ]
    return found


def exchange_notes(event: Event, *, allow_unfinished: bool = False) -> list[str]:
    """What the export says besides the counts: record 192 (the ruleset's code, and for
    this program's own what a program that does not know it assumes), the numbering
    convention, and everything another program may read differently from this one."""
    code = system_code(event.ruleset)
    system = named_by(code) if code else None
    notes = [export_note(system, code)] if system else []
    notes += [
        "numbering: teams by their numbers in the event (310 columns 5-7); players' start "
        "numbers team by team, each team in board order (310 lists them)",
    ]
    played = [r.number for r in event.rounds if any(m.is_played for m in r.matches)]
    after = [r.number for r in event.rounds if r.number > max(played, default=0)]
    if after:
        notes.append(
            f"warning: no game played over the board in round(s) {_listed(after)}: gacrux "
            f"reads their results but takes the last round with a game played "
            f"({max(played, default=0)}) as the current round"
        )
    players = [p.name for t in event.teams for p in t.players]
    if any(len(n) > 33 for n in players) or any(len(t.name) > 32 for t in event.teams):
        notes.append(
            "warning: names cut to their fields: player names after 33 characters (001 "
            "columns 15-47), team names after 32 (310 columns 9-40)"
        )
    notes += cut_collisions(players, 15, 47, "player names")
    notes += cut_collisions([t.name for t in event.teams], 9, 40, "team names")
    texts = [event.name, *players, *(t.name for t in event.teams)]
    if not all(s.isascii() for s in texts):
        notes.append("warning: the file is UTF-8 with non-ASCII names; tell gacrux -b utf-8")
    if event.withdrawn or event.late_entries:
        notes.append(
            "warning: withdrawals and late entries are not written as such (TRF has no "
            "record for them); a reader sees only the rounds a team did not play"
        )
    unfinished = unfinished_games(event)
    if allow_unfinished and unfinished:
        notes.append(
            "warning: games without a result written with a blank result "
            f"({by_round(unfinished)}): TRF-26 reads a blank as a zero-point bye"
        )
    return notes


def _listed(numbers: Sequence[int]) -> str:
    return ", ".join(map(str, numbers))
