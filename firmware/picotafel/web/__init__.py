"""The browser's drivers (the page of `make web`): the firmware's own App, screens, games,
words and saving under MicroPython's WebAssembly port, with the page's canvas, buttons,
clock, Web Audio and storage where the Pico has its OLED, key matrix, ticks and buzzer.
The Pico never imports them (picotafel.hw is its drivers)."""
