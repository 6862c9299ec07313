"""Standings and tie-breaks of both sides, against FIDE's checker where it reads them."""
