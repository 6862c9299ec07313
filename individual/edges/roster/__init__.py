"""Roster import: grids of cells to players, with every problem located by file, sheet, row and
column.
"""
