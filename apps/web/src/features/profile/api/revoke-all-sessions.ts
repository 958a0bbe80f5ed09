// POST /api/users/sessions/revoke-all: every session of the user ends, this one included.
import { api } from '#lib/api-client.ts';

export const REVOKE_ALL_SESSIONS_PATH = '/api/users/sessions/revoke-all';

export function revokeAllSessions(): Promise<void> {
  // The 401 of an already-ended session is handled here (the caller signs out anyway).
  return api.post<void>(REVOKE_ALL_SESSIONS_PATH, undefined, { signOutOn: [] });
}
