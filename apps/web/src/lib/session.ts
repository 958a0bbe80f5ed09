// The web session's public API: everything of session-core plus useProfile (TanStack Query), for screens.
import { useQuery } from '@tanstack/react-query';
import { fetchProfile, PROFILE_QUERY_KEY, useSession } from './session-core.ts';

export * from './session-core.ts';

/** The signed-in user's profile: the stored copy at once, refreshed from the API in the background. */
export function useProfile() {
  const { signedIn, profile } = useSession();
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: fetchProfile,
    enabled: signedIn,
    initialData: profile ?? undefined,
    // The stored copy may be old: show it, but refetch on mount.
    initialDataUpdatedAt: 0,
    retry: false,
  });
}
