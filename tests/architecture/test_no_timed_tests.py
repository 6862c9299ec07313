"""No test is timed (speed is measured in benchmarks/, beside its targets): the hypothesis
profiles of tests/conftest.py set no deadline, so a property whose example is stalled by a
loaded machine (2 cores shared by many processes) does not fail as "Flaky: Unreliable test
timings". ``test_caa_options_written_read_back`` (an example takes 2-8 ms) failed so once:
a stall of a few hundred milliseconds, reproduced by stopping the process (SIGSTOP), failed
it with DeadlineExceeded (200 ms, hypothesis' default) then FlakyFailure."""

from __future__ import annotations

import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st


def test_the_profile_in_force_sets_no_deadline() -> None:
    assert settings().deadline is None


def test_the_profile_in_force_does_not_time_generation() -> None:
    """Hypothesis' ``too_slow`` health check times the drawing of examples: a loaded machine
    failed a property by it ("generation too slow") while nothing in the project was slow."""
    assert HealthCheck.too_slow in settings().suppress_health_check


def test_an_example_stalled_by_the_machine_does_not_fail() -> None:
    """One example of a property stalled 300 ms (a loaded machine) passes."""
    seen: list[int] = []

    @given(st.integers(0, 10**6))
    def sums_back(number: int) -> None:
        seen.append(number)
        if len(seen) == 3:
            time.sleep(0.3)
        assert number + 1 - 1 == number

    settings(max_examples=5)(sums_back)()
    assert len(seen) >= 5
