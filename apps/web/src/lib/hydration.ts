// Whether React owns the page yet. A server-rendered page paints before its scripts run; until React has
// hydrated it, a form would submit the browser's own way (a GET with every named field in the URL).
import { useEffect, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while the server renders and while React hydrates that markup; true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Marks `<html data-hydrated>` once the page's first render is committed: from then on typed text and
 * clicks reach React (end-to-end tests wait for it rather than for a delay).
 */
export function useHydrationMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
