// Registers the service worker (public/sw.js) so that the app works offline once loaded. Only in a
// build: the version in the worker's URL is this chunk's hashed file name, which changes with every
// change to the app, so each new build installs a fresh cache. Any failure is only logged: the app
// works the same without it.

function buildVersion(): string | null {
  const file = new URL(import.meta.url).pathname.split('/').pop() ?? '';
  // In a build this module is part of a hashed chunk in assets/ (e.g. index-B1a2c3.js).
  return /^[\w-]+-[\w-]{6,}\.js$/.test(file) && import.meta.url.includes('/assets/') ? file.replace(/\.js$/, '') : null;
}

export function registerServiceWorker(): void {
  const version = buildVersion();
  if (!version || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // Kept out of Vite's `new URL(..., import.meta.url)` asset handling: sw.js is a static file.
  const here = import.meta.url;
  const url = new URL('../sw.js', here);
  url.searchParams.set('v', version);
  const start = () => {
    navigator.serviceWorker.register(url.href)
      .catch((e: unknown) => console.warn('offline mode is unavailable: the service worker did not register', e));
  };
  // After the page has loaded, so that precaching does not compete with it.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

registerServiceWorker();
