/// <reference lib="webworker" />
// The portal's service worker, served at /ngsw-worker.js (the spec's name), built by vite-plugin-pwa in
// injectManifest mode. It precaches the app shell (what index.html loads: apps/web/shell-precache.ts),
// keeps the screens' chunks once used and the current country's dictionary, answers navigations with an
// offline page when the network is gone, and shows push notifications. It never
// caches API answers: /api, /idp, /docfinder-api and /media go to the network untouched (personal data).
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { type OfflineLang, offlinePage } from './offline-page.ts';
import { notificationOptions, type PortalPush, parsePush } from './push-payload.ts';

declare const self: ServiceWorkerGlobalScope;

const DICTIONARY_CACHE = 'portal-i18n';
const SCREENS_CACHE = 'portal-screens';
const META_CACHE = 'portal-meta';
/** Where the language of the last page that talked to the worker is kept (for the offline page). */
const LANG_KEY = '/__portal/lang';

// The hashed JS/CSS/images of this build; the old build's entries go when this worker activates, which
// happens only when the user accepts "reload" (no skipWaiting on install): a page never mixes builds.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The screens' lazy chunks (hashed, so never stale) are kept once used: a screen opened before opens
// again without the network. Older builds' chunks age out of the cache by count. Not the password
// meter's dictionaries (large, two screens) nor the staff console's bundle.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    /^\/assets\/[\w.-]+\.(js|css)$/.test(url.pathname) &&
    !/^\/assets\/(password-dictionary|admin)-/.test(url.pathname),
  new CacheFirst({
    cacheName: SCREENS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

// The dictionaries are public and versioned by ETag: served from the cache, refreshed in the background.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    /^\/assets\/i18n\/[\w-]+\.json$/.test(url.pathname),
  new StaleWhileRevalidate({ cacheName: DICTIONARY_CACHE }),
);

async function storedLang(): Promise<OfflineLang> {
  const cache = await caches.open(META_CACHE);
  const stored = await (await cache.match(LANG_KEY))?.text();
  return stored === 'es' || stored === 'es-MX' ? stored : 'pt-br';
}

// Navigations: always the network (index.html carries a fresh CSP nonce and the country's config), the
// offline page only when it fails.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (
    url.origin !== self.location.origin ||
    /^\/(api|idp|docfinder-api|media|admin)(\/|$)/.test(url.pathname)
  )
    return;
  event.respondWith(
    fetch(request).catch(async () => offlinePage(await storedLang(), url.pathname + url.search)),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; lang?: string } | null;
  if (data?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
    return;
  }
  if (
    data?.type === 'PAGE_LANGUAGE' &&
    (data.lang === 'pt-br' || data.lang === 'es' || data.lang === 'es-MX')
  ) {
    const lang = data.lang;
    event.waitUntil(
      (async () => {
        const meta = await caches.open(META_CACHE);
        await meta.put(LANG_KEY, new Response(lang));
        // The current country's dictionary, so the shell has its texts offline.
        const dictionaries = await caches.open(DICTIONARY_CACHE);
        const path = `/assets/i18n/${lang}.json`;
        if (!(await dictionaries.match(path))) await dictionaries.add(path);
      })().catch(() => {}),
    );
  }
});

self.addEventListener('push', (event) => {
  const push: PortalPush | null = parsePush(event.data?.text() ?? null);
  if (!push) return;
  event.waitUntil(self.registration.showNotification(push.title, notificationOptions(push)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const target = new URL(data?.url ?? '/', self.location.origin);
  // Only the portal's own pages: a payload cannot send the user elsewhere.
  const href = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A portal window this worker controls is taken to the page; otherwise a new window opens.
      const open = windows.find(
        (client) => new URL(client.url).origin === self.location.origin && 'navigate' in client,
      );
      if (open) {
        const shown = open.url === href ? open : await open.navigate(href).catch(() => null);
        if (shown) {
          await shown.focus().catch(() => {});
          return;
        }
      }
      await self.clients.openWindow(href);
    })(),
  );
});
