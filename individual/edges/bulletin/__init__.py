"""HTML bulletin pages (jinja2) for individual events, and the shared page environment."""
