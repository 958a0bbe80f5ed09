// Public (token) mode: anonymous headers even in a signed-in browser, no page-blocking overlay, and no
// answer signs anybody out: a bad link's 401/403 is explained on the screen.
import { api } from '#lib/api-client.ts';

export const publicApi = api.with({ quiet: true, anonymous: true, signOutOn: [] });

export type PublicApi = Pick<typeof publicApi, 'get' | 'post'>;
