// The service worker: the whole page, its WebAssembly and the firmware's files are kept in one
// cache named after the build's version, so the page starts and plays with no network at all.
// support/build_web.py writes BUILD (the version and every file of web/dist) above this text.
// A new build is a new sw.js: the browser installs it beside the old one at the next start, it
// takes over at once, and the old version's cache is deleted.

/* global BUILD */
const CACHE = `tabletop-companion-${BUILD.version}`;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // From the network, never from the browser's HTTP cache, which may hold the old build.
    await cache.addAll(BUILD.files.map((name) => new Request(name || "./", { cache: "reload" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name !== CACHE && name.startsWith("tabletop-companion-")) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// The page's own files from the cache (a ?seed=N address is the page itself); the rest, and
// anything the cache lacks, from the network.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const found = await cache.match(request.mode === "navigate" ? "./" : request,
                                    { ignoreSearch: true });
    return found || fetch(request);
  })());
});
