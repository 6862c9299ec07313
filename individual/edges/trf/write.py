"""Writing individual Swiss events as TRF (player records 001, with 142, XXR, XXC and 152; the
byes already known as ``individual.edges.trf.upcoming`` writes them; records 250 and 260
for an event's acceleration and forbidden pairs, ``individual.edges.trf.requests``).

Start numbers (001 columns 5-8) are the initial ranking (A.2: rating, title, name; the
pairing numbers of ``individual.swiss.ranking``), as every engine reading a TRF takes them;
``start_numbers`` gives them. A late entry is ranked in that order like every other player
(as this program pairs it), so the players ranked below it move down one number; the event's
own numbers are what its workbook shows. A game with no result (paired, or ``*``) cannot be
said in a TRF for rating: the writer refuses it (``UnfinishedGames``, naming the games)
unless ``allow_unfinished``, when its result column is left blank (this program's reader
reads it back as unfinished; TRF-26 reads a blank result as ``Z`` and bbpPairings rejects it).
The columns are those ``individual.edges.trf.read`` reads; a written file reads back as the
same event, renumbered. ``XXN`` (this program's extension record: start number 5-8, the
event's number 10-13) gives each player whose event number differs, so that ``check`` and
``standings`` on the file name players as the workbook does; ``XXE`` (this program's: start
number 5-8, rating 10-13) the pairing estimate (A.1) of an unrated player, whose 001 rating
is 0 (unrated), as rating reports and the standings' ARO and TPR need it.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from individual.edges.trf.dates import NO_DATES, EventDates, format_date_records
from individual.edges.trf.fields import cut_collisions, decimal, fixed, whole
from individual.edges.trf.requests import format_requests
from individual.edges.trf.upcoming import Upcoming, with_upcoming
from individual.swiss.history import player_states
from individual.swiss.model import Entrant, Game, SwissEvent, SwissRound
from individual.swiss.ranking import entered_numbers
from individual.vocabulary.colour import R152, XXC, Colour
from individual.vocabulary.errors import InputError
from individual.vocabulary.figures import plural
from individual.vocabulary.result import GameScore
from rulesets.trf_codes import export_note, trf_system

if TYPE_CHECKING:
    from individual.swiss.ruleset import SwissRuleset

_TITLE_CODES = {"GM": "g", "WGM": "wg", "IM": "m", "WIM": "wm", "FM": "f", "WFM": "wf", "CM": "c"}
_TITLE_CODES["WCM"] = "wc"
_CODES = {
    GameScore.WIN: ("1", "0"),
    GameScore.LOSS: ("0", "1"),
    GameScore.DRAW: ("=", "="),
    GameScore.FORFEIT_WIN: ("+", "-"),
    GameScore.FORFEIT_LOSS: ("-", "+"),
    GameScore.DOUBLE_FORFEIT: ("-", "-"),
    GameScore.UNFINISHED: (" ", " "),
}


def lot_records(lot: Colour) -> list[str]:
    """The lot, the initial colour of round 1's first board, as JaVaFo's XXC
    (``white1``/``black1``) and TRF-26's record 152 (``W``/``B``, the one gacrux reads;
    without it TRF-26 takes the colour of the highest ranked participant paired in round 1,
    which is not the lot when that participant is not the one the lot names)."""
    return [f"XXC {lot.spelled(XXC)}", f"152 {lot.spelled(R152).upper()}"]


def written_said(
    path: object, entrants: tuple[int, str], rounds: tuple[int, int], text: str
) -> str:
    """What ``export-trf`` says it wrote, both sides, in one sentence: ``Wrote E.trf: 40
    players, 3 of 9 rounds (FIDE TRF-26, records 012, 192, ...)``: ``entrants`` counted
    (``(40, "player")``), ``rounds`` paired of planned, the record codes of ``text``, each
    once, in file order."""
    records = ", ".join(dict.fromkeys(line[:3] for line in text.splitlines() if line[:3].strip()))
    entered, (paired, planned) = plural(*entrants), rounds
    return (f"Wrote {path}: {entered}, {paired} of {plural(planned, 'round')} (FIDE TRF-26, "
            f"records {records})")  # fmt: skip


class UnfinishedGames(InputError):
    """Games without a result, which a TRF for rating cannot say."""


Unfinished = list[tuple[int, str]]
"""Games without a result: (round, the game as the export names it), in round order."""


def by_round(unfinished: Unfinished) -> str:
    """``unfinished`` with each round named once: ``round 2: 1-4, 3-2; round 3: 5-1``."""
    rounds: dict[int, list[str]] = {}
    for number, game in unfinished:
        rounds.setdefault(number, []).append(game)
    return "; ".join(f"round {n}: {', '.join(games)}" for n, games in rounds.items())


def refuse_unfinished(unfinished: Unfinished) -> None:
    """``UnfinishedGames`` naming every game without a result, each round once: a TRF for
    rating cannot say one (its blank result reads as a zero-point bye in TRF-26)."""
    if unfinished:
        raise UnfinishedGames(
            f"{len(unfinished)} game(s) without a result ({by_round(unfinished)}): a TRF "
            "cannot say an unfinished game; enter the results, or allow them unfinished "
            "(--allow-unfinished: written with a blank result, which other programs read "
            "as a zero-point bye or reject)"
        )


def start_numbers(event: SwissEvent) -> dict[int, int]:
    """Each entrant's TRF start number: its pairing number, A.2 over every player entered
    (``individual.swiss.ranking.entered_numbers``, the PN the workbook shows)."""
    return entered_numbers(event)


def renumbered(event: SwissEvent, numbers: Mapping[int, int]) -> SwissEvent:
    """``event`` with every start number ``n`` replaced by ``numbers[n]``, each round's
    games and players without a game in the order a file lists them (by start number)."""
    rounds = tuple(
        SwissRound(
            r.number,
            tuple(
                sorted(
                    (Game(numbers[g.white], numbers[g.black], g.score) for g in r.games),
                    key=lambda g: min(g.white, g.black),
                )
            ),
            tuple(sorted((numbers[p], why) for p, why in r.unpaired)),
        )
        for r in event.rounds
    )
    entrants = tuple(
        sorted((Entrant(numbers[e.number], e.player) for e in event.entrants), key=_number)
    )
    withdrawn = frozenset(numbers[p] for p in event.withdrawn)
    late = tuple((numbers[p], enters) for p, enters in event.late_entries)
    requests = event.requests.renumbered(numbers)
    return replace(event, entrants=entrants, rounds=rounds, withdrawn=withdrawn,
                   late_entries=late, requests=requests)  # fmt: skip


def unfinished_games(event: SwissEvent) -> Unfinished:
    """Every game without a result, as ``white-black`` by the event's numbers."""
    return [
        (r.number, f"{g.white}-{g.black}")
        for r in event.rounds
        for g in r.games
        if g.score is None or g.score is GameScore.UNFINISHED
    ]


def format_swiss_trf(
    event: SwissEvent,
    lot: Colour | None = None,
    upcoming: Upcoming | None = None,
    *,
    allow_unfinished: bool = False,
    dates: EventDates = NO_DATES,
    system: str = "",
    tiebreaks: tuple[str, ...] | None = None,
    estimated: frozenset[int] = frozenset(),
) -> str:
    """The event as TRF text, numbered by ``start_numbers``: 012 name, 042 and 052 the
    first and last day, 132 the date of each round (``dates``, where known), 192 the code
    of the ruleset named ``system`` (``rulesets.trf_codes``) and 202 the list the ranks
    are computed by, always (``tiebreak_line``; ``tiebreaks``, else the system's default:
    ``ranking_list``; the default system's for none, as a reader takes a file without 192), 142
    (TRF-26: number of rounds) and XXR planned rounds, the lot (``lot_records``), one 001
    per player with points (F.9 does not apply: unfinished games score nothing; a bye
    already entered for the next round counts, as JaVaFo's manual requires and gacrux
    checks) and rank in the standings by that list (``standing_ranks``, as
    FIDE's tie-break checker checks it), XXN the event's
    numbers that differ, XXE the pairing estimate (A.1) of each player ``estimated`` (by
    the event's numbers: unrated, ``event`` holding the estimate; the 001 rating is 0), then
    the byes already known (``upcoming``, by the event's numbers). ``UnfinishedGames`` when
    a game has no result, unless ``allow_unfinished``."""
    from individual.standings.listed import ranking_list

    if not allow_unfinished:
        refuse_unfinished(unfinished_games(event))
    numbers = start_numbers(event)
    event = renumbered(event, numbers)
    planned = max(event.total_rounds, len(event.rounds))
    lines = [f"012 {event.name}", *format_date_records(dates, planned)]
    if line := trf_system(system):
        lines.append(f"192 {line.code}")
    ranked_by = ranking_list(tiebreaks, written_ruleset(system))  # the ranks' list
    unrated = {numbers[n] for n in estimated}
    published = without_ratings(event, unrated)
    lines.append(tiebreak_line(ranked_by, published))
    if event.total_rounds:
        lines += [f"142 {event.total_rounds}", f"XXR {event.total_rounds}"]
    if lot is not None:
        lines += lot_records(lot)
    later = {numbers[p]: codes for p, codes in (upcoming or {}).items()}
    states = player_states(event)
    scores = {n: _final_points(event, n) for n in states}
    bye_points = {"H": 1, "F": 2}  # half-points of a bye already entered for the next round
    written = {
        n: scores[n] + bye_points.get(later.get(n, {}).get(len(event.rounds) + 1, ""), 0)
        for n in scores
    }
    rank = standing_ranks(published, ranked_by)
    for entrant in event.entrants:
        shown = entrant
        if entrant.number in unrated:  # the published rating: none (the estimate in XXE)
            shown = Entrant(entrant.number, replace(entrant.player, rating=None))
        lines.append(_player_line(event, shown, written[entrant.number], rank[entrant.number]))
    lines += _extension_lines(event, numbers, unrated)
    text = "\n".join(lines) + "\n"
    return with_upcoming(text, len(event.rounds), later)


def tiebreak_line(tiebreaks: tuple[str, ...], published: SwissEvent) -> str:
    """Record 202: the list the ranks are computed by, in C.07 codes where they are exact
    on the field as the file publishes it (``f10.as_codes``)."""
    from individual.standings.c07.swiss import field
    from individual.standings.f10 import as_codes

    return f"202 {','.join(as_codes(tiebreaks, field(published)))}"


def written_ruleset(system: str) -> SwissRuleset:
    """The ruleset named ``system``, else the one a reader takes a file without record
    192 for (``rulesets.trf_codes.DEFAULTS``, as ``individual.edges.trf.systems``)."""
    from rulesets.swiss import SWISS_RULESETS
    from rulesets.trf_codes import DEFAULTS

    return SWISS_RULESETS.get(system) or SWISS_RULESETS[DEFAULTS[False][0]]


def _extension_lines(event: SwissEvent, numbers: Mapping[int, int], unrated: set[int]) -> list[str]:
    """After the 001 records of ``event`` (numbered by start number): XXN, each start number
    ``numbers`` moved, XXE, the estimate of each player ``unrated``, and records 250 and 260
    (``event.requests``, the Baku method written out on the start numbers)."""
    own = sorted((start, number) for number, start in numbers.items() if start != number)
    lines = [f"XXN {whole(s, 5, 8, 'XXN start number')} {whole(n, 10, 13, 'XXN number')}"
             for s, n in own]  # fmt: skip
    lines += [f"XXE {whole(e.number, 5, 8, 'XXE start number')} "
              f"{whole(e.player.rating or 0, 10, 13, 'XXE estimate')}"
              for e in event.entrants if e.number in unrated]  # fmt: skip
    ranked = [e.number for e in event.entrants]  # by start number: the initial ranking
    requests = event.requests.resolved(
        ranked, event.total_rounds, event.arrivals(), len(event.rounds)
    )
    return lines + format_requests(requests)


def standing_ranks(
    event: SwissEvent, tiebreaks: tuple[str, ...], unrated: Collection[int] = ()
) -> dict[int, int]:
    """Each player's rank as record 001 publishes it (TRF: ties allowed): the place of the
    standings by points and ``tiebreaks`` (record 202's), players
    equal on every one sharing the first place of their range (the file has no lots); the
    ``unrated`` players' estimates are no ratings there (ARO, TPR)."""
    from individual.standings.listed import standings

    _, rows = standings(without_ratings(event, unrated), tiebreaks)
    return {r.number: r.place for r in rows}


def without_ratings(event: SwissEvent, unrated: Collection[int]) -> SwissEvent:
    """``event`` as the file publishes it: the ``unrated`` players with no rating (their
    pairing estimates are no ratings for ARO, TPR or C.07 10)."""
    if not unrated:
        return event
    entrants = tuple(
        Entrant(e.number, replace(e.player, rating=None)) if e.number in unrated else e
        for e in event.entrants
    )
    return replace(event, entrants=entrants)


def _player_line(event: SwissEvent, entrant: Entrant, half_points: int, rank: int) -> str:
    """Record 001: start number 5-8, title 11-13, name 15-47 (cut), rating 49-52,
    federation 54-56, FIDE number 58-68, points 81-84, rank 86-89; rounds from 92."""
    n, p = entrant.number, entrant.player
    what = f"record 001 of {p.name!r}"
    title = _TITLE_CODES.get(p.title, p.title.lower())[:3]
    points = fixed(decimal(Fraction(half_points, 2)), 81, 84, f"{what}, points")
    head = (
        f"001 {whole(n, 5, 8, 'record 001, start number')}  {title:>3} {p.name[:33]:<33} "
        f"{whole(p.rating or 0, 49, 52, f'{what}, rating')} {p.federation[:3]:<3} "
        f"{fixed(p.fide_id, 58, 68, f'{what}, FIDE number')} {'':<10} {points} "
        f"{whole(rank, 86, 89, f'{what}, rank')}"
    )
    blocks = "".join(_block(rnd, n) for rnd in event.rounds)
    return (head + blocks).rstrip()


def _number(entrant: Entrant) -> int:
    return entrant.number


def _final_points(event: SwissEvent, player: int) -> int:
    total = 0
    for rnd in event.rounds:
        game = rnd.game_of(player)
        if game is not None:
            total += game.half_points(player, for_pairing=False)
        reason = rnd.unpaired_reason(player)
        if reason is not None:
            total += reason.half_points
    return total


def _block(rnd: SwissRound, player: int) -> str:
    game = rnd.game_of(player)
    if game is not None:
        return _game_block(game, player)
    reason = rnd.unpaired_reason(player)
    return f"  0000 - {reason.value if reason else '-'}"


def _game_block(game: Game, player: int) -> str:
    white_code, black_code = _CODES[game.score or GameScore.UNFINISHED]
    is_white = player == game.white
    code = white_code if is_white else black_code
    opponent = whole(game.opponent_of(player), 92, 95, "record 001, opponent")
    return f"  {opponent} {'w' if is_white else 'b'} {code}"


def exchange_notes(
    event: SwissEvent,
    upcoming: Upcoming | None = None,
    *,
    allow_unfinished: bool = False,
    system: str = "",
    estimated: Mapping[str, int] | None = None,
) -> list[str]:
    """What the export says besides the counts: record 192 for the ruleset named
    ``system`` (when given), the numbering convention, and everything another program may
    read differently from this one, such as the unrated players' pairing estimates
    (``estimated``, by name)."""
    numbers = start_numbers(event)
    moved = sorted(n for n, s in numbers.items() if n != s)
    shown = ", ".join(f"{n}->{numbers[n]}" for n in moved[:10]) + (", ..." if moved[10:] else "")
    line = trf_system(system)
    notes = [export_note(line, line.code)] if line else []
    notes += [
        "start numbers: the initial ranking (rating, title, name), as pairing programs "
        f"read them; {len(moved)} of {len(numbers)} differ from the event's own numbers"
        + (f" ({shown})" if moved else "")
    ]
    names = [e.player.name for e in event.entrants]
    if any(len(n) > 33 for n in names):
        notes.append("warning: names longer than 33 characters are cut (001 columns 15-47)")
    notes += cut_collisions(names, 15, 47, "player names")
    if not all(n.isascii() for n in names) or not event.name.isascii():
        notes.append("warning: the file is UTF-8 with non-ASCII names; tell gacrux -b utf-8")
    if event.withdrawn:
        notes.append(
            "withdrawals are not written as such (TRF has no record for them): a withdrawn "
            "player's later rounds are '0000 - -', no game and no point"
        )
    if any(1 < enters <= len(event.rounds) for _, enters in event.late_entries):
        notes.append(
            "late entries are not written as such (TRF has no record for them): the rounds "
            "before one entered are '0000 - -', so a reader numbers it from round 1, where "
            "this program numbered only the players entered (C.04.2 late entries); a check "
            "of the file may give other colours by the pairing numbers' parity in those "
            "rounds (FIDE (Dutch) 5.2.5)"
        )
    if estimated:
        shown = ", ".join(f"{name} {rating}" for name, rating in estimated.items())
        notes.append(
            f"unrated players: rating 0 in 001, their pairing estimate (A.1: {shown}) in "
            "XXE, which only this program reads; the start numbers already rank them by it"
        )
    later = {r for codes in (upcoming or {}).values() for r in codes if r > len(event.rounds) + 1}
    if later:
        notes.append(
            "byes requested for later rounds: records 240 (TRF-26; bbpPairings applies them "
            "when it pairs that round; a TRF-16 reader may ignore them)"
        )
    if allow_unfinished and unfinished_games(event):
        notes.append(
            "warning: games without a result written with a blank result "
            f"({by_round(unfinished_games(event))}): TRF-26 reads a blank as a zero-point "
            "bye, bbpPairings rejects the file"
        )
    return notes


def paired_while_unfinished(logged: Mapping[int, tuple[object, ...]]) -> list[str]:
    """The export's warning for the rounds paired while games of earlier rounds were
    unfinished (``*``: a draw for that pairing; FIDE 1998 F.9, Olympiad art. 13), from the
    Log's ``unfinished`` rows of each round's pairing (``logged``): a TRF holds only the
    results typed since, so a checker of the file pairs those rounds from them."""
    if not logged:
        return []
    rounds = sorted(logged)
    games = sum(len(logged[n]) for n in rounds)
    named = (
        f"round {rounds[0]} was"
        if len(rounds) == 1
        else f"rounds {', '.join(map(str, rounds))} were"
    )
    return [
        f"warning: {named} paired while games of earlier rounds were unfinished (*, a draw "
        f"for pairing; {games} in the Log); a TRF holds only their results typed since, so "
        "a check of this file pairs those rounds from them and may differ"
    ]
