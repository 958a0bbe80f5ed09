// The shell's part of the session: server state belongs to one user, so the cache is dropped when the
// session ends (here or in another tab); and a sign-out is settled once its destination page is shown.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sessionStore, settleSignOut } from '#lib/session-core.ts';

export function useSessionLifecycle(): void {
  const queryClient = useQueryClient();
  const { key } = useLocation();

  useEffect(() => {
    let signedIn = sessionStore.get().signedIn;
    return sessionStore.subscribe(() => {
      const now = sessionStore.get().signedIn;
      if (signedIn && !now) queryClient.clear();
      signedIn = now;
    });
  }, [queryClient]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each committed location may end a sign-out
  useEffect(() => {
    settleSignOut();
  }, [key]);
}
