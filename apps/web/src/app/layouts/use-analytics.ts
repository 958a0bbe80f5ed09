// Analytics wiring of the shell: a screen_view per visit, the tag manager once analytics is accepted.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { initAnalytics, loadTagManager, screenTracker } from '#lib/analytics.ts';
import { useConsent } from '#lib/consent.ts';

export function useAnalytics(): void {
  const { pathname, key } = useLocation();
  const consent = useConsent();
  const tracked = useRef<string | null>(null);

  useEffect(() => {
    initAnalytics();
  }, []);

  // A visit is a new path; query or hash changes (e.g. removing ?aviso=cro) are not new screens.
  // The location key guards against StrictMode running the effect twice for one visit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a path change is a new visit
  useEffect(() => {
    if (tracked.current === key) return;
    tracked.current = key;
    screenTracker.visit(pathname);
  }, [pathname]);

  useEffect(() => {
    if (consent?.choices.analytics) loadTagManager();
  }, [consent]);
}
