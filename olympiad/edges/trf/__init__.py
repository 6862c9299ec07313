"""FIDE TRF-16 and TRF-26 team records, in and out."""
