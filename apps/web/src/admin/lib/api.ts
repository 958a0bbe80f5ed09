// The console's only HTTP client: its own bearer token (sessionStorage: gone with the tab), the error
// envelope, and the 401 rule (the session ended: back to sign-in). Uploads go through XMLHttpRequest,
// the one browser API that reports upload progress.
import type { ErrorEnvelope, FieldError } from '@portal/contracts';
import { saveFileInBrowser } from '#lib/save-file.ts';

const TOKEN_KEY = 'portal.admin.token';

export class AdminApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];
  constructor(status: number, body: Partial<ErrorEnvelope>) {
    super(body.message || `HTTP ${status}`);
    this.status = status;
    this.code = body.code ?? 'HTTP_ERROR';
    this.errors = body.errors ?? [];
  }
}

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
  staffToken.clear();
  for (const listener of unauthorizedListeners) listener();
}

function parseError(status: number, text: string): AdminApiError {
  try {
    return new AdminApiError(status, JSON.parse(text) as Partial<ErrorEnvelope>);
  } catch {
    return new AdminApiError(status, {});
  }
}

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

export async function adminRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  const token = staffToken.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    const error = parseError(response.status, text);
    if (response.status === 401 && token && !path.startsWith('/api/admin/session')) sessionEnded();
    throw error;
  }
  return (text ? JSON.parse(text) : null) as T;
}

/** Uploads a file as the raw body; `onProgress` gets 0..1 while it is sent. */
export function adminUpload<T>(path: string, file: Blob, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', path);
    const token = staffToken.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as T);
      else reject(parseError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new AdminApiError(0, {}));
    xhr.send(file);
  });
}

/**
 * A file the API streams (CSV exports): fetched with the console's token (a link could not carry it) and
 * handed to the browser as a download under the server's file name.
 */
export async function adminDownload(path: string): Promise<string> {
  const token = staffToken.get();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    if (response.status === 401 && token) sessionEnded();
    throw parseError(response.status, await response.text());
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
  saveFileInBrowser(await response.blob(), filename);
  return filename;
}
