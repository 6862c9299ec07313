"""FIDE TRF-16 records for individual events, in and out, with the British extension records."""
