"""La Pomme's host adapters (host_sim/games/game_host.py): random_match, sheet."""
