// POST /api/users/welcome: the first sign-in welcome answered, with the specialties chosen or skipped.
import type { UserProfile, WelcomeBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { PROFILE_QUERY_KEY, setProfile } from '#lib/session.ts';

export const WELCOME_PATH = '/api/users/welcome';

export function useAnswerWelcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WelcomeBody) => api.post<UserProfile>(WELCOME_PATH, body),
    onSuccess: (profile) => {
      setProfile(profile);
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      // New specialties choose another "for you" row: the home fetched with the old ones is stale.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== PROFILE_QUERY_KEY[0],
      });
    },
  });
}
