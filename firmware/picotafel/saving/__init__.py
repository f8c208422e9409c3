"""Saved matches on the Pico's littlefs (or a host folder): files, the list, reading back, repair."""
