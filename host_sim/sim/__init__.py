"""The terminal simulator's parts: the device on the host (the shared App on an in-memory
screen), the laptop keyboard as the keypad, the screen in a terminal and as PNG."""
