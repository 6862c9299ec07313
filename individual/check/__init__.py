"""Replay checks: re-pair a played round and report where it differs, article by article."""
