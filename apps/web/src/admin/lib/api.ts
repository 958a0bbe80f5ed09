// The console's instance of the web's one HTTP client (#lib/api-client.ts): its own bearer token
// (sessionStorage: gone with the tab) and its sign-out rule: a 401 to a signed-in call ends the session
// (back to sign-in); a 403 only says "not allowed", and the sign-in steps' refusals are the form's.
import { ApiError, createApiClient, type RequestOptions } from '#lib/api-client.ts';

export { ApiError };

const TOKEN_KEY = 'portal.admin.token';

export const staffToken = {
  get: (): string | null => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
/** Called when the API answers 401 to a signed-in call (idle timeout, sign-out elsewhere). */
export function onStaffUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The API ended the session (401 to a signed-in call): forget the token and tell the console. */
function sessionEnded(): void {
  if (!staffToken.get()) return;
  staffToken.clear();
  for (const listener of unauthorizedListeners) listener();
}

const client = createApiClient({
  identity: () => {
    const headers = new Headers({ accept: 'application/json' });
    const token = staffToken.get();
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
  signOutOn: [401],
  onSignOut: sessionEnded,
});
/** Signing in and out: a refusal there is the form's to explain, not the end of a session. */
const sessionClient = client.with({ signOutOn: [] });

/** `path?a=1&b=2` with the parameters that have a value (strings trimmed, `true` as "true"). */
export function withSearch(
  path: string,
  params: Record<string, string | boolean | null | undefined>,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const text = typeof value === 'string' ? value.trim() : value ? 'true' : '';
    if (text) query.set(name, text);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export function adminRequest<T>(
  method: NonNullable<RequestOptions['method']>,
  path: string,
  body?: unknown,
): Promise<T> {
  const caller = path.startsWith('/api/admin/session') ? sessionClient : client;
  return caller.request<T>(path, { method, body });
}

/** Uploads a file as the raw body; `onProgress` gets 0..1 while it is sent. */
export const adminUpload = <T>(
  path: string,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<T> => client.upload<T>(path, file, onProgress);

/**
 * A file the API streams (CSV exports): fetched with the console's token (a link could not carry it) and
 * handed to the browser as a download under the server's file name, which it answers.
 */
export const adminDownload = (path: string): Promise<string> => client.download(path, { accept: 'text/csv' });
