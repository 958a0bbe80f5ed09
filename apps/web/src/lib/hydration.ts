// Whether React owns the page yet. A server-rendered page paints before its scripts run; until React has
// hydrated it, a form would submit the browser's own way (a GET with every named field in the URL).
import { startTransition, useEffect, useState } from 'react';

/** True once React owns the page: from the start when it renders the page itself, else once hydrated. */
let pageOwned = false;

/** main.tsx: React renders this page anew (no server markup to take over), so forms work at once. */
export function markPageOwned(): void {
  pageOwned = true;
}

/**
 * False while the server renders and while React hydrates that markup; true from then on. The switch after
 * hydration is a transition: an external store that differs between server and browser (the usual way)
 * makes React re-render synchronously and run every effect of the page in the same long task (issue 38).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageOwned);
  useEffect(() => {
    pageOwned = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Marks `<html data-hydrated>` once React owns the page, in the same commit that enables the forms above:
 * from then on typed text, clicks and Enter reach React (end-to-end tests wait for it rather than for a
 * delay). A component of its own, so that only it renders again when the mark is due.
 */
export function HydrationMark(): null {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  return null;
}
