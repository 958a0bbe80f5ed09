// The only place that talks HTTP: the caller's headers, error envelope, the sign-out rule, the loading
// flag, JSON, file downloads and uploads with progress. Three instances of one client: `api` (the product
// API, the identity provider, the mail relay: same origin, country headers and the physician's token),
// `docfinderApi` (the doctor-finder's own base address) and the console's (admin/lib/api.ts: the staff
// token, and only a 401 ends its session). Features do not build clients; they pick per-call options,
// usually bound once with `api.with(...)`.
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
  /** Name the browser saves the file under; by default the one the server gives (Content-Disposition). */
  filename?: string;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  /** The browser's fetch by default (a stand-in in tests). */
  fetch?: typeof fetch;
  /**
   * Who calls: the headers of every call (`anonymous`: the call asked for no token). The portal's are
   * `countryIdentity(...)`; the console's carry the staff token only.
   */
  identity: (anonymous: boolean) => Headers;
  /** Counts calls in flight for the page-blocking loading flag (the portal's); none by default. */
  loading?: CounterStore;
  /** Prepended to every path: '' for the portal's own origin, the doctor-finder's address for its client. */
  baseUrl?: string;
  /** The statuses that end the session when a call names none (default: 401 and 403, the spec's rule). */
  signOutOn?: readonly (401 | 403)[];
  /** What ending the session does (default: the handler registered with `onUnauthorized`). */
  onSignOut?: (error: ApiError) => void;
  /** Hands a downloaded file to the browser (a no-op stand-in in tests). */
  saveFile?: (blob: Blob, filename: string) => void;
  /** Makes the request of an upload: XMLHttpRequest, the one browser API that reports upload progress. */
  xhr?: () => XMLHttpRequest;
}

/** The portal's caller: the country's key and region, and the signed-in token or else the locale id. */
export function countryIdentity(country: () => Country, token: () => string | null) {
  return (anonymous: boolean): Headers => buildHeaders(country(), anonymous ? null : token(), false);
}

const SIGN_OUT_ON_DEFAULT: readonly (401 | 403)[] = [401, 403];

/** The file name a download's Content-Disposition gives, if any. */
export function dispositionFilename(response: Response): string | null {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
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
  const baseUrl = (deps.baseUrl ?? '').replace(/\/+$/, '');
  const begin = () => deps.loading?.begin() ?? (() => undefined);
  const send: typeof fetch = deps.fetch ?? ((input, init) => window.fetch(input, init));

  /** A refusal: the session ends if its status is one the call (or the client) signs out on. */
  function refused(status: number, text: string, options: CallOptions): ApiError {
    const error = parseErrorBody(status, text);
    const signOutOn: readonly number[] = options.signOutOn ?? deps.signOutOn ?? SIGN_OUT_ON_DEFAULT;
    if (signOutOn.includes(status)) (deps.onSignOut ?? unauthorizedHandler)?.(error);
    return error;
  }

  function headersOf(options: CallOptions, hasBody: boolean, accept?: string): Headers {
    const headers = deps.identity(!!options.anonymous);
    if (hasBody) headers.set('content-type', 'application/json');
    if (accept) headers.set('accept', accept);
    return headers;
  }

  /** One HTTP exchange, read by `read`; a non-2xx answer becomes an ApiError after the sign-out rule ran. */
  async function exchange<R>(
    path: string,
    options: RequestOptions,
    read: (response: Response) => Promise<R>,
    accept?: string,
  ): Promise<R> {
    const hasBody = options.body !== undefined;
    const end = options.quiet ? () => undefined : begin();
    try {
      const response = await send(`${baseUrl}${withQuery(path, options.query)}`, {
        method: options.method ?? (hasBody ? 'POST' : 'GET'),
        headers: headersOf(options, hasBody, accept),
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
        credentials: 'same-origin',
        ...(options.keepalive ? { keepalive: true } : {}),
      });
      if (!response.ok) throw refused(response.status, await response.text(), options);
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
      /**
       * GET of a file with the same headers and token (an .ics, a certificate PDF, a CSV export), saved by
       * the browser; answers the name it was saved under.
       */
      async download(path: string, { accept, filename, signal, ...call }: DownloadOptions): Promise<string> {
        const options: RequestOptions = { ...defaults, ...call, method: 'GET', signal };
        const file = await exchange(
          path,
          options,
          async (response) => ({
            blob: await response.blob(),
            name: filename ?? dispositionFilename(response) ?? 'download',
          }),
          accept,
        );
        (deps.saveFile ?? saveFileInBrowser)(file.blob, file.name);
        return file.name;
      },
      /** PUT of a file as the raw body; `onProgress` gets 0..1 while it is sent; answers the JSON reply. */
      upload<T>(path: string, file: Blob, onProgress: (fraction: number) => void): Promise<T> {
        const options: CallOptions = { ...defaults };
        const end = options.quiet ? () => undefined : begin();
        return new Promise<T>((resolve, reject) => {
          const xhr = deps.xhr?.() ?? new XMLHttpRequest();
          xhr.open('PUT', `${baseUrl}${path}`);
          headersOf(options, false).forEach((value, name) => {
            xhr.setRequestHeader(name, value);
          });
          xhr.setRequestHeader('content-type', 'application/octet-stream');
          xhr.upload.onprogress = (event) => {
            if (event.lengthComputable) onProgress(event.loaded / event.total);
          };
          xhr.onload = () => {
            end();
            if (xhr.status < 200 || xhr.status >= 300) reject(refused(xhr.status, xhr.responseText, options));
            else {
              try {
                resolve(JSON.parse(xhr.responseText) as T);
              } catch (error) {
                reject(error);
              }
            }
          };
          // No answer (network down, aborted, timed out): status 0, as a failed fetch would be.
          const noAnswer = () => {
            end();
            reject(new ApiError(0, {}, null));
          };
          xhr.onerror = noAnswer;
          xhr.onabort = noAnswer;
          xhr.ontimeout = noAnswer;
          xhr.send(file);
        });
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
    identity: countryIdentity(getCountry, () => local.getItem(STORAGE_KEYS.accessToken)),
    loading: loadingStore,
    baseUrl,
  };
}

export const api: ApiClient = createApiClient(browserDeps(''));

/** The doctor-finder API: its own base address (DOCFINDER_API_URL), the same headers and rules. */
export const docfinderApi: ApiClient = createApiClient(browserDeps(config.docfinderApiUrl));
