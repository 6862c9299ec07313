"""What team and individual bulletins share: the repository's ``templates/`` folder, the
jinja2 environment (autoescape on, undefined names fail), points as printed, the
rounds with their dates for the event pages, and writing a page
atomically.

Where the templates are found: ``templates/`` sits beside the packages in the repository
and is found relative to this file. That works from a fresh clone and from an editable
install (``pip install -e .``), which is how the README installs the program; a plain
wheel would not carry the folder (it is not package data), so ``template_folder`` raises
a clear error there instead of rendering nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined

from individual.edges.files import write_text_atomically
from individual.edges.trf.dates import EventDates, shown
from individual.vocabulary import headers
from individual.vocabulary.result import format_points

TEMPLATES = Path(__file__).resolve().parents[3] / "templates"
STYLESHEET = "bulletin.css"


def template_folder() -> Path:
    """The repository's ``templates/`` folder (see the module docstring)."""
    if not (TEMPLATES / STYLESHEET).is_file():
        raise FileNotFoundError(
            f"bulletin templates not found in {TEMPLATES}: run the program from a clone of "
            "the repository or install it with 'pip install -e .'"
        )
    return TEMPLATES


def environment(folder: Path | None = None) -> Environment:
    """The jinja2 environment: autoescape on for every template, undefined names fail;
    the tables' column labels from ``individual.vocabulary.headers`` (``headers``)."""
    env = Environment(
        loader=FileSystemLoader(folder or template_folder()),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["pts"] = points
    env.globals["headers"] = headers  # every table's column names, read once
    return env


points = format_points  # the jinja2 filter ``pts``: points as printed


@dataclass(frozen=True)
class RoundLine:
    """A round on an event page: its date as printed (``""``: not given), whether it is
    paired and whether its results are in."""

    number: int
    date: str
    paired: bool
    has_results: bool


def round_lines(total: int, paired: Mapping[int, bool], dates: EventDates) -> list[RoundLine]:
    """Rounds 1 to ``total``: ``paired`` maps each round paired to whether its results are
    in; the date of each from ``dates``."""
    return [
        RoundLine(n, shown(dates.rounds[n]) if n in dates.rounds else "", n in paired,
                  paired.get(n, False))
        for n in range(1, total + 1)
    ]  # fmt: skip


def standings_links(rounds: Sequence[int]) -> list[tuple[int, str]]:
    """Each round the standings count (``rounds``: those with results) with the page of
    the standings after it: the last one's is ``standings.html``, an earlier one's
    ``standings-after-N.html`` (every page's footer links them)."""
    ordered = sorted(rounds)
    return [(n, "standings.html" if n == ordered[-1] else f"standings-after-{n}.html")
            for n in ordered]  # fmt: skip


def span(dates: EventDates) -> str:
    """The event's first and last day as printed (``""`` when the file gives neither)."""
    first, last = dates.start, dates.end
    if first is None or last is None:
        known = first or last
        return shown(known) if known is not None else ""
    return shown(first) if first == last else f"{shown(first)} to {shown(last)}"


def write_atomic(path: Path, text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file in the same folder and
    ``os.replace``: a reader sees the old page or the new one, never half of one."""
    return write_text_atomically(path, text)


def render_pages(outdir: Path, pages: dict[str, tuple[str, dict[str, object]]]) -> list[Path]:
    """Write the style sheet and each page (file name: template, context) into ``outdir``."""
    outdir = Path(outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    folder = template_folder()
    env = environment(folder)
    written = [write_atomic(outdir / STYLESHEET, (folder / STYLESHEET).read_text("utf-8"))]
    for name, (template, context) in pages.items():
        written.append(write_atomic(outdir / name, env.get_template(template).render(context)))
    return written
