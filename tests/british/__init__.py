"""The British systems (CAA 2009, English Schools): worked examples, rules, search, checks."""
