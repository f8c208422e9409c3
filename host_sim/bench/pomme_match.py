"""The La Pomme match every bench and several tests key: its setup keys, the menu visit
after its first deal, and its keys and log for a seed. Below bench.py, bench_pico.py and
bench_web.py, so that they share it without importing each other."""

from host_sim.sim.device import Recorder, play_keys
from host_sim.games.pomme import keyer as pomme_keyer
from host_sim.games.pomme.random_match import play_deal

SETUP = "### 8888# #"           # La Pomme, players P1 P2, default options, P2 deals


# After the first deal: the menu, its standings, its saved matches (on a device with a
# store; Contrast without one), back to play. The menu over a running match is when the
# heap holds the most, so the heap figure must include a visit.
MENU_VISIT = "08#*88#**"


def match_keys(rng):
    """The keys of one whole La Pomme match, setup to finish, with one visit to the menu,
    and its log."""
    dev = Recorder()
    play_keys(dev, SETUP)
    while not dev.app.match.finished:
        m = dev.app.match
        pomme_keyer.deal_keys(dev, play_deal(rng, m.players, m.next_dealer))
        if len(m.game.results) == 1 and not m.finished:
            play_keys(dev, MENU_VISIT)
    return "".join(dev.keys), dev.app.match.text()
