/* global self, caches, __BUILD_ID__ */
/* Scopewright service worker. Plain JS: the build stamps BUILD_ID and emits it as /sw.js. */
const BUILD_ID = __BUILD_ID__;
const ASSET_CACHE = `scopewright-assets-${BUILD_ID}`;

self.addEventListener('install', () => {
  // Deliberately no skip-waiting: the page shows "Update Available" and posts SKIP_WAITING when the user agrees.
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith('scopewright-assets-') && n !== ASSET_CACHE).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

// Cache-first only for content-hashed build assets; everything else (HTML, /api) goes to the network.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) return;

  event.respondWith(
    (async () => {
      const cache = await caches.open(ASSET_CACHE);
      const cached = await cache.match(request);
      if (cached) return cached;
      const response = await fetch(request);
      if (response.ok) cache.put(request, response.clone());
      return response;
    })(),
  );
});
