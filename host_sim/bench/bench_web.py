"""The web page's figures for `make bench` (host_sim/bench/bench.py): what a phone downloads
the first time, and in Debian's headless Chromium on this machine the page's load to its
first screen (a first visit, then a visit the service worker serves) and the time from a
key's press on the page's button to its screen drawn on the canvas, over a La Pomme
deal. Said as not measured where Chromium is missing."""

import random
import statistics
import tempfile

from host_sim.web import browser, build, node


def figures():
    """{name: value} of the web figures ({"web": reason} where they cannot be had)."""
    why = node.missing()
    if why:
        return {"web": "not measured (%s)" % why}
    out = {}
    with tempfile.TemporaryDirectory() as site:
        files = build.build(site)
        plain, packed = build.first_download(files)
        out["web_first_download_kb"] = "%.0f" % (plain / 1024)
        out["web_first_download_gzip_kb"] = "%.0f" % (packed / 1024)
        why = browser.missing()
        if why:
            out["web_browser"] = "not measured (%s)" % why
            return out
        out.update(timings(site))
    return out


def timings(site):
    from host_sim.bench.pomme_match import SETUP
    from host_sim.sim.device import Recorder, play_keys
    from host_sim.games.pomme import keyer as pomme_keyer
    from host_sim.games.pomme.random_match import play_deal
    server = browser.Server(site)
    d = browser.driver()
    try:
        page = browser.BrowserPage(d, server.url)
        first = page.js("return picotafel.firstFrameMs")
        d.execute_async_script("const done = arguments[arguments.length - 1];"
                               "navigator.serviceWorker.ready.then(() => done(true));")
        page.open()                                 # again, from the service worker's cache
        again = page.js("return picotafel.firstFrameMs")
        # The keys of the setup and one deal, recorded on the simulator, pressed on the page.
        # (the page asks the language first: # for English)
        dev = Recorder()
        play_keys(dev, SETUP)
        m = dev.app.match
        pomme_keyer.deal_keys(dev, play_deal(random.Random(2026), m.players, m.next_dealer))
        page.js("picotafel.keyMs.length = 0")
        for k in "#" + "".join(dev.keys):
            page.key(k)
        times = page.js("return picotafel.keyMs")
    finally:
        d.quit()
        server.close()
    return {
        "web_load_to_first_screen_ms": "%.0f" % first,
        "web_load_to_first_screen_offline_ms": "%.0f" % again,
        "web_key_to_screen_ms_median": "%.1f" % statistics.median(times),
        "web_key_to_screen_ms_max": "%.1f" % max(times),
        "web_keys_timed": len(times),
    }
