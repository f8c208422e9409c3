"""The benchmarks of `make bench` (docs/figures.md): `python3 -m host_sim.bench` runs them
all (bench.py); the emulated Pico's, the store's, each game's heap and the web page's
figures have a module each, and what they share sits below them (pomme_match.py,
mp_tree.py) so that no two import each other."""
