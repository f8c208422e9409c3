"""The MicroPython runners: scripts the tests and the benches copy into a MicroPython
unix-port tree and run there (never imported by CPython): the RAM flash for littlefs,
a log replayed into a Store, the store measured and attacked, damaged matches through
the screens, and the ui driven by keys."""
