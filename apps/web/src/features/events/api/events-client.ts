// The events screens' calls: they show their own loading states, so no page-blocking overlay.
import { api } from '#lib/api-client.ts';

export const eventsApi = api.with({ quiet: true });
