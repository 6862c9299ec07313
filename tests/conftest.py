"""Hypothesis runs the same examples on every run (``derandomize``), so that CI and a fresh
clone see what the developer saw; ``HYPOTHESIS_PROFILE=explore`` draws new ones. Neither
times an example (``deadline=None``) or the drawing of examples (the ``too_slow`` health
check): speed is measured in benchmarks/, and a machine shared by many processes may stall
any example past hypothesis' default 200 ms, which it then reports as "Flaky: Unreliable test
timings", or a draw, reported as "generation too slow"
(tests/architecture/test_no_timed_tests.py)."""

import os

from hypothesis import HealthCheck, settings

UNTIMED = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
settings.register_profile("default", derandomize=True, **UNTIMED)
settings.register_profile("explore", derandomize=False, **UNTIMED)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
