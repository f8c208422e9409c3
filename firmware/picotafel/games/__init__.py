"""One module per game, each with the same shape (see core/rules.py)."""
