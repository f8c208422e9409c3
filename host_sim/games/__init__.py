"""One adapter per game, in host_sim/games/<game>/: its random legal-match generator
(random_match.py), its keyer (keyer.py: the fewest keys through the real ui) and its score
sheet's columns (sheet.py), found by the game's name (game_host.py). What the games'
adapters share sits here: dealing and random tricks (random_play.py), keying cards
(keyer.py) and keying a deal's points (keyer_points.py)."""
