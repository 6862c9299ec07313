"""The FIDE 1998 individual engine: golden rounds, faults found outside, properties, tables."""
