// picotafel's service worker (made by host_sim/web/build.py): every file of the site is
// kept in a cache named by a hash of them, so the page opens at the table with no
// network; a new build (a new hash) replaces the old cache when the page next loads.
const CACHE = "picotafel-{{VERSION}}";
const FILES = {{FILES}};

// Each file fetched past the browser's HTTP cache: a cache of this build holds this
// build's files, not an older one's.
self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE)
    .then((c) => c.addAll(FILES.map((f) => new Request(f, { cache: "reload" }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("picotafel-") && k !== CACHE)
      .map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// The cache first (the query is no part of a file: the tests' ?clock=manual), then the
// network for anything it lacks.
self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  event.respondWith(caches.open(CACHE)
    .then((c) => c.match(event.request, { ignoreSearch: true }))
    .then((hit) => hit || fetch(event.request)));
});
