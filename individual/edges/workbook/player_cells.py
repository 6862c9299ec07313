"""The cells of the individual workbook's ``Players`` sheet that hold more than one value,
as the sheet writes and reads them (``individual.edges.workbook.book``): the requested
byes (``3H 5Z``; ``3, 5`` read as half-point byes), the status (``withdrawn 6``,
``late 3``, both with ``;`` between) and the top-player mark (English Schools rule 3:
``yes``). A roster's byes and top columns take the same words
(``individual.edges.roster.players``)."""

from __future__ import annotations

import re

_BYE = re.compile(r"^(\d{1,2})\s*([hz½=0]?)$", re.IGNORECASE)
_TOP_YES = frozenset({"yes", "y", "x", "1", "true", "✓", "✔"})
_TOP_NO = frozenset({"", "no", "n", "0", "false"})


def parse_top(text: str) -> bool:
    """A top-player cell as text (English Schools rule 3): ``yes``/``y``/``x``/``1``/``true``
    (a TRUE cell reads ``True``) marks a top player; empty, ``no``/``n``/``0``/``false``
    does not. ``ValueError`` names anything else."""
    word = text.strip().casefold()
    if word in _TOP_YES or word in _TOP_NO:
        return word in _TOP_YES
    raise ValueError(f"expected yes, y, x, 1 or true for a top player, or empty; found {text!r}")


def parse_byes(value: str) -> dict[int, str]:
    """Requested byes: ``"3, 5"`` or ``"3H 5Z"`` → ``{3: "H", 5: "Z"}`` (H: half a point,
    Z: zero). ``ValueError`` names what cannot be read."""
    byes: dict[int, str] = {}
    for token in re.split(r"[,;/\s]+(?![hHzZ½=]\b)", value.strip()):
        token = token.strip()
        if not token:
            continue
        found = _BYE.match(token.replace(" ", ""))
        if not found or int(found.group(1)) < 1:
            raise ValueError(f"expected requested byes like '3, 5' or '3H 5Z'; found {value!r}")
        kind = found.group(2).upper()
        byes[int(found.group(1))] = "Z" if kind in ("Z", "0") else "H"
    return byes


def format_byes(byes: dict[int, str]) -> str:
    return " ".join(f"{n}{kind}" for n, kind in sorted(byes.items()))


def parse_status(text: str) -> tuple[int | None, int | None, list[str]]:
    """A player's status, as the workbook's Players sheet keeps it beside the requested
    byes: ``withdrawn 6`` (not paired from round 6), ``late 3`` (enters in round 3), both
    (``;`` between) or empty. The two rounds (``None``: not said) and a problem for each
    part that is neither."""
    withdrawn = late = None
    problems = []
    for part in filter(None, (p.strip() for p in text.split(";"))):
        word, _, rest = part.casefold().partition(" ")
        if (
            word in ("withdrawn", "late")
            and rest.strip().isascii()
            and rest.strip().isdigit()
            and int(rest) >= 1
        ):
            withdrawn, late = (int(rest), late) if word == "withdrawn" else (withdrawn, int(rest))
        else:
            problems.append(f"expected 'withdrawn 6', 'late 3' or empty; found {part!r}")
    return withdrawn, late, problems


def format_status(withdrawn: int | None, late: int | None) -> str:
    """The status as ``parse_status`` reads it."""
    parts = [f"withdrawn {withdrawn}"] if withdrawn else []
    return "; ".join(parts + ([f"late {late}"] if late else []))
