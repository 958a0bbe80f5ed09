// The only place that talks HTTP: country headers, bearer token, error envelope, 401/403 and the loading flag.
import type { ErrorCode, ErrorEnvelope, FieldError } from '@portal/contracts';
import type { Country } from '@portal/countries';
import { getCountry } from './country.ts';
import { type CounterStore, loadingStore } from './loading.ts';
import { local, STORAGE_KEYS } from './storage-keys.ts';

export class ApiError extends Error {
  readonly status: number;
  /** The envelope's stable code; 'HTTP_ERROR' when the body was not an envelope. */
  readonly code: ErrorCode | 'HTTP_ERROR';
  readonly errors: FieldError[];

  constructor(status: number, body: Partial<ErrorEnvelope>) {
    super(body.message || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code || 'HTTP_ERROR';
    this.errors = Array.isArray(body.errors) ? body.errors : [];
  }
}

/** Reads the envelope from an error response body, tolerating non-JSON bodies. */
export function parseErrorBody(status: number, text: string): ApiError {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) return new ApiError(status, parsed as ErrorEnvelope);
  } catch {
    // Not JSON (a proxy page, an empty body): keep the status only.
  }
  return new ApiError(status, {});
}

/** Headers of every call: signed-in calls carry the token, anonymous ones the locale id. */
export function buildHeaders(country: Country, token: string | null, hasBody: boolean): Headers {
  const headers = new Headers({
    accept: 'application/json',
    'x-api-key': country.apiKey,
    'x-region': country.umRegion,
  });
  if (hasBody) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  else headers.set('locale-id', country.localeId);
  return headers;
}

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** Registers what happens on any 401/403 (the identity feature logs out); returns an unregister function. */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  country: () => Country;
  token: () => string | null;
  loading: CounterStore;
}

export function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

export function createApiClient(deps: ApiClientDeps) {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const hasBody = options.body !== undefined;
    const end = deps.loading.begin();
    try {
      const response = await deps.fetch(withQuery(path, options.query), {
        method: options.method ?? (hasBody ? 'POST' : 'GET'),
        headers: buildHeaders(deps.country(), deps.token(), hasBody),
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
        credentials: 'same-origin',
      });
      const text = await response.text();
      if (!response.ok) {
        const error = parseErrorBody(response.status, text);
        if (response.status === 401 || response.status === 403) unauthorizedHandler?.(error);
        throw error;
      }
      return (text ? JSON.parse(text) : undefined) as T;
    } finally {
      end();
    }
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api: ApiClient = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  country: getCountry,
  token: () => local.getItem(STORAGE_KEYS.accessToken),
  loading: loadingStore,
});
