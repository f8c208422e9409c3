"""Statistics and export over many matches: `stats` and `export` (docs/statistics.md).

logs.py finds and reads the match logs once each, figures.py adds up the figures per
player and game (each game's own through its adapter host_sim/games/<game>/stats.py),
text.py writes the text view and csv_rows.py the rows of `export --csv`.
"""
