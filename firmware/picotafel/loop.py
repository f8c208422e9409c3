"""One pass of the device's loop, the same on the Pico (device.py), in the browser
(web/page.py) and on the host (host_sim/sim/device.py), so the three cannot drift.

A pass (Loop.step): the key to the ui (App.key; on the Pico only if the key did more
than wake the display), the ui's clock (App.tick), the screen drawn and sent when it
changed, the tones and blinks moved on, then the saves the key made (App.flush: the
screen first, so a key shows within the bus time and the save is off that path; a
message from the save is drawn and sent again), the saved files synced out (the page),
the next screen prepared while no key waits (App.prepare), the serial console answered
(the Pico), and the sleep until a key or the next timed event of the ui or the sound.

No device is imported here: each platform hands its own parts to Loop. `show(buf)` sends
the drawn frame (None: the frame buffer is the screen, the host's), `contrast(level)` sets
the display's contrast; `power` (hw/power.py: the Pico's) decides what a key does to a
dark display, dims and sleeps; the page and the host have none and their clocks are moved
by their callers, so they do not sleep here. `sound` is hw/sound.py's Sound, `waiting()`
is True while a key waits to be read, `sync()` copies the files a key wrote to durable
storage, `console` is hw/console.py's Console.
"""

import gc

from picotafel import config


class Loop:
    def __init__(self, app, fb, buf, show=None, contrast=None, power=None, sound=None,
                 waiting=None, sync=None, console=None):
        self.app = app
        self.fb = fb
        self.buf = buf
        self.show = show
        self.set_contrast = contrast
        self.power = power
        self.sound = sound
        self.waiting = waiting
        self.sync = sync
        self.console = console
        self.contrast = None        # what the display was last given
        self.dim = None
        self.mem_free = getattr(gc, "mem_free", None)   # MicroPython's (not CPython's)

    def step(self, k, now):
        """One pass at `now` (ms) with key `k` ("" for none)."""
        app = self.app
        power = self.power
        sound = self.sound
        if k and (power is None or power.key(now)):
            app.tick(now)       # the ui's clock first: the last pass may be a sleep ago
            app.key(k)
        app.tick(now)
        if power is not None:
            told = power.left_on() if k else None   # the key that ended the deepest sleep
            if told:
                app.flash(told, True)
        if app.contrast != self.contrast:
            self.contrast = app.contrast
            if self.set_contrast is not None:
                self.set_contrast(self.contrast)
        if power is not None and app.dim != self.dim:
            self.dim = app.dim
            power.set_dim(self.dim)
        self.draw()
        if sound is not None and (power is None or not power.deep()):
            sound.update(app, now)          # after the screen: a click costs a key no time
        if app.flush():                     # the key's saves, after its screen
            self.draw()                     # a message from the save
        if k and self.sync is not None:
            self.sync()                     # the key's saves, deletes, settings
        if not app.dirty and (self.waiting is None or not self.waiting()):
            app.prepare()                   # ahead of the next key (setup: the play screen)
            mem_free = self.mem_free
            if k and mem_free is not None and mem_free() < config.IDLE_GC_FREE:
                gc.collect()                # in the pause after a key, not inside the next
        if self.console is not None:
            self.console.handled(k, now)
            self.console.serve()
        if power is not None:
            self.sleep(now)

    def draw(self):
        """The ui's screen drawn and sent, if it changed."""
        app = self.app
        if app.dirty:
            app.draw(self.fb)
            if self.show is not None:
                self.show(self.buf)

    def sleep(self, now):
        """As the power policy says: on cells a lightsleep until a key or the next timed
        event of the ui or the sound (App.wake_in, Sound.wake_in); left on without a key
        for long, until a key only (hw/power.py)."""
        app = self.app
        power = self.power
        sound = self.sound
        power.update(now)
        if power.deep():                    # left on: only a key wakes it, the LED dark
            if sound is not None:
                sound.off()
            power.wait(now)
        elif sound is None:
            power.wait(now, app.wake_in(now))   # lightsleep to a key or the ui's next event
        elif not sound.busy():
            power.wait(now, soonest(app.wake_in(now), sound.wake_in(now)))
        else:
            power.sleep_ms(config.SOUND_STEP_MS)    # no lightsleep: it would stop the PWM


def soonest(*deadlines):
    """The smallest of some ms-from-now deadlines, None meaning none."""
    out = None
    for d in deadlines:
        if d is not None and (out is None or d < out):
            out = d
    return out
