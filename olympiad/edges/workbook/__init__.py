"""The team tournament workbook (Excel): settings, teams, rounds, results, changes, the demo."""
