// Runut's service worker: after the first visit the app works offline. scripts/offline.py writes
// the build's version and file list into the two constants below when it copies this file to
// dist/. A new build is a new worker (its version differs), which caches the new files whole
// before it takes over and then deletes the old cache, so a page never meets an old worker.
const VERSION = '__VERSION__';
const FILES = __FILES__;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(VERSION)
      .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// Files whose names carry a hash of their contents never change: the cache answers first.
// Everything else (the page, the pages' programs such as <page>.js and <page>_bg.wasm, their search
// workers such as work/<page>.js and work/<page>_bg.wasm) asks the network first, so a fresh
// page always gets the worker of its own build; offline, the cache answers.
const HASHED = /-[0-9a-f]{16}(_bg)?\.(js|wasm|css)$/;

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const scope = new URL(self.registration.scope);
  if (!url.pathname.startsWith(scope.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(scope.href)));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(caches.match(request, { ignoreSearch: true }).then((hit) => hit || fetch(request)));
  } else {
    event.respondWith(fetch(request).catch(() => caches.match(request, { ignoreSearch: true })));
  }
});
