// The portal's service worker (/ngsw-worker.js, spec sections 8 and 9): registered in production builds
// only, once the app is stable (30 000 ms at most), in a chunk of its own. Failures are only logged, with
// the spec's messages; nothing is shown to the user for them.
import { getCountry } from './country.ts';
import { trustedScriptUrl } from './trusted-types.ts';

export const SERVICE_WORKER_URL = '/ngsw-worker.js';
/** The spec's fallback: register after this even if the app never became stable. */
export const REGISTER_FALLBACK_MS = 30_000;

export const SERVICE_WORKER_MESSAGES = {
  unsupported: 'Service workers are disabled or not supported by this browser',
  notSubscribed: 'Not subscribed to push notifications.',
  unsubscribeFailed: 'Unsubscribe failed!',
  registrationFailed: 'Service worker registration failed with:',
} as const;

export function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

type UpdateListener = (reload: () => void) => void;
const updateListeners = new Set<UpdateListener>();

/** Called when a new version is installed and waits; `reload` switches to it and reloads the page. */
export function onUpdateReady(listener: UpdateListener): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

function announce(waiting: ServiceWorker): void {
  const reload = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  for (const listener of updateListeners) listener(reload);
}

function watchUpdates(registration: ServiceWorkerRegistration): void {
  // Only an update replaces a controller: the first install has nothing old to mix with.
  if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) announce(installing);
    });
  });
}

/** Tells the worker the page's language: it keeps that dictionary and shows the offline page in it. */
async function tellLanguage(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: 'PAGE_LANGUAGE', lang: getCountry().language });
}

let registering: Promise<ServiceWorkerRegistration | null> | undefined;

/** Registers the worker once (later calls share the first); null when unsupported or it failed. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  registering ??= (async () => {
    if (!serviceWorkerSupported()) {
      console.warn(SERVICE_WORKER_MESSAGES.unsupported);
      return null;
    }
    try {
      const registration = await navigator.serviceWorker.register(trustedScriptUrl(SERVICE_WORKER_URL), {
        scope: '/',
        // The worker file is always checked with the server (it is served no-cache as well).
        updateViaCache: 'none',
      });
      watchUpdates(registration);
      void tellLanguage().catch(() => {});
      return registration;
    } catch (error) {
      console.error(SERVICE_WORKER_MESSAGES.registrationFailed, error);
      return null;
    }
  })();
  return registering;
}
