"""Glyphs and small pictures written straight into the screen's bytes (the Pico's speed).

framebuf's blit moves a picture pixel by pixel through function pointers: on the RP2040
about a microsecond a pixel (a character 40-60 us with the call, a card's rank 400 us),
most of a screen's drawing time. These loops OR (colour 1) or clear (colour 0) whole
bytes of a MONO_VLSB picture into the 128x64 screen, shifted to any row and clipped at
the edges: the pixels of blit with key 0 (colour 1) or with font's inverting palette
(colour 0). A whole string is one call (a call costs more than a character's bytes).

The loops are viper code in picotafel.screens.fastdraw_viper, compiled ahead to the Pico's
machine code by `make firmware`; on CPython (the host) and on a MicroPython without viper
(the browser's WebAssembly port) `text`, `put` and `zero` are None and font draws with
blit, so the emulated Pico's parity tests check these loops against framebuf's pixels.
Only the screen gfx.new_screen made is drawn on this way (its bytes are known; callers check `fb is screen`, a call more
costs as much as a short string's bytes); any other frame buffer goes through blit.
"""

screen = None   # the FrameBuffer drawn on byte-wise (gfx.new_screen sets it) ...
buf = None      # ... and its 1024 bytes

try:
    from picotafel.screens.fastdraw_viper import text, put, zero  # pyright: ignore (exec)
except (ImportError, SyntaxError):
    # CPython has no `micropython` module (ImportError); a MicroPython built without the
    # viper emitter (the WebAssembly port) refuses its decorator when the module's exec
    # compiles the loops (SyntaxError). Either way: framebuf's blit and fill (zero: 0.8 ms
    # on the Pico).
    text = put = zero = None
