"""Hypothesis runs the same examples on every run (``derandomize``), so that CI and a fresh
clone see what the developer saw; ``HYPOTHESIS_PROFILE=explore`` draws new ones. Neither
times an example (``deadline=None``): speed is measured in benchmarks/, and a machine
shared by many processes may stall any example past hypothesis' default 200 ms, which it
then reports as "Flaky: Unreliable test timings" (tests/architecture/test_no_timed_tests.py)."""

import os

from hypothesis import settings

settings.register_profile("default", derandomize=True, deadline=None)
settings.register_profile("explore", derandomize=False, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
