/* global self, caches */
// Jade's service worker: the lite app's offline shell. Built into dist/sw.js by
// pwa/service-worker.ts, which fills in the version and the shell's files.
//
// It caches only the shell: the entry's hashed assets and the home page's (precached; cache first,
// since a hashed name never changes content, and other hashed chunks once fetched), the manifest,
// icons and the offline page. Pages always come from the network (the offline page when there is
// none). Everything else goes to the network untouched — never an API answer, the sockets, the game
// server or the vendor wallet API — so no balance or other data is ever served stale.

const VERSION = /*@VERSION*/ 'dev';
const PRECACHE = /*@PRECACHE*/ [];
const SHELL = `jade-shell-${VERSION}`;
const ASSETS = 'jade-assets';
/** Hashed assets kept from earlier versions (a tab still open on one may ask for its chunks). */
const MAX_ASSETS = 300;
/** Paths the worker never answers: the API, sockets, game server, vendor wallet, gateway, artwork. */
const NETWORK_ONLY = /^\/(wps|lgw|ops|lotto|api|img|ws|gs|seamless\/v1|sandbox-gateway|healthz)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('jade-shell-') && key !== SHELL) await caches.delete(key);
      const assets = await caches.open(ASSETS);
      const keys = await assets.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await assets.delete(old);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NETWORK_ONLY.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else if (PRECACHE.includes(url.pathname)) event.respondWith(shellFile(request, url.pathname));
});

/**
 * A page: always the network (index.html is never cached, so no page is ever stale). Offline, the
 * offline page, which says so in English and Nepali and tries again.
 */
async function page(request) {
  try {
    return await fetch(request);
  } catch (err) {
    const offline = await caches.match('/offline.html', { cacheName: SHELL });
    if (offline) return offline;
    throw err;
  }
}

/** A hashed asset: from the cache when there, else fetched and kept. */
async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(ASSETS).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** A public file of the shell: the network first, the cached copy offline. */
async function shellFile(request, path) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      void caches.open(SHELL).then((cache) => cache.put(path, copy));
    }
    return response;
  } catch (err) {
    const cached = await caches.match(path, { cacheName: SHELL });
    if (cached) return cached;
    throw err;
  }
}
