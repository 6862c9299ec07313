"""TRF in and out: reading, errors, samples, writing and round trips."""
