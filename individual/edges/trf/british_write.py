"""Writing the British TRF extension records (read back by ``individual.edges.trf.british``):
``XXK nnnn CLUB`` (CAA rule 35, Schools rule 27), ``XXS nnnn SCHOOL`` (Schools rules 2a, 7)
and ``XXT nnnn nnnn ...`` (Schools rule 3: the identified top players), the start number
in columns 5-8, the name from column 10; ``XXO word ...`` the options that differ from the
rules' defaults."""

from __future__ import annotations

from collections.abc import Mapping

from individual.british.extras import Affiliations, CaaOptions, SchoolsOptions
from individual.british.objectives import DEFAULT

_PER_LINE = 10


def format_affiliations(groups: Affiliations) -> str:
    """The records for ``groups``, one line each (``XXT``: ten numbers to a line), by start
    number; the empty string when there is nothing to say."""
    lines = [_record("XXK", n, club) for n, club in sorted(groups.clubs.items())]
    lines += [_record("XXS", n, school) for n, school in sorted(groups.schools.items())]
    top = sorted(groups.top)
    for start in range(0, len(top), _PER_LINE):
        lines.append("XXT " + " ".join(f"{n:>4}" for n in top[start : start + _PER_LINE]))
    return "".join(line + "\n" for line in lines)


def _record(code: str, number: int, name: str) -> str:
    if not 0 < number <= 9999:
        raise ValueError(f"{code}: start number {number} does not fit columns 5-8")
    return f"{code} {number:>4} {' '.join(name.split())}"


def format_options(options: CaaOptions | SchoolsOptions) -> str:
    """The ``XXO`` record of ``options`` (one system's), the words of ``trf_caa`` for what
    differs from the defaults: CAA rules 20 and 24, 28, 29, 30, 35, 37, 39, 40 or Schools
    rules 3, 7, 26, 27, 29, 30; the empty string when every option is the default."""
    words = option_words(options)
    return f"XXO {' '.join(words)}\n" if words else ""


def option_words(options: CaaOptions | SchoolsOptions) -> list[str]:
    """The words for ``options`` (see ``format_options``)."""
    words = []
    if isinstance(options, CaaOptions):
        words += ["long-event"] * options.long_event + ["large-event"] * options.large_event
    numbers: list[tuple[str, int | None, int | None]] = [
        ("clubs-until", options.clubs_until, 1),
        ("random", options.random_seed, None),
    ]
    if isinstance(options, CaaOptions):
        numbers.append(("colour-three-from", options.colour_three_from, None))
    else:
        numbers += [("schools-from", options.schools_from, 4), ("top-until", options.top_until, 3)]
    for key, value, default in numbers:
        if value is not None and value < 0:
            raise ValueError(f"XXO: {key}={value} is not a whole number ≥ 0")
        if value != default:
            words.append(f"{key}={value}")
    words += ["no-half-byes-round2"] * (not options.half_byes_round2)
    words += ["no-defaults"] * (not options.defaults)
    if isinstance(options, CaaOptions) and options.float_order != DEFAULT.name:
        words.append(f"float-order={options.float_order}")
    return words


def renumbered_groups(groups: Affiliations, numbers: Mapping[int, int]) -> Affiliations:
    """``groups`` with each start number ``n`` replaced by ``numbers[n]`` (a file's start
    numbers are the initial ranking, ``individual.edges.trf.write.start_numbers``)."""
    return Affiliations(
        {numbers[n]: club for n, club in groups.clubs.items()},
        {numbers[n]: school for n, school in groups.schools.items()},
        frozenset(numbers[n] for n in groups.top),
    )
