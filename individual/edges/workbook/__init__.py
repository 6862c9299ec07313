"""The individual tournament workbook (Excel), and the cell, file and log tools both sides use."""
