"""The HTML bulletins: content, page tree, the SB page, and real Chromium at 390 px and A4."""
