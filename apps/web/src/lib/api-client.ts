// The only place that talks HTTP: country headers, bearer token, error envelope, the 401/403 rule, the
// loading flag, JSON and file downloads. Two instances of one client: `api` (the product API, the identity
// provider, the mail relay: same origin) and `docfinderApi` (the doctor-finder's own base address).
// Features do not build clients; they pick per-call options, usually bound once with `api.with(...)`.
import type { ErrorCode, ErrorEnvelope, FieldError } from '@portal/contracts';
import type { Country } from '@portal/countries';
import { config } from './config.ts';
import { getCountry } from './country.ts';
import { type CounterStore, loadingStore } from './loading.ts';
import { saveFileInBrowser } from './save-file.ts';
import { local, STORAGE_KEYS } from './storage-keys.ts';

export class ApiError extends Error {
  readonly status: number;
  /** The envelope's stable code; 'HTTP_ERROR' when the body was not an envelope. */
  readonly code: ErrorCode | 'HTTP_ERROR';
  readonly errors: FieldError[];
  /** The parsed body as it came (some calls answer a shape of their own, e.g. the login's error). */
  readonly body: unknown;

  constructor(status: number, body: Partial<ErrorEnvelope>, raw: unknown = body) {
    super(body.message || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code || 'HTTP_ERROR';
    this.errors = Array.isArray(body.errors) ? body.errors : [];
    this.body = raw;
  }
}

/** Reads the envelope from an error response body, tolerating non-JSON bodies. */
export function parseErrorBody(status: number, text: string): ApiError {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) {
      return new ApiError(status, parsed as ErrorEnvelope, parsed);
    }
  } catch {
    // Not JSON (a proxy page, an empty body): keep the status only.
  }
  return new ApiError(status, {}, null);
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

/** Registers what happens on a 401/403 (the session logs out); returns an unregister function. */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** How a call behaves; features bind the ones they always use with `client.with(...)`. */
export interface CallOptions {
  /**
   * Not counted by the page-blocking loading flag: for screens that show their own loading state, and
   * for checks made while the user types (the overlay would swallow the click that moved focus).
   */
  quiet?: boolean;
  /** Anonymous headers (locale id, no token) even in a signed-in browser: registration, public links. */
  anonymous?: boolean;
  /**
   * The statuses that sign the user out (spec: any 401 or 403). A screen that explains a refusal itself
   * narrows it: `[401]` where a 403 means "not this item", `[]` where no answer may end the session.
   */
  signOutOn?: readonly (401 | 403)[];
  /** The request may outlive the page (e.g. "left the meeting"). */
  keepalive?: boolean;
}

export interface RequestOptions extends CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

type ReadOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface DownloadOptions extends CallOptions {
  /** Media type asked for, e.g. 'application/pdf'. */
  accept: string;
  /** Name the browser saves the file under. */
  filename: string;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  country: () => Country;
  token: () => string | null;
  loading: CounterStore;
  /** Prepended to every path: '' for the portal's own origin, the doctor-finder's address for its client. */
  baseUrl?: string;
  /** Hands a downloaded file to the browser (a no-op stand-in in tests). */
  saveFile?: (blob: Blob, filename: string) => void;
}

const SIGN_OUT_ON_DEFAULT: readonly (401 | 403)[] = [401, 403];

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
  const baseUrl = (deps.baseUrl ?? '').replace(/\/+$/, '');

  /** One HTTP exchange, read by `read`; a non-2xx answer becomes an ApiError after the sign-out rule ran. */
  async function exchange<R>(
    path: string,
    options: RequestOptions,
    read: (response: Response) => Promise<R>,
    accept?: string,
  ): Promise<R> {
    const hasBody = options.body !== undefined;
    const end = options.quiet ? () => undefined : deps.loading.begin();
    try {
      const headers = buildHeaders(deps.country(), options.anonymous ? null : deps.token(), hasBody);
      if (accept) headers.set('accept', accept);
      const response = await deps.fetch(`${baseUrl}${withQuery(path, options.query)}`, {
        method: options.method ?? (hasBody ? 'POST' : 'GET'),
        headers,
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
        credentials: 'same-origin',
        ...(options.keepalive ? { keepalive: true } : {}),
      });
      if (!response.ok) {
        const error = parseErrorBody(response.status, await response.text());
        const signOutOn: readonly number[] = options.signOutOn ?? SIGN_OUT_ON_DEFAULT;
        if (signOutOn.includes(response.status)) unauthorizedHandler?.(error);
        throw error;
      }
      return await read(response);
    } finally {
      end();
    }
  }

  function bound(defaults: CallOptions) {
    function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      return exchange(path, { ...defaults, ...options }, async (response) => {
        const text = await response.text();
        return (text ? JSON.parse(text) : undefined) as T;
      });
    }

    return {
      request,
      get: <T>(path: string, options?: ReadOptions) => request<T>(path, { ...options, method: 'GET' }),
      post: <T>(path: string, body?: unknown, options?: ReadOptions) =>
        request<T>(path, { ...options, method: 'POST', body }),
      put: <T>(path: string, body?: unknown, options?: ReadOptions) =>
        request<T>(path, { ...options, method: 'PUT', body }),
      patch: <T>(path: string, body?: unknown, options?: ReadOptions) =>
        request<T>(path, { ...options, method: 'PATCH', body }),
      delete: <T>(path: string, options?: ReadOptions) => request<T>(path, { ...options, method: 'DELETE' }),
      /** GET of a file with the same headers and token (an .ics, a certificate PDF), saved by the browser. */
      async download(path: string, { accept, filename, signal, ...call }: DownloadOptions): Promise<void> {
        const options: RequestOptions = { ...defaults, ...call, method: 'GET', signal };
        const blob = await exchange(path, options, (response) => response.blob(), accept);
        (deps.saveFile ?? saveFileInBrowser)(blob, filename);
      },
      /** The same client with these options as the default of every call. */
      with: (more: CallOptions) => bound({ ...defaults, ...more }),
    };
  }

  return bound({});
}

export type ApiClient = ReturnType<typeof createApiClient>;

function browserDeps(baseUrl: string): ApiClientDeps {
  return {
    fetch: (input, init) => window.fetch(input, init),
    country: getCountry,
    token: () => local.getItem(STORAGE_KEYS.accessToken),
    loading: loadingStore,
    baseUrl,
  };
}

export const api: ApiClient = createApiClient(browserDeps(''));

/** The doctor-finder API: its own base address (DOCFINDER_API_URL), the same headers and rules. */
export const docfinderApi: ApiClient = createApiClient(browserDeps(config.docfinderApiUrl));
