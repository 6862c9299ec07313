"""The FIDE (Dutch) System 2026 (C.04.3): a pure pairing engine (see docs/dutch_2026.md)."""
