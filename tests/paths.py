"""Where the tests find the checkout, its sample data and their own fixtures."""

from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
DATA = ROOT / "data"
FIXTURES = TESTS / "fixtures"
GOLDEN = TESTS / "golden"
