// The service worker: offline play once the app has been loaded. Plain JavaScript, served as is
// from the app's root (src/web/public is copied into the build), so its scope is the whole app.
//
// Versioned by the build: the page registers ./sw.js?v=<name of the entry chunk>, whose hash changes
// with every change to the app, so a new build installs a new worker with a new cache, and the
// old caches are removed when it takes over. As browsers do by default, a new version waits until
// no page of the old one is open before taking over, so a running page never loses its files.
//
// - install: precache the app shell. index.html is read for the files it references, and each
//   JavaScript and CSS file for the files it references in turn (lazy chunks, the AI worker, the
//   WebAssembly kernel), so no build-time list is needed; plus the manifest, the icons and the
//   network (./models/current.ssnn) with its training report.
// - index.html and navigations: network first, the cached copy when offline.
// - the models: cached copy first, refreshed in the background.
// - other files of the app (hashed, never changing): cached copy first, else fetched and cached.
/* global self, caches, fetch, URL, Response */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const PREFIX = 'ssp-';
const CACHE = `${PREFIX}${VERSION}`;
const ROOT = new URL('./', self.location.href);
const INDEX = new URL('index.html', ROOT).href;
const SHELL = ['index.html', 'manifest.webmanifest', 'icons/icon.svg', 'icons/icon-192.png', 'icons/icon-512.png',
  'icons/maskable-512.png', 'icons/apple-touch-icon.png', 'models/current.ssnn', 'models/training-report.json'];
const ASSET = /["'`(]([\w./-]+\.(?:js|mjs|css|wasm|svg|png|webp|woff2?|ssnn|json))(?:[?#][^"'`)]*)?["'`)]/g;

const isHtml = (res) => (res.headers.get('content-type') || '').includes('text/html');
const inApp = (url) => url.origin === ROOT.origin && url.pathname.startsWith(ROOT.pathname);

/** Fetches `start` and everything it references inside the app, into `cache`. Missing files are skipped. */
async function precache(cache) {
  const seen = new Set();
  const queue = [];
  const add = (url) => {
    url.hash = '';
    url.search = '';
    if (!inApp(url) || seen.has(url.href)) return;
    seen.add(url.href);
    queue.push(url);
  };
  SHELL.forEach((f) => add(new URL(f, ROOT)));
  while (queue.length > 0) {
    const url = queue.shift();
    let res;
    try {
      res = await fetch(url.href, { cache: 'no-cache' });
    } catch {
      continue;
    }
    // A static server may answer a missing file with the index page: only index.html may be HTML.
    if (!res.ok || (isHtml(res) && url.href !== INDEX)) continue;
    if (/\.(html|m?js|css)$/.test(url.pathname)) {
      const text = await res.clone().text();
      for (const m of text.matchAll(ASSET)) {
        // A reference may be relative to the file or to the app's root (Vite writes both kinds).
        for (const base of [url, ROOT]) {
          const ref = new URL(m[1], base);
          if (ref.pathname.startsWith(`${ROOT.pathname}assets/`)) add(ref);
        }
      }
    }
    await cache.put(url.href, res);
  }
  // The root URL is the same page as index.html.
  const index = await cache.match(INDEX);
  if (index) await cache.put(ROOT.href, index.clone());
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then(precache));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const res = await fetch(request);
    if (res.ok && isHtml(res)) {
      await cache.put(INDEX, res.clone());
      await cache.put(ROOT.href, res.clone());
    }
    return res;
  } catch {
    return (await cache.match(INDEX, { ignoreVary: true })) || (await cache.match(ROOT.href, { ignoreVary: true })) || Response.error();
  }
}

async function cacheFirst(request, refresh) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
  const update = () => fetch(request).then(async (res) => {
    if (res.status === 200 && res.type === 'basic' && !isHtml(res)) await cache.put(request, res.clone());
    return res;
  });
  if (!cached) return update();
  if (refresh) update().catch(() => undefined);
  return cached;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!inApp(url)) return;
  if (request.mode === 'navigate' || url.href === INDEX || url.href === ROOT.href) {
    event.respondWith(networkFirst(request));
  } else if (url.pathname.startsWith(`${ROOT.pathname}models/`)) {
    event.respondWith(cacheFirst(request, true));
  } else if (url.pathname.endsWith('/sw.js')) {
    // The worker script itself is left to the browser.
  } else {
    event.respondWith(cacheFirst(request, false));
  }
});
