// The playground's service worker: it caches the page's files when installed, so the page opens
// with the network off. The build writes CACHE_NAME with a hash of the files: a new build installs
// a new cache and deletes the old one on activation. Only this origin's GET requests are answered.
const CACHE_NAME = 'robotstxt-playground-dev';
const ASSETS = ['./', './index.html'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.addAll(ASSETS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('robotstxt-playground-') && name !== CACHE_NAME).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE_NAME).then((cache) =>
      cache.match(request, { ignoreSearch: true }).then((cached) => {
        if (cached) return cached;
        return fetch(request).catch(async () => (request.mode === 'navigate' ? await cache.match('./index.html') : undefined) ?? Response.error());
      }),
    ),
  );
});
