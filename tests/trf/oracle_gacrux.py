"""FIDE's checker gacrux (MIT, a test dependency) as an outside TRF reader: run
``python -m gacrux.convert`` on a file, as a user would, and reduce the chess JSON it
writes to plain values the tests compare with what the project meant to write."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

Json = dict[str, Any]


def gacrux_reads(text: str, folder: Path, name: str = "event") -> tuple[Json, Json]:
    """The event gacrux reads from TRF ``text`` (the first tournament and the event with its
    profiles); fails the test with gacrux's own error when it rejects the file."""
    path, out = folder / f"{name}.trf", folder / f"{name}.json"
    path.write_text(text, encoding="utf-8")
    command = [
        sys.executable,
        "-m",
        "gacrux.convert",
        "-i",
        str(path),
        "-o",
        str(out),
        "-b",
        "utf-8",
    ]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    assert out.exists(), f"gacrux wrote nothing: {done.stderr[-2000:]}"
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["status"]["code"] == 0, f"gacrux rejects the file: {data['status']}"
    event = data["event"]
    return event["tournaments"][0], event


def points(text: str) -> Fraction:
    return Fraction(text)
