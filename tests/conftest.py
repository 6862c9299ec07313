"""Hypothesis runs the same examples on every run (``derandomize``), so that CI and a fresh
clone see what the developer saw; ``HYPOTHESIS_PROFILE=explore`` draws new ones."""

import os

from hypothesis import settings

settings.register_profile("default", derandomize=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
