"""Writing individual Swiss events as TRF (player records 001, with XXR and XXC).

The columns are those ``individual.edges.trf.read`` reads; a written file reads back as the same
event.
"""

from __future__ import annotations

from individual.swiss.history import player_states
from individual.swiss.model import Game, SwissEvent, SwissRound
from individual.swiss.ranking import rank_key
from individual.vocabulary.colour import Colour
from individual.vocabulary.result import GameScore

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


def format_swiss_trf(event: SwissEvent, lot: Colour | None = None) -> str:
    """The event as TRF text: 012 name, XXR planned rounds, XXC lot, one 001 per player
    with points (F.9 does not apply: unfinished games score nothing) and rank by A.2."""
    lines = [f"012 {event.name}"]
    if event.total_rounds:
        lines.append(f"XXR {event.total_rounds}")
    if lot is not None:
        lines.append(f"XXC {'white1' if lot is Colour.WHITE else 'black1'}")
    states = player_states(event)
    scores = {n: _final_points(event, n) for n in states}
    order = sorted(states, key=lambda n: rank_key(n, states[n].player, scores[n]))
    rank = {n: i for i, n in enumerate(order, start=1)}
    for entrant in event.entrants:
        n, p = entrant.number, entrant.player
        title = _TITLE_CODES.get(p.title, p.title.lower())[:3]
        head = (
            f"001 {n:>4}  {title:>3} {p.name[:33]:<33} {p.rating or 0:>4} {p.federation[:3]:<3}"
            f" {p.fide_id[:11]:>11} {'':<10} {scores[n] / 2:>4.1f} {rank[n]:>4}"
        )
        blocks = "".join(_block(rnd, n) for rnd in event.rounds)
        lines.append((head + blocks).rstrip())
    return "\n".join(lines) + "\n"


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
    return f"  {game.opponent_of(player):>4} {'w' if is_white else 'b'} {code}"
