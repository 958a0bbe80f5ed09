// Tag manager: dataLayer from the first paint, the tag-manager script only after analytics consent,
// carrying the page's CSP nonce (the server puts it on <script id="portal-config">).
import { analyticsContainerForHost, SCREEN_VIEW_DELAY_MS, screenLabelForPath } from '@portal/countries';
import { createScreenTracker, type TrackedUser } from './screen-tracking.ts';
import { local, STORAGE_KEYS } from './storage-keys.ts';
import { setScriptSource } from './trusted-types.ts';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js';

function dataLayer(): Record<string, unknown>[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

let container: string | null = null;
let tagManagerRequested = false;

/** Pushes the tag-manager start event once, with the container of this host's country. */
export function initAnalytics(hostname: string = window.location.hostname): string {
  if (container) return container;
  container = analyticsContainerForHost(hostname);
  dataLayer().push({ event: 'gtm.js', 'gtm.start': Date.now(), container });
  return container;
}

/** Loads the tag-manager script; call only once the visitor has accepted analytics. */
export function loadTagManager(): void {
  if (tagManagerRequested) return;
  const id = container ?? initAnalytics();
  tagManagerRequested = true;
  const script = document.createElement('script');
  // The policy allows the tag manager by this page's nonce, not by its host.
  const nonce = document.getElementById('portal-config')?.nonce;
  if (nonce) script.nonce = nonce;
  script.async = true;
  setScriptSource(script, `${TAG_MANAGER_URL}?id=${encodeURIComponent(id)}`);
  script.onerror = () => console.error(`Tag manager script failed to load: ${script.src}`);
  document.head.append(script);
}

/** The stored profile's tracking ids, if someone is signed in. */
function storedUser(): TrackedUser | null {
  const raw = local.getItem(STORAGE_KEYS.profile);
  if (!raw) return null;
  try {
    const profile = JSON.parse(raw) as { registerNumber?: unknown; veevaID?: unknown };
    return {
      registerNumber: typeof profile.registerNumber === 'string' ? profile.registerNumber : null,
      veevaID: typeof profile.veevaID === 'string' ? profile.veevaID : null,
    };
  } catch {
    return null;
  }
}

export const screenTracker = createScreenTracker({
  delayMs: SCREEN_VIEW_DELAY_MS,
  labelFor: screenLabelForPath,
  user: storedUser,
  push: (event) => dataLayer().push({ ...event }),
});
