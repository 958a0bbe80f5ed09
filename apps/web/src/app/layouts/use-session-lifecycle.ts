// The shell's part of the session: server state belongs to one user, so the cache is dropped when the
// session ends (here or in another tab); and a sign-out is settled once its destination page is shown.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sessionStore, settleSignOut } from '#lib/session-core.ts';

/** Drops the cached server state (react-query's chunk: a signed-in screen has loaded it already). */
function clearServerState(): void {
  import('../query-client.ts').then(
    ({ queryClient }) => queryClient.clear(),
    (error: unknown) => console.error('Could not clear the server-state cache', error),
  );
}

export function useSessionLifecycle(): void {
  const { key } = useLocation();

  useEffect(() => {
    let signedIn = sessionStore.get().signedIn;
    return sessionStore.subscribe(() => {
      const now = sessionStore.get().signedIn;
      if (signedIn && !now) clearServerState();
      signedIn = now;
    });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each committed location may end a sign-out
  useEffect(() => {
    settleSignOut();
  }, [key]);
}
