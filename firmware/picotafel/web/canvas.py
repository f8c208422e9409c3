"""The OLED as the page's canvas (the display driver of picotafel.hw.display, for the
browser): each frame the App draws goes to the page whole, as the hex of its 1024
MONO_VLSB bytes (page p = bytes p*128.., the layout the SSD1306 takes), and the page
draws its pixels crisp on a canvas; the contrast setting is the lit pixels' brightness."""


class Canvas:
    def __init__(self, host):
        self.host = host          # the page: show(hex), contrast(level)

    def show(self, buf):
        self.host.show(buf.hex())

    def contrast(self, level):
        self.host.contrast(level)
