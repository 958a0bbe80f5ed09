// The search screen's calls: no page-blocking overlay (the screen shows its own loading state while a
// search runs). A 401 or 403 still signs the user out.
import { api } from '#lib/api-client.ts';

export const searchApi = api.with({ quiet: true });
