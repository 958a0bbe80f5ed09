// PATCH /api/users/preferences: the specialties whose content the user wants; answers the updated profile.
import type { UpdatePreferencesBody, UserProfile } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { PROFILE_QUERY_KEY, setProfile } from '#lib/session.ts';

export const PREFERENCES_PATH = '/api/users/preferences';

export function updatePreferences(body: UpdatePreferencesBody): Promise<UserProfile> {
  return api.patch<UserProfile>(PREFERENCES_PATH, body);
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (profile) => {
      setProfile(profile);
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      // The preferences choose what the lists show ("for you" on the home): whatever was fetched with the
      // old ones is stale now, not in a minute. The profile just came back, so it alone stays.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== PROFILE_QUERY_KEY[0],
      });
    },
  });
}
