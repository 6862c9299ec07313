"""Team roster import from Excel and CSV in the layouts organisers send."""
