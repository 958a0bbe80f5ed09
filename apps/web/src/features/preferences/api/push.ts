// The push calls (issue 14): the physician's settings, this browser's subscription, the test push.
import type { PushNotificationKind, PushSettings, UpdatePushSettingsBody } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { PROFILE_QUERY_KEY } from '#lib/session.ts';

export const PUSH_SETTINGS_KEY = ['push-settings'] as const;
const pushApi = api.with({ quiet: true });

export type { PushNotificationKind, PushSettings };

export interface BrowserSubscriptionJson {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
  language: string;
}

export function usePushSettings() {
  return useQuery({
    queryKey: PUSH_SETTINGS_KEY,
    queryFn: ({ signal }) => pushApi.get<PushSettings>('/api/push/settings', { signal }),
  });
}

export const fetchPublicKey = () => pushApi.get<{ publicKey: string }>('/api/push/public-key');
export const saveSubscription = (body: BrowserSubscriptionJson) =>
  pushApi.post('/api/push/subscriptions', body);
export const deleteSubscription = (endpoint: string) =>
  pushApi.request('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });
export const putPushSettings = (body: UpdatePushSettingsBody) =>
  pushApi.put<PushSettings>('/api/push/settings', body);

/** After any change: the settings and the profile's `pushNotifications` are read again. */
export function useRefreshPush() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PUSH_SETTINGS_KEY }),
      queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
    ]);
}

export function useUpdatePushKinds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kinds: PushNotificationKind[]) => putPushSettings({ kinds }),
    // The checkbox follows the click at once; the answer (or a failure) settles it.
    onMutate: (kinds) => {
      const before = queryClient.getQueryData<PushSettings>(PUSH_SETTINGS_KEY);
      if (before) queryClient.setQueryData(PUSH_SETTINGS_KEY, { ...before, kinds });
      return { before };
    },
    onError: (_error, _kinds, context) => queryClient.setQueryData(PUSH_SETTINGS_KEY, context?.before),
    onSuccess: (settings) => queryClient.setQueryData(PUSH_SETTINGS_KEY, settings),
  });
}

export function useSendTestPush() {
  return useMutation({ mutationFn: () => pushApi.post<{ queued: number }>('/api/push/test') });
}
