"""The device as the host runs it: the shared App on an in-memory screen, with a clock
the caller moves, and a folder as the filesystem (or no storage at all). Every key and
every wait is one pass of the Pico's loop (picotafel/loop.py): the key, the screen drawn,
then its saves."""

from picotafel.loop import Loop
from picotafel.screens.gfx import new_screen
from picotafel.screens.ui import App


class Device:
    """`lang`: the language to speak (the host tools give theirs, lang_setting below);
    None is the Pico's own way: the one kept in the data folder, else the first start's
    language screen. `data_dir` is the Pico's /matches; the newest match's number goes
    beside it, as on the Pico (`data_dir`.last), unless `inside`: then in it (the host
    tools' --data DIR, which must hold all the device keeps: see in_folder)."""

    def __init__(self, data_dir=None, battery=None, lang="en", inside=False):
        store = None
        if data_dir is not None and not str(data_dir).strip():
            raise ValueError("an empty data folder: name one (the matches would be kept "
                             "at the filesystem's root)")
        if data_dir is not None:
            from picotafel.saving.storage import Store
            store = Store(data_dir, last=in_folder(data_dir) if inside else None)
        self.buf, self.fb = new_screen()
        self.now = 0
        self.app = App(store=store, battery=battery, language=lang)
        self.loop = Loop(self.app, self.fb, self.buf)   # the frame buffer is the screen
        self.loop.step("", self.now)

    def redraw(self):
        self.app.draw(self.fb)

    def press(self, k):
        """One keypad key ("0"-"9", "A"-"D", "*", "#"): the screen is redrawn, then
        what the key applied is saved."""
        self.loop.step(k, self.now)

    def wait(self, ms):
        self.now += ms
        self.loop.step("", self.now)

    def log(self):
        m = self.app.match
        return m.text() if m is not None else ""


def in_folder(data_dir):
    """Where the host tools keep the newest match's number (the Pico's /matches.last):
    inside their --data folder, so that deleting the folder starts a clean device."""
    import os
    return os.path.join(data_dir, "matches.last")


class Recorder(Device):
    """A device that remembers every key pressed (to replay them elsewhere: under
    MicroPython, in goldens, in the bench)."""

    def __init__(self):
        self.keys = []
        super().__init__()

    def press(self, k):
        self.keys.append(k)
        super().press(k)


KEYPAD = "0123456789ABCD*#"


def play_keys(device, keys):
    """Press device keys from a string: keypad characters; '.' waits a second; spaces
    and newlines are ignored. Unknown characters raise ValueError before any key."""
    for ch in keys:
        if ch not in KEYPAD and ch not in ". \n\t":
            raise ValueError("'%s' is not a key (keys: %s, '.' waits 1 s)" % (ch, KEYPAD))
    for ch in keys:
        if ch == ".":
            device.wait(1000)
        elif ch in KEYPAD:
            device.press(ch)
