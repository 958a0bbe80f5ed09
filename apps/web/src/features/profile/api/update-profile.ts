// PUT /api/users/profile: email and phone, with the web's version; answers the updated profile.
import type { UpdateProfileBody, UserProfile } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { APP_VERSION } from '#lib/app-version.ts';
import { PROFILE_QUERY_KEY, setProfile } from '#lib/session.ts';

export const PROFILE_PATH = '/api/users/profile';

export function updateProfile(body: Omit<UpdateProfileBody, 'appVersion'>): Promise<UserProfile> {
  return api.put<UserProfile>(PROFILE_PATH, { ...body, appVersion: APP_VERSION });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      setProfile(profile);
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
    },
  });
}
