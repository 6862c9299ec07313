"""Individual Swiss events, and the vocabulary and edge tools both engines share.

Rooms: ``vocabulary`` (colour, result, player, article, decision, errors; standard library
only), ``matching`` (no chess), ``swiss`` (the event), the engines ``fide1998`` and
``british``, ``standings``, ``check``, and ``edges`` (TRF, workbook, roster, bulletin, CLI).
"""
