"""The `swiss` command line and the one error boundary every command line uses."""
