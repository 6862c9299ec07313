"""The organiser's files: rosters, the tournament workbook and the command lines over them."""
