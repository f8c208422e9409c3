# Run under MicroPython (in a folder of the compiled firmware): press the keys of a
# file through the real App, one pass of the device's loop (picotafel/loop.py) each:
# drawn after every key, then saved, as on the device; report the log, the final screen
# and the cost per key. Used by `make bench` and the tests. With a second argument DIR
# the match is saved in DIR after every key's statements, through storage.Store, as on
# the device. A third argument is the language (default English).
import sys
import time
from picotafel.loop import Loop
from picotafel.screens.gfx import new_screen
from picotafel.screens.ui import App

keys = open(sys.argv[1]).read()
buf, fb = new_screen()
store = None
if len(sys.argv) > 2:
    from picotafel.saving.storage import Store
    store = Store(sys.argv[2])
app = App(store=store, language=sys.argv[3] if len(sys.argv) > 3 else "en")
loop = Loop(app, fb, buf)
loop.step("", 0)
import array
hist = array.array("H", bytes(512))   # keys per 20 us step of cost, for the median
worst = 0
total = 0
for k in keys:
    t = time.ticks_us()
    loop.step(k, 0)
    dt = time.ticks_diff(time.ticks_us(), t)
    total += dt
    if dt > worst:
        worst = dt
    hist[min(255, dt // 20)] += 1
print("KEYS", len(keys))
seen = 0
median = 0
for b in range(256):
    seen += hist[b]
    if seen * 2 >= len(keys):
        median = b * 20
        break
print("MEDIAN_US", median)
print("MEAN_US", total // max(1, len(keys)))
print("WORST_US", worst)
for i in range(0, len(buf), 64):
    print("SCREEN", "".join("%02x" % b for b in buf[i:i + 64]))
print("LOG")
if app.match:
    for line in app.match.lines():
        print(line)
