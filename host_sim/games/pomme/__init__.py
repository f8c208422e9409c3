"""La Pomme's host adapters (host_sim/games/game_host.py): keyer, random_match, sheet."""
