"""The Pico's own hardware: OLED driver, key matrix scanner, idle power policy (device only)."""
