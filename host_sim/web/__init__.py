"""picotafel in the browser (`make web`): the page's static sources in static/, the build
that puts them, the firmware and MicroPython's WebAssembly port into build/web/
(build.py), and the harnesses that run the page under Node and in Chromium for the tests
and the bench (node.py, browser.py)."""
