/**
 * The page's service worker (issue 49; docs/offline.md): after one visit the page and the browser
 * module open and play with the network off. A page registers it once, at the root so that it
 * serves every path of the page:
 *
 *   if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js');
 *
 * On install it keeps every file listed below in one cache. Every request of the page's own origin
 * goes to the network first, and to the cache when the network fails or takes longer than
 * NETWORK_WAIT_MS (a visit to any other page path, such as /b/CODE, is then answered with the page,
 * as the server answers it); an answer from the network for a listed file refreshes the cache. The API (/api/...) is never cached: online boards stay on the server.
 * A new version of this file (change VERSION) keeps its files in a new cache and drops the old.
 */
const VERSION = 'passant-2';

/** The page's own files: the page's engineer lists them here (a listed file that is missing fails the install). */
const PAGE = ['/', '/index.html', '/style.css', '/learn.css', '/app.js', '/game.js', '/local.js', '/board.js', '/chess.js',
  '/pieces.js', '/api.js', '/store.js', '/clocks.js', '/sounds.js', '/movelist.js', '/i18n.js', '/analysis.js', '/ui.js',
  '/clauses.js', '/reasons.js', '/rules.js', '/explorer.js', '/highlight.js', '/learn.js', '/learn-texts.js', '/player.js'];

/** The browser module (web/offline/: the rules compiled to WebAssembly, its API, the engine's worker, the game against the computer). */
const MODULE = ['/offline/passant.js', '/offline/passant-runtime.js', '/offline/passant.wasm', '/offline/engine.js',
  '/offline/engine-worker.js', '/offline/computer.js', '/offline/example.html', '/offline/example.js',
  '/offline/example.css'];

const LISTED = new Set([...PAGE, ...MODULE]);

/** How long a request waits for the network before the cache answers (a train's network may hang rather than fail). */
const NETWORK_WAIT_MS = 3000;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll([...LISTED])).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n.startsWith('passant-') && n !== VERSION).map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  event.respondWith(networkFirst(request, url));
});

async function networkFirst(request, url) {
  const cache = await caches.open(VERSION);
  try {
    const response = await withTimeout(fetch(request), NETWORK_WAIT_MS);
    if (response.ok && LISTED.has(url.pathname)) await cache.put(url.pathname, response.clone());
    return response;
  } catch (offline) {
    // a visit to any other page path (/b/CODE, /rules, ...) is the page itself, index.html, as the server answers it
    const cached = await cache.match(url.pathname) ?? (request.mode === 'navigate' ? await cache.match('/') : undefined);
    if (cached) return cached;
    throw offline;
  }
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer from the network within ' + ms + ' ms')), ms);
    promise.then((r) => { clearTimeout(timer); resolve(r); }, (e) => { clearTimeout(timer); reject(e); });
  });
}
