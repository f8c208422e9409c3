"""The crash screen (device.show_error) in the chosen language and the device's own font:
loaded only when something failed, after the ui is let go (so the heap has room for it
and its four words), and forgotten with them once drawn. Whatever fails here,
device.show_error draws its English 8x8 screen instead."""

from picotafel.screens import font, ui_draw

from picotafel import lang

ROWS = 4                 # lines of the exception's own text (84 characters)
TOP = 11                 # the first of them, under the title


def draw(fb, exc, saved):
    """The failure on the screen: the title, the exception as `type: message` (for the
    engineer, as it is), whether the match is saved, and the key that restarts."""
    ui_draw.clear(fb)
    ui_draw.title(fb, lang.t("CRASH_TITLE", "crash"))
    text = "%s: %s" % (type(exc).__name__, exc)
    line = ui_draw.LINE
    for i in range(min(ROWS, (len(text) + line - 1) // line)):
        font.text(fb, text[i * line:(i + 1) * line], 0, TOP + 9 * i)
    said = lang.t("CRASH_SAVED", "crash") if saved else lang.t("CRASH_NO_STORAGE", "crash")
    font.text(fb, said, 0, TOP + 9 * ROWS)
    ui_draw.bottom(fb, lang.t("CRASH_RESTART", "crash"), invert=True)
