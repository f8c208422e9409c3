"""What the screen tests of every game share: a device after some keys and what it shows,
golden screenshots, the same pixels and log under MicroPython, and keys (scripted or
random) that must never break the ui or the log."""

import os
import shutil

import mpy
from host_sim.sim.device import Device, play_keys
from host_sim.sim.screenshot import save_png, load_png_pixels, pixels
from picotafel.core.match import load

GOLDEN = os.path.join(os.path.dirname(__file__), "golden")


def render(keys, lang="en"):
    """A fresh device speaking `lang` after `keys` (keypad characters, spaces ignored)."""
    dev = Device(lang=lang)
    play_keys(dev, keys)
    return dev


def screen(dev):
    """The screen on top (what the player sees)."""
    return dev.app.stack[-1]


def shown_refusal(dev):
    """The refusal flashed on the screen (the App wraps a long one over two lines), or
    the reason of a breach shown over the play screen (ui_breach)."""
    top = dev.app.stack[-1]
    if top.KIND == "breach":
        return top.why
    return dev.app.flash_text


def deals_of(statements):
    """The statements of each deal of a match, a list per deal."""
    out = []
    for s in statements:
        if s[0] == "deal":
            out.append([])
        if out:
            out[-1].append(s)
    return out


def golden_path(name, lang="en"):
    """tests/golden/NAME.png in English, NAME.de.png (fr, es) in the other languages."""
    return os.path.join(GOLDEN, name + ("" if lang == "en" else "." + lang) + ".png")


def check_golden(name, keys):
    """The screen after `keys` equals tests/golden/NAME.png, and in each other language
    NAME.<lang>.png, with every text drawn inside the screen (check_texts_fit).
    PICOTAFEL_UPDATE_GOLDEN=1 rewrites them: only after looking at the new screens."""
    check_golden_of(name, lambda code: render(keys, code))


def check_golden_of(name, make):
    """check_golden for the device `make(lang)` gives in each language."""
    from picotafel import lang
    for code in lang.CODES:
        with texts_drawn() as drawn:
            dev = make(code)
            dev.redraw()
        check_texts_fit(drawn, "%s (%s)" % (name, code))
        path = golden_path(name, code)
        if os.environ.get("PICOTAFEL_UPDATE_GOLDEN"):
            save_png(dev.buf, path)
        assert load_png_pixels(path) == pixels(dev.buf), \
            "%s changed: look at it, then PICOTAFEL_UPDATE_GOLDEN=1 make test" % path
    lang.use("en")


class texts_drawn:
    """Within `with`, every font.text call's (text, x, y) is kept in the list it gives."""

    def __enter__(self):
        from picotafel.screens import font
        self.drawn = []
        self.text = font.text
        drawn, text = self.drawn, font.text

        def recording(fb, s, x, y, c=1):
            drawn.append((s, x, y))
            return text(fb, s, x, y, c)
        font.text = recording
        return self.drawn

    def __exit__(self, *exc):
        from picotafel.screens import font
        font.text = self.text


def check_texts_fit(drawn, where):
    """No text runs off the 128-pixel screen (a word too long for its place in some
    language would: places are aligned to a screen edge or centred)."""
    from picotafel.screens import font
    for s, x, y in drawn:
        assert x >= 0 and x + font.text_width(s) <= 128 + 1, \
            "%s: %r at x=%d is %d pixels wide" % (where, s, x, font.text_width(s))


def check_same_under_micropython(mpy_tree, named_keys):
    """Each (name, keys) gives the same screen bytes and log under MicroPython's real
    framebuf as on CPython."""
    shutil.copy(os.path.join(mpy.ROOT, "host_sim", "mp", "ui_drive_mp.py"), mpy_tree)
    for name, keys in named_keys:
        keys = keys.replace(" ", "")
        with open(os.path.join(mpy_tree, "keys.txt"), "w") as f:
            f.write(keys)
        r = mpy.run(mpy_tree, ["ui_drive_mp.py", "keys.txt"], heap="256k")
        assert r.returncode == 0, r.stdout[-500:] + r.stderr
        hexes = [line.split()[1] for line in r.stdout.splitlines() if line.startswith("SCREEN")]
        dev = render(keys)
        assert bytes.fromhex("".join(hexes)) == bytes(dev.buf), name
        assert r.stdout.split("LOG\n", 1)[1] == dev.log(), name


def check_keys_keep_the_log(dev, keys, stay_in_the_deal=False, each=None):
    """Press `keys` on `dev`: a refused key (a flashed message) changes nothing, and the
    log reads back as the match's statements. With `stay_in_the_deal`, a key that finds a
    menu open is undo instead, back to the deal; `each(dev)` checks after every key."""
    for k in keys:
        if stay_in_the_deal and len(dev.app.stack) > 1:
            # A menu: back; a breach (ui_breach): any other key, back with nothing changed.
            dev.press("1" if dev.app.stack[-1].KIND == "breach" else "*")
            continue
        before = dev.log()
        # After a correction (ui_breach) a key may replay the cards keyed after it.
        replaying = bool(getattr(dev.app.stack[0], "redo", None))
        dev.press(k)
        if dev.app.flash_text and not dev.app.flash_info and k != "*" and not replaying:
            assert dev.log() == before, "refused key %r changed the log" % k
        if each:
            each(dev)
    assert load(dev.log()).statements == dev.app.match.statements


def check_random_keys(keys):
    """Any keys: nothing raises, and the log reads back as the same statements."""
    dev = render(keys)
    m = dev.app.match
    if m is not None:
        assert load(m.text()).statements == m.statements
    dev.redraw()
